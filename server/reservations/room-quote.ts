/**
 * A room's price on the server, with the same domain code as the app: the domain's priceStay over the sellable
 * nightly rates, serviceStayCost per extra over the stay's nights. Create, Update, pre-check-in and the change
 * options all price rooms and extras here, and check the extras and occupancy sent with the same messages.
 */
import type { ModelState } from '../http'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { effectiveLimits, fitsOccupancy, type Occupancy, type OccupancyLimits } from '@/domain/occupancy'
import { priceStay, type NightlyRate, type StayPrice } from '@/domain/pricing'
import { serviceStayCost } from '@/domain/services'
import type { Queryable } from '../db/types'
import {
  loadRates,
  sellablePlans,
  toNightlyRate,
  type RatePlanRow,
  type RateRow,
  type RoomTypeRow,
} from '../catalogue/rates'
import type { ServiceRow } from '../catalogue/services'
import type { PricedLine, StoredNight } from './record'

export type AddProblem = (key: string, message: string) => void

/** Money as the price-change messages show it: major units, two decimals. */
export const formatMoney = (minor: number) => toMajorUnits(minor).toFixed(2)

export const RATE_UNAVAILABLE_MESSAGE =
  'This rate is not available for the selected dates (check the minimum stay).'

/** A room type's occupancy limits under a rate plan (the plan's own when it overrides them). */
export function occupancyLimits(roomType: RoomTypeRow, plan: RatePlanRow): OccupancyLimits {
  return effectiveLimits(
    {
      minimumOccupancy: roomType.min_occupancy,
      maximumOccupancy: roomType.max_occupancy,
      adultMaximumOccupancy: roomType.adult_max,
      childMaximumOccupancy: roomType.child_max,
    },
    {
      useOccupancyForRatePlan: plan.use_occupancy,
      minimumOccupancy: plan.min_occupancy,
      maximumOccupancy: plan.max_occupancy,
      adultMaximumOccupancy: plan.adult_max,
      childMaximumOccupancy: plan.child_max,
    },
  )
}

/** Whether a party fits a room type on a plan; a room needs at least one adult or child. */
export function fitsRoom(roomType: RoomTypeRow, plan: RatePlanRow, occupancy: Occupancy): boolean {
  return (
    fitsOccupancy(occupancyLimits(roomType, plan), occupancy) && occupancy.adults + occupancy.children > 0
  )
}

export const doesNotFitMessage = (roomType: RoomTypeRow) =>
  `The ${roomType.name} does not fit this number of guests.`

/** The stay price of sellable rate rows for an occupancy, with a promotion's percentage off. */
export function priceRates(rows: readonly RateRow[], discountPercentage: number, occupancy: Occupancy) {
  const rates = rows.map((row) => toNightlyRate(row, discountPercentage))
  return { ...priceStay(rates, occupancy), rates }
}

/**
 * The promotion percentage a booked room keeps: looked up by its stored code whether or not the code is still
 * active, since the guest booked with it.
 */
async function keptPromotionPercentage(
  db: Queryable,
  propertyId: number,
  code: string | null,
): Promise<number> {
  if (!code) return 0
  const [promotion] = await db.query<{ discount_percentage: number }>(
    'SELECT discount_percentage FROM promo_code WHERE property_id = $1 AND upper(code) = upper($2)',
    [propertyId, code],
  )
  return promotion?.discount_percentage ?? 0
}

/** Sellable nightly rates of one room type and rate plan over a stay, priced for an occupancy, or null. */
export async function quoteStay(
  db: Queryable,
  propertyId: number,
  stay: { from: string; to: string; roomTypeId: number; ratePlanId: number },
  occupancy: Occupancy,
  promoCode: string | null,
): Promise<(StayPrice & { rates: NightlyRate[] }) | null> {
  const rows = sellablePlans(
    await loadRates(db, propertyId, stay.from, stay.to),
    nightsBetween(stay.from, stay.to),
  )
    .get(stay.roomTypeId)
    ?.get(stay.ratePlanId)
  if (!rows) return null
  return priceRates(rows, await keptPromotionPercentage(db, propertyId, promoCode), occupancy)
}

export function priceLine(
  row: ServiceRow,
  quantity: number,
  nights: number,
  occupancy: Occupancy,
): PricedLine {
  return {
    row,
    quantity,
    cost: serviceStayCost(
      { price: row.price, charge: row.charge_type, chargePerPerson: row.charge_per_person, quantity },
      nights,
      occupancy,
    ),
  }
}

export const linesCost = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.cost, 0)

/**
 * Checks and prices the extras sent for a room: each must exist at the property and, when `checkMaximum`, stay
 * within its maximum. Problems are keyed `${path}.${index}.ServiceId|Quantity`.
 */
export function priceExtras(
  catalogue: readonly ServiceRow[],
  sent: readonly { ServiceId: number; Quantity: number }[],
  room: { nights: number; occupancy: Occupancy; path: string; checkMaximum?: boolean },
  add: AddProblem,
): PricedLine[] {
  const lines: PricedLine[] = []
  for (const [index, extra] of sent.entries()) {
    const row = catalogue.find((service) => service.id === extra.ServiceId)
    if (!row) {
      add(`${room.path}.${index}.ServiceId`, 'This extra does not exist at this property.')
      continue
    }
    if (extra.Quantity > row.max_quantity && room.checkMaximum !== false)
      add(`${room.path}.${index}.Quantity`, `At most ${row.max_quantity} of ${row.name} can be added.`)
    lines.push(priceLine(row, extra.Quantity, room.nights, room.occupancy))
  }
  return lines
}

/** The nights of a priced stay as the reservation keeps them (major units). */
export const storedNights = (stay: StayPrice): StoredNight[] =>
  stay.nights.map((night) => ({ DateOfStay: night.date, RatePerNight: toMajorUnits(night.price) }))

/** Adds every problem of a ModelState; true when there were any. */
export function addAll(problems: ModelState, add: AddProblem): boolean {
  for (const [key, messages] of Object.entries(problems)) for (const message of messages) add(key, message)
  return Object.keys(problems).length > 0
}
