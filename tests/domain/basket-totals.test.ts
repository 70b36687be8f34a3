import { describe, expect, it } from 'vitest'
import { basketTotals, type BasketRoom } from '@/domain/basket-totals'
import { NO_PAYMENT_POLICY, type PaymentPolicy } from '@/domain/payment-policy'
import { priceStay } from '@/domain/pricing'
import { ratesFor, TODAY } from '../builders/domain'

const noVat = { rate: 0, exclusive: false }
const noLevy = { enabled: false, percentage: 0, maxNights: 0 }
const prepaid: PaymentPolicy = {
  automaticPaymentType: 'TimeOfBooking',
  percentageToCharge: 100,
  daysBeforeArrival: 0,
}
const deposit: PaymentPolicy = {
  automaticPaymentType: 'TimeOfBooking',
  percentageToCharge: 50,
  daysBeforeArrival: 0,
}

/** Two nights at `nightly` pence for two adults, arriving 2026-04-01. */
function room(nightly: number, paymentPolicy: PaymentPolicy): BasketRoom {
  const occupancy = { adults: 2, children: 0, infants: 0 }
  return {
    stay: priceStay(ratesFor('2026-04-01', '2026-04-03', { baseRate: nightly }), occupancy),
    occupancy,
    services: [],
    paymentPolicy,
  }
}

const base = { vat: noVat, visitorLevy: noLevy, arrival: '2026-04-01', today: TODAY }

describe('basket totals: what is charged now across rate plans (decision 0006)', () => {
  it('charges one policy on the whole total, after the voucher, when every room shares it', () => {
    // 2 rooms × 2 nights × £100 = £400; voucher £50 → £350; 50 % deposit → £175.
    const totals = basketTotals({
      ...base,
      rooms: [room(10_000, deposit), room(10_000, deposit)],
      voucherDiscount: 5_000,
    })
    expect(totals.total).toBe(35_000)
    expect(totals.payNow).toBe(17_500)
  })

  it('charges each room its own policy when they differ', () => {
    // Prepaid room £200 in full, flexible room £300 nothing now → £200 now of £500.
    const totals = basketTotals({
      ...base,
      rooms: [room(10_000, prepaid), room(15_000, NO_PAYMENT_POLICY)],
      voucherDiscount: 0,
    })
    expect(totals.total).toBe(50_000)
    expect(totals.payNow).toBe(20_000)
  })

  it('never charges more now than the booking costs after a voucher', () => {
    // Prepaid £200 + flexible £200 = £400, voucher £350 → total £50; the prepaid room alone owes £200.
    const totals = basketTotals({
      ...base,
      rooms: [room(10_000, prepaid), room(10_000, NO_PAYMENT_POLICY)],
      voucherDiscount: 35_000,
    })
    expect(totals.total).toBe(5_000)
    expect(totals.payNow).toBe(5_000)
  })

  it('charges nothing now for a basket with no payment policy', () => {
    const totals = basketTotals({ ...base, rooms: [room(10_000, NO_PAYMENT_POLICY)], voucherDiscount: 0 })
    expect(totals.payNow).toBe(0)
  })
})
