/**
 * Payment methods: made from a typed card (by the card frame, with the publishable key) or from Stripe's
 * `pm_card_*` test ids, attached to a customer for off-session use.
 *
 * Trap: the card number and security code arrive in the request body and must go nowhere else — not in the
 * stored object, not in an event, not in an error message. Only brand, last four, expiry and the test behaviour
 * of the number are kept.
 */
import type Stripe from 'stripe'
import type { Ctx } from './context'
import { invalidRequest, ProviderError } from './errors'
import { allowOnly, stringHash, type Params } from './form-body'
import { newId } from './ids'
import { unixSeconds } from './options'
import { insertObject, loadObject, saveObject, type Stored } from './store'
import { testCardOf, testPaymentMethod, type TestCard } from './test-cards'

type CardFacts = TestCard & { expMonth: number; expYear: number }

function paymentMethodObject(
  card: CardFacts,
  billing: Record<string, string>,
  metadata: Record<string, string>,
  now: Date,
): Stripe.PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: {
      address: null,
      email: billing.email ?? null,
      name: billing.name ?? null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixSeconds(now),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  } satisfies Stripe.PaymentMethod
}

const cardError = (code: string, message: string, param: string) =>
  new ProviderError(402, { type: 'card_error', code, message, param })

/** The card's expiry as numbers, refused (as Stripe does) when malformed or already past. */
function expiryOf(card: Record<string, string>, now: Date): { expMonth: number; expYear: number } {
  const month = Number(card.exp_month)
  const rawYear = Number(card.exp_year)
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]')
  }
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  const thisYear = now.getUTCFullYear()
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]')
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]')
  }
  return { expMonth: month, expYear: year }
}

/** POST /v1/payment_methods with card[number], card[exp_month], card[exp_year], card[cvc]. */
export async function createPaymentMethod(ctx: Ctx, params: Params): Promise<Stripe.PaymentMethod> {
  allowOnly(params, ['type', 'card', 'billing_details', 'metadata'])
  if (params.type !== 'card') throw invalidRequest('Invalid type: only card is supported.', 'type')
  const card = stringHash(params, 'card')
  const known = card.number ? testCardOf(card.number) : null
  if (!known) throw cardError('incorrect_number', 'Your card number is incorrect.', 'card[number]')
  const expiry = expiryOf(card, ctx.now)
  if (!/^\d{3,4}$/.test(card.cvc ?? '')) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]')
  }
  const pm = paymentMethodObject(
    { ...known, ...expiry },
    stringHash(params, 'billing_details'),
    stringHash(params, 'metadata'),
    ctx.now,
  )
  await insertObject(ctx.tx, 'payment_method', pm, { behaviour: known.behaviour }, ctx.now)
  return pm
}

/**
 * A payment method by id. Stripe's `pm_card_*` ids work without being created: each use makes a new payment
 * method of that test card, as Stripe does (so two intents never share one by accident).
 */
export async function resolvePaymentMethod(
  ctx: Ctx,
  id: string,
  param = 'id',
): Promise<Stored<'payment_method'>> {
  const test = testPaymentMethod(id)
  if (!test) return loadObject(ctx.tx, 'payment_method', id, param)
  const year = ctx.now.getUTCFullYear() + 3
  const object = paymentMethodObject({ ...test, expMonth: 12, expYear: year }, {}, {}, ctx.now)
  const internal = { behaviour: test.behaviour }
  await insertObject(ctx.tx, 'payment_method', object, internal, ctx.now)
  return { object, internal }
}

/** Attaches to a customer; a payment method belongs to one customer at most, as on Stripe. */
export async function attachTo(ctx: Ctx, pm: Stored<'payment_method'>, customerId: string): Promise<void> {
  if (pm.object.customer === customerId) return
  if (pm.object.customer !== null) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    )
  }
  await loadObject(ctx.tx, 'customer', customerId, 'customer')
  pm.object.customer = customerId
  await saveObject(ctx.tx, pm)
}

/** POST /v1/payment_methods/:id/attach */
export async function attachPaymentMethod(
  ctx: Ctx,
  id: string,
  params: Params,
): Promise<Stripe.PaymentMethod> {
  allowOnly(params, ['customer'])
  const customer = typeof params.customer === 'string' ? params.customer : ''
  if (!customer) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing')
  const pm = await resolvePaymentMethod(ctx, id)
  await attachTo(ctx, pm, customer)
  return pm.object
}
