/**
 * What a change of a stored room may not do under its rate plan's rules (decision 0116): a non-refundable room
 * shortened or moved to a refundable plan, in the domain's words (src/domain/non-refundable-change.ts).
 */
import { nonRefundableRefusal } from '@/domain/non-refundable-change'
import { cancellationRulesOf } from '../catalogue/policy'
import type { RatePlanRow } from '../catalogue/rates'
import type { ReservationItemRecord } from './record'

/** The field refused and the words; null when the change is allowed or the plan is unknown (checked elsewhere). */
export function refusedChange(
  item: ReservationItemRecord,
  update: { DateFrom: string; DateTo: string; RatePlanId: number },
  plans: readonly RatePlanRow[],
) {
  const plan = plans.find((candidate) => candidate.id === update.RatePlanId)
  if (!plan) return null
  return nonRefundableRefusal(
    { dateFrom: item.date_from, dateTo: item.date_to, rules: cancellationRulesOf(item.policy) },
    { dateFrom: update.DateFrom, dateTo: update.DateTo, rules: cancellationRulesOf(plan.policy) },
  )
}
