/**
 * The rate plan's payment policy (Policy.PaymentPolicyConfiguration, docs/product/booking.md#what-is-kept, docs/product/booking.md#limits): TimeOfBooking charges its
 * percentage at booking; DaysBeforeArrival charges it once today is on or after arrival minus that many days;
 * None charges nothing before the stay. What falls due when is payment-schedule.ts.
 */
import type { Money } from './money'

export const AutomaticPaymentType = {
  None: 'None',
  TimeOfBooking: 'TimeOfBooking',
  DaysBeforeArrival: 'DaysBeforeArrival',
} as const
export type AutomaticPaymentType = (typeof AutomaticPaymentType)[keyof typeof AutomaticPaymentType]

export type PaymentPolicy = {
  automaticPaymentType: AutomaticPaymentType
  percentageToCharge: number
  daysBeforeArrival: number
}

export const NO_PAYMENT_POLICY: PaymentPolicy = {
  automaticPaymentType: 'None',
  percentageToCharge: 0,
  daysBeforeArrival: 0,
}

/** docs/product/booking.md#rules: payment is possible only if the total payment amount is above zero. */
export function isPaymentPossible(amount: Money): boolean {
  return amount > 0
}
