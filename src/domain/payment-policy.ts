/**
 * The rate plan's payment policy (Policy.PaymentPolicyConfiguration, spec §3, §9): how much of the total is
 * taken now. TimeOfBooking charges its percentage at booking; DaysBeforeArrival charges it once today is on
 * or after arrival minus that many days; None charges nothing now. Rounded half-up to a minor unit.
 */
import { addDays, compareIsoDate, type IsoDate } from './dates'
import { percentOf, type Money } from './money'

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

/** Whether the policy's charge is due on `today` for a stay arriving on `arrival`. */
export function isPaymentDue(policy: PaymentPolicy, arrival: IsoDate, today: IsoDate): boolean {
  switch (policy.automaticPaymentType) {
    case 'TimeOfBooking':
      return true
    case 'DaysBeforeArrival':
      return compareIsoDate(today, addDays(arrival, -policy.daysBeforeArrival)) >= 0
    case 'None':
      return false
  }
}

/** The amount to pay now: the policy's percentage of `total` when due, else 0. Never above the total. */
export function amountToPayNow(total: Money, policy: PaymentPolicy, arrival: IsoDate, today: IsoDate): Money {
  if (total <= 0 || !isPaymentDue(policy, arrival, today)) return 0
  const pct = Math.min(100, Math.max(0, policy.percentageToCharge))
  return Math.min(total, percentOf(total, pct))
}

/** Spec §5: payment is possible only if the total payment amount is above zero. */
export function isPaymentPossible(amount: Money): boolean {
  return amount > 0
}
