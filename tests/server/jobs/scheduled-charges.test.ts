/**
 * The scheduled charges (decision 0115) over HTTP and the built-in provider, with the clock moved: a Flexible stay
 * (100 % seven days before arrival, card saved at booking) is charged by the job on the day it falls due in the
 * hotel's time zone, once, and the ledger, the manage answer and the provider's own record agree; a card that
 * the bank refuses off-session gets one pay-link mail and one hotel notice, and no retry; two instances running
 * the job at the same moment charge once, and meeting a refusal together send one pay link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PayByLinkInfo, PayByLinkProcessResponse } from '@/api/contract/pay-by-link'
import { toMinorUnits } from '@/domain/money'
import type { Db } from '../../../server/db/types'
import { chargeDueStays } from '../../../server/jobs/scheduled-charges'
import { builtInProvider, paymentsWith } from '../../../server/payments/built-in'
import type { Payments } from '../../../server/payments/payments'
import { book, CLASSIC, FLEX, load, REASON, type Booked } from '../../builders/booked-stay'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import { SearchResult } from '@/api/contract/availability'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Scheduled charges')

const secrets = { linkSigningKey: 'test-signing-key' }
const PUBLIC_URL = 'https://book.harbour-house.example'
/** Stripe's 4000 0000 0000 0341: saved without a fuss, every charge of it declined. */
const DECLINES_LATER = 'pm_card_chargeCustomerFail'

