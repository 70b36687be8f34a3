/**
 * The built-in provider's events reach the server's webhook route as Stripe's do: signed so that
 * `stripe.webhooks.constructEvent` accepts them (the same header `generateTestHeaderString` makes), retried with
 * backoff after a failure, marked delivered once, and — two instances delivering at once on PostgreSQL — each
 * sent once.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/types'
import { testProviderApi } from '../../../server/payments/test-provider/api'
import {
  deliverTestProviderEvents,
  type DeliverEvent,
} from '../../../server/payments/test-provider/event-delivery'
import { testProviderHttpClient } from '../../../server/payments/test-provider/http-client'
import { ENGINES, NOW, notePostgresSkipped, providerDb, type ProviderDb } from './provider-db'

notePostgresSkipped('Test provider events')

const SECRET = 'whsec_test_builtin'
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const later = (ms: number) => new Date(NOW.getTime() + ms)

type Sent = { body: string; headers: Record<string, string> }

describe.each(ENGINES)('test provider events (%s)', (engine) => {
  let p: ProviderDb
  let stripe: Stripe

  beforeAll(async () => {
    p = await providerDb(engine)
    const api = testProviderApi({ db: p.db, clock: () => NOW })
    stripe = new Stripe('sk_test_builtin', { httpClient: testProviderHttpClient(api), maxNetworkRetries: 0 })
  })
  afterAll(() => p.close())
  // Each test starts with nothing waiting.
  beforeEach(async () => {
    await p.db.query(`UPDATE test_provider_event SET delivered_at = $1`, [NOW.toISOString()])
  })

  const recorder = (status: (n: number) => number = () => 200) => {
    const sent: Sent[] = []
    const deliver: DeliverEvent = async (body, headers) => {
      sent.push({ body, headers })
      return status(sent.length)
    }
    return { sent, deliver }
  }
  const deliverAt = (now: Date, deliver: DeliverEvent, db: Db = p.db) =>
    deliverTestProviderEvents({ db, webhookSecret: SECRET }, deliver, now)
  const pay = () =>
    stripe.paymentIntents.create({
      amount: 1_000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    })

  it("signs each event as Stripe does, and the library's constructEvent accepts it", async () => {
    const pi = await pay()
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 400 })
    const { sent, deliver } = recorder()
    expect(await deliverAt(NOW, deliver)).toBe(3)
    const events = sent.map((s) => {
      const header = s.headers['Stripe-Signature'] ?? ''
      expect(header).toBe(
        stripe.webhooks.generateTestHeaderString({
          payload: s.body,
          secret: SECRET,
          timestamp: seconds(NOW),
        }),
      )
      return stripe.webhooks.constructEvent(s.body, header, SECRET, 300, undefined, seconds(NOW))
    })
    expect(events.map((e) => e.type).sort()).toEqual([
      'charge.refunded',
      'payment_intent.succeeded',
      'refund.created',
    ])
    for (const e of events) {
      expect(e).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION })
      expect(e.id).toMatch(/^evt_/)
    }
    const succeeded = events.find((e) => e.type === 'payment_intent.succeeded')
    expect(succeeded?.data.object).toMatchObject({ id: pi.id, status: 'succeeded', amount_received: 1_000 })
    const refunded = events.find((e) => e.type === 'charge.refunded')
    expect(refunded?.data.object).toMatchObject({
      object: 'charge',
      payment_intent: pi.id,
      amount_refunded: 400,
    })
    expect(events.find((e) => e.type === 'refund.created')?.data.object).toMatchObject({ id: refund.id })
    // A body signed with another secret is refused.
    const [first] = sent
    expect(() =>
      stripe.webhooks.constructEvent(
        first?.body ?? '',
        first?.headers['Stripe-Signature'] ?? '',
        'whsec_other',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)
    // Delivered: nothing is sent again.
    expect(await deliverAt(later(3_600_000), deliver)).toBe(0)
  })

  it('retries after a 500 with backoff, then marks the event delivered', async () => {
    const pi = await pay()
    const failing = recorder(() => 500)
    expect(await deliverAt(NOW, failing.deliver)).toBe(0)
    expect(failing.sent).toHaveLength(1)
    const [row] = await p.db.query<{
      attempts: number
      last_error: string
      next: string
      delivered_at: null
    }>(
      `SELECT attempts, last_error, next_attempt_at::text AS next, delivered_at FROM test_provider_event
       WHERE payload->'data'->'object'->>'id' = $1`,
      [pi.id],
    )
    expect(row).toMatchObject({
      attempts: 1,
      last_error: 'The webhook route answered 500',
      delivered_at: null,
    })
    expect(new Date(row?.next ?? '').getTime()).toBe(later(30_000).getTime())
    // Not before its time.
    expect(await deliverAt(later(10_000), failing.deliver)).toBe(0)
    expect(failing.sent).toHaveLength(1)
    // A thrown error counts as a failure too.
    const throwing: DeliverEvent = () => Promise.reject(new Error('connection refused'))
    expect(await deliverAt(later(30_000), throwing)).toBe(0)
    const ok = recorder()
    expect(await deliverAt(later(60_000), ok.deliver)).toBe(0)
    expect(await deliverAt(later(90_000), ok.deliver)).toBe(1)
    // The same event, the same bytes, on the retry.
    expect(ok.sent[0]?.body).toBe(failing.sent[0]?.body)
    const [done] = await p.db.query<{ attempts: number; delivered: boolean; last_error: string | null }>(
      `SELECT attempts, delivered_at IS NOT NULL AS delivered, last_error FROM test_provider_event
       WHERE payload->'data'->'object'->>'id' = $1`,
      [pi.id],
    )
    expect(done).toEqual({ attempts: 3, delivered: true, last_error: null })
  })

  it('gives up after the last attempt', async () => {
    await pay()
    const failing = recorder(() => 503)
    const run = (now: Date) =>
      deliverTestProviderEvents({ db: p.db, webhookSecret: SECRET, maxAttempts: 2 }, failing.deliver, now)
    await run(NOW)
    await run(later(30_000))
    await run(later(86_400_000))
    expect(failing.sent).toHaveLength(2)
  })

  it('two instances delivering at once send each event once', async () => {
    for (let i = 0; i < 12; i++) await pay()
    const other = await p.other()
    const seen: string[] = []
    const slow: DeliverEvent = async (body) => {
      seen.push((JSON.parse(body) as { id: string }).id)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 200
    }
    const [a, b] = await Promise.all([deliverAt(NOW, slow), deliverAt(NOW, slow, other)])
    expect((a ?? 0) + (b ?? 0)).toBe(12)
    expect(seen).toHaveLength(12)
    expect(new Set(seen).size).toBe(12)
  })
})
