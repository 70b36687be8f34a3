/**
 * Bookings that pay through the provider port (decision 0113), end to end: the app's Stripe adapter drives the
 * real `stripe` library over HTTP (its host/port/protocol options, as stripe-node's own suite does) against the
 * built-in provider started on a port of its own, and the provider's events reach the app's webhook route signed
 * as Stripe signs them. Each path must end in exactly one booking or none, and never in money without a booking.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { CreateReservationResponse, ReservationStatus } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { builtInProvider } from '../../../server/payments/built-in'
import { ledgerSums } from '../../../server/payments/ledger'
import { serverPayments } from '../../../server/payments/payments'
import { deliverTestProviderEvents } from '../../../server/payments/test-provider/event-delivery'
import { startTestProvider, type RunningTestProvider } from '../../../server/payments/test-provider/server'
import { NOT_AUTHENTICATED } from '../../../server/payments/decline-text'
import { HOLD_ENDED } from '../../../server/reservations/held-booking'
import { releaseUnpaidBooking } from '../../../server/reservations/payment-outcome'
import { bookingFrom, DECLINE, searchBody } from '../../builders/booking-request'
import {
  collectConsoleErrors,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Booking payments')

const CLASSIC = 101
const FLEX = 11
const NONREF = 12
const FROM = '2027-02-08'
const TO = '2027-02-10'
const SECRET_KEY = 'sk_test_builtin'
const WEBHOOK_SECRET = 'whsec_booking_payments_test'

describe.each(ENGINES)('bookings paid through Stripe’s API (%s)', (engine) => {
  let s: TestServer
  let fake: RunningTestProvider
  let stripe: Stripe
  let result: SearchResult
  let key = 0

  beforeAll(async () => {
    s = await startServer(engine, {
      payments: async (db, clock) => {
        fake = await startTestProvider({ db, clock, secretKey: SECRET_KEY, port: 0 })
        stripe = new Stripe(SECRET_KEY, { host: fake.host, port: fake.port, protocol: 'http' })
        return serverPayments({
          stripe: {
            secretKey: SECRET_KEY,
            publishableKey: 'pk_test_builtin',
            webhookSecret: WEBHOOK_SECRET,
            apiUrl: `http://${fake.host}:${fake.port}`,
          },
          builtIn: builtInProvider({ db, clock, secrets: { linkSigningKey: 'test-signing-key' } }),
          clock,
        })
      },
    })
  })
  afterAll(async () => {
    await s.close()
    await fake.close()
  })
  beforeEach(async () => {
    result = await parsed(await s.post('/api/Availability/Search', searchBody(FROM, TO)), SearchResult)
  })

  const create = (paymentMethod: string, ratePlanId = NONREF, headers: Record<string, string> = {}) => {
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId }])
    return s.post(
      '/api/Reservation/Create',
      { ...body, CardDetails: { ...body.CardDetails, PaymentMethodId: paymentMethod } },
      { 'Idempotency-Key': `pay-${engine}-${++key}`, ...headers },
    )
  }
  const status = async (token: string) =>
    parsed(
      await s.get(`/api/Reservation/Status?propertyId=HARBOUR&referenceNumber=${encodeURIComponent(token)}`),
      ReservationStatus,
    )
  /** Sends the provider's events to the app's webhook route, signed with the app's webhook secret. */
  const deliverEvents = () =>
    deliverTestProviderEvents(
      { db: s.db, webhookSecret: WEBHOOK_SECRET },
      async (body, headers) => (await s.post('/api/Payments/Webhook', body, headers)).status,
      s.now.value,
    )
  /** The guest at the bank's challenge page (the provider's own page), pressing Complete or Fail. */
  const challenge = async (url: string, outcome: 'Complete' | 'Fail') => {
    const page = new URL(url, `http://${fake.host}:${fake.port}`)
    const answer = await fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome.toLowerCase()}`,
      redirect: 'manual',
    })
    expect(answer.status).toBe(303)
    return answer.headers.get('location') ?? ''
  }
  const ledger = (reservationToken: string) =>
    s.db.query<{ kind: string; state: string; amount: number; provider_ref: string | null }>(
      `SELECT l.kind, l.state, l.amount, l.provider_ref FROM ledger_entry l JOIN reservation r ON r.id = l.reservation_id
       WHERE r.confirmation_token = $1 ORDER BY l.id`,
      [reservationToken],
    )
  const confirmationMails = (reference: string) =>
    s.db.query(
      `SELECT 1 FROM outbox_message WHERE kind = 'confirmation' AND regarding = $1 AND recipient LIKE '%grace@example.com%'`,
      [reference],
    )

  it('pays now without a challenge: confirmed in the Create call, one charge in the ledger and at the provider', async () => {
    const res = await create('pm_card_visa')
    expect(res.status).toBe(200)
    const out = await parsed(res, CreateReservationResponse)
    expect(out).toMatchObject({ Success: true, RedirectUrl: null })
    const token = out.ConfirmationToken ?? ''
    expect((await status(token)).Status).toBe('Confirmed')
    const [entry, ...more] = await ledger(token)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ kind: 'charge', state: 'succeeded' })
    const intent = await stripe.paymentIntents.retrieve(entry?.provider_ref ?? '')
    expect(intent.status).toBe('succeeded')
    expect(intent.amount_received).toBe(entry?.amount)
    expect(intent.metadata.reference).toBe(out.ReferenceNumber)
  })

  it('waits for the bank: holds the rooms, shows the challenge, confirms once whether the return or the event comes first', async () => {
    const before = await stock(s.db, CLASSIC, FROM, TO)
    const out = await parsed(await create('pm_card_authenticationRequired'), CreateReservationResponse)
    expect(out.Success).toBe(true)
    expect(out.RedirectUrl).toMatch(/\/test-provider\/challenge\//)
    const token = out.ConfirmationToken ?? ''
    const waiting = await status(token)
    expect(waiting).toMatchObject({ Status: 'Pending', RedirectUrl: out.RedirectUrl })
    expect(Date.parse(waiting.HoldExpiresAt ?? '') - s.now.value.getTime()).toBe(15 * 60_000)
    // Held: nobody else can book the room meanwhile.
    expect(await stock(s.db, CLASSIC, FROM, TO)).toEqual({
      [FROM]: (before[FROM] ?? 0) - 1,
      '2027-02-09': (before['2027-02-09'] ?? 0) - 1,
    })
    const back = await challenge(out.RedirectUrl ?? '', 'Complete')
    expect(back).toContain(`/Book/HARBOUR/Status/${token}`)
    expect(back).toContain('redirect_status=succeeded')
    // The guest is back first: the status call asks the provider.
    expect((await status(token)).Status).toBe('Confirmed')
    // Then the events arrive: nothing more happens.
    expect(await deliverEvents()).toBeGreaterThan(0)
    expect((await status(token)).Status).toBe('Confirmed')
    expect(await confirmationMails(out.ReferenceNumber ?? '')).toHaveLength(1)
    expect((await ledger(token)).map((e) => e.state)).toEqual(['succeeded'])
  })

  it('confirms by the provider’s event when the guest never comes back, and the same event twice does nothing more', async () => {
    await deliverEvents() // what earlier tests left
    const out = await parsed(await create('pm_card_authenticationRequired'), CreateReservationResponse)
    const token = out.ConfirmationToken ?? ''
    await challenge(out.RedirectUrl ?? '', 'Complete')
    const [row] = await s.db.query<{ status: string }>(
      'SELECT status FROM reservation WHERE confirmation_token = $1',
      [token],
    )
    expect(row?.status).toBe('Pending')
    expect(await deliverEvents()).toBeGreaterThan(0)
    const [after] = await s.db.query<{ status: string }>(
      'SELECT status FROM reservation WHERE confirmation_token = $1',
      [token],
    )
    expect(after?.status).toBe('Confirmed')
    // Stripe delivers at least once: the very same event again is acknowledged and changes nothing.
    const [event] = await s.db.query<{ payload: unknown }>(
      `SELECT payload FROM test_provider_event WHERE type = 'payment_intent.succeeded' ORDER BY created_at DESC LIMIT 1`,
    )
    const body = JSON.stringify(event?.payload)
    const header = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(s.now.value.getTime() / 1000),
    })
    const again = await s.post('/api/Payments/Webhook', body, { 'Stripe-Signature': header })
    expect(again.status).toBe(200)
    expect(await confirmationMails(out.ReferenceNumber ?? '')).toHaveLength(1)
    expect((await ledger(token)).map((e) => e.state)).toEqual(['succeeded'])
  })

  it('books nothing when the challenge fails, and puts the room back on sale at once', async () => {
    const before = await stock(s.db, CLASSIC, FROM, TO)
    const out = await parsed(await create('pm_card_authenticationRequired'), CreateReservationResponse)
    const token = out.ConfirmationToken ?? ''
    const back = await challenge(out.RedirectUrl ?? '', 'Fail')
    expect(back).toContain('redirect_status=failed')
    const failed = await status(token)
    expect(failed.Status).toBe('Failed')
    expect(failed.Message).toBe(NOT_AUTHENTICATED)
    expect(await stock(s.db, CLASSIC, FROM, TO)).toEqual(before)
    await deliverEvents()
    expect((await status(token)).Status).toBe('Failed')
    expect(await confirmationMails(out.ReferenceNumber ?? '')).toHaveLength(0)
  })

  it('answers a decline in the Create call: no booking, nothing charged, the room still on sale', async () => {
    const before = await stock(s.db, CLASSIC, FROM, TO)
    const res = await create(DECLINE)
    expect(res.status).toBe(400)
    expect(await parsed(res, CreateReservationResponse)).toMatchObject({
      Success: false,
      Message: 'Your card was declined. Nothing was charged: please try another card.',
    })
    expect(await stock(s.db, CLASSIC, FROM, TO)).toEqual(before)
    const declined = await s.db.query(
      `SELECT 1 FROM ledger_entry WHERE state = 'succeeded' AND reservation_id =
         (SELECT id FROM reservation ORDER BY id DESC LIMIT 1)`,
    )
    expect(declined).toEqual([])
  })

  it("says a decline by its code in the guest's language, not in the provider's English", async () => {
    const funds = 'pm_card_chargeDeclinedInsufficientFunds'
    const german = await parsed(
      await create(funds, NONREF, { 'Accept-Language': 'de-DE,de;q=0.9' }),
      CreateReservationResponse,
    )
    expect(german.Message).toBe(
      'Ihre Karte ist nicht ausreichend gedeckt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
    )
    const arabic = await parsed(
      await create(DECLINE, NONREF, { 'Accept-Language': 'ar' }),
      CreateReservationResponse,
    )
    expect(arabic.Message).toBe('تم رفض بطاقتك. لم يُخصم أي مبلغ: يُرجى تجربة بطاقة أخرى.')
    expect((await parsed(await create(funds), CreateReservationResponse)).Message).toBe(
      'Your card has insufficient funds. Nothing was charged: please try another card.',
    )
  })

  it('releases a hold the bank never answered after 15 minutes and cancels its payment', async () => {
    const before = await stock(s.db, CLASSIC, FROM, TO)
    const out = await parsed(await create('pm_card_authenticationRequired'), CreateReservationResponse)
    const token = out.ConfirmationToken ?? ''
    const started = s.now.value
    try {
      s.now.value = new Date(started.getTime() + 16 * 60_000)
      expect(await status(token)).toMatchObject({ Status: 'Failed', Message: HOLD_ENDED })
      expect(await stock(s.db, CLASSIC, FROM, TO)).toEqual(before)
      const [entry] = await ledger(token)
      expect((await stripe.paymentIntents.retrieve(entry?.provider_ref ?? '')).status).toBe('canceled')
    } finally {
      s.now.value = started
    }
  })

  it('gives the money back when the bank says yes after the booking was released', async () => {
    await deliverEvents()
    const out = await parsed(await create('pm_card_authenticationRequired'), CreateReservationResponse)
    const token = out.ConfirmationToken ?? ''
    // The hold was let go (as when the provider could not be reached), then the guest passes the challenge.
    const [row] = await s.db.query<{ id: number }>(
      'SELECT id FROM reservation WHERE confirmation_token = $1',
      [token],
    )
    await s.db.transaction((tx) => releaseUnpaidBooking(tx, row?.id ?? 0, HOLD_ENDED))
    await challenge(out.RedirectUrl ?? '', 'Complete')
    await deliverEvents()
    expect((await status(token)).Status).toBe('Failed')
    const entries = await ledger(token)
    expect(entries.map((e) => `${e.kind}:${e.state}`)).toEqual(['charge:succeeded', 'refund:succeeded'])
    const intent = await stripe.paymentIntents.retrieve(entries[0]?.provider_ref ?? '', {
      expand: ['latest_charge'],
    })
    const charge = intent.latest_charge
    expect(typeof charge === 'object' && charge?.amount_refunded).toBe(intent.amount_received)
    expect(await confirmationMails(out.ReferenceNumber ?? '')).toHaveLength(0)
    // The append-only ledger has both movements: paid and given back.
    expect(await ledgerSums(s.db, row?.id ?? 0)).toEqual({
      paid: intent.amount_received,
      refunded: intent.amount_received,
    })
  })

  it('guarantees a pay-later stay with a saved card that can be charged off-session later', async () => {
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const res = await s.post(
      '/api/Reservation/Create',
      { ...body, PaymentType: PaymentType.StoreCard, PaymentAmount: 0 },
      { 'Idempotency-Key': `pay-${engine}-${++key}` },
    )
    const out = await parsed(res, CreateReservationResponse)
    expect(out.Success).toBe(true)
    const token = out.ConfirmationToken ?? ''
    expect((await status(token)).Status).toBe('Confirmed')
    expect((await ledger(token)).map((e) => `${e.kind}:${e.state}`)).toEqual(['card:succeeded'])
    const [row] = await s.db.query<{ card: { Token: string; Customer: string } }>(
      'SELECT card FROM reservation WHERE confirmation_token = $1',
      [token],
    )
    expect(row?.card.Customer).toMatch(/^cus_/)
    const later = await stripe.paymentIntents.create({
      amount: 12_300,
      currency: 'gbp',
      customer: row?.card.Customer,
      payment_method: row?.card.Token,
      off_session: true,
      confirm: true,
    })
    expect(later.status).toBe('succeeded')
  })

  it('takes the same card entered again (a new reference) under the same key as the same booking', async () => {
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const typed = async () =>
      (
        await new Stripe('pk_test_builtin', {
          host: fake.host,
          port: fake.port,
          protocol: 'http',
        }).paymentMethods.create({
          type: 'card',
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
        })
      ).id
    const headers = { 'Idempotency-Key': `same-card-${engine}` }
    const send = async (paymentMethod: string) =>
      s.post(
        '/api/Reservation/Create',
        { ...body, CardDetails: { ...body.CardDetails, PaymentMethodId: paymentMethod } },
        headers,
      )
    const first = await parsed(await send(await typed()), CreateReservationResponse)
    const again = await send(await typed())
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await parsed(again, CreateReservationResponse)).toEqual(first)
    expect(await ledger(first.ConfirmationToken ?? '')).toHaveLength(1)
  })

  it('refuses an event it cannot verify and acknowledges one for a payment that is not ours', async () => {
    const errors = collectConsoleErrors()
    const forged = await s.post('/api/Payments/Webhook', '{"id":"evt_x","type":"payment_intent.succeeded"}', {
      'Stripe-Signature': 't=1,v1=00',
    })
    expect(forged.status).toBe(400)
    const stranger = await stripe.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    })
    const body = JSON.stringify({
      id: 'evt_stranger',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: null,
      created: Math.floor(s.now.value.getTime() / 1000),
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      data: { object: stranger },
    })
    const header = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(s.now.value.getTime() / 1000),
    })
    const unknown = await s.post('/api/Payments/Webhook', body, { 'Stripe-Signature': header })
    expect(unknown.status).toBe(200)
    expect(errors).toEqual([])
  })

  it('refuses a card number or security code in any request, saying why', async () => {
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const res = await s.post('/api/Reservation/Create', {
      ...body,
      CardDetails: {
        CardNumber: '4242 4242 4242 4242',
        SecurityCode: '123',
        ExpiryMonth: 12,
        ExpiryYear: 2030,
      },
    })
    expect(res.status).toBe(400)
    const refused = (await res.json()) as { ModelState: Record<string, string[]> }
    expect(Object.keys(refused.ModelState).sort()).toEqual([
      'CardDetails.CardNumber',
      'CardDetails.SecurityCode',
    ])
    expect(refused.ModelState['CardDetails.CardNumber']?.[0]).toMatch(/PaymentMethodId/)
  })
})
