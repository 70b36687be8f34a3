/**
 * A room's quote: what one reservation item costs, and what is wrong with it, keyed by the field the guest or
 * the API would fix. The one home of "a room costs its stay plus its extras over its nights" (docs/product/search.md#what-is-kept, docs/product/search.md#limits):
 * checkout, the extras dialogs, manage booking, pre-check-in and the server's Create and Update all price a
 * room here, so the TotalCost the app sends is the TotalCost the server expects.
 *
 *   accommodation = the stay over its nights (priceStay), or an amount priced before (a room kept as booked)
 *   extras        = Σ serviceStayCost over the room's nights and chargeable guests (adults + children)
 *   total         = accommodation + extras
 *
 * Trap: the extras are charged over the nights of the stay that was priced, so a quote from nightly rates
 * counts the rates it was given; a quote from an amount counts the nights the caller passes.
 */
import { nightsBetween, type IsoDate } from './dates'
import { toMajorUnits, type Money } from './money'
import { fitsOccupancy, type Occupancy, type OccupancyLimits } from './occupancy'
import { priceStay, type NightlyRate, type StayPrice } from './pricing'
import { serviceStayCost, type ServiceLine } from './services'

/** What a room's extras are charged over: its nights and its guests. */
export type RoomStay = { nights: number; occupancy: Occupancy }

export type RoomQuote = {
  /** the room itself over its nights */
  accommodation: Money
  /** each extra over the stay, in the order the extras were given */
  extraCosts: Money[]
  /** all the extras over the stay */
  extras: Money
  /** accommodation + extras: the room's TotalCost, minor units */
  total: Money
}

/** The stay of a room booked from `dateFrom` to `dateTo` for `occupancy`. */
export function roomStay(dateFrom: IsoDate, dateTo: IsoDate, occupancy: Occupancy): RoomStay {
  return { nights: nightsBetween(dateFrom, dateTo), occupancy }
}

/** One extra over the room's stay. */
export function extraCost(line: ServiceLine, stay: RoomStay): Money {
  return serviceStayCost(line, stay.nights, stay.occupancy)
}

/**
 * The price shown beside an extra on offer: what it costs for this room at the quantity chosen, or for one
 * when none is chosen yet, so a guest sees a price before adding it.
 */
export function extraPriceShown(line: ServiceLine, stay: RoomStay): Money {
  return extraCost({ ...line, quantity: Math.max(1, line.quantity) }, stay)
}

/** All of a room's extras over its stay. */
export function extrasCost(lines: readonly ServiceLine[], stay: RoomStay): Money {
  return lines.reduce((sum, line) => sum + extraCost(line, stay), 0)
}

/** A room priced before (its accommodation known) with its extras over `stay`. */
export function quoteRoom(accommodation: Money, stay: RoomStay, extras: readonly ServiceLine[]): RoomQuote {
  const extraCosts = extras.map((line) => extraCost(line, stay))
  const extrasTotal = extraCosts.reduce((sum, cost) => sum + cost, 0)
  return { accommodation, extraCosts, extras: extrasTotal, total: accommodation + extrasTotal }
}

/** A room priced from its nightly rates (priceStay) with its extras over those nights. */
export function quoteStay(
  rates: readonly NightlyRate[],
  occupancy: Occupancy,
  extras: readonly ServiceLine[],
): RoomQuote & { stay: StayPrice } {
  const stay = priceStay(rates, occupancy)
  return { ...quoteRoom(stay.total, { nights: stay.nights.length, occupancy }, extras), stay }
}

// ---------------------------------------------------------------- problems

/**
 * Problems of one room keyed by the field of the room's request item (`NumberOfAdults`, `Services.0.Quantity`,
 * `TotalCost`); `withRoomPrefix` turns them into ModelState keys of a whole request (`Rooms.2.TotalCost`).
 * The messages are the API's (docs/product/search.md#errors: ModelState messages are shown as sent).
 */
export type RoomProblems = Record<string, string[]>

const amount = (minor: Money) => toMajorUnits(minor).toFixed(2)

/** A room must hold somebody who is not an infant, within its room type's and rate plan's limits (docs/product/search.md#what-is-kept). */
export function roomFitsOccupancy(limits: OccupancyLimits, occupancy: Occupancy): boolean {
  return fitsOccupancy(limits, occupancy) && occupancy.adults + occupancy.children > 0
}

export function occupancyProblems(
  limits: OccupancyLimits,
  occupancy: Occupancy,
  roomTypeName: string,
): RoomProblems {
  return roomFitsOccupancy(limits, occupancy)
    ? {}
    : { NumberOfAdults: [`The ${roomTypeName} does not fit this number of guests.`] }
}

