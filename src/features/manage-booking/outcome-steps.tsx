import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { Link } from 'react-router'
import { manageKeys, parseManageAnswer } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { useOutbox } from '@/sync/app-outbox'
import { draftFrom, reservationKey } from './draft'
import { at, type ManageStepProps } from './manage-step'

/**
 * Complete: the changes are on this phone at least — "Saved on this phone" while they wait for a connection,
 * then "Sent" once the hotel has them (followed across tabs and reloads by the outbox).
 *
 * An answer that says Success: false (or that cannot be read) is a refusal, not "Sent": the guest goes back to
 * their changes with the hotel's Message, or "Failed to save Reservation" (spec §8), and nothing is lost.
 */
export function CompleteStep({
  draft,
  propertyCode,
  online,
  update,
  queuedSeq,
  onRefused,
}: ManageStepProps & { queuedSeq: number | 'submitting' | null; onRefused: (message: string) => void }) {
  const queryClient = useQueryClient()
  const r = draft.reservation
  const outbox = useOutbox(reservationKey(propertyCode, r.ReferenceNumber))
  // This visit's Update once the outbox has it (an earlier, settled one must not answer for it); opened at
  // Complete after a reload, the newest Update of this booking.
  const latest = outbox.latest?.kind === 'manageUpdate' ? outbox.latest : null
  const change =
    queuedSeq === 'submitting'
      ? null
      : queuedSeq === null
        ? latest
        : latest && latest.seq >= queuedSeq
          ? latest
          : null
  const settled = change?.state === 'sent'
  const answer = settled ? parseManageAnswer(change.response) : null
  const refusal = settled && !answer?.Success ? (answer?.Message ?? t('manage.saveFailed')) : null
  const sent = settled && refusal === null
  // The outbox settles the change (and drops the draft it carried) on any 2xx; a refusal hands it back.
  const refuse = useEffectEvent((message: string) => onRefused(message))
  useEffect(() => {
    if (refusal !== null) refuse(refusal)
  }, [refusal])

  const back = async () => {
    if (answer?.Reservation) {
      queryClient.setQueryData(manageKeys.reservation(r.PropertyId, r.ReferenceNumber), answer)
      update({
        ...draftFrom(answer.Reservation),
        state: at(answer.Reservation.IsCancelled ? 'Cancelled' : 'ReservationOverview'),
      })
    } else {
      await queryClient.invalidateQueries({
        queryKey: manageKeys.reservation(r.PropertyId, r.ReferenceNumber),
      })
      update({ ...draft, state: at('ReservationOverview') })
    }
  }

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {sent ? (
          <Stack gap="xs">
            <Group gap="xs">
              <Badge color="positive" size="lg" data-testid="sync-state">
                {t('manage.sent')}
              </Badge>
            </Group>
            <Text>{answer?.Message ?? t('manage.sentText')}</Text>
          </Stack>
        ) : online ? (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden="true" />
            <Text data-testid="sync-state">{t('manage.sending')}</Text>
          </Group>
        ) : (
          <Alert color="info" variant="light" data-testid="sync-state">
            {t('manage.savedOnPhone')}
          </Alert>
        )}
      </div>
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
