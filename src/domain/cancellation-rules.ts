/**
 * A rate plan's cancellation policy as rules the engine can reckon with (not free text): whether what is paid
 * ever comes back, until when cancelling is free, and what the hotel keeps after that or when nobody arrives.
 *
 * Trap: the free deadline is a wall-clock time in the hotel's time zone, counted back in whole hours from
 * the hotel's check-in time (14:00 unless it says otherwise, ./hotel-times.ts) on the arrival day. It is wall-clock arithmetic on purpose: "48 hours before" a Monday
 * 14:00 is Saturday 14:00 as the hotel's clocks show it, also across a daylight-saving change, which is what a
 * guest reads and what the hotel's staff expect.
 */
import { toDayNumber, fromDayNumber, type IsoDate } from './dates'
import { percentOf, type Money } from './money'
import type { WallClock } from './same-day'
import { DEFAULT_CHECK_IN, type ClockTime } from './hotel-times'

export type Penalty =
  | { kind: 'None' }
  /** The first N nights' price. */
  | { kind: 'Nights'; nights: number }
  /** A percentage of the room's stay price. */
  | { kind: 'Percentage'; percentage: number }
  /** A fixed amount, capped at the stay price. */
  | { kind: 'Amount'; amount: Money }
  /** Everything. */
  | { kind: 'Full' }

export type CancellationRules = {
  /** false: non-refundable; what is paid never comes back, cancelling or not arriving costs the full price. */
  refundable: boolean
  /** Hours before check-in time on the arrival day until which cancelling is free; null: never free. */
  freeUntilHoursBeforeArrival: number | null
  /** What is kept after the free deadline (or always, when there is none). */
  lateCancellation: Penalty
  /** What is kept when the guest does not arrive (or cancels after check-in time on the arrival day). */
  noShow: Penalty
}

/** A room's stay: its price (with extras) and the price of each night, in order. */
export type StayPrice = { price: Money; nightly: readonly Money[] }

/**
 * Rules for a plan that says nothing (an old property file): refundable, free until the manage cut-off, then
 * the first night; a no-show costs the first night. The free window equals the window in which the guest can
 * cancel online at all, so a guest who may cancel online always cancels free.
 */
export function defaultCancellationRules(cutOffHours: number): CancellationRules {
  return {
    refundable: true,
    freeUntilHoursBeforeArrival: cutOffHours,
    lateCancellation: { kind: 'Nights', nights: 1 },
    noShow: { kind: 'Nights', nights: 1 },
  }
}

export const NON_REFUNDABLE: CancellationRules = {
  refundable: false,
  freeUntilHoursBeforeArrival: null,
  lateCancellation: { kind: 'Full' },
  noShow: { kind: 'Full' },
}

function minutesOf(clock: WallClock): number {
  return toDayNumber(clock.date) * 1440 + clock.hour * 60 + clock.minute
}

function clockOf(minutes: number): WallClock {
  const day = Math.floor(minutes / 1440)
  const rest = minutes - day * 1440
  return { date: fromDayNumber(day), hour: Math.floor(rest / 60), minute: rest % 60 }
}

/** The hotel's check-in time on the arrival day, as its wall clock. */
export function checkInTime(arrival: IsoDate, checkIn: ClockTime = DEFAULT_CHECK_IN): WallClock {
  return { date: arrival, hour: checkIn.hour, minute: checkIn.minute }
}

/** The instant free cancellation ends, as the hotel's wall clock; null when never free. */
export function freeCancellationEnds(
  rules: CancellationRules,
  arrival: IsoDate,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): WallClock | null {
  if (!rules.refundable || rules.freeUntilHoursBeforeArrival === null) return null
  const hours = Math.max(0, rules.freeUntilHoursBeforeArrival)
  return clockOf(minutesOf(checkInTime(arrival, checkIn)) - Math.round(hours * 60))
}

/** Whether cancelling at `now` costs nothing. */
export function isFreeToCancel(
  rules: CancellationRules,
  arrival: IsoDate,
  now: WallClock,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): boolean {
  const ends = freeCancellationEnds(rules, arrival, checkIn)
  return ends !== null && minutesOf(now) < minutesOf(ends)
}

/** What a penalty keeps of a stay: never below 0, never above the stay price. */
export function penaltyAmount(penalty: Penalty, stay: StayPrice): Money {
  const price = Math.max(0, stay.price)
  const capped = (amount: Money) => Math.min(price, Math.max(0, amount))
  switch (penalty.kind) {
    case 'None':
      return 0
    case 'Nights': {
      const nights = Math.max(0, Math.floor(penalty.nights))
      if (nights >= stay.nightly.length) return price
      return capped(stay.nightly.slice(0, nights).reduce((sum, n) => sum + n, 0))
    }
    case 'Percentage':
      return capped(percentOf(price, Math.min(100, Math.max(0, penalty.percentage))))
    case 'Amount':
      return capped(penalty.amount)
    case 'Full':
      return price
  }
}

/** What the hotel keeps when the guest does not arrive. */
export function noShowCharge(rules: CancellationRules, stay: StayPrice): Money {
  if (!rules.refundable) return Math.max(0, stay.price)
  return penaltyAmount(rules.noShow, stay)
}

/**
 * What the hotel keeps for a room cancelled at `now`: 0 inside the free window; the late penalty after it;
 * at or after check-in time on the arrival day the greater of the late and no-show penalties (the guest has
 * not come); everything when non-refundable. Never above `stay.price`.
 */
export function cancellationCharge(
  rules: CancellationRules,
  stay: StayPrice,
  arrival: IsoDate,
  now: WallClock,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): Money {
  if (!rules.refundable) return Math.max(0, stay.price)
  if (isFreeToCancel(rules, arrival, now, checkIn)) return 0
  const late = penaltyAmount(rules.lateCancellation, stay)
  if (minutesOf(now) >= minutesOf(checkInTime(arrival, checkIn)))
    return Math.max(late, noShowCharge(rules, stay))
  return late
}
