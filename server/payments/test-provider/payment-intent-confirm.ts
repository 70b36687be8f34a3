/**
 * Confirming a payment intent: the bank's answer for the payment method's test behaviour. Approved: taken (or
 * authorised, for manual capture). A challenge: requires_action, the guest sent to the challenge page. Declined,
 * or a challenge nobody can pass (off-session): back to requires_payment_method with last_payment_error, and a
 * 402 card_error — written first, since Stripe keeps the failed attempt, then answered.
 *
 * Every state change writes its event in the same transaction.
 */
import type Stripe from 'stripe'
import { createCharge } from './charges'
import { newChallenge } from './challenge'
import { ok, type Answer, type Ctx } from './context'
import { invalidRequest, unexpectedState } from './errors'
import { attachTo, resolvePaymentMethod } from './payment-methods'
import { recordEvent, saveObject, type Stored } from './store'
import { bankAnswer, CardBehaviour, type Decline } from './test-cards'

type Intent = Stored<'payment_intent'>
type Method = Stored<'payment_method'>

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/** Stripe refuses a card saved to someone else, and an off-session charge of a card not saved to this customer. */
function checkOwner(intent: Stripe.PaymentIntent, pm: Stripe.PaymentMethod, offSession: boolean): void {
  if (pm.customer !== null && pm.customer !== intent.customer) {
    throw invalidRequest(
      intent.customer === null
        ? 'The provided PaymentMethod is attached to a Customer. To use it, you must also pass the Customer ID.'
        : 'The provided PaymentMethod belongs to a different Customer than this PaymentIntent.',
      'payment_method',
    )
  }
  if (offSession && (intent.customer === null || pm.customer !== intent.customer)) {
    throw invalidRequest(
      'An off-session payment needs a PaymentMethod attached to the PaymentIntent’s Customer (saved with a ' +
        'SetupIntent or setup_future_usage).',
      'payment_method',
    )
  }
}

/** The bank said yes: taken now, or authorised for a manual capture. */
export async function approve(ctx: Ctx, intent: Intent, pm: Method): Promise<Answer> {
  const pi = intent.object
  const manual = pi.capture_method === 'manual'
  const charge = await createCharge(ctx, pi, pm.object, !manual)
  pi.status = manual ? 'requires_capture' : 'succeeded'
  pi.amount_capturable = manual ? pi.amount : 0
  pi.amount_received = manual ? 0 : pi.amount
  pi.latest_charge = charge.id
  pi.payment_method = pm.object.id
  pi.next_action = null
  pi.last_payment_error = null
  delete intent.internal.challengeSecret
  // Saving the card is what setup_future_usage asks; a customer is needed to save it to.
  if (pi.setup_future_usage && typeof pi.customer === 'string') await attachTo(ctx, pm, pi.customer)
  await saveObject(ctx.tx, intent)
  const type = manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded'
  await recordEvent(ctx.tx, type, pi, ctx.now)
  return ok(pi)
}

/** Declined, or authentication failed: nothing taken; a new attempt needs a payment method again. */
export async function fail(
  ctx: Ctx,
  intent: Intent,
  pm: Method,
  error: Stripe.PaymentIntent.LastPaymentError,
): Promise<void> {
  const pi = intent.object
  pi.status = 'requires_payment_method'
  pi.payment_method = null
  pi.next_action = null
  pi.last_payment_error = { ...error, payment_method: pm.object }
  delete intent.internal.challengeSecret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'payment_intent.payment_failed', pi, ctx.now)
}

async function decline(ctx: Ctx, intent: Intent, pm: Method, d: Decline): Promise<Answer> {
  const error = {
    type: 'card_error',
    code: d.code,
    decline_code: d.declineCode,
    message: d.message,
  } satisfies Stripe.PaymentIntent.LastPaymentError
  await fail(ctx, intent, pm, error)
  return {
    status: 402,
    body: { error: { ...error, payment_intent: intent.object, payment_method: pm.object } },
  }
}

async function challenge(ctx: Ctx, intent: Intent, pm: Method, returnUrl: string | null): Promise<Answer> {
  const pi = intent.object
  const { secret, nextAction } = newChallenge(ctx.settings, pi.id, returnUrl)
  pi.status = 'requires_action'
  pi.payment_method = pm.object.id
  pi.next_action = nextAction
  pi.last_payment_error = null
  intent.internal.challengeSecret = secret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'payment_intent.requires_action', pi, ctx.now)
  return ok(pi)
}

export type ConfirmInput = { paymentMethod: string | null; offSession: boolean; returnUrl: string | null }

export async function confirmIntent(ctx: Ctx, intent: Intent, input: ConfirmInput): Promise<Answer> {
  const pi = intent.object
  if (!CONFIRMABLE.includes(pi.status)) {
    throw unexpectedState(
      'payment_intent',
      `This PaymentIntent's status is ${pi.status}, but it must be one of ${CONFIRMABLE.join(', ')} to be confirmed.`,
    )
  }
  const pmId = input.paymentMethod ?? (typeof pi.payment_method === 'string' ? pi.payment_method : null)
  if (!pmId) {
    throw unexpectedState(
      'payment_intent',
      'You cannot confirm this PaymentIntent because it’s missing a payment method. Update it with a ' +
        'payment_method and try again.',
    )
  }
  const pm = await resolvePaymentMethod(ctx, pmId, 'payment_method')
  checkOwner(pi, pm.object, input.offSession)
  const answer = bankAnswer(pm.internal.behaviour ?? CardBehaviour.Succeeds, input.offSession)
  if (answer.outcome === 'approved') return approve(ctx, intent, pm)
  if (answer.outcome === 'declined') return decline(ctx, intent, pm, answer.decline)
  return challenge(ctx, intent, pm, input.returnUrl)
}
