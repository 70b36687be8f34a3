/**
 * A rate plan's policy as the API shows it: the rules the property file gave (or the ones an old file implies),
 * and the words generated from them for a stay, so every answer and mail says the same thing (decision 0114).
 *
 * Trap: the database keeps the policy as the file wrote it, and a file written before the rules existed has
 * none. Every reader goes through `policyFor`, which fills them in: refundable, free until the manage cut-off,
 * then the first night — the window in which a guest can cancel online at all.
 */
import type { RatePlanPolicy } from '@/api/contract/availability'
import {
  toDomainCancellationRules,
  toSchedulePolicy,
  toWireCancellationRules,
} from '@/api/contract/availability-to-domain'
import { defaultCancellationRules, type CancellationRules, type StayPrice } from '@/domain/cancellation-rules'
import type { IsoDate } from '@/domain/dates'
import { DEFAULT_CHECK_IN, type ClockTime } from '@/domain/hotel-times'
import type { Language } from '@/domain/language'
import { paymentSchedule, type SchedulePolicy } from '@/domain/payment-schedule'
import { cancellationText, paymentTermsText, paymentText } from '@/domain/policy-text'
import { serverPolicyWords } from './policy-language'
import { MANAGE_CONFIG } from './change-window'

/** The policy as stored: the rules and the deposit schedule may be missing (files from before them). */
export type StoredPolicy = Omit<RatePlanPolicy, 'CancellationRules' | 'PaymentSchedule'> &
  Partial<Pick<RatePlanPolicy, 'CancellationRules' | 'PaymentSchedule'>>

export function cancellationRulesOf(policy: Pick<StoredPolicy, 'CancellationRules'>): CancellationRules {
  return policy.CancellationRules
    ? toDomainCancellationRules(policy.CancellationRules)
    : defaultCancellationRules(MANAGE_CONFIG.ChangeCutOffHours)
}

export function schedulePolicyOf(policy: StoredPolicy): SchedulePolicy {
  return toSchedulePolicy(policy)
}

/** What the words can say: the arrival; with the room's price and the booking day, amounts and instalments. */
export type PolicyStay = {
  arrival: IsoDate
  /** The hotel's today (a search) or the day the room was booked (a reservation). */
  today: IsoDate
  currency: string
  priced?: StayPrice & { booked: boolean }
}

/**
 * The policy with its rules and, for a stay, its words (absolute dates in the hotel's time zone) in `language`:
 * the request's for an answer, the booking's for a mail (decision 0129). Deadlines count back from the hotel's
 * `checkIn` time (decision 0143).
 */
export function policyFor(
  policy: StoredPolicy,
  language: Language,
  stay?: PolicyStay,
  checkIn: ClockTime = DEFAULT_CHECK_IN,
): RatePlanPolicy {
  const rules = cancellationRulesOf(policy)
  const schedule = schedulePolicyOf(policy)
  const base = {
    Name: policy.Name,
    PaymentPolicyConfiguration: policy.PaymentPolicyConfiguration,
    CancellationRules: toWireCancellationRules(rules),
    PaymentSchedule: policy.PaymentSchedule ?? null,
    ...(policy.BreakfastIncluded ? { BreakfastIncluded: true } : {}),
  }
  if (!stay) {
    // No stay, no amounts: the currency is never used.
    const words = serverPolicyWords(language, 'GBP', checkIn)
    return {
      ...base,
      Description: policy.Description,
      CancellationPolicy: cancellationText(rules, null, undefined, words),
    }
  }
  const words = serverPolicyWords(language, stay.currency, checkIn)
  const priced = stay.priced
  if (!priced)
    return {
      ...base,
      Description: paymentTermsText(schedule, stay.arrival, stay.today, words),
      CancellationPolicy: cancellationText(rules, stay.arrival, undefined, words),
    }
  const instalments = paymentSchedule(schedule, priced.price, stay.arrival, stay.today)
  return {
    ...base,
    Description: paymentText(instalments, words, { booked: priced.booked }),
    CancellationPolicy: cancellationText(rules, stay.arrival, priced, words),
  }
}
