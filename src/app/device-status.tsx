import { Alert, Button, Container, Group, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { t } from '@/i18n/i18n'
import { useSyncCounts } from '@/sync/app-outbox'
import { useOnline } from '@/sync/online'
import { applyUpdate, usePwa } from './service-worker'

/**
 * The device's state where the guest can see it: offline, changes waiting or refused, "All changes saved"
 * once the last one went through, and a new version waiting (reloaded only when the guest says so).
 */
export function DeviceStatus() {
  const online = useOnline()
  const counts = useSyncCounts()
  const { updateReady } = usePwa()
  const justSaved = useJustSaved(counts?.waiting ?? 0)
  const waiting = counts?.waiting ?? 0
  const rejected = counts?.rejected ?? 0

  const lines: string[] = []
  if (!online) lines.push(t('offline.offline'))
  if (waiting > 0) lines.push(t(online ? 'offline.sending' : 'offline.waiting', { count: waiting }))
  else if (justSaved) lines.push(t('offline.allSaved'))

  return (
    <div role="status" aria-live="polite">
      {lines.length > 0 || rejected > 0 || updateReady ? (
        <Container size="lg" py={4}>
          {lines.length > 0 ? (
            <Alert color={online ? 'teal' : 'gray'} variant="light" py={6} mt={4}>
              <Text size="sm">{lines.join(' · ')}</Text>
            </Alert>
          ) : null}
          {rejected > 0 ? (
            <Alert color="red" variant="light" py={6} mt={4}>
              <Text size="sm">{t('offline.rejected', { count: rejected })}</Text>
            </Alert>
          ) : null}
          {updateReady ? (
            <Alert color="blue" variant="light" py={6} mt={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('offline.updateReady')}</Text>
                <Button size="compact-sm" onClick={applyUpdate}>
                  {t('offline.reload')}
                </Button>
              </Group>
            </Alert>
          ) : null}
        </Container>
      ) : null}
    </div>
  )
}

/** True for five seconds after the number of waiting changes drops to zero. */
function useJustSaved(waiting: number): boolean {
  const previous = useRef(waiting)
  const [justSaved, setJustSaved] = useState(false)
  useEffect(() => {
    const dropped = previous.current > 0 && waiting === 0
    previous.current = waiting
    if (!dropped) return
    setJustSaved(true)
    const timer = setTimeout(() => setJustSaved(false), 5000)
    return () => clearTimeout(timer)
  }, [waiting])
  return justSaved
}
