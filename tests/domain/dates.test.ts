import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  compareIsoDate,
  eachNight,
  fromDayNumber,
  isIsoDate,
  nightsBetween,
  toDayNumber,
} from '@/domain/dates'
import { TODAY } from '../builders/domain'

describe('calendar days as YYYY-MM-DD', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays(TODAY, 1)).toBe('2026-03-11')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('ignores daylight saving (UK clocks go forward on 2026-03-29)', () => {
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2)
  })

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths(TODAY, 36)).toBe('2029-03-10')
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15')
  })

  it('lists the nights of a stay: arrival to the day before departure', () => {
    expect(eachNight('2026-04-01', '2026-04-04')).toEqual(['2026-04-01', '2026-04-02', '2026-04-03'])
    expect(eachNight('2026-04-01', '2026-04-01')).toEqual([])
    expect(nightsBetween('2026-04-01', '2026-04-04')).toBe(3)
  })

  it('validates real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-2-1')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(() => toDayNumber('nope')).toThrow(RangeError)
  })

  it('compares days', () => {
    expect(compareIsoDate('2026-03-10', '2026-03-11')).toBe(-1)
    expect(compareIsoDate('2026-03-10', '2026-03-10')).toBe(0)
  })

  it('round-trips day numbers and keeps nightsBetween consistent with addDays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: -800, max: 800 }), (n, k) => {
        const d = fromDayNumber(n)
        expect(isIsoDate(d)).toBe(true)
        expect(toDayNumber(d)).toBe(n)
        expect(nightsBetween(d, addDays(d, k))).toBe(k)
        expect(eachNight(d, addDays(d, k)).length).toBe(Math.max(0, k))
      }),
    )
  })
})

describe('day-number arithmetic agrees with the platform calendar', () => {
  it('matches Date.UTC for any day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 84_006 }), (n) => {
        expect(fromDayNumber(n)).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10))
      }),
    )
  })
})
