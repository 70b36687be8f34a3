/**
 * The Stripe adapter of the port (decision 0113), each call of it, through the real `stripe` library over HTTP
 * (host/port/protocol) against the built-in provider on a port: what a booking uses and what the hotel's later
 * movements of money will (authorise then capture, void, refund, a saved card charged off-session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/types'
import type { PaymentProvider } from '../../../server/payments/provider'
import { EventRefused } from '../../../server/payments/provider'
import { stripeProvider } from '../../../server/payments/stripe-provider'
import { startTestProvider, type RunningTestProvider } from '../../../server/payments/test-provider/server'
import { ENGINES, NOW, notePostgresSkipped, providerDb, type ProviderDb } from './provider-db'

notePostgresSkipped('The Stripe adapter')

describe.each(ENGINES)('the Stripe adapter (%s)', (engine) => {
  let store: ProviderDb
  let fake: RunningTestProvider
  let port: PaymentProvider
  let n = 0
  const key = () => `adapter-${engine}-${++n}`
  const ask = (paymentMethod: string) => ({
    paymentMethod,
    customer: null,
    email: 'ada@example.com',
    description: 'Booking HH1 at Harbour House Hotel',
    returnUrl: 'https://book.example.com/Book/HARBOUR/Status/t',
    metadata: { reservation: '1' },
    idempotencyKey: key(),
    browser: { language: 'en-GB', timeZoneOffset: 0 },
  })

  beforeAll(async () => {
    store = await providerDb(engine)
    const db: Db = store.db
    fake = await startTestProvider({ db, clock: () => NOW, port: 0 })
    port = stripeProvider({
      secretKey: 'sk_test_builtin',
      webhookSecret: 'whsec_adapter',
      apiUrl: `http://${fake.host}:${fake.port}`,
      clock: () => NOW,
    })
  })
  afterAll(async () => {
    await fake.close()
    await store.close()
  })

  it('authorises now and captures later, part of it; voids another authorisation', async () => {
    const held = await port.createPayment({
      ...ask('pm_card_visa'),
      amount: 20_000,
      currency: 'GBP',
      capture: 'later',
      saveForLater: false,
    })
    expect(held).toMatchObject({ status: 'requires_capture', amount: 20_000, amountReceived: 0 })
    const taken = await port.capture(held.id, 15_000, key())
    expect(taken).toMatchObject({ status: 'succeeded', amountReceived: 15_000 })
    const other = await port.createPayment({
      ...ask('pm_card_visa'),
      amount: 5_000,
      currency: 'GBP',
      capture: 'later',
      saveForLater: false,
    })
    expect((await port.cancel(other.id, key())).status).toBe('canceled')
  })

  it('refunds part of a payment, and answers a decline as a failed payment with the bank’s words', async () => {
    const paid = await port.createPayment({
      ...ask('pm_card_visa'),
      amount: 10_000,
      currency: 'GBP',
      capture: 'now',
      saveForLater: false,
    })
    expect(paid.status).toBe('succeeded')
    expect(await port.refund(paid.id, 2_500, 'Shortened stay', key())).toMatchObject({
      status: 'succeeded',
      amount: 2_500,
      payment: paid.id,
    })
    const declined = await port.createPayment({
      ...ask('pm_card_chargeDeclinedInsufficientFunds'),
      amount: 10_000,
      currency: 'GBP',
      capture: 'now',
      saveForLater: false,
    })
    expect(declined).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds' } })
  })

  it('saves a card, then charges it off-session; a card that always asks its bank cannot be charged so', async () => {
    const saved = await port.savePaymentMethod(ask('pm_card_visa'))
    expect(saved.status).toBe('succeeded')
    expect(saved.customer).toMatch(/^cus_/)
    expect(await port.describeCard(saved.paymentMethod ?? '')).toMatchObject({ brand: 'visa', last4: '4242' })
    const later = await port.chargeSaved({
      customer: saved.customer ?? '',
      paymentMethod: saved.paymentMethod ?? '',
      amount: 30_000,
      currency: 'GBP',
      description: 'No-show, HH1',
      metadata: {},
      idempotencyKey: key(),
    })
    expect(later).toMatchObject({ status: 'succeeded', amountReceived: 30_000 })
    const challenged = await port.savePaymentMethod(ask('pm_card_authenticationRequired'))
    expect(challenged.status).toBe('requires_action')
    expect(challenged.action?.url).toMatch(/\/test-provider\/challenge\//)
  })

  it('knows no card behind an unknown reference, and refuses an event it cannot verify', async () => {
    expect(await port.describeCard('pm_nothing_here')).toBeNull()
    expect(() => port.parseEvent('{"id":"evt_1"}', 't=1,v1=00')).toThrow(EventRefused)
    expect(() => port.parseEvent('{"id":"evt_1"}', undefined)).toThrow(EventRefused)
  })
})
