/**
 * Refunds of a succeeded payment: the rest of it by default, never more than was received minus what was
 * refunded already (Stripe's 400 otherwise). A refund writes `refund.created` and `charge.refunded` (the charge,
 * with its payment_intent) in its transaction, as Stripe sends both.
 */
import type Stripe from 'stripe'
import { chargeIdOf, refundableOf } from './charges'
import type { Ctx } from './context'
import { invalidRequest } from './errors'
import { allowOnly, integer, oneOf, stringHash, text, type Params } from './form-body'
import { newId } from './ids'
import { unixSeconds } from './options'
import { insertObject, loadObject, recordEvent, saveObject } from './store'

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const

/** The payment intent's charge, by the intent or by the charge's own id. */
async function chargeToRefund(ctx: Ctx, params: Params) {
  const intentId = text(params, 'payment_intent')
  const chargeId = text(params, 'charge')
  if (intentId) {
    const { object: pi } = await loadObject(ctx.tx, 'payment_intent', intentId, 'payment_intent')
    const id = chargeIdOf(pi)
    if (pi.status !== 'succeeded' || !id) {
      throw invalidRequest(
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      )
    }
    return loadObject(ctx.tx, 'charge', id)
  }
  if (chargeId) return loadObject(ctx.tx, 'charge', chargeId, 'charge')
  throw invalidRequest(
    'One of the following params should be provided for this request: payment_intent or charge.',
  )
}

export async function createRefund(ctx: Ctx, params: Params): Promise<Stripe.Refund> {
  allowOnly(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata'])
  const charge = await chargeToRefund(ctx, params)
  const refundable = refundableOf(charge)
  if (refundable <= 0) {
    throw invalidRequest(
      `Charge ${charge.object.id} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    )
  }
  const amount = integer(params, 'amount') ?? refundable
  if (amount < 1 || amount > refundable) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable}).`,
      'amount',
      'amount_too_large',
    )
  }
  const c = charge.object
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: c.id,
    created: unixSeconds(ctx.now),
    currency: c.currency,
    customer: c.customer,
    customer_account: null,
    metadata: stringHash(params, 'metadata'),
    payment_intent: c.payment_intent,
    payment_method: c.payment_method,
    reason: oneOf(params, 'reason', REASONS),
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Stripe.Refund
  await insertObject(ctx.tx, 'refund', refund, {}, ctx.now)
  charge.internal.refunded = (charge.internal.refunded ?? 0) + amount
  c.amount_refunded += amount
  c.refunded = c.amount_refunded >= c.amount
  await saveObject(ctx.tx, charge)
  await recordEvent(ctx.tx, 'refund.created', refund, ctx.now)
  await recordEvent(ctx.tx, 'charge.refunded', c, ctx.now)
  return refund
}

export async function retrieveRefund(ctx: Ctx, id: string): Promise<Stripe.Refund> {
  return (await loadObject(ctx.tx, 'refund', id)).object
}
