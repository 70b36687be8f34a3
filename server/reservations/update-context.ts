/** What the checks of one manage Update read once, and the rules they are checked under. */
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import type { AddProblem } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { loadRatePlans, loadRoomTypes, type RatePlanRow, type RoomTypeRow } from '../catalogue/rates'
import { loadServices, type ServiceRow } from '../catalogue/services'
import { changeAllowed, checkInOf, inHouse, type UpdateRules } from '../catalogue/change-window'
import { opensPlan } from '../catalogue/rate-codes'
import {
  loadGuests,
  loadServiceLines,
  type GuestRecord,
  type ReservationItemRecord,
  type ReservationRecord,
  type ServiceLineRecord,
} from './record'
import { configuredFieldChecks } from './required-fields'

/** What the checks of one Update read once. */
export type UpdateContext = {
  db: Queryable
  property: PropertyRow
  now: WallClock
  live: ReservationItemRecord[]
  roomTypes: RoomTypeRow[]
  plans: RatePlanRow[]
  catalogue: ServiceRow[]
  oldLines: ServiceLineRecord[]
  oldGuests: GuestRecord[]
  add: AddProblem
  required: ReturnType<typeof configuredFieldChecks>
  rules: UpdateRules
  /** Whether a room arriving on this day may still be changed under these rules. */
  open: (arrival: string) => boolean
  /** Whether a room has begun and its departure may be moved (the desk only, decision 0134). */
  inHouse: (item: ReservationItemRecord) => boolean
  /**
   * Whether the booking holds a plan's code (decision 0142): the code it was made with, or the room's own
   * promotion, opens it; a plan every guest is offered is open to all.
   */
  holdsCode: (plan: RatePlanRow, item?: ReservationItemRecord) => boolean
}

/**
 * Whether a booking holds a plan's code (decision 0142): the code it was made with, or the room's own promotion,
 * opens it; a plan every guest is offered is open to all. The Update and the change-dates options ask the same.
 */
export const holdsCodeOf =
  (record: Pick<ReservationRecord, 'promo_code'>) => (plan: RatePlanRow, item?: ReservationItemRecord) =>
    opensPlan(plan, record.promo_code) || opensPlan(plan, item?.promo_code)

export async function updateContext(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  now: WallClock,
  add: AddProblem,
  live: ReservationItemRecord[],
  rules: UpdateRules,
): Promise<UpdateContext> {
  const [roomTypes, plans, catalogue, oldLines, oldGuests] = await Promise.all([
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
    loadServices(db, property.id),
    loadServiceLines(db, record.id),
    loadGuests(db, record.id),
  ])
  // What the hotel requires of the booker and guests beyond docs/product/booking.md#rules's fixed rules (decision 0090).
  const required = configuredFieldChecks(property, add)
  const checkIn = checkInOf(property)
  const open = (arrival: string) => changeAllowed(arrival, now, rules.cutOffHours, checkIn)
  const isInHouse = (item: ReservationItemRecord) => rules.inHouse && inHouse(item, now, checkIn)
  const holdsCode = holdsCodeOf(record)
  const loaded = { roomTypes, plans, catalogue, oldLines, oldGuests }
  return { db, property, now, live, ...loaded, add, required, rules, open, inHouse: isInHouse, holdsCode }
}
