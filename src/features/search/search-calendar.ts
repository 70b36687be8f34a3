import type { AvailabilityDays } from '@/api/contract/availability'
import { toAvailabilityDays } from '@/api/contract/availability-to-domain'
import { indexDays, minStayOf, minStayShortfall, unavailableDays } from '@/domain/calendar'
import { nightsBetween } from '@/domain/dates'

export const NO_DAYS: ReadonlySet<string> = new Set()

/** The calendar as lookups for the picker: sold-out days, and each day's lowest price and minimum stay. */
export function indexCalendar(wire: AvailabilityDays | undefined, today: string) {
  const days = toAvailabilityDays(wire ?? [])
  const byDay = indexDays(days)
  return {
    byDay,
    // Before the calendar has loaded nothing is known to be sold out, so nothing is greyed.
    unavailable: wire ? unavailableDays(days, today) : new Set<string>(),
    /** minor units */
    price: (day: string) => {
      const rates = byDay.get(day)?.rates ?? []
      return rates.length > 0 ? Math.min(...rates.map((r) => r.minimumRate)) : undefined
    },
    minStay: (day: string) => (byDay.has(day) ? minStayOf(byDay.get(day)) : undefined),
    /** The nights the arrival needs when the stay is shorter; null when it is not, or nothing is known yet. */
    shortfall: (from: string, to: string) =>
      wire && nightsBetween(from, to) >= 1 ? minStayShortfall(byDay, from, to) : null,
  }
}

/** The nights a stay is short of its arrival's minimum, by a calendar just fetched; null when it is not. */
export function stayShortfall(
  known: AvailabilityDays | undefined,
  from: string,
  to: string,
  today: string,
): number | null {
  return known && nightsBetween(from, to) >= 1
    ? minStayShortfall(indexCalendar(known, today).byDay, from, to)
    : null
}
