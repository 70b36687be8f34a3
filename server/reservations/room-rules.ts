/**
 * A room's terms as the domain reckons with them, read from its rate plan's policy: its cancellation rules and
 * its payment policy (the schedule's input).
 */
import type { RatePlanPolicy } from '@/api/contract/availability'
import { defaultCancellationRules, NON_REFUNDABLE, type CancellationRules } from '@/domain/cancellation-rules'
import { nonRefundableRefusal } from '@/domain/non-refundable-change'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import type { RatePlanRow } from '../catalogue/rates'
import type { ReservationItemRecord } from './record'

/** The plan's cancellation rules. */
export function rulesOfPlan(policy: RatePlanPolicy): CancellationRules {
  // TEMPORARY until the structured rules of the plan land.
  return /non-refundable/i.test(policy.CancellationPolicy) ? NON_REFUNDABLE : defaultCancellationRules(48)
}

/** The plan's payment policy, as the schedule takes it. */
export function paymentPolicyOfPlan(policy: RatePlanPolicy): SchedulePolicy {
  const config = policy.PaymentPolicyConfiguration
  return {
    automaticPaymentType: config.AutomaticPaymentType,
    percentageToCharge: config.PercentageToCharge,
    daysBeforeArrival: config.DaysBeforeArrival ?? 0,
  }
}

/**
 * A change of a stored room the domain refuses (decision 0116: a non-refundable room shortened or moved to a
 * refundable plan): the field and the words; null when it is allowed or the plan is unknown (checked elsewhere).
 */
export function refusedChange(
  item: ReservationItemRecord,
  update: { DateFrom: string; DateTo: string; RatePlanId: number },
  plans: readonly RatePlanRow[],
) {
  const plan = plans.find((candidate) => candidate.id === update.RatePlanId)
  if (!plan) return null
  return nonRefundableRefusal(
    { dateFrom: item.date_from, dateTo: item.date_to, rules: rulesOfPlan(item.policy) },
    { dateFrom: update.DateFrom, dateTo: update.DateTo, rules: rulesOfPlan(plan.policy) },
  )
}
