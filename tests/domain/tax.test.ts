import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatInGross, vatOnNet, visitorLevy, visitorLevyBase } from '@/domain/tax'

describe('VAT (docs/product/booking.md#limits)', () => {
  it('exclusive: VAT is price / 100 × rate, added on top', () => {
    expect(vatOnNet(10_000, 20)).toBe(2_000)
  })

  it('inclusive: VAT is price / (100 + rate) × rate, contained in the price', () => {
    expect(vatInGross(12_000, 20)).toBe(2_000)
    // £99.99 at 20%: 9999 × 20 / 120 = 1666.5 → 1667 (half-up)
    expect(vatInGross(9_999, 20)).toBe(1_667)
  })

  it('handles a zero rate and a fractional rate', () => {
    expect(vatOnNet(10_000, 0)).toBe(0)
    expect(vatOnNet(10_000, 12.5)).toBe(1_250)
    expect(vatInGross(11_250, 12.5)).toBe(1_250)
  })

  it('inclusive and exclusive agree when converted: the VAT added to a net is the VAT contained in the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, 5, 7.5, 12.5, 15, 20, 21, 25),
        (net, rate) => {
          const added = vatOnNet(net, rate)
          const gross = net + added
          expect(vatInGross(gross, rate)).toBe(added)
          expect(gross - vatInGross(gross, rate)).toBe(net)
        },
      ),
    )
  })
})

describe('visitor levy (first N nights)', () => {
  const nights = [10_000, 12_000, 14_000, 16_000].map((price, i) => ({
    date: `2026-04-0${i + 1}`,
    price,
    originalPrice: price,
  }))

  it('applies to the first N nights only', () => {
    expect(visitorLevyBase(nights, { enabled: true, percentage: 5, maxNights: 2 })).toBe(22_000)
    // 5% of (100 + 120) = 11.00
    expect(visitorLevy([nights], { enabled: true, percentage: 5, maxNights: 2 })).toBe(1_100)
  })

  it('covers a short stay whole, sums rooms, rounds once', () => {
    // 4-night stay under a 7-night cap: all of 100 + 120 + 140 + 160 = 520.00; second room 100.00.
    // 2.5% of 620.00 = 15.50
    expect(visitorLevy([nights, nights.slice(0, 1)], { enabled: true, percentage: 2.5, maxNights: 7 })).toBe(
      1_550,
    )
    // Rounded once over the booking: 3% of (1.50 + 1.50) = 0.09, where per-room rounding would give 0.05 + 0.05
    const small = [{ date: '2026-04-01', price: 150, originalPrice: 150 }]
    expect(visitorLevy([small, small], { enabled: true, percentage: 3, maxNights: 1 })).toBe(9)
  })

  it('is zero when disabled or with no nights configured', () => {
    expect(visitorLevy([nights], { enabled: false, percentage: 5, maxNights: 2 })).toBe(0)
    expect(visitorLevy([nights], { enabled: true, percentage: 5, maxNights: 0 })).toBe(0)
  })
})
