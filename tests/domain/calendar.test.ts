import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  alternativeStays,
  availabilityWindow,
  calendarEnd,
  earliestDeparture,
  indexDays,
  isTooShortDeparture,
  minStayOf,
  minStayShortfall,
  pluralCategory,
  unavailableDays,
  type AvailabilityDay,
} from '@/domain/calendar'
import { addDays, eachNight, nightsBetween } from '@/domain/dates'
import { TODAY } from '../builders/domain'

const day = (
  dateOfStay: string,
  availableRooms = 5,
  rates = [{ minLengthOfStay: null as number | null, minimumRate: 10_000 }],
) => ({
  dateOfStay,
  availableRooms,
  rates,
})
/** Days from TODAY for `n` days, all with 5 rooms at £100. */
const openDays = (n: number): AvailabilityDay[] => Array.from({ length: n }, (_, i) => day(addDays(TODAY, i)))

describe('availability window and unavailable days (docs/product/search.md#limits)', () => {
  it('queries today to 36 months ahead; the calendar runs to the end of that month', () => {
    expect(availabilityWindow(TODAY)).toEqual({ fromDate: '2026-03-10', toDate: '2029-03-10' })
    expect(calendarEnd(TODAY)).toBe('2029-03-31')
  })

  it('marks a date unavailable if its first entry has zero rooms', () => {
    const days = [...openDays(3), day('2026-03-11', 0)] // a later duplicate with 0 rooms is ignored
    days[1] = day('2026-03-11', 0)
    days.push(day('2026-03-11', 4)) // …and so is a later one with rooms
    const out = unavailableDays(days, TODAY)
    expect(out.has('2026-03-10')).toBe(false)
    expect(out.has('2026-03-11')).toBe(true)
    expect(out.has('2026-03-12')).toBe(false)
  })

  it('treats a date with no entry as unavailable, up to the calendar end', () => {
    const out = unavailableDays(openDays(3), TODAY)
    expect(out.has('2026-03-13')).toBe(true)
    expect(out.has('2029-03-31')).toBe(true)
    expect(out.has('2029-04-01')).toBe(false)
    expect(out.has('2026-03-09')).toBe(false) // the past is the picker's job
    // 2026-03-10 … 2029-03-31 is 1118 days; 3 are open
    expect(out.size).toBe(nightsBetween(TODAY, '2029-04-01') - 3)
  })
})

describe('minimum stay per check-in date', () => {
  it('is the smallest minimum stay of the day, 1 when none', () => {
    expect(
      minStayOf(
        day(TODAY, 5, [
          { minLengthOfStay: 3, minimumRate: 1 },
          { minLengthOfStay: 2, minimumRate: 2 },
        ]),
      ),
    ).toBe(2)
    expect(minStayOf(day(TODAY, 5, []))).toBe(1)
    expect(minStayOf(undefined)).toBe(1)
  })

  it('reports the shortfall of a stay that is too short for its check-in date', () => {
    const byDate = indexDays([day('2026-04-03', 5, [{ minLengthOfStay: 3, minimumRate: 1 }])])
    expect(minStayShortfall(byDate, '2026-04-03', '2026-04-05')).toBe(3)
    expect(minStayShortfall(byDate, '2026-04-03', '2026-04-06')).toBeNull()
    expect(minStayShortfall(byDate, '2026-04-04', '2026-04-05')).toBeNull()
  })

  it('offers departures from the arrival’s minimum stay on: earlier ones are too short', () => {
    expect(earliestDeparture('2026-04-03', 3)).toBe('2026-04-06')
    expect(earliestDeparture('2026-04-03', 1)).toBe('2026-04-04')
    expect(earliestDeparture('2026-04-03', 0)).toBe('2026-04-04') // no rule still means one night
    expect(isTooShortDeparture('2026-04-03', '2026-04-04', 3)).toBe(true)
    expect(isTooShortDeparture('2026-04-03', '2026-04-05', 3)).toBe(true)
    expect(isTooShortDeparture('2026-04-03', '2026-04-06', 3)).toBe(false)
    expect(isTooShortDeparture('2026-04-03', '2026-04-04', 1)).toBe(false)
    // The arrival itself and days before it are not departures of this stay.
    expect(isTooShortDeparture('2026-04-03', '2026-04-03', 3)).toBe(false)
    expect(isTooShortDeparture('2026-04-03', '2026-04-01', 3)).toBe(false)
  })

  it('agrees with the shortfall: a departure is too short exactly when the stay falls short', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 30 }), (minStay, nights) => {
        const from = '2026-04-03'
        const to = addDays(from, nights)
        const byDate = indexDays([day(from, 5, [{ minLengthOfStay: minStay, minimumRate: 1 }])])
        const short = minStayShortfall(byDate, from, to) !== null
        expect(isTooShortDeparture(from, to, minStay)).toBe(short)
        expect(to >= earliestDeparture(from, minStay)).toBe(!short)
      }),
    )
  })
})