describe.each(ENGINES)('scheduled charges (%s)', (engine) => {
  let s: TestServer
  let payments: Payments
  beforeAll(async () => {
    s = await startServer(engine, {
      publicUrl: PUBLIC_URL,
      payments: async (db, clock) => {
        payments = paymentsWith(builtInProvider({ db, clock, secrets }), null)
        return payments
      },
    })
  })
  afterAll(async () => {
    await s.close()
  })

  /** The job on `db` (another instance's connection) as if it were `instant`. */
  const runAt = async (instant: string, db: Db = s.db, on: Payments = payments) => {
    s.now.value = new Date(instant)
    return chargeDueStays({ db, payments: on, clock: () => s.now.value, publicUrl: PUBLIC_URL, secrets })
  }
  const movements = (b: Booked) =>
    s.db.query<{ kind: string; state: string; amount: number; purpose: string; provider_ref: string }>(
      `SELECT kind, state, amount, purpose, provider_ref FROM ledger_movement WHERE reservation_id = $1 ORDER BY id`,
      [b.id],
    )
  /** The provider's own record of the payments made for `b` (the built-in provider's table). */
  const providerPayments = (b: Booked) =>
    s.db.query<{ id: string; status: string; amount_received: number; off_session_key: string }>(
      `SELECT data->>'id' AS id, data->>'status' AS status, (data->>'amount_received')::int AS amount_received
       FROM test_provider_object WHERE kind = 'payment_intent' AND data->'metadata'->>'reservation' = $1
       ORDER BY created_at`,
      [String(b.id)],
    )
  const mails = (kind: string, b: Booked) =>
    s.db.query<{ recipient: string; text: string }>(
      'SELECT recipient, text FROM outbox_message WHERE kind = $1 AND regarding = $2',
      [kind, b.ref],
    )
  it('charges a Flexible stay on the day it falls due at the hotel, once, as the provider records it', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stay = await book(s, '2027-01-14', '2027-01-16')
    const total = toMinorUnits(stay.reservation.TotalCost)
    expect(stay.reservation).toMatchObject({ AmountPaid: 0, Balance: stay.reservation.TotalCost })
    // 23:59 on the 6th in London: the 7th, seven days before arrival, has not begun.
    expect(await runAt('2027-01-06T23:59:00Z')).toBe(0)
    expect(await movements(stay)).toEqual([])
    // Within a minute of the hotel's midnight the job takes it.
    expect(await runAt('2027-01-07T00:00:30Z')).toBeGreaterThanOrEqual(1)
    const [charge, ...more] = await movements(stay)
    expect(more).toEqual([])
    expect(charge).toMatchObject({ kind: 'charge', state: 'succeeded', amount: total, purpose: 'scheduled' })
    expect(await providerPayments(stay)).toEqual([
      expect.objectContaining({ id: charge?.provider_ref, status: 'succeeded', amount_received: total }),
    ])
    const after = await load(s, stay.ref, stay.code)
    expect(after).toMatchObject({ AmountPaid: after.TotalCost, AmountRefunded: 0, Balance: 0 })
    expect(after.Payments.map((p) => `${p.Kind} ${p.State} ${p.Reference ?? ''}`)).toEqual([
      `Charge Succeeded ${charge?.provider_ref ?? ''}`,
    ])
    // Later runs find nothing more due.
    await runAt('2027-01-07T00:01:30Z')
    await runAt('2027-01-10T09:00:00Z')
    expect(await movements(stay)).toHaveLength(1)
    expect(await providerPayments(stay)).toHaveLength(1)
  })

  it('charges within a minute of the window opening, and cancelling before the deadline refunds all of it', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stay = await book(s, '2027-05-10', '2027-05-12')
    const total = toMinorUnits(stay.reservation.TotalCost)
    // The 3rd of May at the hotel (London, summer time): the job's first run of the day takes it.
    await runAt('2027-05-02T23:00:40Z')
    const [charge] = await movements(stay)
    expect(charge).toMatchObject({ kind: 'charge', state: 'succeeded', amount: total })
    // Free until 14:00 on the 8th: cancelled on the 5th, all of it comes back, through the provider.
    s.now.value = new Date('2027-05-05T09:00:00Z')
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      PropertyId: 'HARBOUR',
      ReferenceNumber: stay.ref,
      Code: stay.code,
      ReservationId: stay.id,
      CancellationReasonId: REASON,
    })
    expect(cancelled.status).toBe(200)
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state} ${m.amount}`)).toEqual([
      `charge succeeded ${total}`,
      `refund succeeded ${total}`,
    ])
    const refunds = await s.db.query<{ amount: number; status: string }>(
      `SELECT (data->>'amount')::int AS amount, data->>'status' AS status FROM test_provider_object
       WHERE kind = 'refund' AND data->>'payment_intent' = $1`,
      [charge?.provider_ref ?? ''],
    )
    expect(refunds).toEqual([{ amount: total, status: 'succeeded' }])
    expect(await load(s, stay.ref, stay.code)).toMatchObject({
      AmountRefunded: stay.reservation.TotalCost,
      Balance: 0,
    })
    // The job, run on, charges nothing more for a cancelled stay.
    await runAt('2027-05-06T09:00:00Z')
    expect(await movements(stay)).toHaveLength(2)
  })

  it('charges a stay booked 30 days out when the clock reaches arrival less 7 days', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stay = await book(s, '2027-02-03', '2027-02-05')
    await runAt('2027-01-20T09:00:00Z')
    await runAt('2027-01-26T23:30:00Z')
    expect(await movements(stay)).toEqual([])
    await runAt('2027-01-27T00:00:40Z')
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state} ${m.amount}`)).toEqual([
      `charge succeeded ${toMinorUnits(stay.reservation.TotalCost)}`,
    ])
  })

  it('sends one pay link and tells the hotel when the bank refuses, and does not try again', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stay = await book(s, '2027-03-10', '2027-03-12', undefined, DECLINES_LATER)
    const total = toMinorUnits(stay.reservation.TotalCost)
    await runAt('2027-03-03T08:00:00Z')
    await runAt('2027-03-03T08:01:00Z')
    await runAt('2027-03-04T08:00:00Z')
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state} ${m.amount}`)).toEqual([
      `charge failed ${total}`,
    ])
    expect((await providerPayments(stay)).map((p) => p.status)).toEqual(['requires_payment_method'])
    const [mail, ...moreMail] = await mails('payment-due', stay)
    expect(moreMail).toEqual([])
    expect(mail?.recipient).toContain('grace@example.com')
    const link = /https:\/\/book\.harbour-house\.example\/SecurePay\/HARBOUR\/P\/([^/\s]+)\/([^\s)]+)/.exec(
      mail?.text ?? '',
    )
    expect(link).not.toBeNull()
    expect(await mails('hotel-charge-refused', stay)).toHaveLength(1)
    const after = await load(s, stay.ref, stay.code)
    expect(after).toMatchObject({ AmountPaid: 0, Balance: after.TotalCost })
    expect(after.Payments.map((p) => `${p.Kind} ${p.State}`)).toEqual(['Charge Failed'])

    // The guest pays through the link with another card: the stay's ledger has it.
    const [invoice, hash] = [link?.[1] ?? '', link?.[2] ?? '']
    const info = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=${invoice}&hash=${hash}&actionType=P`),
      PayByLinkInfo,
    )
    expect(info).toMatchObject({ Action: 'Pay', AmountToPay: after.TotalCost, ReferenceNumber: stay.ref })
    const paid = await parsed(
      await s.post('/api/PayByLink/Process', {
        ...info,
        PropertyId: 'HARBOUR',
        Email: 'grace@example.com',
        CardDetails: {
          PaymentMethodId: 'pm_card_visa',
          NameOnCard: 'G Hopper',
          EmailAddress: 'g@example.com',
        },
      }),
      PayByLinkProcessResponse,
    )
    expect(paid.Success).toBe(true)
    expect(await load(s, stay.ref, stay.code)).toMatchObject({ AmountPaid: after.TotalCost, Balance: 0 })
    await runAt('2027-03-05T08:00:00Z')
    expect(await mails('payment-due', stay)).toHaveLength(1)
  })

  it('treats a bank that wants the guest to authenticate as a refusal: one pay link, no retry', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-20', '2027-03-22')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const created = await parsed(
      await s.post('/api/Reservation/Create', {
        ...body,
        CardDetails: { ...body.CardDetails, PaymentMethodId: 'pm_card_authenticationRequired' },
      }),
      CreateReservationResponse,
    )
    // The card is saved after the bank's challenge, passed by the guest at booking.
    const page = await fetch(new URL(created.RedirectUrl ?? '', s.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
      redirect: 'manual',
    })
    expect(page.status).toBe(303)
    const token = created.ConfirmationToken ?? ''
    await s.get(`/api/Reservation/Status?propertyId=HARBOUR&referenceNumber=${encodeURIComponent(token)}`)
    const conf = await parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`),
      ReservationConfirmation,
    )
    const reservation = await load(s, conf.ReferenceNumber, conf.Code)
    const stay = { ref: conf.ReferenceNumber, code: conf.Code, id: reservation.ReservationId, reservation }
    await runAt('2027-03-13T07:00:00Z')
    await runAt('2027-03-13T07:01:00Z')
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state}`)).toEqual(['charge failed'])
    expect(await mails('payment-due', stay)).toHaveLength(1)
    const [notice] = await mails('hotel-charge-refused', stay)
    expect(notice?.text).toContain('requires authentication')
  })

  it('charges once when two instances run the job at the same moment', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stays = [
      await book(s, '2027-04-12', '2027-04-13'),
      await book(s, '2027-04-12', '2027-04-14'),
      await book(s, '2027-04-12', '2027-04-15'),
    ]
    const other = await s.otherInstance()
    const otherPayments = paymentsWith(
      builtInProvider({ db: other, clock: () => s.now.value, secrets }),
      null,
    )
    const instant = '2027-04-05T06:00:00Z'
    s.now.value = new Date(instant)
    const charged = await Promise.all([
      runAt(instant),
      runAt(instant, other, otherPayments),
      runAt(instant),
      runAt(instant, other, otherPayments),
    ])
    expect(charged.reduce((sum, n) => sum + n, 0)).toBe(3)
    for (const stay of stays) {
      expect((await movements(stay)).map((m) => `${m.kind} ${m.state}`)).toEqual(['charge succeeded'])
      expect(await providerPayments(stay)).toHaveLength(1)
    }
    await s.outbox.drain()
  })

  it('sends one pay link when two instances meet the same refusal at the same moment', async () => {
    s.now.value = new Date('2027-01-04T10:00:00Z')
    const stay = await book(s, '2027-04-19', '2027-04-21', undefined, DECLINES_LATER)
    const other = await s.otherInstance()
    const otherPayments = paymentsWith(
      builtInProvider({ db: other, clock: () => s.now.value, secrets }),
      null,
    )
    const instant = '2027-04-12T06:00:00Z'
    await Promise.all([
      runAt(instant),
      runAt(instant, other, otherPayments),
      runAt(instant),
      runAt(instant, other, otherPayments),
    ])
    expect((await movements(stay)).map((m) => `${m.kind} ${m.state}`)).toEqual(['charge failed'])
    expect(await providerPayments(stay)).toHaveLength(1)
    expect(await mails('payment-due', stay)).toHaveLength(1)
    expect(await mails('hotel-charge-refused', stay)).toHaveLength(1)
    await s.outbox.drain()
  })
})
