/**
 * Setup intents: a card saved for off-session charges later (a pay-later rate's guarantee). The same test
 * behaviours as payments: 3184 needs the challenge, declines fail. A setup that succeeds attaches the payment
 * method to the customer; every state change writes its event in the same transaction.
 */
import type Stripe from 'stripe'
import { newChallenge } from './challenge'
import { ok, type Answer, type Ctx } from './context'
import { unexpectedState } from './errors'
import { allowOnly, flag, oneOf, stringHash, text, type Params } from './form-body'
import { clientSecretOf, newId } from './ids'
import { unixSeconds } from './options'
import { cardOnly } from './payment-intents'
import { attachTo, resolvePaymentMethod } from './payment-methods'
import { insertObject, loadObject, recordEvent, saveObject, type Stored } from './store'
import { bankAnswer, CardBehaviour } from './test-cards'

type Intent = Stored<'setup_intent'>
type Method = Stored<'payment_method'>

function newSetupIntent(ctx: Ctx, params: Params): Stripe.SetupIntent {
  const id = newId('seti')
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecretOf(id),
    created: unixSeconds(ctx.now),
    customer: text(params, 'customer'),
    description: text(params, 'description'),
    excluded_payment_method_types: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: stringHash(params, 'metadata'),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: cardOnly(params),
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: oneOf(params, 'usage', ['off_session', 'on_session']) ?? 'off_session',
  } satisfies Stripe.SetupIntent
}

export async function succeedSetup(ctx: Ctx, intent: Intent, pm: Method): Promise<Answer> {
  const si = intent.object
  si.status = 'succeeded'
  si.payment_method = pm.object.id
  si.next_action = null
  si.last_setup_error = null
  delete intent.internal.challengeSecret
  if (typeof si.customer === 'string') await attachTo(ctx, pm, si.customer)
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'setup_intent.succeeded', si, ctx.now)
  return ok(si)
}

export async function failSetup(
  ctx: Ctx,
  intent: Intent,
  pm: Method,
  error: Stripe.SetupIntent.LastSetupError,
): Promise<void> {
  const si = intent.object
  si.status = 'requires_payment_method'
  si.payment_method = null
  si.next_action = null
  si.last_setup_error = { ...error, payment_method: pm.object }
  delete intent.internal.challengeSecret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'setup_intent.setup_failed', si, ctx.now)
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action']

async function confirmSetup(
  ctx: Ctx,
  intent: Intent,
  paymentMethod: string | null,
  returnUrl: string | null,
): Promise<Answer> {
  const si = intent.object
  if (!CONFIRMABLE.includes(si.status)) {
    throw unexpectedState(
      'setup_intent',
      `This SetupIntent's status is ${si.status}: it cannot be confirmed.`,
    )
  }
  const pmId = paymentMethod ?? (typeof si.payment_method === 'string' ? si.payment_method : null)
  if (!pmId)
    throw unexpectedState('setup_intent', 'You cannot confirm this SetupIntent without a payment method.')
  const pm = await resolvePaymentMethod(ctx, pmId, 'payment_method')
  const answer = bankAnswer(pm.internal.behaviour ?? CardBehaviour.Succeeds, false, 'setup')
  if (answer.outcome === 'approved') return succeedSetup(ctx, intent, pm)
  if (answer.outcome === 'declined') {
    const { code, declineCode, message } = answer.decline
    const error = {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message,
    } satisfies Stripe.SetupIntent.LastSetupError
    await failSetup(ctx, intent, pm, error)
    return { status: 402, body: { error: { ...error, setup_intent: si, payment_method: pm.object } } }
  }
  const { secret, nextAction } = newChallenge(ctx.settings, si.id, returnUrl)
  si.status = 'requires_action'
  si.payment_method = pm.object.id
  si.next_action = nextAction
  intent.internal.challengeSecret = secret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'setup_intent.requires_action', si, ctx.now)
  return ok(si)
}

const CREATE_PARAMS = [
  'payment_method',
  'customer',
  'confirm',
  'usage',
  'return_url',
  'description',
  'metadata',
  'payment_method_types',
  'use_stripe_sdk',
]

export async function createSetupIntent(ctx: Ctx, params: Params): Promise<Answer> {
  allowOnly(params, CREATE_PARAMS)
  const si = newSetupIntent(ctx, params)
  const customer = text(params, 'customer')
  if (customer) await loadObject(ctx.tx, 'customer', customer, 'customer')
  const paymentMethod = text(params, 'payment_method')
  const confirm = flag(params, 'confirm')
  if (paymentMethod && !confirm) {
    si.status = 'requires_confirmation'
    si.payment_method = paymentMethod
  }
  await insertObject(ctx.tx, 'setup_intent', si, {}, ctx.now)
  if (!confirm) return ok(si)
  return confirmSetup(ctx, { object: si, internal: {} }, paymentMethod, text(params, 'return_url'))
}

export async function confirmSetupIntent(ctx: Ctx, id: string, params: Params): Promise<Answer> {
  allowOnly(params, ['payment_method', 'return_url', 'use_stripe_sdk'])
  const intent = await loadObject(ctx.tx, 'setup_intent', id)
  return confirmSetup(ctx, intent, text(params, 'payment_method'), text(params, 'return_url'))
}

const CANCELABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action']

export async function cancelSetupIntent(ctx: Ctx, id: string, params: Params): Promise<Answer> {
  allowOnly(params, ['cancellation_reason'])
  const intent = await loadObject(ctx.tx, 'setup_intent', id)
  const si = intent.object
  if (!CANCELABLE.includes(si.status)) {
    throw unexpectedState(
      'setup_intent',
      `You cannot cancel this SetupIntent because it has a status of ${si.status}.`,
    )
  }
  si.status = 'canceled'
  si.cancellation_reason = oneOf(params, 'cancellation_reason', [
    'abandoned',
    'duplicate',
    'requested_by_customer',
  ])
  si.next_action = null
  delete intent.internal.challengeSecret
  await saveObject(ctx.tx, intent)
  await recordEvent(ctx.tx, 'setup_intent.canceled', si, ctx.now)
  return ok(si)
}

export async function retrieveSetupIntent(ctx: Ctx, id: string): Promise<Stripe.SetupIntent> {
  return (await loadObject(ctx.tx, 'setup_intent', id)).object
}
