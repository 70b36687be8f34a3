/**
 * What the rooms-and-rates page offers (docs/product/search.md#rules "Offering", docs/product/search.md#limits).
 *
 * A rate is valid for a room when it has a nightly rate for every night of the stay and the room's
 * occupancy fits the rate's effective limits (occupancy.ts). A room type is offered only if it has at least
 * one valid rate, availability above 0 and fits the occupancy. The listing shows the lowest-priced rate;
 * LowestRate and OriginalLowestRate start at -1 (no rate).
 */
import { eachNight, type IsoDate } from './dates'
import type { Money } from './money'
import { effectiveLimits, fitsOccupancy, type Occupancy, type OccupancyLimits } from './occupancy'
import type { SchedulePolicy } from './payment-schedule'
import { priceStay, type NightlyRate, type StayPrice } from './pricing'

export type RatePlanOption = OccupancyLimits & {
  ratePlanId: number
  ratePlanCode: string
  ratePlanName: string
  useOccupancyForRatePlan: boolean
  canPayByCompanyInvoice: boolean
  paymentPolicy: SchedulePolicy
  dailyRates: readonly NightlyRate[]
}

export type RoomTypeOption = OccupancyLimits & {
  roomTypeId: number
  name: string
  rates: readonly RatePlanOption[]
  upgrades: readonly { roomTypeId: number }[]
}

type RatedPlan = { ratePlan: RatePlanOption; price: StayPrice }

export type RoomTypeOffer = {
  roomType: RoomTypeOption
  rates: RatedPlan[]
  dateFrom: IsoDate
  dateTo: IsoDate
  lowestRate: Money
  originalLowestRate: Money
}

/** Rooms left per room type id (the search result's NumberOfRoomsPerRoomTypeId, or the basket's copy). */
export type Availability = Readonly<Record<number, number>>

/** True when the rate has a nightly rate for each night, in order. */
export function coversNights(rates: readonly NightlyRate[], nights: readonly IsoDate[]): boolean {
  if (rates.length !== nights.length) return false
  for (let i = 0; i < nights.length; i++) if (rates[i]?.date !== nights[i]) return false
  return true
}

/** The valid rates of a room type for this stay and occupancy, priced, cheapest first. */
function validRates(roomType: RoomTypeOption, nights: readonly IsoDate[], occ: Occupancy): RatedPlan[] {
  const result: RatedPlan[] = []
  for (const ratePlan of roomType.rates) {
    if (nights.length === 0 || !coversNights(ratePlan.dailyRates, nights)) continue
    if (!fitsOccupancy(effectiveLimits(roomType, ratePlan), occ)) continue
    result.push({ ratePlan, price: priceStay(ratePlan.dailyRates, occ) })
  }
  result.sort((a, b) => a.price.total - b.price.total)
  return result
}

/** The offer of one room type, or null when docs/product/search.md#rules says it is not offered. */
function offerRoomType(
  roomType: RoomTypeOption,
  availability: Availability,
  stay: { dateFrom: IsoDate; dateTo: IsoDate; nights?: readonly IsoDate[] },
  occ: Occupancy,
): RoomTypeOffer | null {
  if ((availability[roomType.roomTypeId] ?? 0) <= 0) return null
  if (!fitsOccupancy(roomType, occ)) return null
  const rates = validRates(roomType, stay.nights ?? eachNight(stay.dateFrom, stay.dateTo), occ)
  const lowest = rates[0]
  if (!lowest) return null
  return {
    roomType,
    rates,
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    lowestRate: lowest.price.total,
    originalLowestRate: lowest.price.originalTotal,
  }
}

/** Offers for one searched room, in the room types' order. */
export function offerRoomTypes(
  roomTypes: readonly RoomTypeOption[],
  availability: Availability,
  stay: { dateFrom: IsoDate; dateTo: IsoDate },
  occ: Occupancy,
): RoomTypeOffer[] {
  const nights = eachNight(stay.dateFrom, stay.dateTo)
  const offers: RoomTypeOffer[] = []
  for (const rt of roomTypes) {
    const offer = offerRoomType(rt, availability, { ...stay, nights }, occ)
    if (offer) offers.push(offer)
  }
  return offers
}

