/**
 * A room's price on the server, with the app's code (src/domain/room-quote): the domain's priceStay over the
 * sellable nightly rates, each extra over the stay's nights and guests, and the domain's occupancy and
 * TotalCost problems. Create, Update, pre-check-in and the change options price rooms and extras here.
 */
import { addAll, type AddProblem, type ModelState } from '../http-errors'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { effectiveLimits, type Occupancy, type OccupancyLimits } from '@/domain/occupancy'
import type { NightlyRate, StayPrice } from '@/domain/pricing'
import {
  extraCost,
  occupancyProblems,
  extrasProblems,
  priceRequestedRoom,
  RATE_UNAVAILABLE_TEXT,
  totalCostProblems,
  withRoomPrefix,
  type RequestedExtra,
  type RoomQuote,
} from '@/domain/room-quote'
import type { ServiceLine } from '@/domain/services'
import type { Queryable } from '../db/types'
import {
  loadRates,
  sellablePlans,
  toNightlyRate,
  type RatePlanRow,
  type RoomTypeRow,
} from '../catalogue/rates'
import type { ServiceRow } from '../catalogue/services'
import type { PricedLine, StoredNight } from './record'

/** Money as the price-change messages show it: major units, two decimals. */
export const formatMoney = (minor: number) => toMajorUnits(minor).toFixed(2)

export const RATE_UNAVAILABLE_MESSAGE = RATE_UNAVAILABLE_TEXT

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

/**
 * The domain's occupancy rule for a room type on a plan (a room needs somebody who is not an infant), as
 * ModelState under `prefix` (e.g. `Rooms.0.`); empty when the party fits.
 */
export function occupancyIssues(
  roomType: RoomTypeRow,
  plan: RatePlanRow,
  occupancy: Occupancy,
  prefix: string,
): ModelState {
  return withRoomPrefix(occupancyProblems(occupancyLimits(roomType, plan), occupancy, roomType.name), prefix)
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

/**
 * The sellable nightly rates of one room type and rate plan over a stay, with the percentage off of the promotion
 * the room was booked with; null when the plan cannot be sold for those dates. The domain prices them.
 */
export async function loadSellableRates(
  db: Queryable,
  propertyId: number,
  stay: { from: string; to: string; roomTypeId: number; ratePlanId: number },
  promoCode: string | null,
): Promise<NightlyRate[] | null> {
  const rows = sellablePlans(
    await loadRates(db, propertyId, stay.from, stay.to),
    nightsBetween(stay.from, stay.to),
  )
    .get(stay.roomTypeId)
    ?.get(stay.ratePlanId)
  if (!rows) return null
  const percentage = await keptPromotionPercentage(db, propertyId, promoCode)
  return rows.map((row) => toNightlyRate(row, percentage))
}

/** A service at a quantity, as the domain prices it. */
export const serviceLineOf = (row: ServiceRow, quantity: number): ServiceLine => ({
  price: row.price,
  charge: row.charge_type,
  chargePerPerson: row.charge_per_person,
  quantity,
})

export function priceLine(
  row: ServiceRow,
  quantity: number,
  nights: number,
  occupancy: Occupancy,
): PricedLine {
  return {
    row,
    quantity,
    cost: extraCost(serviceLineOf(row, quantity), { nights, occupancy }),
  }
}

export const linesCost = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.cost, 0)

/**
 * The domain's check of the TotalCost a guest was shown against the room's quote (its accommodation and its
 * priced extras), as ModelState under `prefix`. `detail` 'total' names only the new total.
 */
export function totalCostIssues(
  quote: RoomQuote,
  sentTotal: number,
  prefix: string,
  detail: 'breakdown' | 'total' = 'breakdown',
): ModelState {
  return withRoomPrefix(totalCostProblems(quote, toMinorUnits(sentTotal), detail), prefix)
}

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
  const rows = sent.map((extra) => catalogue.find((service) => service.id === extra.ServiceId) ?? null)
  const asked = rows.map((row, index) =>
    row
      ? {
          serviceId: row.id,
          name: row.name,
          quantity: sent[index]?.Quantity ?? 0,
          maxQuantity: room.checkMaximum === false ? Number.POSITIVE_INFINITY : row.max_quantity,
        }
      : null,
  )
  addAll(extrasProblems(asked, room.path), add)
  return rows.flatMap((row, index) =>
    row ? [priceLine(row, sent[index]?.Quantity ?? 0, room.nights, room.occupancy)] : [],
  )
}

/** The nights of a priced stay as the reservation keeps them (major units). */
export const storedNights = (stay: StayPrice): StoredNight[] =>
  stay.nights.map((night) => ({ DateOfStay: night.date, RatePerNight: toMajorUnits(night.price) }))

/** A room as a Create or an Update sends it, with what the catalogue knows of it (rows, not plain values). */
export type SentRoomQuote = {
  roomType: RoomTypeRow
  plan: RatePlanRow
  occupancy: Occupancy
  /** its sellable nightly rates, promotion applied; null when the plan cannot be sold for the dates */
  rates: readonly NightlyRate[] | null
  services: readonly ServiceRow[]
  sent: readonly { ServiceId: number; Quantity: number }[]
  /** the TotalCost sent, major units */
  sentTotal: number
  detail?: 'breakdown' | 'total'
}

/**
 * A sent room priced by the domain in one call (priceRequestedRoom): its quote, its problems keyed by the field
 * of the room's request item, and its extras as the reservation keeps them (each with the quote's cost).
 */
export function quoteSentRoom(room: SentRoomQuote) {
  const rows = room.sent.map(
    (extra) => room.services.find((service) => service.id === extra.ServiceId) ?? null,
  )
  const extras: RequestedExtra[] = rows.map((row, index) =>
    row
      ? {
          serviceId: row.id,
          name: row.name,
          maxQuantity: row.max_quantity,
          line: serviceLineOf(row, room.sent[index]?.Quantity ?? 0),
        }
      : null,
  )
  const { quote, problems } = priceRequestedRoom({
    roomTypeName: room.roomType.name,
    limits: occupancyLimits(room.roomType, room.plan),
    occupancy: room.occupancy,
    rates: room.rates,
    extras,
    sentTotal: toMinorUnits(room.sentTotal),
    detail: room.detail,
  })
  const known = rows.flatMap((row, index) =>
    row ? [{ row, quantity: room.sent[index]?.Quantity ?? 0 }] : [],
  )
  const lines: PricedLine[] = quote
    ? known.map((line, index) => ({ ...line, cost: quote.extraCosts[index] ?? 0 }))
    : []
  return { quote, problems, lines }
}
