/**
 * Changing the guests of one searched room on rooms and rates, without a new search (docs/product/after-booking.md#steps: "changing adults,
 * children or infants on a room recalculates its nightly rates"; decision 0086).
 *
 * The search answer carries each rate's per-night components (CostPerAdult, CostPerChild, …), so the room's
 * offers and prices are recomputed here from the same answer. Three things can stand in the way, and each is
 * told before anything changes: no room type of the answer takes the new party at all; none is left for it
 * once the basket's other rooms hold theirs; or the searched rooms could then no longer all be given a room at
 * once (the page would have to say "not enough rooms"). When the room's chosen room type and rate no longer
 * take the new party, the choice is released (its room goes back) and the guest chooses again.
 */
import { eachNight, type IsoDate } from './dates'
import {
  MAX_INFANTS_PER_ROOM,
  effectiveLimits,
  fitsOccupancy,
  isSameOccupancy,
  type Occupancy,
} from './occupancy'
import {
  coversNights,
  notEnoughRoomsForOccupancy,
  offerRoomTypes,
  roomTypeTakes,
  type Availability,
  type RoomTypeOption,
} from './offering'

/** What the basket holds for a searched room: its room type and rate, or nothing yet. */
type HeldRoom = { roomTypeId: number; ratePlanId: number } | null

type CounterLimits = { min: number; max: number }

/** The counters a searched room shows; children and infants only where the property searches them. */
type OccupantLimits = {
  adults: CounterLimits
  children: CounterLimits | null
  infants: CounterLimits | null
}

/** What a property's settings say about the occupant counters (docs/product/after-booking.md#what-is-kept). */
type OccupantSettings = {
  AdultMaximumOccupancy: number
  ChildMaximumOccupancy: number
  EnableChildrenSearch: boolean
  EnableInfantSearch: boolean
}

/**
 * The bounds of each occupant counter of a room, as the search form has them: a room has an adult unless it
 * has a child; adults and children up to the property's maximums; infants up to MAX_INFANTS_PER_ROOM.
 */
export function occupantLimits(occ: Occupancy, p: OccupantSettings): OccupantLimits {
  return {
    adults: { min: occ.children > 0 ? 0 : 1, max: Math.max(1, p.AdultMaximumOccupancy) },
    children: p.EnableChildrenSearch
      ? { min: occ.adults > 0 ? 0 : 1, max: Math.max(0, p.ChildMaximumOccupancy) }
      : null,
    infants: p.EnableInfantSearch ? { min: 0, max: MAX_INFANTS_PER_ROOM } : null,
  }
}

/** True when the room type, on this rate, takes the party for every night of the stay (docs/product/after-booking.md#rules occupancy). */
export function choiceFits(
  roomType: RoomTypeOption,
  ratePlanId: number,
  nights: readonly IsoDate[],
  occ: Occupancy,
): boolean {
  const rate = roomType.rates.find((r) => r.ratePlanId === ratePlanId)
  if (!rate || nights.length === 0 || !coversNights(rate.dailyRates, nights)) return false
  return fitsOccupancy(roomType, occ) && fitsOccupancy(effectiveLimits(roomType, rate), occ)
}

/**
 * Rooms left per room type for searched room `roomIndex`: the answer's count less one for each other room of
 * the basket holding that type. The room's own choice does not count against it: it may keep or change it.
 */
export function roomsLeftFor(
  availability: Availability,
  held: readonly HeldRoom[],
  roomIndex: number,
): Record<number, number> {
  const left: Record<number, number> = { ...availability }
  held.forEach((h, i) => {
    if (h && i !== roomIndex) left[h.roomTypeId] = (left[h.roomTypeId] ?? 0) - 1
  })
  return left
}

export type OccupancyChangeProblem = 'noRoomTypeTakes' | 'noneLeft' | 'notEnoughRooms'

export type OccupancyChangeQuery = {
  roomTypes: readonly RoomTypeOption[]
  stay: { dateFrom: IsoDate; dateTo: IsoDate }
  /** rooms left per room type in the search answer (before the basket took any) */
  availability: Availability
  /** what the basket holds for each searched room */
  held: readonly HeldRoom[]
  /** the searched rooms' parties as they are now */
  rooms: readonly Occupancy[]
  roomIndex: number
  occupancy: Occupancy
}

/** Why the room cannot take the new party from this search answer, or null when it can. */
export function occupancyChangeProblem(q: OccupancyChangeQuery): OccupancyChangeProblem | null {
  if (!q.roomTypes.some((rt) => roomTypeTakes(rt, q.occupancy))) return 'noRoomTypeTakes'
  const own = q.held[q.roomIndex]
  const nights = eachNight(q.stay.dateFrom, q.stay.dateTo)
  const keeps =
    own !== null &&
    own !== undefined &&
    q.roomTypes.some(
      (rt) => rt.roomTypeId === own.roomTypeId && choiceFits(rt, own.ratePlanId, nights, q.occupancy),
    )
  if (!keeps) {
    const left = roomsLeftFor(q.availability, q.held, q.roomIndex)
    if (offerRoomTypes(q.roomTypes, left, q.stay, q.occupancy).length === 0) return 'noneLeft'
  }
  const rooms = q.rooms.map((occ, i) => (i === q.roomIndex ? q.occupancy : occ))
  const offers = rooms.map((occ) => offerRoomTypes(q.roomTypes, q.availability, q.stay, occ))
  if (notEnoughRoomsForOccupancy(offers, q.availability)) return 'notEnoughRooms'
  return null
}

export type OccupancyChange =
  | { kind: 'unchanged' }
  /** the room keeps its room type and rate, priced for the new party */
  | { kind: 'kept' }
  /** the room's choice no longer takes the party: it is released and must be chosen again */
  | { kind: 'released'; roomTypeId: number; ratePlanId: number }
  /** no choice yet: only the party changes, and with it the offers */
  | { kind: 'changed' }

/** What a change of party does to the room's choice (the caller has checked occupancyChangeProblem). */
export function occupancyChangeOutcome(
  roomTypes: readonly RoomTypeOption[],
  nights: readonly IsoDate[],
  held: HeldRoom,
  before: Occupancy,
  after: Occupancy,
): OccupancyChange {
  if (isSameOccupancy(before, after)) return { kind: 'unchanged' }
  if (!held) return { kind: 'changed' }
  const roomType = roomTypes.find((rt) => rt.roomTypeId === held.roomTypeId)
  if (roomType && choiceFits(roomType, held.ratePlanId, nights, after)) return { kind: 'kept' }
  return { kind: 'released', roomTypeId: held.roomTypeId, ratePlanId: held.ratePlanId }
}
