/**
 * What the guest's answer on the challenge page does. Complete: the payment succeeds (or is authorised, for a
 * manual capture) or the setup succeeds and the card is saved; Fail: back to requires_payment_method with
 * Stripe's authentication-failure error. Each writes its event in the same transaction. Only an intent still
 * waiting for this challenge (right secret, requires_action) can be answered: completing twice changes nothing.
 */
import type Stripe from 'stripe'
import type { Ctx } from './context'
import { returnAddress, sameSecret } from './challenge'
import type { ProviderSettings } from './options'
import { approve, fail } from './payment-intent-confirm'
import { resolvePaymentMethod } from './payment-methods'
import { failSetup, succeedSetup } from './setup-intents'
import { findObject, type Stored } from './store'

export type ChallengeView = {
  kind: 'payment' | 'setup'
  amount: number | null
  currency: string | null
  description: string | null
  returnUrl: string | null
}

type Waiting =
  { kind: 'payment'; intent: Stored<'payment_intent'> } | { kind: 'setup'; intent: Stored<'setup_intent'> }

async function waiting(ctx: Ctx, id: string, secret: string): Promise<Waiting | null> {
  const found: Waiting | null = id.startsWith('pi_')
    ? await findObject(ctx.tx, 'payment_intent', id).then((i) => i && { kind: 'payment', intent: i })
    : id.startsWith('seti_')
      ? await findObject(ctx.tx, 'setup_intent', id).then((i) => i && { kind: 'setup', intent: i })
      : null
  if (!found || found.intent.object.status !== 'requires_action') return null
  return sameSecret(found.intent.internal.challengeSecret, secret) ? found : null
}

const returnUrlOf = (next: { redirect_to_url?: { return_url: string | null } } | null) =>
  next?.redirect_to_url?.return_url ?? null

export async function viewChallenge(
  settings: ProviderSettings,
  id: string,
  secret: string,
): Promise<ChallengeView | null> {
  return settings.db.transaction(async (tx) => {
    const w = await waiting({ tx, now: settings.clock(), settings }, id, secret)
    if (!w) return null
    const o = w.intent.object
    return w.kind === 'payment'
      ? {
          kind: 'payment',
          amount: w.intent.object.amount,
          currency: w.intent.object.currency,
          description: o.description,
          returnUrl: returnUrlOf(o.next_action),
        }
      : {
          kind: 'setup',
          amount: null,
          currency: null,
          description: o.description,
          returnUrl: returnUrlOf(o.next_action),
        }
  })
}

const PAYMENT_AUTH_FAILED = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new ' +
    'PaymentMethod to attempt to fulfill this PaymentIntent again.',
} satisfies Stripe.PaymentIntent.LastPaymentError

const SETUP_AUTH_FAILED = {
  type: 'invalid_request_error',
  code: 'setup_intent_authentication_failure',
  message:
    'The latest attempt to set up the payment method has failed because authentication failed. Provide a new ' +
    'payment method to attempt to set up again.',
} satisfies Stripe.SetupIntent.LastSetupError

/** Answers the challenge; null when there is none waiting at this address; else where to send the guest. */
export async function answerChallenge(
  settings: ProviderSettings,
  id: string,
  secret: string,
  complete: boolean,
): Promise<{ returnTo: string | null } | null> {
  return settings.db.transaction(async (tx) => {
    const ctx = { tx, now: settings.clock(), settings }
    const w = await waiting(ctx, id, secret)
    if (!w) return null
    const o = w.intent.object
    const returnUrl = returnUrlOf(o.next_action)
    const clientSecret = o.client_secret ?? ''
    const pmId = typeof o.payment_method === 'string' ? o.payment_method : (o.payment_method?.id ?? '')
    const pm = await resolvePaymentMethod(ctx, pmId, 'payment_method')
    if (w.kind === 'payment') {
      if (complete) await approve(ctx, w.intent, pm)
      else await fail(ctx, w.intent, pm, PAYMENT_AUTH_FAILED)
    } else if (complete) await succeedSetup(ctx, w.intent, pm)
    else await failSetup(ctx, w.intent, pm, SETUP_AUTH_FAILED)
    const status = complete ? 'succeeded' : 'failed'
    const query: Record<string, string> =
      w.kind === 'payment'
        ? { payment_intent: id, payment_intent_client_secret: clientSecret, redirect_status: status }
        : { setup_intent: id, setup_intent_client_secret: clientSecret, redirect_status: status }
    return { returnTo: returnUrl ? returnAddress(returnUrl, query) : null }
  })
}
