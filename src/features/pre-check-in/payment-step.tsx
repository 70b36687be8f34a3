import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { saveCard } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { CardEntryFields, CardEntryProblem, useCardEntry } from '@/ui/card-entry'
import type { StepProps } from './pre-check-in-step'

/**
 * PaymentDetails: a card to guarantee the stay. It lives only in this form and the one request that sends it
 * (never in the draft or the outbox), so this step needs a connection and says so.
 */
export function PaymentStep({ draft, update, go }: StepProps) {
  const online = useOnline()
  const toSummary = () => go({ step: 'Summary', roomIndex: 0, guestIndex: 0 })
  const r = draft.reservation
  const entry = useCardEntry({
    emailAddress: draft.booker?.emailAddress.trim() || r.Booker?.Email || '',
    send: (card) =>
      saveCard({
        PropertyId: r.PropertyId,
        LanguageCode: 'en',
        ReferenceNumber: r.ReferenceNumber,
        Code: r.Code,
        CardDetails: card,
      }),
    onSaved: (card) =>
      update({
        ...draft,
        reservation: { ...r, CreditCards: [card] },
        state: { step: 'Summary', roomIndex: 0, guestIndex: 0 },
      }),
  })

  return (
    <form onSubmit={entry.submit} noValidate aria-label={t('preCheckIn.paymentTitle')}>
      <Stack gap="md">
        <Text>{t('preCheckIn.paymentHint')}</Text>
        {!online ? (
          <Alert color="warning" variant="light" role="status">
            {t('preCheckIn.cardNeedsConnection')}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <CardEntryFields entry={entry} />
        </Card>
        <CardEntryProblem entry={entry} title={t('errors.errorTitle')} />
        <Group justify="space-between">
          <Button variant="default" onClick={toSummary}>
            {t('preCheckIn.skipCard')}
          </Button>
          <Button type="submit" loading={entry.save.isPending} disabled={!online || entry.save.isPending}>
            {t('preCheckIn.saveCard')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
