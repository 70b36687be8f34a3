/**
 * The payment provider port on Stripe's API, through the `stripe` library (decision 0113). The same adapter talks
 * to Stripe itself, to STRIPE_API_URL (a test double) and, in-process, to the built-in test provider, which speaks
 * the subset of Stripe's API used here.
 *
 * Trap: Stripe answers a declined confirmation with an error (402, StripeCardError) whose `payment_intent` /
 * `setup_intent` holds the intent; a decline is an outcome here, not an exception, so it is turned back into the
 * intent with its failure. Any other error (network, a key refused, a bug) stays an exception.
 */
import Stripe from 'stripe'
import type {
  CardSummary,
  Failure,
  NextAction,
  Payment,
  PaymentProvider,
  PaymentStatus,
  ProviderEvent,
  Refund,
  Setup,
  SetupStatus,
} from './provider'
import { EventRefused } from './provider'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** another address for the API: `http://127.0.0.1:12111` (STRIPE_API_URL) */
  apiUrl?: string | null
  /** the library's HTTP client, for the in-process built-in provider */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>
  /** the server's clock: an event's signature must be at most 5 minutes old by it (tests pin it) */
  clock?: () => Date
}

type Intent = Stripe.PaymentIntent
type SetupIntent = Stripe.SetupIntent

function clientOf(settings: StripeSettings): Stripe {
  const address = settings.apiUrl ? new URL(settings.apiUrl) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'https:' ? 443 : 80),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
  })
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

function cardOf(method: Stripe.PaymentMethod | string | null | undefined): CardSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null
  const { brand, last4, exp_month, exp_year } = method.card
  return { brand, last4, expMonth: exp_month, expYear: exp_year }
}

function actionOf(next: Intent['next_action'] | SetupIntent['next_action']): NextAction | null {
  const url = next?.redirect_to_url?.url
  return url ? { type: 'redirect', url } : null
}

function failureOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): Failure | null {
  if (!error) return null
  return {
    code: error.decline_code ?? error.code ?? 'failed',
    message: error.message ?? 'The payment did not go through.',
  }
}

/** requires_payment_method after a confirmation is a failure: the card was declined or not authenticated. */
function paymentStatus(intent: Intent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded'
    case 'requires_capture':
      return 'requires_capture'
    case 'processing':
      return 'processing'
    case 'requires_action':
      return 'requires_action'
    case 'canceled':
      return 'canceled'
    case 'requires_confirmation':
      return 'processing'
    default:
      return 'failed'
  }
}

function setupStatus(intent: SetupIntent): SetupStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded'
    case 'processing':
      return 'processing'
    case 'requires_action':
      return 'requires_action'
    case 'canceled':
      return 'canceled'
    case 'requires_confirmation':
      return 'processing'
    default:
      return 'failed'
  }
}

export function toPayment(intent: Intent, card: CardSummary | null = null): Payment {
  return {
    id: intent.id,
    status: paymentStatus(intent),
    amount: intent.amount,
    currency: intent.currency,
    amountReceived: intent.amount_received ?? 0,
    action: intent.status === 'requires_action' ? actionOf(intent.next_action) : null,
    failure: intent.status === 'requires_payment_method' ? failureOf(intent.last_payment_error) : null,
    paymentMethod: idOf(intent.payment_method),
    customer: idOf(intent.customer),
    card: card ?? cardOf(intent.payment_method),
    metadata: { ...intent.metadata },
  }
}

export function toSetup(intent: SetupIntent, card: CardSummary | null = null): Setup {
  return {
    id: intent.id,
    status: setupStatus(intent),
    action: intent.status === 'requires_action' ? actionOf(intent.next_action) : null,
    failure: intent.status === 'requires_payment_method' ? failureOf(intent.last_setup_error) : null,
    paymentMethod: idOf(intent.payment_method),
    customer: idOf(intent.customer),
    card: card ?? cardOf(intent.payment_method),
    metadata: { ...intent.metadata },
  }
}

/** A decline answered as an error, turned back into the declined intent. */
async function declinedAs<T>(
  attempt: () => Promise<T>,
  fromError: (error: InstanceType<typeof Stripe.errors.StripeCardError>) => T | null,
): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const outcome = fromError(error)
      if (outcome) return outcome
    }
    throw error
  }
}

/** The failure a card error names, for an intent the error carries in its stale state. */
const cardErrorFailure = (error: InstanceType<typeof Stripe.errors.StripeCardError>): Failure => ({
  code: error.decline_code ?? error.code ?? 'card_declined',
  message: error.message || 'Your card was declined.',
})

function browserMetadata(browser: { language?: string | null; timeZoneOffset?: number | null } | null) {
  // Stripe gathers the 3-D Secure 2 browser fields itself in its frame; what we know is kept for the hotel's view.
  const facts: Record<string, string> = {}
  if (browser?.language) facts.browser_language = browser.language.slice(0, 35)
  if (browser?.timeZoneOffset != null) facts.browser_tz_offset = String(browser.timeZoneOffset)
  return facts
}

