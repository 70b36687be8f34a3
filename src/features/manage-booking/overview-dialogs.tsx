import { useQuery } from '@tanstack/react-query'
import { cancelQuoteQuery } from '@/api/manage-booking'
import type { ManageRoom } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { CancelDialog } from './cancel-dialog'
import { useCancelBooking } from './cancel-booking'
import type { ManageStepProps } from './manage-step'
import { SettlementLines } from './settlement-lines'

// The two cancel dialogs of the reservation overview: the whole booking (at once, online) and one room (a change
// in the draft, saved with the others).

type CancelBookingDialogProps = Pick<
  ManageStepProps,
  'draft' | 'config' | 'online' | 'propertyCode' | 'update'
> & {
  opened: boolean
  onClose: () => void
}

export function CancelBookingDialog({
  draft,
  config,
  online,
  propertyCode,
  update,
  opened,
  onClose,
}: CancelBookingDialogProps) {
  const r = draft.reservation
  // A failure is a red notice at the top (docs/product/after-booking.md#errors): the dialog closes so the notice is seen.
  const cancelBooking = useCancelBooking({
    draft,
    propertyCode,
    update,
    onCancelled: onClose,
    onFailed: onClose,
  })
  // What the guest gets back and is charged, asked each time the dialog opens (the hotel's clock moves it).
  const quote = useQuery({ ...cancelQuoteQuery(r), enabled: opened && online })
  return (
    <CancelDialog
      opened={opened}
      title={t('manage.cancelBookingTitle', { reference: r.ReservationNumber })}
      propertyId={r.PropertyId}
      reasonRequired={config.CancellationReasonRequired}
      policy={r.ReservationItems.find((i) => !i.IsCancelled)?.Policy.CancellationPolicy ?? null}
      money={<SettlementLines quote={quote} kind="cancel" online={online} />}
      confirmLabel={t('manage.confirmCancelBooking')}
      busy={cancelBooking.isPending}
      disabled={!online || quote.isPending}
      onConfirm={(reasonId) => cancelBooking.mutate(reasonId)}
      onClose={() => {
        cancelBooking.reset()
        onClose()
      }}
    />
  )
}

type CancelRoomDialogProps = Pick<ManageStepProps, 'draft' | 'config' | 'update'> & {
  /** The room being cancelled, or null when the dialog is closed. */
  roomIndex: number | null
  onClose: () => void
}

export function CancelRoomDialog({ draft, config, update, roomIndex, onClose }: CancelRoomDialogProps) {
  const r = draft.reservation
  const room = roomIndex === null ? undefined : draft.rooms[roomIndex]
  const policyOf = (cancelled: ManageRoom | undefined) =>
    r.ReservationItems.find((i) => i.ReservationItemId === cancelled?.reservationItemId)?.Policy
      .CancellationPolicy ?? null
  return (
    <CancelDialog
      opened={room !== undefined}
      title={t('manage.cancelRoomTitle', { number: (roomIndex ?? 0) + 1 })}
      propertyId={r.PropertyId}
      reasonRequired={config.CancellationReasonRequired}
      policy={policyOf(room)}
      hint={t('manage.cancelRoomHint')}
      confirmLabel={t('manage.confirmCancelRoom')}
      onConfirm={(reasonId) => {
        onClose()
        update({
          ...draft,
          rooms: draft.rooms.map((x, i) => (i === roomIndex ? { ...x, cancellation: { reasonId } } : x)),
        })
      }}
      onClose={onClose}
    />
  )
}
