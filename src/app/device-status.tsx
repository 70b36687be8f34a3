import { Alert, Button, Container, Group, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { applyUpdate, usePwa } from './service-worker'
import { loadWhenOnline } from '@/device/when-online'

// The outbox's counts read the device database (Dexie): they load just after the first paint, not before it
// (decision 0020). Being offline is known at once.
const SyncCounts = lazy(
  loadWhenOnline(() => import('./sync-counts').then((m) => ({ default: m.SyncCounts }))),
)

/**
 * The device's state where the guest can see it: offline, changes waiting or refused, "All changes saved"
 * once the last one went through, and a new version waiting (reloaded only when the guest says so).
 */
export function DeviceStatus() {
  const online = useOnline()
  const { updateReady } = usePwa()
  return (
    <div role="status" aria-live="polite">
      <Container size="lg">
        {!online ? (
          <Alert color="gray" variant="light" py={6} mt={8}>
            <Text size="sm">{t('offline.offline')}</Text>
          </Alert>
        ) : null}
        <Suspense fallback={null}>
          <SyncCounts online={online} />
        </Suspense>
        {updateReady ? (
          <Alert color="blue" variant="light" py={6} mt={8}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('offline.updateReady')}</Text>
              <Button size="compact-sm" onClick={applyUpdate}>
                {t('offline.reload')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Container>
    </div>
  )
}