/** An extra as asked for: null when the property has no such extra. */
export type ExtraAsked = { serviceId: number; name: string; quantity: number; maxQuantity: number } | null

/**
 * Each extra must exist and stay within the most a room may take of it. The most counts every line of the same
 * extra on the room: three lines of 6 × Champagne (at most 6) are 18, refused on the lines past the limit.
 * `field` is where the list travels (`Services` of a room, `AddServices` of a pre-check-in Save, or a whole
 * ModelState path).
 */
export function extrasProblems(extras: readonly ExtraAsked[], field = 'Services'): RoomProblems {
  const problems: RoomProblems = {}
  const asked = new Map<number, number>()
  extras.forEach((extra, index) => {
    if (extra === null) {
      problems[`${field}.${index}.ServiceId`] = ['This extra does not exist at this property.']
      return
    }
    const sum = (asked.get(extra.serviceId) ?? 0) + Math.max(0, extra.quantity)
    asked.set(extra.serviceId, sum)
    if (sum <= extra.maxQuantity) return
    problems[`${field}.${index}.Quantity`] = [
      sum === extra.quantity
        ? `At most ${extra.maxQuantity} of ${extra.name} can be added.`
        : `At most ${extra.maxQuantity} of ${extra.name} can be added to one room, counting every line of it (${sum} asked).`,
    ]
  })
  return problems
}

/**
 * The TotalCost the guest was shown must be the quote's, else the guest saw a price we will not charge.
 * `detail` 'breakdown' names the room's and the extras' shares, 'total' only the new total.
 */
export function totalCostProblems(
  quote: RoomQuote,
  sentTotal: Money,
  detail: 'breakdown' | 'total' = 'breakdown',
): RoomProblems {
  if (sentTotal === quote.total) return {}
  const breakdown =
    detail === 'breakdown'
      ? ` (${amount(quote.accommodation)} for the room, ${amount(quote.extras)} for extras)`
      : ''
  return { TotalCost: [`The price has changed: this room now costs ${amount(quote.total)}${breakdown}.`] }
}

/** Problems of one room under the ModelState keys of its place in a request, e.g. `Rooms.2.`. */
export function withRoomPrefix(problems: RoomProblems, prefix: string): RoomProblems {
  return Object.fromEntries(Object.entries(problems).map(([field, messages]) => [prefix + field, messages]))
}

// ---------------------------------------------------------------- a requested room

export const RATE_UNAVAILABLE_TEXT =
  'This rate is not available for the selected dates (check the minimum stay).'

/** An extra as a request asks for it, priced as a service line; null when the property has no such extra. */
export type RequestedExtra = {
  serviceId: number
  name: string
  maxQuantity: number
  line: ServiceLine
} | null

/** A room as a Create or an Update asks for it, in plain values: what it is, who stays, its rates and extras. */
export type RequestedRoom = {
  roomTypeName: string
  /** the room type's occupancy limits under the rate plan */
  limits: OccupancyLimits
  occupancy: Occupancy
  /** its nightly rates over the stay; null when the rate plan cannot be sold for these dates */
  rates: readonly NightlyRate[] | null
  extras: readonly RequestedExtra[]
  /** the TotalCost the guest was shown, minor units */
  sentTotal: Money
  /** how a wrong TotalCost is told: with the room's and the extras' shares, or the new total alone */
  detail?: 'breakdown' | 'total'
}

/**
 * A requested room priced in one call: its quote (null when it cannot be priced: the party does not fit, or
 * the rate cannot be sold) and every problem, keyed by the field of the room's request item.
 */
export function priceRequestedRoom(room: RequestedRoom): {
  quote: (RoomQuote & { stay: StayPrice }) | null
  problems: RoomProblems
} {
  const fit = occupancyProblems(room.limits, room.occupancy, room.roomTypeName)
  if (Object.keys(fit).length > 0) return { quote: null, problems: fit }
  if (!room.rates) return { quote: null, problems: { RatePlanId: [RATE_UNAVAILABLE_TEXT] } }
  const asked = room.extras.map((extra) => extra && { ...extra, quantity: extra.line.quantity })
  const quote = quoteStay(
    room.rates,
    room.occupancy,
    room.extras.flatMap((extra) => (extra ? [extra.line] : [])),
  )
  const problems = { ...extrasProblems(asked), ...totalCostProblems(quote, room.sentTotal, room.detail) }
  return { quote, problems }
}
