/**
 * The hotel's clock (decision 0101). Every date a guest is offered or refused — today, the same-day cut-off, the
 * earliest arrival, pay-now — is the hotel's wall-clock date in its IANA time zone, never the device's. The
 * instant comes from the caller (the device clock corrected by the server's, src/device/clock.ts); this module
 * only does the arithmetic, with Intl, so daylight-saving changes follow the zone's own rules.
 */
import type { IsoDate } from './dates'
import { wallClock } from './same-day'

/** Whether `name` is an IANA time zone this runtime knows (e.g. 'Europe/London'); an unknown name throws in Intl. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false
  try {
    return Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone !== ''
  } catch {
    return false
  }
}

/**
 * The instant the server's clock reads, from the device's: `offsetMs` is what the server was ahead of the device
 * when it last answered. A device set wrong by hours (or in the wrong zone with the right local time) still
 * lands on the hotel's date.
 */
export function serverInstant(deviceMs: number, offsetMs: number): Date {
  return new Date(deviceMs + offsetMs)
}

/**
 * How far the server's clock is ahead of the device's, from one answer: its `Date` header (whole seconds,
 * truncated, so half a second is added back) against the middle of the request's round trip on the device.
 * Null when the header is missing or unreadable.
 */
export function clockOffsetOf(serverDate: string | null, sentMs: number, receivedMs: number): number | null {
  if (serverDate === null) return null
  const server = Date.parse(serverDate)
  if (Number.isNaN(server)) return null
  return Math.round(server + 500 - (sentMs + receivedMs) / 2)
}

/** The hotel's calendar date at `instant`. */
export function hotelDate(instant: Date, timeZone: string): IsoDate {
  return wallClock(instant, timeZone).date
}

/**
 * The latest of several hotels' dates (a group search offers no arrival that is already past at any member):
 * ISO dates compare as strings.
 */
export function latestDate(dates: readonly IsoDate[], fallback: IsoDate): IsoDate {
  return dates.reduce((latest, d) => (d > latest ? d : latest), fallback)
}
