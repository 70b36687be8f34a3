import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { useRouteProperty } from '@/api/route-property'

/**
 * What a page that sends the guest to an error screen passes along in the router's location state: the message,
 * and for a failure that may pass (an outage), the link to try again.
 */
export type ProblemState = { message: string | null; retry?: string | null }

export function problemMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null
  const { message } = state as { message: unknown }
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/** The link to try again, if the state has one (only a pay-by-link address of this app). */
export function problemRetry(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('retry' in state)) return null
  const { retry } = state as { retry: unknown }
  return typeof retry === 'string' && /^\/SecurePay\/[^/?#]+\//.test(retry) ? retry : null
}

/** The error screens of pay by link: what went wrong, the invoice if known, and how to reach the hotel. */
export function PayByLinkProblem({
  title,
  message,
  invoiceNumber,
  action,
}: {
  title: string
  message: string
  invoiceNumber?: string | undefined
  action?: ReactNode
}) {
  const property = useRouteProperty()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert color="warning" variant="light" role="alert">
          <Text size="lg">{message}</Text>
        </Alert>
        {invoiceNumber ? <Text>{t('payByLink.invoiceNumberLine', { invoice: invoiceNumber })}</Text> : null}
        <HotelContactLine lead={t('contact.reachUs')} />
        <Group gap="sm">
          {action}
          <Button component={Link} to={`/Contact/${property.PropertyCode}`} variant="light">
            {t('menu.contactUs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
