import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceStay } from '@/domain/pricing'
import { bookingTotals, type BookingTotalsInput } from '@/domain/totals'
import { TODAY, aRate, ratesFor, zeroComponents } from '../builders/domain'

const couple = { adults: 2, children: 0, infants: 0 }
const noLevy = { enabled: false, percentage: 0, maxNights: 0 }
const noPolicy = { automaticPaymentType: 'None', percentageToCharge: 0, daysBeforeArrival: 0 } as const

function input(overrides: Partial<BookingTotalsInput> = {}): BookingTotalsInput {
  return {
    rooms: [
      { stay: priceStay(ratesFor('2026-04-01', '2026-04-04'), couple), services: [], occupancy: couple },
    ],
    vat: { rate: 20, exclusive: false },
    visitorLevy: noLevy,
    voucherDiscount: 0,
    paymentPolicy: noPolicy,
    arrival: '2026-04-01',
    today: TODAY,
    ...overrides,
  }
}

describe('bookingTotals', () => {
  it('VAT-inclusive: three nights at £100, VAT contained', () => {
    const t = bookingTotals(input())
    // 30000 × 20 / 120 = 5000
    expect(t).toEqual({
      accommodation: 30_000,
      accommodationOriginal: 30_000,
      services: 0,
      discount: 0,
      visitorLevy: 0,
      vat: 5_000,
      total: 30_000,
      payNow: 0,
    })
  })

  it('VAT-exclusive adds VAT to the total', () => {
    const t = bookingTotals(input({ vat: { rate: 20, exclusive: true } }))
    expect(t.vat).toBe(6_000)
    expect(t.total).toBe(36_000)
  })

  it('adds services per room with the room’s nights and occupancy', () => {
    const t = bookingTotals(
      input({
        rooms: [
          {
            stay: priceStay(ratesFor('2026-04-01', '2026-04-04'), couple),
            occupancy: couple,
            services: [
              { price: 1_000, charge: 'PerDay', chargePerPerson: true, quantity: 1 }, // 10 × 3 nights × 2 = 60.00
              { price: 2_500, charge: 'PerStay', chargePerPerson: false, quantity: 1 }, // 25.00
            ],
          },
        ],
      }),
    )
    expect(t.services).toBe(8_500)
    expect(t.total).toBe(38_500)
  })

  it('takes the voucher off before VAT, never more than the total', () => {
    const t = bookingTotals(input({ voucherDiscount: 6_000, vat: { rate: 20, exclusive: true } }))
    // (300 − 60) = 240 net, + 20% = 288
    expect(t.discount).toBe(6_000)
    expect(t.vat).toBe(4_800)
    expect(t.total).toBe(28_800)
    const capped = bookingTotals(input({ voucherDiscount: 99_999 }))
    expect(capped.discount).toBe(30_000)
    expect(capped.total).toBe(0)
    expect(capped.vat).toBe(0)
  })

  it('adds the visitor levy on the first N nights, outside VAT', () => {
    const t = bookingTotals(input({ visitorLevy: { enabled: true, percentage: 10, maxNights: 2 } }))
    // 10% of the first two nights (200.00) = 20.00
    expect(t.visitorLevy).toBe(2_000)
    expect(t.vat).toBe(5_000)
    expect(t.total).toBe(32_000)
  })

  it('keeps the original accommodation for the struck-through price', () => {
    const rates = [
      aRate({ date: '2026-04-01', baseRate: 8_000, original: { ...zeroComponents, baseRate: 10_000 } }),
    ]
    const t = bookingTotals(
      input({ rooms: [{ stay: priceStay(rates, couple), services: [], occupancy: couple }] }),
    )
    expect(t.accommodation).toBe(8_000)
    expect(t.accommodationOriginal).toBe(10_000)
  })

  it('payNow follows the payment policy', () => {
    const deposit = bookingTotals(
      input({
        paymentPolicy: {
          automaticPaymentType: 'TimeOfBooking',
          percentageToCharge: 10,
          daysBeforeArrival: 0,
        },
      }),
    )
    expect(deposit.payNow).toBe(3_000)
    const later = bookingTotals(
      input({
        paymentPolicy: {
          automaticPaymentType: 'DaysBeforeArrival',
          percentageToCharge: 100,
          daysBeforeArrival: 14,
        },
      }),
    )
    // arrival 2026-04-01 − 14 days = 2026-03-18, after today (2026-03-10)
    expect(later.payNow).toBe(0)
  })

  it('total = accommodation + services − discount (+ VAT if exclusive) + levy, and payNow ≤ total', () => {
    const room = fc
      .record({
        nights: fc.integer({ min: 1, max: 14 }),
        base: fc.integer({ min: 0, max: 50_000 }),
        adults: fc.integer({ min: 1, max: 4 }),
        service: fc.integer({ min: 0, max: 5_000 }),
      })
      .map((r) => {
        const occupancy = { adults: r.adults, children: 0, infants: 0 }
        const stay = priceStay(
          ratesFor('2026-04-01', `2026-04-${String(1 + r.nights).padStart(2, '0')}`, { baseRate: r.base }),
          occupancy,
        )
        return {
          stay,
          occupancy,
          services: [{ price: r.service, charge: 'PerDay' as const, chargePerPerson: true, quantity: 1 }],
        }
      })
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100 }),
        (rooms, exclusive, voucher, pct) => {
          const t = bookingTotals(
            input({
              rooms,
              vat: { rate: 20, exclusive },
              voucherDiscount: voucher,
              visitorLevy: { enabled: true, percentage: 5, maxNights: 3 },
              paymentPolicy: {
                automaticPaymentType: 'TimeOfBooking',
                percentageToCharge: pct,
                daysBeforeArrival: 0,
              },
            }),
          )
          expect(t.accommodation).toBe(
            rooms.reduce((s, r) => s + r.stay.nights.reduce((a, n) => a + n.price, 0), 0),
          )
          expect(t.discount).toBeLessThanOrEqual(t.accommodation + t.services)
          expect(t.total).toBe(
            t.accommodation + t.services - t.discount + (exclusive ? t.vat : 0) + t.visitorLevy,
          )
          expect(t.total).toBeGreaterThanOrEqual(0)
          expect(t.payNow).toBeLessThanOrEqual(t.total)
          for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true)
        },
      ),
    )
  })
})
