/**
 * Which table bookings may be made online (docs/product/restaurant-and-contact.md#screens restaurant booking): a visit from today up to a year ahead,
 * in the hotel's own date and time, for a party within the restaurant's online sizes. Refusals are 400s under
 * the field the guest would fix.
 */
import { addMonths, compareIsoDate } from '@/domain/dates'
import { propertyNow, type PropertyRow } from '../catalogue/property'
import { badRequest } from '../http-errors'
import type { LocalNow, RestaurantRecord } from './tables'

/** Tables are taken online up to a year ahead. */
const BOOKING_WINDOW_MONTHS = 12
const TOO_FAR = 'Tables can be booked online up to 12 months ahead.'

/** The hotel's date and time (HH:MM) now, which decide the slots still open today. */
export function localNow(clock: () => Date, property: PropertyRow): LocalNow {
  const wall = propertyNow(clock, property)
  return {
    today: wall.date,
    time: `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
  }
}

/** A visit date in the past or beyond the booking window, as a 400 under `field`. */
export function checkVisitDate(date: string, today: string, field: string) {
  if (compareIsoDate(date, today) < 0) throw badRequest({ [field]: ['The date is in the past.'] })
  if (compareIsoDate(date, addMonths(today, BOOKING_WINDOW_MONTHS)) > 0)
    throw badRequest({ [field]: [TOO_FAR] })
}

/** A party the restaurant does not take online, as a 400 under PartySize. */
export function checkPartySize(r: RestaurantRecord, size: number) {
  const { MinOnlinePartySize: min, MaxOnlinePartySize: max } = r.setup
  if (size < min || size > max)
    throw badRequest({ PartySize: [`Online bookings are for ${min} to ${max} guests.`] })
}
