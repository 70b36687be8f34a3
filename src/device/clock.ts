/**
 * The hotel's clock on this device (decision 0101). Trap: the device's clock can be wrong by hours and its time
 * zone is the guest's, not the hotel's. So every date the guest is offered or refused — today, the same-day
 * cut-off, the earliest arrival, pay-now — is read here as the hotel's wall clock: the device's instant,
 * corrected by how far the server's clock was ahead of it in the last fresh answer, in the hotel's TimeZone.
 * Everything below this takes today as a parameter (the domain never reads a clock).
 */
import type { IsoDate } from '@/domain/dates'
import { wallClock, type WallClock } from '@/domain/same-day'
import { clockOffsetOf, hotelDate, latestDate, serverInstant } from '@/domain/time-zone'
import { readStored, writeStored } from '@/storage/web-storage'

// Kept across visits, so an app opened offline on a wrong clock still reads the hotel's date.
const OFFSET_KEY = 'be.server-clock-offset'
// The Date header has whole seconds: a smaller change is noise, not a new reading worth storing.
const NOISE_MS = 2000
// The last place on Earth to reach a date (UTC-12; POSIX zone names have the sign reversed).
const LAST_ZONE = 'Etc/GMT+12'

// The service worker shares this module (its outbox sends through the API client) and has no localStorage:
// web-storage reads nothing and keeps nothing there.

let offsetMs = keptOffset()

function keptOffset(): number {
  const kept = Number(readStored('local', OFFSET_KEY) ?? '0')
  return Number.isFinite(kept) ? kept : 0
}

/**
 * Notes the server's clock from an answer that came from the server now (never one kept by a cache: its Date is
 * when it was kept). `sentMs` and `receivedMs` are the device's clock around the request.
 */
export function noteServerClock(serverDate: string | null, sentMs: number, receivedMs: number): void {
  const offset = clockOffsetOf(serverDate, sentMs, receivedMs)
  if (offset === null || Math.abs(offset - offsetMs) < NOISE_MS) return
  offsetMs = offset
  // Private mode or a full store: the reading still holds for this visit.
  writeStored('local', OFFSET_KEY, String(offset))
}

/** The instant by the server's clock, as best this device knows it. */
export function serverNow(deviceMs: number = Date.now()): Date {
  return serverInstant(deviceMs, offsetMs)
}

/** The hotel's wall-clock date and time now (its TimeZone setting). */
export function hotelNow(timeZone: string): WallClock {
  return wallClock(serverNow(), timeZone)
}

/** The hotel's calendar date now. */
export function hotelToday(timeZone: string): IsoDate {
  return hotelDate(serverNow(), timeZone)
}

/** Today for a group: the latest of its hotels' dates, so no arrival is offered that is past at any of them. */
export function groupToday(timeZones: readonly string[]): IsoDate {
  return latestDate(
    timeZones.map((zone) => hotelToday(zone)),
    earliestToday(),
  )
}

/**
 * The earliest date anywhere on Earth now: for what is not about one hotel (a kept stay or basket is past only
 * once it is past everywhere; a stored card has not expired while its month lasts somewhere).
 */
export function earliestToday(): IsoDate {
  return hotelDate(serverNow(), LAST_ZONE)
}
