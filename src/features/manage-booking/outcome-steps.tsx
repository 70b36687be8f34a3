import { Alert, Button, Group, Stack } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { manageKeys, parseManageAnswer } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { ChangeSyncState, useChangeOutcome } from '@/stay-change/change-outcome'
import type { QueuedSeq } from '@/stay-change/use-change-flow'
import { draftFrom, reservationKey } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { SavedChanges } from './saved-changes'

/**
 * Complete: the changes are on this phone at least — "Saved on this phone" while they wait for a connection,
 * then "Sent" once the hotel has them (followed across tabs and reloads by the outbox).
 *
 * An answer that says Success: false (or that cannot be read) is a refusal, not "Sent": the guest goes back to
 * their changes with the hotel's Message, or "Failed to save Reservation" (docs/product/after-booking.md#errors), and nothing is lost.
 */
export function CompleteStep({
  draft,
  propertyCode,
  online,
  update,
  queuedSeq,
  onRefused,
}: ManageStepProps & { queuedSeq: QueuedSeq; onRefused: (message: string) => void }) {
  const queryClient = useQueryClient()
  const r = draft.reservation
  const { answer, sent } = useChangeOutcome({
    reservationKey: reservationKey(propertyCode, r.ReferenceNumber),
    kind: 'manageUpdate',
    queuedSeq,
    parseAnswer: parseManageAnswer,
    refusalMessage: (refused) => refused?.Message ?? t('manage.saveFailed'),
    onRefused,
  })

  const back = async () => {
    if (answer?.Reservation) {
      queryClient.setQueryData(manageKeys.reservation(r.PropertyId, r.ReferenceNumber), answer)
      // A fresh draft of the booking as the hotel now has it, opened where a loaded booking opens.
      update(draftFrom(answer.Reservation))
    } else {
      await queryClient.invalidateQueries({
        queryKey: manageKeys.reservation(r.PropertyId, r.ReferenceNumber),
      })
      update({ ...draft, state: at('ReservationOverview') })
    }
  }

  return (
    <Stack gap="md">
      <ChangeSyncState
        sent={sent}
        online={online}
        texts={{
          sent: t('manage.sent'),
          sentText: t('manage.sentText'),
          sending: t('manage.sending'),
          savedOnPhone: t('manage.savedOnPhone'),
        }}
        // One message: what changed and what it did to the price, not the hotel's "saved" again.
        sentBody={<SavedChanges draft={draft} after={answer?.Reservation ?? null} />}
      />
      {sent ? (
        <Group>
          <Button onClick={() => void back()}>{t('manage.backToBooking')}</Button>
        </Group>
      ) : null}
    </Stack>
  )
}

/** Cancelled: the booking is cancelled (now, or it already was when opened). */
export function CancelledStep({ draft, propertyCode }: ManageStepProps) {
  return (
    <Stack gap="md">
      <Alert color="warning" variant="light" data-testid="cancelled-state">
        {t('manage.cancelledText', { reference: draft.reservation.ReservationNumber })}
      </Alert>
      <Group>
        <Button component={Link} to={`/Book/${propertyCode}`}>
          {t('menu.newBooking')}
        </Button>
      </Group>
    </Stack>
  )
}
