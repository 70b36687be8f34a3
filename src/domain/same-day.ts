/**
 * Same-day booking cut-off (docs/product/search.md#steps): if the restriction is enabled, the arrival date is today and the
 * current time is at or past the configured hour and minute, booking is blocked and the configured message
 * is shown. "Now" is a parameter: the property's wall-clock date and time, which `wallClock` derives from an
 * instant the caller supplies (the domain never reads the clock).
 */
import type { IsoDate } from './dates'

export type SameDayRestriction = { enabled: boolean; hour: number; minute: number; message: string }
export type WallClock = { date: IsoDate; hour: number; minute: number }

/** The restriction as the book config carries it (docs/product/search.md#what-is-kept SameDayBookingRestriction…). */
export function sameDayRestrictionOf(config: {
  SameDayBookingRestrictionEnabled: boolean
  SameDayBookingRestrictionHour: number
  SameDayBookingRestrictionMinute: number
  SameDayBookingRestrictionMessage: string
}): SameDayRestriction {
  return {
    enabled: config.SameDayBookingRestrictionEnabled,
    hour: config.SameDayBookingRestrictionHour,
    minute: config.SameDayBookingRestrictionMinute,
    message: config.SameDayBookingRestrictionMessage,
  }
}

export function isSameDayBookingBlocked(r: SameDayRestriction, arrival: IsoDate, now: WallClock): boolean {
  if (!r.enabled || arrival !== now.date) return false
  return now.hour * 60 + now.minute >= r.hour * 60 + r.minute
}

// Making a formatter costs far more than using one (the server asks for "now" on every request).
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall-clock date and time of `instant` in an IANA time zone (e.g. the property's 'Europe/London'). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  }
}
