import { Button, Group, Stack, Text } from '@mantine/core'
import { updateCard } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { CardEntryFields, CardEntryProblem, useCardEntry } from '@/ui/card-entry'
import { Dialog } from '@/ui/dialog'
import type { ManageDraft } from './draft'

/**
 * Replaces the card on file. The card exists only in this form and its one request — never in the draft or the
 * outbox — so it needs a connection.
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
    emailAddress: r.Booker?.Email ?? '',
    send: (card) =>
      updateCard({
        PropertyId: r.PropertyId,
        LanguageCode: 'en',
        ReferenceNumber: r.ReferenceNumber,
        Code: r.Code,
        CardDetails: card,
      }),
    onSaved: (card) => {
      update({ ...draft, reservation: { ...r, CreditCards: [card] } })
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
