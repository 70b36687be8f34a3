import { ApiError } from '@/api/api-error'
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { ManageDraft } from './draft'

const ROOM_KEY = /^(ReservationItems|RoomsToAdd)\.(\d+)\.\w+$/

/**
 * What the hotel refuses of a change before it is saved (ChangeQuote's 400, decision 0116: a non-refundable room
 * shortened or made refundable), by the draft room it is about, so the summary shows it beside that room.
 */
export function refusalsByRoom(
  draft: ManageDraft,
  request: ManageUpdateRequest,
  error: unknown,
): Map<string, string[]> {
  const found = new Map<string, string[]>()
  if (!(error instanceof ApiError) || error.status !== 400) return found
  const added = draft.rooms.filter((room) => room.reservationItemId === null && room.cancellation === null)
  for (const [key, messages] of Object.entries(error.modelState)) {
    const match = ROOM_KEY.exec(key)
    if (!match) continue
    const index = Number(match[2])
    const room =
      match[1] === 'ReservationItems'
        ? draft.rooms.find(
            (candidate) => candidate.reservationItemId === request.ReservationItems[index]?.ReservationItemId,
          )
        : added[index]
    if (room) found.set(room.key, [...(found.get(room.key) ?? []), ...messages])
  }
  return found
}