describe('alternative stays', () => {
  it('returns at most 10, nearest to the searched arrival, by date, each with enough rooms every night', () => {
    const days = openDays(60)
    const from = '2026-03-30'
    const stays = alternativeStays({ days, dateFrom: from, dateTo: '2026-04-01', rooms: 2, today: TODAY })
    expect(stays).toHaveLength(10)
    // nearest first: 03-29, 03-31, 03-28, 04-01, … (the searched 03-30 itself is excluded) → 03-25 … 04-04 minus 03-30
    expect(stays.map((s) => s.fromDate)).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ])
    // 2 nights × £100 × 2 rooms
    expect(stays[0]).toEqual({ fromDate: '2026-03-25', toDate: '2026-03-27', nights: 2, totalCost: 40_000 })
  })

  it('skips stays with a night short of rooms', () => {
    const days = openDays(10)
    days[4] = day(addDays(TODAY, 4), 1) // 2026-03-14 has one room
    const stays = alternativeStays({
      days,
      dateFrom: '2026-03-12',
      dateTo: '2026-03-14',
      rooms: 2,
      today: TODAY,
    })
    for (const s of stays) expect(eachNight(s.fromDate, s.toDate)).not.toContain('2026-03-14')
    // data runs 03-10 … 03-19; 2-night stays starting 03-13 or 03-14 touch the short night, 03-12 is the search
    expect(stays.map((s) => s.fromDate)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ])
  })

  it('lengthens a stay to the check-in date’s minimum stay, and offers the searched arrival at that length', () => {
    const days = openDays(10)
    days[2] = day('2026-03-12', 5, [{ minLengthOfStay: 3, minimumRate: 9_000 }])
    const stays = alternativeStays({
      days,
      dateFrom: '2026-03-12',
      dateTo: '2026-03-13',
      rooms: 1,
      today: TODAY,
      max: 1,
    })
    // the searched arrival at 3 nights: 90.00 (min-stay-3 rate, allowed for 3 nights) + 100.00 + 100.00
    expect(stays).toEqual([{ fromDate: '2026-03-12', toDate: '2026-03-15', nights: 3, totalCost: 29_000 }])
  })

  it('invariant: every alternative has enough rooms on every night and meets its minimum stay', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rooms: fc.integer({ min: 0, max: 3 }),
            min: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
          }),
          {
            minLength: 30,
            maxLength: 30,
          },
        ),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (spec, offset, length, rooms) => {
          const days = spec.map((s, i) =>
            day(addDays(TODAY, i), s.rooms, [{ minLengthOfStay: s.min, minimumRate: 100 }]),
          )
          const byDate = indexDays(days)
          const from = addDays(TODAY, offset)
          const stays = alternativeStays({
            days,
            dateFrom: from,
            dateTo: addDays(from, length),
            rooms,
            today: TODAY,
          })
          expect(stays.length).toBeLessThanOrEqual(10)
          for (const s of stays) {
            expect(s.nights).toBeGreaterThanOrEqual(minStayOf(byDate.get(s.fromDate)))
            for (const n of eachNight(s.fromDate, s.toDate))
              expect(byDate.get(n)?.availableRooms).toBeGreaterThanOrEqual(rooms)
          }
        },
      ),
    )
  })
})

describe('nights and their plurals', () => {
  it('1 night is singular, anything else plural (category only; the words live in i18n)', () => {
    expect(pluralCategory(1)).toBe('one')
    expect(pluralCategory(0)).toBe('other')
    expect(pluralCategory(2)).toBe('other')
    expect(pluralCategory(nightsBetween('2026-04-01', '2026-04-08'))).toBe('other')
    expect(pluralCategory(1, 'en-US')).toBe('one')
  })
})
