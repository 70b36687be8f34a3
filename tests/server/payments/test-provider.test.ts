/**
 * The built-in test payment provider driven by the real `stripe` library, as the server's Stripe adapter will
 * drive it: in-process through the library's fetch client and over a port with host/port/protocol, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL. The library must answer and throw exactly as against Stripe.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testProviderApi } from '../../../server/payments/test-provider/api'
import { testProviderHttpClient } from '../../../server/payments/test-provider/http-client'
import { startTestProvider, type RunningTestProvider } from '../../../server/payments/test-provider/server'
import { ENGINES, NOW, notePostgresSkipped, providerDb, type ProviderDb } from './provider-db'

notePostgresSkipped('Test payment provider')

const SK = 'sk_test_builtin'
const PK = 'pk_test_builtin'
const RETURN = 'https://book.example/status'

type Transport = 'in-process' | 'port'
const CASES = ENGINES.flatMap((engine) =>
  (['in-process', 'port'] as const).map((transport: Transport) => ({ engine, transport })),
)

describe.each(CASES)('test provider through stripe ($engine, $transport)', ({ engine, transport }) => {
  let p: ProviderDb
  let running: RunningTestProvider | null = null
  let stripe: Stripe
  let client: (key: string) => Stripe

  beforeAll(async () => {
    p = await providerDb(engine)
    const options = { db: p.db, clock: () => NOW }
    if (transport === 'port') {
      const r = await startTestProvider({ ...options, port: 0 })
      running = r
      client = (key) =>
        new Stripe(key, { host: r.host, port: r.port, protocol: r.protocol, maxNetworkRetries: 0 })
    } else {
      const api = testProviderApi(options)
      client = (key) => new Stripe(key, { httpClient: testProviderHttpClient(api), maxNetworkRetries: 0 })
    }
    stripe = client(SK)
  })
  afterAll(async () => {
    await running?.close()
    await p.close()
  })

  const count = async (sql: string, params: unknown[] = []) =>
    (await p.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n

  it('makes and finds a customer, with metadata in bracket notation', async () => {
    const made = await stripe.customers.create({
      email: 'grace@example.com',
      description: 'Grace Hopper',
      metadata: { reservation: '12' },
    })
    expect(made).toMatchObject({ object: 'customer', email: 'grace@example.com', livemode: false })
    expect(made.id).toMatch(/^cus_/)
    const found = await stripe.customers.retrieve(made.id)
    expect(found).toMatchObject({ id: made.id, metadata: { reservation: '12' } })
    await expect(stripe.customers.retrieve('cus_nobody')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    })
  })

  it('takes a payment with pm_card_visa at once', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 12_500,
      currency: 'GBP',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { reservation: '12' },
      expand: ['payment_method'],
    })
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 12_500,
      amount_received: 12_500,
      amount_capturable: 0,
      currency: 'gbp',
      metadata: { reservation: '12' },
      next_action: null,
      last_payment_error: null,
      livemode: false,
    })
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`))
    expect(pi.latest_charge).toMatch(/^ch_/)
    const pm = pi.payment_method
    expect(typeof pm === 'object' && pm?.card).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(typeof pm === 'object' && pm?.id).toMatch(/^pm_(?!card_)/)
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({ status: 'succeeded' })
  })

  it('authorises with manual capture, then captures all or part (the rest released)', async () => {
    const authorise = () =>
      stripe.paymentIntents.create({
        amount: 10_000,
        currency: 'eur',
        payment_method: 'pm_card_mastercard',
        capture_method: 'manual',
        confirm: true,
      })
    const full = await authorise()
    expect(full).toMatchObject({ status: 'requires_capture', amount_capturable: 10_000, amount_received: 0 })
    expect(await stripe.paymentIntents.capture(full.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 10_000,
      amount_capturable: 0,
    })
    await expect(stripe.paymentIntents.capture(full.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    })

    const part = await authorise()
    await expect(stripe.paymentIntents.capture(part.id, { amount_to_capture: 10_001 })).rejects.toMatchObject(
      {
        statusCode: 400,
      },
    )
    const captured = await stripe.paymentIntents.capture(part.id, { amount_to_capture: 6_000 })
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 6_000, amount_capturable: 0 })
    const charge = await stripe.charges.retrieve(String(captured.latest_charge))
    expect(charge).toMatchObject({ amount_captured: 6_000, amount_refunded: 4_000, captured: true })
    // Only what was captured can be refunded.
    await expect(stripe.refunds.create({ payment_intent: part.id, amount: 6_001 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    })
  })

  it('cancels an authorisation, and refuses to cancel what succeeded', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: true,
    })
    const canceled = await stripe.paymentIntents.cancel(pi.id, { cancellation_reason: 'abandoned' })
    expect(canceled).toMatchObject({
      status: 'canceled',
      amount_capturable: 0,
      cancellation_reason: 'abandoned',
    })
    expect(canceled.canceled_at).toBe(Math.floor(NOW.getTime() / 1000))
    await expect(stripe.paymentIntents.capture(pi.id)).rejects.toMatchObject({ statusCode: 400 })
    const paid = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    })
  })

  it('refunds all by default, part, and never more than was received', async () => {
    const pay = () =>
      stripe.paymentIntents.create({
        amount: 8_000,
        currency: 'gbp',
        payment_method: 'pm_card_visa',
        confirm: true,
      })
    const a = await pay()
    const all = await stripe.refunds.create({ payment_intent: a.id, reason: 'requested_by_customer' })
    expect(all).toMatchObject({ object: 'refund', amount: 8_000, status: 'succeeded', payment_intent: a.id })
    expect(await stripe.refunds.retrieve(all.id)).toMatchObject({ id: all.id, amount: 8_000 })
    await expect(stripe.refunds.create({ payment_intent: a.id, amount: 1 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    })

    const b = await pay()
    expect(await stripe.refunds.create({ payment_intent: b.id, amount: 3_000 })).toMatchObject({
      amount: 3_000,
    })
    await expect(stripe.refunds.create({ payment_intent: b.id, amount: 5_001 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    })
    expect(await stripe.refunds.create({ payment_intent: b.id })).toMatchObject({ amount: 5_000 })
    const charge = await stripe.charges.retrieve(String(b.latest_charge))
    expect(charge).toMatchObject({ amount_refunded: 8_000, refunded: true })

    const held = await stripe.paymentIntents.create({
      amount: 8_000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: true,
    })
    await expect(stripe.refunds.create({ payment_intent: held.id })).rejects.toMatchObject({
      statusCode: 400,
    })
  })

  it('saves a card with a setup intent, then charges it off-session', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' })
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      usage: 'off_session',
      return_url: RETURN,
    })
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'succeeded', customer: customer.id })
    const pmId = String(setup.payment_method)
    expect(await stripe.paymentMethods.retrieve(pmId)).toMatchObject({ customer: customer.id })
    expect(await stripe.setupIntents.retrieve(setup.id)).toMatchObject({ status: 'succeeded' })

    const charged = await stripe.paymentIntents.create({
      amount: 20_000,
      currency: 'gbp',
      customer: customer.id,
      payment_method: pmId,
      off_session: true,
      confirm: true,
    })
    expect(charged).toMatchObject({ status: 'succeeded', amount_received: 20_000 })

    // A card nobody saved to this customer cannot be charged without the guest.
    await expect(
      stripe.paymentIntents.create({
        amount: 1_000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: 'pm_card_visa',
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_method' })
  })

  it('saves the card with setup_future_usage, and cancels an unfinished setup', async () => {
    const customer = await stripe.customers.create({ email: 'lin@example.com' })
    const pi = await stripe.paymentIntents.create({
      amount: 4_000,
      currency: 'gbp',
      customer: customer.id,
      payment_method: 'pm_card_amex',
      setup_future_usage: 'off_session',
      confirm: true,
    })
    expect(pi.status).toBe('succeeded')
    const pm = await stripe.paymentMethods.retrieve(String(pi.payment_method))
    expect(pm).toMatchObject({ customer: customer.id, card: { brand: 'amex', last4: '8431' } })

    const open = await stripe.setupIntents.create({ customer: customer.id })
    expect(open.status).toBe('requires_payment_method')
    expect(await stripe.setupIntents.cancel(open.id)).toMatchObject({ status: 'canceled' })
  })

  it('refuses an off-session charge of a 3184 card with authentication_required', async () => {
    const customer = await stripe.customers.create({ email: 'kat@example.com' })
    const pm = await client(PK).paymentMethods.create({
      type: 'card',
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2030, cvc: '123' },
    })
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id })
    const error = await stripe.paymentIntents
      .create({
        amount: 9_000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: pm.id,
        off_session: true,
        confirm: true,
      })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({ code: 'authentication_required', statusCode: 402 })
    expect(error).toMatchObject({ raw: { payment_intent: { status: 'requires_payment_method' } } })
    const piId = error instanceof Stripe.errors.StripeCardError ? (error.payment_intent?.id ?? '') : ''
    expect(await stripe.paymentIntents.retrieve(piId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    })
  })

  it('asks for a challenge on-session with pm_card_authenticationRequired', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 3_000,
      currency: 'gbp',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: RETURN,
    })
    expect(pi.status).toBe('requires_action')
    expect(pi.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: RETURN },
    })
    expect(pi.next_action?.redirect_to_url?.url).toMatch(
      new RegExp(`^/test-provider/challenge/${pi.id}/[A-Za-z0-9]{32}$`),
    )
    expect(await stripe.paymentIntents.cancel(pi.id)).toMatchObject({ status: 'canceled' })
  })

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('declines %s as a StripeCardError (%s)', async (pm, declineCode, message) => {
    const error = await stripe.paymentIntents
      .create({ amount: 2_000, currency: 'gbp', payment_method: pm, confirm: true })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({ code: 'card_declined', decline_code: declineCode, message })
    expect(error).toMatchObject({
      raw: {
        payment_intent: {
          status: 'requires_payment_method',
          payment_method: null,
          last_payment_error: { code: 'card_declined', decline_code: declineCode },
        },
      },
    })
    // A setup with the same card fails the same way.
    await expect(stripe.setupIntents.create({ payment_method: pm, confirm: true })).rejects.toMatchObject({
      type: 'StripeCardError',
      decline_code: declineCode,
    })
  })

  it('answers a retried Idempotency-Key with the same payment, charged once', async () => {
    const key = `res-12-pay-1-${transport}-${engine}`
    const body = { amount: 7_700, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true }
    const first = await stripe.paymentIntents.create(body, { idempotencyKey: key })
    const again = await stripe.paymentIntents.create(body, { idempotencyKey: key })
    expect(again.id).toBe(first.id)
    // The fetch client hands back the Response itself (Headers), the node client a plain object.
    const headers: unknown = again.lastResponse.headers
    const replayed =
      headers instanceof Headers
        ? headers.get('idempotent-replayed')
        : again.lastResponse.headers['idempotent-replayed']
    expect(replayed).toBe('true')
    expect(
      await count(`test_provider_object WHERE kind = 'charge' AND data->>'payment_intent' = $1`, [first.id]),
    ).toBe(1)
    expect(
      await count(`test_provider_object WHERE kind = 'payment_intent' AND data->>'amount' = '7700'`),
    ).toBe(1)
    await expect(
      stripe.paymentIntents.create({ ...body, amount: 7_701 }, { idempotencyKey: key }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)

    // A decline is kept too: the retry gets the same decline, not a second attempt.
    const declined = { amount: 100, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true }
    const e1 = await stripe.paymentIntents
      .create(declined, { idempotencyKey: `${key}-d` })
      .catch((e: unknown) => e)
    const e2 = await stripe.paymentIntents
      .create(declined, { idempotencyKey: `${key}-d` })
      .catch((e: unknown) => e)
    expect(e2).toBeInstanceOf(Stripe.errors.StripeCardError)
    const idOf = (e: unknown) => (e instanceof Stripe.errors.StripeCardError ? e.payment_intent?.id : null)
    expect(idOf(e1)).toMatch(/^pi_/)
    expect(idOf(e2)).toBe(idOf(e1))
  })

  it('refuses a missing, wrong or publishable key with 401', async () => {
    await expect(client('sk_test_wrong').customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
    await expect(client(PK).customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    })
    // Card numbers only from the browser's frame, with the publishable key.
    await expect(
      stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      }),
    ).rejects.toMatchObject({ statusCode: 401 })
  })

  it('refuses an unknown parameter, as Stripe does', async () => {
    await expect(
      stripe.customers.create({ email: 'x@example.com', name: 'X' }, { stripeAccount: undefined }),
    ).resolves.toMatchObject({ name: 'X' })
    await expect(
      stripe.paymentIntents.create({ amount: 100, currency: 'gbp', shipping: { name: 'X', address: {} } }),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'shipping' })
  })
})
