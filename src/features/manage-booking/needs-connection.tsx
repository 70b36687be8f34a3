import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { t } from '@/i18n/i18n'

/** A control that needs the server's answer: disabled offline, and it says why. */
export function NeedsConnection({ online, children }: { online: boolean; children: ReactNode }) {
  return (
    <Stack gap={2}>
      {children}
      {!online ? (
        <Text size="xs" c="dimmed">
          {t('manage.needsConnection')}
        </Text>
      ) : null}
    </Stack>
  )
}
