import { describe, expect, it } from 'vitest'
import { isPaymentPossible, type PaymentPolicy } from '@/domain/payment-policy'
import { dueBy, paymentSchedule } from '@/domain/payment-schedule'
import { TODAY } from '../builders/domain'

const timeOfBooking: PaymentPolicy = {
  automaticPaymentType: 'TimeOfBooking',
  percentageToCharge: 25,
  daysBeforeArrival: 0,
}
const sevenDaysBefore: PaymentPolicy = {
  automaticPaymentType: 'DaysBeforeArrival',
  percentageToCharge: 100,
  daysBeforeArrival: 7,
}

/** What the policy takes when the guest books on `today` (as the app's checkout and Create count it). */
const amountToPayNow = (total: number, policy: PaymentPolicy, arrival: string, today: string) =>
  dueBy(paymentSchedule(policy, total, arrival, today), today)

describe('payment policy (docs/product/booking.md#limits)', () => {
  it('TimeOfBooking charges its percentage at booking', () => {
    expect(amountToPayNow(40_000, timeOfBooking, '2026-06-01', TODAY)).toBe(10_000)
  })

  it('rounds the share half-up: 25% of £100.10 = £25.025 → £25.03', () => {
    expect(amountToPayNow(10_010, timeOfBooking, '2026-06-01', TODAY)).toBe(2_503)
  })

  it('DaysBeforeArrival charges nothing until arrival minus the days', () => {
    // arrival 2026-03-18, 7 days before = 2026-03-11; today is 2026-03-10
    expect(amountToPayNow(40_000, sevenDaysBefore, '2026-03-18', TODAY)).toBe(0)
  })

  it('DaysBeforeArrival charges once today is on or after arrival minus the days', () => {
    expect(amountToPayNow(40_000, sevenDaysBefore, '2026-03-17', TODAY)).toBe(40_000) // exactly 7 days before
    expect(amountToPayNow(40_000, sevenDaysBefore, '2026-03-12', TODAY)).toBe(40_000) // inside the window
  })

  it('None charges nothing now', () => {
    expect(
      amountToPayNow(40_000, { ...timeOfBooking, automaticPaymentType: 'None' }, '2026-06-01', TODAY),
    ).toBe(0)
  })

  it('never charges more than the total or less than zero', () => {
    expect(amountToPayNow(1_000, { ...timeOfBooking, percentageToCharge: 150 }, '2026-06-01', TODAY)).toBe(
      1_000,
    )
    expect(amountToPayNow(1_000, { ...timeOfBooking, percentageToCharge: -5 }, '2026-06-01', TODAY)).toBe(0)
    expect(amountToPayNow(0, timeOfBooking, '2026-06-01', TODAY)).toBe(0)
  })

  it('payment is possible only above zero (docs/product/booking.md#rules)', () => {
    expect(isPaymentPossible(1)).toBe(true)
    expect(isPaymentPossible(0)).toBe(false)
    expect(isPaymentPossible(-1)).toBe(false)
  })
})
