import { describe, expect, it } from 'vitest'
import { availabilityWindow, calendarEnd } from '@/domain/calendar'
import { addDays, compareIsoDate } from '@/domain/dates'
import { bookingWindowEnd, MAX_NIGHTS, STAY_PROBLEM_TEXT, stayProblems } from '@/domain/stay-rules'

const TODAY = '2026-03-10'

describe('stayProblems', () => {
  it('lets a stay of today and up to 30 nights be booked', () => {
    expect(stayProblems(TODAY, addDays(TODAY, 1), TODAY)).toEqual({})
    expect(stayProblems(TODAY, addDays(TODAY, MAX_NIGHTS), TODAY)).toEqual({})
  })

  it('refuses a 31-night stay by its departure', () => {
    expect(stayProblems(TODAY, addDays(TODAY, MAX_NIGHTS + 1), TODAY)).toEqual({ departure: 'too-long' })
    expect(STAY_PROBLEM_TEXT['too-long']).toBe('A stay is at most 30 nights.')
  })

  it('refuses an arrival in the past and a departure not after the arrival, both at once', () => {
    expect(stayProblems('2026-03-09', '2026-03-09', TODAY)).toEqual({
      arrival: 'in-the-past',
      departure: 'not-after-arrival',
    })
  })

  it('refuses a departure after the window end, and not one on it', () => {
    const end = bookingWindowEnd(TODAY)
    expect(end).toBe('2029-04-10')
    expect(stayProblems(addDays(end, -2), end, TODAY)).toEqual({})
    expect(stayProblems(addDays(end, -1), addDays(end, 1), TODAY)).toEqual({ departure: 'beyond-window' })
  })

  it('keeps the window end past everything the calendar shows, on any day of the month', () => {
    for (const today of ['2026-01-31', '2026-02-28', '2028-02-29', '2026-12-01']) {
      expect(compareIsoDate(calendarEnd(today), bookingWindowEnd(today))).toBeLessThan(0)
      expect(compareIsoDate(availabilityWindow(today).toDate, bookingWindowEnd(today))).toBeLessThan(0)
    }
  })
})
