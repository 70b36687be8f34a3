import { Button, Group, Stack, Text } from '@mantine/core'
import { updateCard } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { CardEntryFields, CardEntryProblem, type CardSender, useCardEntry } from '@/ui/card-entry'
import { Dialog } from '@/ui/dialog'
import type { ManageDraft } from './draft'
import { languageCode } from '@/i18n/i18n'

/** UpdateCard for this reservation: a card's reference, or the saving the guest is back from the bank with. */
export function cardSender(r: ManageDraft['reservation']): CardSender {
  return (update) =>
    updateCard({
      PropertyId: r.PropertyId,
      LanguageCode: languageCode(),
      ReferenceNumber: r.ReferenceNumber,
      Code: r.Code,
      ...update,
    })
}

/** The reservation with its card on file replaced by the one the hotel kept. */
export function withCard(
  draft: ManageDraft,
  card: ManageDraft['reservation']['CreditCards'][number],
): ManageDraft {
  return { ...draft, reservation: { ...draft.reservation, CreditCards: [card] } }
}

/**
 * Replaces the card on file. The card is entered in the payment provider's frame (decision 0113) and only its
 * reference is sent, on its own and never through the outbox, so it needs a connection.
 */
export function CardDialog({
  opened,
  draft,
  update,
  onClose,
}: {
  opened: boolean
  draft: ManageDraft
  update: (next: ManageDraft) => void
  onClose: () => void
}) {
  const r = draft.reservation
  const close = () => {
    entry.reset()
    onClose()
  }
  const entry = useCardEntry({
    name: r.Booker ? `${r.Booker.FirstName} ${r.Booker.LastName}`.trim() : '',
    emailAddress: r.Booker?.Email ?? '',
    send: cardSender(r),
    onSaved: (card) => {
      update(withCard(draft, card))
      onClose()
    },
  })
  return (
    <Dialog opened={opened} onClose={close} title={t('manage.replaceCard')} closeLabel={t('manage.close')}>
      <form onSubmit={entry.submit} noValidate aria-label={t('manage.replaceCard')}>
        <Stack gap="sm">
          <Text size="sm">{t('manage.cardHint')}</Text>
          <CardEntryFields entry={entry} />
          <CardEntryProblem entry={entry} />
          <Group justify="space-between">
            <Button variant="default" onClick={close}>
              {t('manage.back')}
            </Button>
            <Button type="submit" loading={entry.save.isPending}>
              {t('manage.saveCard')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
