import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { useRouteProperty } from '@/api/route-property'

/** The frame of an account screen: a narrow column with its heading and a sentence on what it is for. */
export function AccountFrame({
  title,
  intro,
  children,
  size = 'xs',
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  size?: 'xs' | 'sm' | 'md'
}) {
  const property = useRouteProperty()
  if (!property.UseUserAccountOnBookingEngine) {
    return (
      <MessagePage
        title={t('account.offTitle')}
        actions={<LinkButton href={`/Book/${property.PropertyCode}`}>{t('menu.newBooking')}</LinkButton>}
      >
        {t('account.off')}
      </MessagePage>
    )
  }
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {intro ? <Text>{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}

/** Mantine's hint text is grey-6, under 4.5:1 on white; hints here use grey-7 (8.6:1). */
export const readableHint = { description: { color: 'var(--mantine-color-gray-7)' } }