/** True when some rate of the room type could take this occupancy (dates and availability aside). */
export function roomTypeTakes(roomType: RoomTypeOption, occ: Occupancy): boolean {
  if (!fitsOccupancy(roomType, occ)) return false
  return roomType.rates.some((rate) => fitsOccupancy(effectiveLimits(roomType, rate), occ))
}

/**
 * docs/product/search.md#rules roomsAndRates.notEnoughRoomsBasedOnOccupancy, first case: the searched rooms (by index) that no room
 * type of the answer can take, whatever the dates — too many guests, adults or children for any of them. Other
 * dates would not fit either, so these get the occupancy warning, not alternative stays (decision 0071).
 * An answer without any room type (all sold out) says nothing about fit: then no room is named.
 */
export function roomsNoRoomTypeFits(
  roomTypes: readonly RoomTypeOption[],
  rooms: readonly Occupancy[],
): number[] {
  if (roomTypes.length === 0) return []
  const out: number[] = []
  rooms.forEach((occ, i) => {
    if (!roomTypes.some((rt) => roomTypeTakes(rt, occ))) out.push(i)
  })
  return out
}

/**
 * roomsAndRates.notEnoughRoomsBasedOnOccupancy: true when the searched rooms cannot all be given a fitting
 * room type at once. That is a matching problem (room i may take one of the types offered to it, type t has
 * availability[t] rooms); solved by augmenting paths, fine for the handful of rooms of one booking.
 */
export function notEnoughRoomsForOccupancy(
  offersPerRoom: readonly RoomTypeOffer[][],
  availability: Availability,
): boolean {
  if (offersPerRoom.some((offers) => offers.length === 0)) return true
  const assigned = new Map<number, number[]>() // roomTypeId -> search-room indexes holding it
  const tryAssign = (room: number, visited: Set<number>): boolean => {
    for (const offer of offersPerRoom[room] ?? []) {
      const id = offer.roomType.roomTypeId
      if (visited.has(id)) continue
      visited.add(id)
      const holders = assigned.get(id) ?? []
      if (holders.length < (availability[id] ?? 0)) {
        assigned.set(id, [...holders, room])
        return true
      }
      for (const other of holders) {
        if (tryAssign(other, visited)) {
          const next = [...(assigned.get(id) ?? [])]
          next[next.indexOf(other)] = room
          assigned.set(id, next)
          return true
        }
      }
    }
    return false
  }
  for (let room = 0; room < offersPerRoom.length; room++) {
    if (!tryAssign(room, new Set())) return true
  }
  return false
}

/** docs/product/search.md#limits: the availability badge shows when 3 or fewer rooms are left (and at least one). */
const AVAILABILITY_BADGE_THRESHOLD = 3
export function showAvailabilityBadge(roomsLeft: number): boolean {
  return roomsLeft > 0 && roomsLeft <= AVAILABILITY_BADGE_THRESHOLD
}

/** docs/product/search.md#steps: the promo code button is in one of three states. */
export type PromoCodeState = 'NotEntered' | 'Valid' | 'Invalid'
export function promoCodeState(
  promoCode: string | null | undefined,
  isPromoCodeValid: boolean,
): PromoCodeState {
  if (!promoCode || promoCode.trim() === '') return 'NotEntered'
  return isPromoCodeValid ? 'Valid' : 'Invalid'
}

/** docs/product/search.md#rules: an invalid promo code shows its message when not searching. */
export function promoCodeMessageToShow(r: {
  promoCode: string | null | undefined
  isPromoCodeValid: boolean
  promoCodeMessage: string | null | undefined
  searching: boolean
}): string | null {
  if (r.searching || promoCodeState(r.promoCode, r.isPromoCodeValid) !== 'Invalid') return null
  return r.promoCodeMessage || null
}

/** docs/product/search.md#rules: a voucher message shows only when the code is valid. */
export function voucherMessageToShow(r: {
  isHopGiftVoucherCodeValid: boolean
  hopGiftVoucherCodeMessage: string | null | undefined
}): string | null {
  return r.isHopGiftVoucherCodeValid ? r.hopGiftVoucherCodeMessage || null : null
}
