/**
 * Rate plans that only a code opens (a Corporate rate for business partners, decision 0138). The code is typed
 * where a promo code is: a search or a booking that carries one of a plan's codes is offered that plan; without,
 * the plan is left out of the search, its price out of the calendar, and a booking of it is refused. A booking
 * changed in manage keeps such a plan only with the code it was made with (decision 0142).
 */

/** The refusal of a plan only a code opens, asked for without it (Create, and manage's Update). */
export const CODED_RATE_MESSAGE = 'This rate is offered only with its code.'

type CodedPlan = { codes: readonly string[] }

const normalised = (code: string | null | undefined) => code?.trim().toUpperCase() ?? ''

/** True when every guest is offered the plan, or the code given is one of its codes. */
export function opensPlan(plan: CodedPlan, code: string | null | undefined): boolean {
  return plan.codes.length === 0 || plan.codes.includes(normalised(code))
}

/** True when the code opens at least one plan that not every guest is offered. */
export function opensAnyPlan(plans: readonly CodedPlan[], code: string | null | undefined): boolean {
  const asked = normalised(code)
  return asked !== '' && plans.some((plan) => plan.codes.includes(asked))
}
