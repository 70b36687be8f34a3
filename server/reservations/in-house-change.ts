/**
 * A stay in house changed at the desk (decision 0134): only its departure moves, earlier or later but not before
 * today, with the same room, rate plan, occupancy, extras and guests. It is then re-priced, checked for stock and
 * settled as any other move (./update-check.ts), and a non-refundable stay is not shortened, as for a guest.
 */
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { ReservationItemRecord } from './record'

export const IN_HOUSE_MESSAGE = 'This stay has started: only its departure can be changed.'
export const DEPARTURE_BEFORE_TODAY = 'The departure cannot be before today.'
export const AT_LEAST_A_NIGHT = 'A stay is at least one night.'

type RoomUpdate = ManageUpdateRequest['ReservationItems'][number]

/** The field refused and why, or null when only the departure moves to a day that can still be. */
export function inHouseRefusal(
  item: ReservationItemRecord,
  update: RoomUpdate,
  today: string,
  othersChanged: boolean,
): { field: string; message: string } | null {
  const same =
    update.DateFrom === item.date_from &&
    update.RoomTypeId === item.room_type_id &&
    update.RatePlanId === item.rate_plan_id &&
    update.NumberOfAdults === item.adults &&
    update.NumberOfChildren === item.children &&
    update.NumberOfInfants === item.infants
  if (!same || othersChanged) return { field: 'ReservationItemId', message: IN_HOUSE_MESSAGE }
  if (update.DateTo < today) return { field: 'DateTo', message: DEPARTURE_BEFORE_TODAY }
  if (update.DateTo <= update.DateFrom) return { field: 'DateTo', message: AT_LEAST_A_NIGHT }
  return null
}
