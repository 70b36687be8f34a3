import '@/i18n/load-device'
import { Alert, Anchor, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { t } from '@/i18n/i18n'
import { useSyncCounts } from '@/sync/app-outbox'

/** "2 changes waiting to be sent", "Sending…", "All changes saved", or changes the server refused. */
export function SyncCounts({ online }: { online: boolean }) {
  const { propertyCode = '' } = useParams()
  const counts = useSyncCounts()
  const waiting = counts?.waiting ?? 0
  const rejected = counts?.rejected ?? 0
  const justSaved = useJustSaved(waiting)
  const line =
    waiting > 0
      ? t(online ? 'offline.sending' : 'offline.waiting', { count: waiting })
      : justSaved
        ? t('offline.allSaved')
        : null
  return (
    <>
      {line ? (
        <Alert color="teal" variant="light" py={6} mt={8}>
          <Text size="sm">{line}</Text>
        </Alert>
      ) : null}
      {rejected > 0 ? (
        <Alert color="red" variant="light" py={6} mt={8}>
          <Text size="sm">
            {t('offline.rejected', { count: rejected })}{' '}
            <Anchor component={Link} to={`/MyStays/${propertyCode}`} size="sm" underline="always">
              {t('menu.myStays')}
            </Anchor>
          </Text>
        </Alert>
      ) : null}
    </>
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
