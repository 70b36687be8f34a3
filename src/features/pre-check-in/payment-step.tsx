import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { saveCard } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { CardEntryFields, CardEntryProblem, type CardSender, useCardEntry } from '@/ui/card-entry'
import type { PreCheckInDraft } from './draft'
import type { StepProps } from './pre-check-in-step'

/** SaveCard for this reservation: a card's reference, or the saving the guest is back from the bank with. */
export function cardSender(r: PreCheckInDraft['reservation']): CardSender {
  return (update) =>
    saveCard({
      PropertyId: r.PropertyId,
      LanguageCode: 'en',
      ReferenceNumber: r.ReferenceNumber,
      Code: r.Code,
      ...update,
    })
}

/** The draft with the card the hotel kept, on to the summary. */
export function withSavedCard(
  draft: PreCheckInDraft,
  card: PreCheckInDraft['reservation']['CreditCards'][number],
): PreCheckInDraft {
  return {
    ...draft,
    reservation: { ...draft.reservation, CreditCards: [card] },
    state: { step: 'Summary', roomIndex: 0, guestIndex: 0 },
  }
}

/**
 * PaymentDetails: a card to guarantee the stay, entered in the payment provider's frame (decision 0113). Only
 * its reference is sent, on its own and never through the outbox, so this step needs a connection and says so.
 */
export function PaymentStep({ draft, update, go }: StepProps) {
  const online = useOnline()
  const toSummary = () => go({ step: 'Summary', roomIndex: 0, guestIndex: 0 })
  const r = draft.reservation
  const booker = draft.booker
  const entry = useCardEntry({
    name: booker
      ? `${booker.firstName} ${booker.lastName}`.trim()
      : `${r.Booker?.FirstName ?? ''} ${r.Booker?.LastName ?? ''}`.trim(),
    emailAddress: booker?.emailAddress.trim() || r.Booker?.Email || '',
    send: cardSender(r),
    onSaved: (card) => update(withSavedCard(draft, card)),
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
