import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Occupancy } from '@/domain/occupancy'
import { isDiscounted, priceNight, priceStay, pricingOccupancy, type NightlyRate } from '@/domain/pricing'
import { aRate, zeroComponents } from '../builders/domain'

const occ = (adults: number, children = 0, infants = 0): Occupancy => ({ adults, children, infants })

describe('priceNight', () => {
  it('charges base rate and cost per room for the base number of adults', () => {
    const rate = aRate({ baseRate: 10_000, costPerRoom: 500, baseNumberOfAdults: 2, costPerAdult: 2_500 })
    expect(priceNight(rate, occ(2)).price).toBe(10_500)
    expect(priceNight(rate, occ(1)).price).toBe(10_500) // fewer adults than the base: no reduction
  })

  it('charges the extra-adult price for each adult above the base count', () => {
    // 3 adults, base 2 → 1 extra adult: 100.00 + 1 × 25.00 = 125.00
    const rate = aRate({ baseRate: 10_000, baseNumberOfAdults: 2, costPerAdult: 2_500 })
    expect(priceNight(rate, occ(3)).price).toBe(12_500)
    expect(priceNight(rate, occ(4)).price).toBe(15_000)
  })

  it('adds per-child and per-infant costs and the per-person costs for everyone', () => {
    const rate = aRate({
      baseRate: 8_000,
      baseNumberOfAdults: 1,
      costPerAdult: 2_000,
      costPerChild: 1_000,
      costPerInfant: 300,
      perPersonCostPerAdult: 150,
      perPersonCostPerChild: 100,
      perPersonCostPerInfant: 50,
    })
    // 2 adults, 2 children, 1 infant:
    //   80.00 base + 1 extra adult × 20.00 + 2 × 10.00 + 1 × 3.00
    //   + per person 2 × 1.50 + 2 × 1.00 + 1 × 0.50  = 80 + 20 + 20 + 3 + 3 + 2 + 0.5 = 128.50
    expect(priceNight(rate, occ(2, 2, 1)).price).toBe(12_850)
  })

  it('treats one child as the first adult when there are no adults', () => {
    expect(pricingOccupancy(occ(0, 2, 1))).toEqual(occ(1, 1, 1))
    expect(pricingOccupancy(occ(0, 0, 1))).toEqual(occ(0, 0, 1))
    const rate = aRate({ baseRate: 5_000, baseNumberOfAdults: 0, costPerAdult: 3_000, costPerChild: 1_000 })
    // 0 adults + 2 children → 1 adult (extra over base 0: 30.00) + 1 child (10.00) + 50.00 = 90.00
    expect(priceNight(rate, occ(0, 2)).price).toBe(9_000)
  })

  it('prices the original (undiscounted) components for the original price', () => {
    const rate = aRate({
      baseRate: 8_000,
      original: { ...zeroComponents, baseRate: 10_000 },
    })
    expect(priceNight(rate, occ(2))).toEqual({ date: rate.date, price: 8_000, originalPrice: 10_000 })
  })

  it('never shows an original below the price (clamped)', () => {
    const rate = aRate({ baseRate: 12_000, original: { ...zeroComponents, baseRate: 10_000 } })
    expect(priceNight(rate, occ(2)).originalPrice).toBe(12_000)
  })
})

describe('priceStay', () => {
  it('sums nights and originals, and takes the minimum base number of adults', () => {
    const rates: NightlyRate[] = [
      aRate({
        date: '2026-04-01',
        baseRate: 10_000,
        baseNumberOfAdults: 2,
        original: { ...zeroComponents, baseRate: 12_000 },
      }),
      aRate({ date: '2026-04-02', baseRate: 11_000, baseNumberOfAdults: 1 }),
    ]
    const stay = priceStay(rates, occ(2))
    expect(stay.nights.map((n) => n.price)).toEqual([10_000, 11_000])
    expect(stay.total).toBe(21_000)
    expect(stay.originalTotal).toBe(23_000)
    expect(stay.baseNumberOfAdults).toBe(1)
    expect(isDiscounted(stay)).toBe(true)
  })

  it('recalculates when the occupancy changes (docs/product/booking.md#steps)', () => {
    const rates = [aRate({ costPerAdult: 2_000, baseNumberOfAdults: 2 })]
    expect(priceStay(rates, occ(2)).total).toBe(10_000)
    expect(priceStay(rates, occ(3)).total).toBe(12_000)
  })

  it('prices an empty stay at zero', () => {
    expect(priceStay([], occ(2))).toEqual({ nights: [], total: 0, originalTotal: 0, baseNumberOfAdults: 0 })
  })
})

const money = fc.integer({ min: 0, max: 50_000 })
const components = fc.record({
  baseRate: money,
  costPerRoom: money,
  costPerAdult: money,
  costPerChild: money,
  costPerInfant: money,
  perPersonCostPerAdult: money,
  perPersonCostPerChild: money,
  perPersonCostPerInfant: money,
})
/** A rate whose live components are the originals lowered by a promotion. */
const discountedRate = fc
  .tuple(
    components,
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: 0, max: 60 }),
  )
  .map(([original, pct, base, day]): NightlyRate => {
    const lower = (n: number) => Math.floor((n * (100 - pct)) / 100)
    return {
      date: `2026-04-${String(1 + (day % 28)).padStart(2, '0')}`,
      baseNumberOfAdults: base,
      baseRate: lower(original.baseRate),
      costPerRoom: lower(original.costPerRoom),
      costPerAdult: lower(original.costPerAdult),
      costPerChild: lower(original.costPerChild),
      costPerInfant: lower(original.costPerInfant),
      perPersonCostPerAdult: lower(original.perPersonCostPerAdult),
      perPersonCostPerChild: lower(original.perPersonCostPerChild),
      perPersonCostPerInfant: lower(original.perPersonCostPerInfant),
      original,
    }
  })
const occupancy = fc.record({
  adults: fc.integer({ min: 0, max: 6 }),
  children: fc.integer({ min: 0, max: 4 }),
  infants: fc.integer({ min: 0, max: 2 }),
})

describe('pricing invariants', () => {
  it('totals equal the sum of the nights (and originals likewise)', () => {
    fc.assert(
      fc.property(fc.array(discountedRate, { maxLength: 30 }), occupancy, (rates, o) => {
        const stay = priceStay(rates, o)
        expect(stay.total).toBe(rates.reduce((s, r) => s + priceNight(r, o).price, 0))
        expect(stay.originalTotal).toBe(stay.nights.reduce((s, n) => s + n.originalPrice, 0))
        expect(Number.isInteger(stay.total)).toBe(true)
      }),
    )
  })

  it('a discount never raises a price: price ≤ original, night by night and in total', () => {
    fc.assert(
      fc.property(fc.array(discountedRate, { maxLength: 30 }), occupancy, (rates, o) => {
        const stay = priceStay(rates, o)
        for (const n of stay.nights) expect(n.price).toBeLessThanOrEqual(n.originalPrice)
        expect(stay.total).toBeLessThanOrEqual(stay.originalTotal)
      }),
    )
  })

  it('the price never falls when a guest is added', () => {
    fc.assert(
      fc.property(
        discountedRate,
        occupancy,
        fc.constantFrom('adults', 'children', 'infants'),
        (rate, o, who) => {
          const more = { ...o, [who]: o[who] + 1 }
          expect(priceNight(rate, more).price).toBeGreaterThanOrEqual(priceNight(rate, o).price)
        },
      ),
    )
  })
})
