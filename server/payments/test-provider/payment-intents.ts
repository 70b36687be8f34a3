/**
 * Payment intents: create (and confirm at once), retrieve, confirm, capture and cancel, with Stripe's statuses
 * and its refusals for a call the status does not allow. Confirming is in payment-intent-confirm.ts.
 */
import type Stripe from 'stripe'
import { captureCharge, chargeIdOf, releaseCharge } from './charges'
import { ok, type Answer, type Ctx } from './context'
import { invalidRequest, missingParam, unexpectedState } from './errors'
import { allowOnly, flag, integer, oneOf, stringHash, stringList, text, type Params } from './form-body'
import { clientSecretOf, newId } from './ids'
import { unixSeconds } from './options'
import { confirmIntent } from './payment-intent-confirm'
import { loadObject, recordEvent, insertObject, saveObject } from './store'

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const

/** Only cards are offered; Stripe answers the same for a type the account has not turned on. */
export function cardOnly(params: Params): string[] {
  const types = stringList(params, 'payment_method_types')
  if (types.some((t) => t !== 'card')) {
    throw invalidRequest(
      'The payment method type provided is invalid: only card is enabled.',
      'payment_method_types',
    )
  }
  return ['card']
}

function newIntent(ctx: Ctx, params: Params): Stripe.PaymentIntent {
  const amount = integer(params, 'amount')
  if (amount === null) throw missingParam('amount')
  if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount')
  const currency = text(params, 'currency', true)
  if (!/^[a-zA-Z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}`, 'currency')
  const id = newId('pi')
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    // Stripe's default for new accounts; taken like 'automatic' here.
    capture_method: oneOf(params, 'capture_method', CAPTURE_METHODS) ?? 'automatic_async',
    client_secret: clientSecretOf(id),
    confirmation_method: 'automatic',
    created: unixSeconds(ctx.now),
    currency: currency.toLowerCase(),
    customer: text(params, 'customer'),
    customer_account: null,
    description: text(params, 'description'),
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: stringHash(params, 'metadata'),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: cardOnly(params),
    payment_record: null,
    processing: null,
    receipt_email: text(params, 'receipt_email'),
    review: null,
    setup_future_usage: oneOf(params, 'setup_future_usage', ['off_session', 'on_session']),
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.PaymentIntent
}

const CREATE_PARAMS = [
  'amount',
  'currency',
  'payment_method',
  'customer',
  'confirm',
  'capture_method',
  'setup_future_usage',
  'off_session',
  'return_url',
  'description',
  'metadata',
  'payment_method_types',
  'use_stripe_sdk',
  'receipt_email',
  'confirmation_method',
]

export async function createPaymentIntent(ctx: Ctx, params: Params): Promise<Answer> {
  allowOnly(params, CREATE_PARAMS)
  const pi = newIntent(ctx, params)
  const customer = text(params, 'customer')
  if (customer) await loadObject(ctx.tx, 'customer', customer, 'customer')
  const paymentMethod = text(params, 'payment_method')
  const confirm = flag(params, 'confirm')
  const offSession = flag(params, 'off_session')
  if (offSession && !confirm)
    throw invalidRequest('off_session can only be given with confirm=true.', 'off_session')
  if (paymentMethod && !confirm) pi.status = 'requires_confirmation'
  // Kept as given (a pm_card_* id is turned into a payment method of its own when confirmed).
  if (paymentMethod && !confirm) pi.payment_method = paymentMethod
  const intent = { object: pi, internal: {} }
  await insertObject(ctx.tx, 'payment_intent', pi, {}, ctx.now)
  if (!confirm) return ok(pi)
  return confirmIntent(ctx, intent, { paymentMethod, offSession, returnUrl: text(params, 'return_url') })
}

export async function confirmPaymentIntent(ctx: Ctx, id: string, params: Params): Promise<Answer> {
  allowOnly(params, ['payment_method', 'off_session', 'return_url', 'setup_future_usage', 'use_stripe_sdk'])
  const intent = await loadObject(ctx.tx, 'payment_intent', id)
  const future = oneOf(params, 'setup_future_usage', ['off_session', 'on_session'])
  if (future) intent.object.setup_future_usage = future
  return confirmIntent(ctx, intent, {
    paymentMethod: text(params, 'payment_method'),
    offSession: flag(params, 'off_session'),
    returnUrl: text(params, 'return_url'),
  })
}

export async function capturePaymentIntent(ctx: Ctx, id: string, params: Params): Promise<Answer> {
  allowOnly(params, ['amount_to_capture', 'metadata'])
  const intent = await loadObject(ctx.tx, 'payment_intent', id)
  const pi = intent.object
  if (pi.status !== 'requires_capture') {
    throw unexpectedState(
      'payment_intent',
      `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent ` +
        'with one of the following statuses may be captured: requires_capture.',
    )
  }
  const amount = integer(params, 'amount_to_capture') ?? pi.amount_capturable
  if (amount < 1 || amount > pi.amount_capturable) {
    throw invalidRequest(
      `The amount to capture must be between 1 and the amount capturable (${pi.amount_capturable}).`,
      'amount_to_capture',
      'amount_too_large',
    )
  }
  const chargeId = chargeIdOf(pi)
  if (chargeId) await captureCharge(ctx, chargeId, amount)
  pi.status = 'succeeded'
  pi.amount_received = amount
  pi.amount_capturable = 0
  pi.metadata = { ...pi.metadata, ...stringHash(params, 'metadata') }
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'payment_intent.succeeded', pi, ctx.now)
  return ok(pi)
}

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action']
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const

export async function cancelPaymentIntent(ctx: Ctx, id: string, params: Params): Promise<Answer> {
  allowOnly(params, ['cancellation_reason'])
  const intent = await loadObject(ctx.tx, 'payment_intent', id)
  const pi = intent.object
  if (!CANCELABLE.includes(pi.status)) {
    throw unexpectedState(
      'payment_intent',
      `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with ` +
        `one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    )
  }
  const chargeId = chargeIdOf(pi)
  if (pi.status === 'requires_capture' && chargeId) await releaseCharge(ctx, chargeId)
  pi.status = 'canceled'
  pi.canceled_at = unixSeconds(ctx.now)
  pi.cancellation_reason = oneOf(params, 'cancellation_reason', REASONS)
  pi.amount_capturable = 0
  pi.next_action = null
  delete intent.internal.challengeSecret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'payment_intent.canceled', pi, ctx.now)
  return ok(pi)
}

export async function retrievePaymentIntent(ctx: Ctx, id: string): Promise<Stripe.PaymentIntent> {
  return (await loadObject(ctx.tx, 'payment_intent', id)).object
}
