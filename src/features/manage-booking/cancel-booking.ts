import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { ManageActionResponse, ManagedReservation } from '@/api/contract/manage-booking'
import { cancelReservation, manageKeys, searchReservation } from '@/api/manage-booking'
import { afterManageCancel } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { showNotice } from '@/ui/notices'
import { discardDraft, draftFrom, draftKey } from './draft'
import type { ManageStepProps } from './manage-step'

/**
 * Cancelling the whole booking: online only, at once (not through the outbox). Once cancelled, the draft is
 * dropped and the flow shows the booking as the hotel now has it. A refusal or failure is the red notice of
 * docs/product/after-booking.md#errors ("Manage cancel failure"), and the booking stays as it is.
 */
export function useCancelBooking({
  draft,
  propertyCode,
  update,
  onCancelled,
  onFailed,
}: Pick<ManageStepProps, 'draft' | 'propertyCode' | 'update'> & {
  onCancelled: () => void
  onFailed: () => void
}) {
  const queryClient = useQueryClient()
  const r = draft.reservation
  return useMutation({
    mutationFn: async (reasonId: number | null) => {
      const answer = await cancelReservation(
        {
          PropertyId: r.PropertyId,
          ReferenceNumber: r.ReferenceNumber,
          Code: r.Code,
          ReservationId: r.ReservationId,
          CancellationReasonId: reasonId,
        },
        newIdempotencyKey(),
      )
      // docs/product/after-booking.md#errors: a refusal (Success: false) shows its Message in a red notice; the booking stays as it is.
      if (!answer.Success) throw new ApiError('unprocessable', answer.Message ?? '', { body: answer })
      if (answer.Reservation) return { ...answer, Reservation: answer.Reservation }
      // Cancelled, but the answer did not carry the booking: read it again to show it as it is now.
      const now = await searchReservation({
        propertyId: r.PropertyId,
        reservationNumber: r.ReferenceNumber,
        hash: r.Code,
      })
      if (!now.Reservation) throw new ApiError('server', answer.Message ?? '')
      return { ...now, Reservation: now.Reservation }
    },
    onSuccess: async (answer: ManageActionResponse & { Reservation: ManagedReservation }) => {
      queryClient.setQueryData(manageKeys.reservation(r.PropertyId, r.ReferenceNumber), answer)
      await discardDraft(draftKey(propertyCode, r.ReferenceNumber))
      onCancelled()
      update({ ...draftFrom(answer.Reservation), state: afterManageCancel(draft.state, true) })
    },
    onError: (error) => {
      showNotice({ kind: 'negative', message: errorMessage(error, t('manage.cancelFailed')) })
      onFailed()
    },
  })
}