/** A PaymentIntent made and confirmed; a decline is the declined intent with its failure. */
function confirmedPayment(stripe: Stripe, params: Stripe.PaymentIntentCreateParams, idempotencyKey: string) {
  return declinedAs(
    async () => toPayment(await stripe.paymentIntents.create(params, { idempotencyKey })),
    (error): Payment | null => {
      const intent = error.payment_intent
      return intent ? { ...toPayment(intent), status: 'failed', failure: cardErrorFailure(error) } : null
    },
  )
}

/** A SetupIntent made and confirmed; a decline is the declined intent with its failure. */
function confirmedSetup(stripe: Stripe, params: Stripe.SetupIntentCreateParams, idempotencyKey: string) {
  return declinedAs(
    async () => toSetup(await stripe.setupIntents.create(params, { idempotencyKey })),
    (error): Setup | null => {
      const intent = error.setup_intent
      return intent ? { ...toSetup(intent), status: 'failed', failure: cardErrorFailure(error) } : null
    },
  )
}

/** The customer a saved card is attached to: the given one, or one made for it (once per key). */
async function customerFor(
  stripe: Stripe,
  input: { customer: string | null; email: string; description: string; idempotencyKey: string },
) {
  if (input.customer) return input.customer
  const made = await stripe.customers.create(
    { email: input.email || undefined, description: input.description },
    { idempotencyKey: `${input.idempotencyKey}-customer` },
  )
  return made.id
}

async function refundOf(
  stripe: Stripe,
  paymentId: string,
  amount: number,
  reason: string,
  idempotencyKey: string,
): Promise<Refund> {
  const refund = await stripe.refunds.create(
    { payment_intent: paymentId, amount, metadata: { reason: reason.slice(0, 500) } },
    { idempotencyKey },
  )
  const status =
    refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending'
  return { id: refund.id, status, amount: refund.amount, payment: idOf(refund.payment_intent) ?? paymentId }
}

/** The event of a raw body and its Stripe-Signature, verified against the server's clock. */
function verifiedEvent(
  stripe: Stripe,
  settings: StripeSettings,
  rawBody: string,
  signature: string | undefined,
) {
  if (!signature) throw new EventRefused('The event has no Stripe-Signature.')
  const receivedAt = Math.floor((settings.clock ?? (() => new Date()))().getTime() / 1000)
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      settings.webhookSecret,
      300,
      undefined,
      receivedAt,
    )
  } catch {
    throw new EventRefused('The event signature is not valid.')
  }
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings)
  return {
    name: 'stripe',
    async createPayment(input) {
      if (!input.paymentMethod) throw new Error('A card payment needs the card (a payment method).')
      const customer = input.saveForLater ? await customerFor(stripe, input) : input.customer
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        payment_method: input.paymentMethod,
        customer: customer ?? undefined,
        confirm: true,
        capture_method: input.capture === 'later' ? 'manual' : 'automatic',
        setup_future_usage: input.saveForLater ? 'off_session' : undefined,
        return_url: input.returnUrl,
        description: input.description,
        metadata: { ...input.metadata, ...browserMetadata(input.browser) },
      }
      return confirmedPayment(stripe, params, input.idempotencyKey)
    },
    getPayment: async (id) => toPayment(await stripe.paymentIntents.retrieve(id)),
    async savePaymentMethod(input) {
      if (!input.paymentMethod) throw new Error('Saving a card needs the card (a payment method).')
      const params: Stripe.SetupIntentCreateParams = {
        payment_method: input.paymentMethod,
        customer: await customerFor(stripe, input),
        confirm: true,
        usage: 'off_session',
        return_url: input.returnUrl,
        description: input.description,
        metadata: { ...input.metadata, ...browserMetadata(input.browser) },
      }
      return confirmedSetup(stripe, params, input.idempotencyKey)
    },
    getSetup: async (id) => toSetup(await stripe.setupIntents.retrieve(id)),
    chargeSaved: (input) =>
      confirmedPayment(
        stripe,
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer: input.customer,
          payment_method: input.paymentMethod,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        input.idempotencyKey,
      ),
    capture: async (id, amount, idempotencyKey) =>
      toPayment(
        await stripe.paymentIntents.capture(id, amount === null ? {} : { amount_to_capture: amount }, {
          idempotencyKey,
        }),
      ),
    cancel: async (id, idempotencyKey) =>
      toPayment(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey })),
    refund: (paymentId, amount, reason, idempotencyKey) =>
      refundOf(stripe, paymentId, amount, reason, idempotencyKey),
    async describeCard(paymentMethod) {
      try {
        return cardOf(await stripe.paymentMethods.retrieve(paymentMethod))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
        throw error
      }
    },
    parseEvent: (rawBody, signature) => eventOf(verifiedEvent(stripe, settings, rawBody, signature)),
  }
}

function eventOf(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action':
    case 'payment_intent.processing':
      return { id: event.id, kind: 'payment', payment: toPayment(event.data.object) }
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed':
    case 'setup_intent.canceled':
    case 'setup_intent.requires_action':
      return { id: event.id, kind: 'setup', setup: toSetup(event.data.object) }
    default:
      return { id: event.id, kind: 'ignored', type: event.type }
  }
}
