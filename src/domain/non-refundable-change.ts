/**
 * What a non-refundable room may not become (decision 0116): its cheaper price was bought with the promise that
 * nothing comes back, so it cannot be shortened, nor moved to a rate plan that can be refunded. It may be
 * extended or upgraded (paid by its plan), and cancelled, which refunds nothing. The app checks a change with
 * this before the guest saves it; the server refuses it with the same words on the same field.
 */
import type { CancellationRules } from './cancellation-rules'
import { nightsBetween, type IsoDate } from './dates'

export const NON_REFUNDABLE_SHORTER =
  'This room is non-refundable, so it cannot be shortened. You can add nights or choose a better room.'
export const NON_REFUNDABLE_PLAN =
  'This room is non-refundable, so it cannot be moved to a rate that can be refunded. You can choose a better room on a non-refundable rate.'

export type StayTerms = { dateFrom: IsoDate; dateTo: IsoDate; rules: CancellationRules }

/** The field a change of a non-refundable room is refused on and why; null when the change is allowed. */
export function nonRefundableRefusal(
  was: StayTerms,
  now: StayTerms,
): { field: 'DateFrom' | 'DateTo' | 'RatePlanId'; message: string } | null {
  if (was.rules.refundable) return null
  if (nightsBetween(now.dateFrom, now.dateTo) < nightsBetween(was.dateFrom, was.dateTo))
    return { field: now.dateFrom > was.dateFrom ? 'DateFrom' : 'DateTo', message: NON_REFUNDABLE_SHORTER }
  if (now.rules.refundable) return { field: 'RatePlanId', message: NON_REFUNDABLE_PLAN }
  return null
}
