/**
 * The hotel's check-in and check-out times (docs/decisions/0143-the-hotels-own-times.md): each hotel says its own
 * in its property file ("15:00", "11:00"), a hotel that says nothing keeps 14:00 and 11:00. The free-cancellation
 * deadline and the online change cut-off count back from check-in time on the arrival day; the confirmation,
 * the mails and the calendar file tell the guest both.
 */

/** A time of day on the hotel's wall clock. */
export type ClockTime = { hour: number; minute: number }

export type HotelTimes = { checkIn: ClockTime; checkOut: ClockTime }

export const DEFAULT_CHECK_IN: ClockTime = { hour: 14, minute: 0 }
export const DEFAULT_CHECK_OUT: ClockTime = { hour: 11, minute: 0 }

/** 'HH:MM' on a 24-hour clock, as the property file and the settings write a time. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** '15:30' → 15:30; anything else (missing, malformed) → `fallback`. */
export function parseClockTime(text: string | null | undefined, fallback: ClockTime): ClockTime {
  if (!text || !CLOCK_TIME_PATTERN.test(text)) return fallback
  const [hour, minute] = text.split(':').map(Number)
  return { hour: hour ?? fallback.hour, minute: minute ?? fallback.minute }
}

/** The hotel's times from its settings (CheckInTime, CheckOutTime), the defaults where it says nothing. */
export function hotelTimesOf(settings: {
  CheckInTime?: string | null
  CheckOutTime?: string | null
}): HotelTimes {
  return {
    checkIn: parseClockTime(settings.CheckInTime, DEFAULT_CHECK_IN),
    checkOut: parseClockTime(settings.CheckOutTime, DEFAULT_CHECK_OUT),
  }
}
