import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import type { ManageState } from '@/domain/manage-flow'
import type { ManageDraft } from './draft'

/** What a link into manage booking asks for: `?action=extras` from the confirmation's "Add extras". */
export type ManageAction = 'extras'

export function manageActionOf(param: string | null): ManageAction | null {
  return param === 'extras' ? 'extras' : null
}

/** The rooms whose extras may be changed online now (their indexes in the draft). */
export function extrasRooms(draft: ManageDraft, config: ManageBookingConfig): number[] {
  const r = draft.reservation
  if (!config.AllowManageExtras || !r.CanBeEdited || r.IsCancelled) return []
  return draft.rooms.flatMap((room, i) => (room.canBeEdited && room.cancellation === null ? [i] : []))
}

/**
 * Where "Add extras" opens a booking: the extras of its one room, or the choice of room when it has several
 * (Extras with roomIndex -1). `unavailable`: extras cannot be changed online (the hotel does not allow it, or
 * the booking is past its cut-off), so the overview opens with a word on why. A booking already cancelled, or
 * a save still on its way, keeps its own screen.
 */
export function entryFor(
  action: ManageAction,
  draft: ManageDraft,
  config: ManageBookingConfig,
): { state: ManageState; unavailable: boolean } | null {
  if (action !== 'extras') return null
  const { step } = draft.state
  if (step === 'Cancelled' || step === 'Complete') return null
  const rooms = extrasRooms(draft, config)
  const [only] = rooms
  if (only === undefined)
    return { state: { step: 'ReservationOverview', roomIndex: 0, guestIndex: 0 }, unavailable: true }
  return {
    state: { step: 'Extras', roomIndex: rooms.length === 1 ? only : -1, guestIndex: 0 },
    unavailable: false,
  }
}
