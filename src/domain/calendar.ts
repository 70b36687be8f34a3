/**
 * The availability calendar (docs/product/search.md#steps, docs/product/search.md#rules, docs/product/search.md#limits): unavailable days over the booking window, the minimum stay per
 * check-in date, alternative stays, and the plural category of a number of nights.
 *
 * Window: today to 36 months ahead (the GET /api/Availability range). The picker shows whole months, so the
 * unavailable-days scan runs to the end of the month 36 months out ("about 3 years and 1 month").
 * A date is unavailable if its first availability entry has zero rooms; a date with no entry at all is
 * unavailable too (nothing can be sold on it).
 */
import { addMonths, fromDayNumber, nightsBetween, toDayNumber, type IsoDate } from './dates'
import type { Money } from './money'
import { BOOKING_WINDOW_MONTHS } from './stay-rules'

type AvailabilityRate = { minLengthOfStay: number | null | undefined; minimumRate: Money }
export type AvailabilityDay = {
  dateOfStay: IsoDate
  availableRooms: number
  rates: readonly AvailabilityRate[]
}

const MAX_ALTERNATIVE_STAYS = 10

/** The query range of GET /api/Availability: today to 36 months ahead. */
export function availabilityWindow(today: IsoDate): { fromDate: IsoDate; toDate: IsoDate } {
  return { fromDate: today, toDate: addMonths(today, BOOKING_WINDOW_MONTHS) }
}

/** Last day the calendar covers: the end of the month that is 36 months after today. */
export function calendarEnd(today: IsoDate): IsoDate {
  const far = addMonths(today, BOOKING_WINDOW_MONTHS)
  return fromDayNumber(toDayNumber(addMonths(`${far.slice(0, 7)}-01`, 1)) - 1)
}

/** The first entry per date (later duplicates are ignored, as the spec reads only the first). */
export function indexDays(days: readonly AvailabilityDay[]): Map<IsoDate, AvailabilityDay> {
  const byDate = new Map<IsoDate, AvailabilityDay>()
  for (const d of days) if (!byDate.has(d.dateOfStay)) byDate.set(d.dateOfStay, d)
  return byDate
}

/** The first entry per day number (the integer form the scans use). */
function indexByDayNumber(days: Iterable<AvailabilityDay>): Map<number, AvailabilityDay> {
  const byDay = new Map<number, AvailabilityDay>()
  for (const d of days) {
    const n = toDayNumber(d.dateOfStay)
    if (!byDay.has(n)) byDay.set(n, d)
  }
  return byDay
}

/** Every unavailable day from today to the calendar's end. */
export function unavailableDays(days: readonly AvailabilityDay[], today: IsoDate): Set<IsoDate> {
  const byDay = indexByDayNumber(days)
  const out = new Set<IsoDate>()
  const end = toDayNumber(calendarEnd(today))
  for (let n = toDayNumber(today); n <= end; n++) {
    const day = byDay.get(n)
    if (!day || day.availableRooms <= 0) out.add(fromDayNumber(n))
  }
  return out
}

/** The day's smallest minimum stay (entries without one, or ≤ 0, impose none); 1 when there is none. */
export function minStayOf(day: AvailabilityDay | undefined): number {
  let min = Number.POSITIVE_INFINITY
  for (const r of day?.rates ?? []) {
    const m = r.minLengthOfStay
    if (typeof m === 'number' && m > 0 && m < min) min = m
  }
  return Number.isFinite(min) ? min : 1
}

/**
 * A minimum night stay applies per check-in date: the required nights when the stay is too short for its
 * check-in date, else null (ShowMinimumLengthOfStayNotification shows it).
 */
export function minStayShortfall(
  byDate: ReadonlyMap<IsoDate, AvailabilityDay>,
  from: IsoDate,
  to: IsoDate,
): number | null {
  const required = minStayOf(byDate.get(from))
  return nightsBetween(from, to) < required ? required : null
}

/**
 * The first day a guest arriving on `from` may leave: the arrival's minimum stay later (decision 0070).
 * `minStay` is the arrival day's smallest minimum stay (minStayOf); 1 when unknown.
 */
export function earliestDeparture(from: IsoDate, minStay: number): IsoDate {
  return fromDayNumber(toDayNumber(from) + Math.max(1, minStay))
}

/**
 * True when leaving on `departure` would make the stay from `from` shorter than the arrival's minimum stay:
 * the calendar does not offer such a departure (decision 0070). Days on or before the arrival are not
 * departures at all, so they are never "too short".
 */
export function isTooShortDeparture(from: IsoDate, departure: IsoDate, minStay: number): boolean {
  const nights = nightsBetween(from, departure)
  return nights > 0 && nights < minStay
}

/** The price of one night for a stay of `length` nights: the lowest rate whose minimum stay the length meets. */
function nightCost(day: AvailabilityDay, length: number): Money | null {
  let best: Money | null = null
  for (const r of day.rates) {
    const m = r.minLengthOfStay
    if (typeof m === 'number' && m > length) continue
    if (best === null || r.minimumRate < best) best = r.minimumRate
  }
  return best
}

type AlternativeStay = { fromDate: IsoDate; toDate: IsoDate; nights: number; totalCost: Money }

/**
 * Up to 10 alternative stays near the searched arrival, each with enough rooms on every night.
 * A stay starting on day d lasts max(searched nights, d's smallest minimum stay) — so a search that broke
 * the minimum stay gets the same arrival at the required length. Cost: per night the lowest rate that
 * applies to that length, times the rooms. Nearest arrivals win (earlier on a tie); the result is by date.
 */
export function alternativeStays(input: {
  days: readonly AvailabilityDay[]
  dateFrom: IsoDate
  dateTo: IsoDate
  rooms: number
  today: IsoDate
  max?: number
}): AlternativeStay[] {
  const byDay = indexByDayNumber(input.days)
  const max = input.max ?? MAX_ALTERNATIVE_STAYS
  const searched = Math.max(1, nightsBetween(input.dateFrom, input.dateTo))
  const first = toDayNumber(input.today)
  const last = toDayNumber(calendarEnd(input.today))
  const origin = toDayNumber(input.dateFrom)
  const found: AlternativeStay[] = []

  const tryStay = (start: number): void => {
    const length = Math.max(searched, minStayOf(byDay.get(start)))
    if (start + length > last + 1) return
    if (start === origin && length === searched) return // the stay that was searched is no alternative
    let totalCost = 0
    for (let n = start; n < start + length; n++) {
      const day = byDay.get(n)
      if (!day || day.availableRooms < input.rooms) return
      const cost = nightCost(day, length)
      if (cost === null) return
      totalCost += cost * input.rooms
    }
    found.push({
      fromDate: fromDayNumber(start),
      toDate: fromDayNumber(start + length),
      nights: length,
      totalCost,
    })
  }

  for (let distance = 0; found.length < max; distance++) {
    const before = origin - distance
    const after = origin + distance
    if (before < first && after > last) break
    if (before >= first) tryStay(before)
    if (distance > 0 && after <= last && found.length < max) tryStay(after)
  }
  return found.sort((a, b) => (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0))
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The CLDR plural category for a count (nights, rooms, guests, adults, children, infants). */
export function pluralCategory(count: number, locale = 'en-GB'): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}
