import { describe, expect, it } from 'vitest'
import {
  CURRENCY_BY_LOCALE,
  currencyForLocale,
  formatMoney,
  percentOf,
  roundHalfUp,
  toMajorUnits,
  toMinorUnits,
} from '@/domain/money'

describe('money in minor units', () => {
  it('rounds room rates to 2 decimals at the boundary, float-safely (1.005 → 101, not 100)', () => {
    // 1.005 is stored as 1.00499999999999989…; 1.005 * 100 = 100.49999999999999 in floats.
    expect(toMinorUnits(1.005)).toBe(101)
    expect(toMinorUnits(123.45)).toBe(12345)
    expect(toMinorUnits(0.1 + 0.2)).toBe(30)
    expect(toMinorUnits(99.994)).toBe(9999)
    expect(toMinorUnits(99.995)).toBe(10000)
    expect(toMinorUnits(0)).toBe(0)
  })

  it('rounds halves away from zero, including negatives, and never yields -0', () => {
    expect(toMinorUnits(-1.005)).toBe(-101)
    expect(Object.is(toMinorUnits(-0), 0)).toBe(true)
    expect(roundHalfUp(2.5)).toBe(3)
    expect(roundHalfUp(-2.5)).toBe(-3)
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError)
  })

  it('converts back to major units', () => {
    expect(toMajorUnits(12345)).toBe(123.45)
    expect(toMajorUnits(5)).toBe(0.05)
  })

  it('formats with Intl for the locale', () => {
    expect(formatMoney(12345, 'GBP', 'en-GB')).toBe('£123.45')
    expect(formatMoney(100, 'USD', 'en-US')).toBe('$1.00')
    expect(formatMoney(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/)
  })

  it('takes percentages half-up', () => {
    expect(percentOf(1005, 10)).toBe(101) // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100) // 100.4 → 100
  })
})

describe('currency per locale (docs/product/booking.md#limits)', () => {
  it.each([
    ['en-GB', 'GBP'],
    ['en-US', 'USD'],
    ['ar-AE', 'AED'],
    ['en-ZA', 'ZAR'],
    ['da-DK', 'DKK'],
    ['de-DE', 'EUR'],
    ['fr-FR', 'EUR'],
    ['en-IE', 'EUR'],
    ['en-AU', 'AUD'],
    ['en-CA', 'CAD'],
    ['es-MX', 'MXN'],
    ['en-NG', 'NGN'],
    ['en-KE', 'KES'],
  ])('%s uses %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency)
  })

  it('defaults to GBP for a locale it does not know', () => {
    expect(currencyForLocale('xx-XX')).toBe('GBP')
  })

  it('covers the eleven currencies of docs/product/booking.md#limits', () => {
    expect(new Set(Object.values(CURRENCY_BY_LOCALE))).toEqual(
      new Set(['GBP', 'USD', 'AED', 'ZAR', 'DKK', 'EUR', 'AUD', 'CAD', 'MXN', 'NGN', 'KES']),
    )
  })
})
