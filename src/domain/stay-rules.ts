/**
 * Which stays may be booked (docs/product/search.md#limits): arrival today or later, departure after arrival, at most 30 nights, and a
 * departure inside the booking window. One home for the server's search, create, change and options checks, the
 * app's search form and the boot shell's form.
 */
import { addMonths, compareIsoDate, nightsBetween, type IsoDate } from './dates'

/** The longest stay one booking may hold. */
export const MAX_NIGHTS = 30

/** How far ahead dates are open for sale; the calendar shows this many months. */
export const BOOKING_WINDOW_MONTHS = 36

/**
 * The last departure a stay may have: the booking window plus a month's margin, so a stay that starts near the
 * window's end can still run its course. The hotel's nights are kept (and the seed makes them) up to this day.
 */
export function bookingWindowEnd(today: IsoDate): IsoDate {
  return addMonths(today, BOOKING_WINDOW_MONTHS + 1)
}

/** What can be wrong with a stay's dates, by the date it is wrong on. */
export type StayProblems = {
  arrival?: 'in-the-past'
  departure?: 'not-after-arrival' | 'too-long' | 'beyond-window'
}

/** The English words of each problem (the server's ModelState; the app says them through its catalogue). */
export const STAY_PROBLEM_TEXT = {
  'in-the-past': 'The arrival date is in the past.',
  'not-after-arrival': 'The departure date must be after the arrival date.',
  'too-long': `A stay is at most ${MAX_NIGHTS} nights.`,
  'beyond-window': `Dates more than ${BOOKING_WINDOW_MONTHS} months ahead are not open yet.`,
} as const satisfies Record<NonNullable<StayProblems['arrival'] | StayProblems['departure']>, string>

/** The problems of the stay `from`–`to` on `today`; an empty object when it may be booked. */
export function stayProblems(from: IsoDate, to: IsoDate, today: IsoDate): StayProblems {
  const problems: StayProblems = {}
  if (compareIsoDate(from, today) < 0) problems.arrival = 'in-the-past'
  if (compareIsoDate(to, from) <= 0) problems.departure = 'not-after-arrival'
  else if (nightsBetween(from, to) > MAX_NIGHTS) problems.departure = 'too-long'
  else if (compareIsoDate(to, bookingWindowEnd(today)) > 0) problems.departure = 'beyond-window'
  return problems
}
