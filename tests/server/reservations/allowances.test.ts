/**
 * A goodwill refund stays given (decision 0116): a refund at the desk beyond what the rules give back, on a stay
 * that is not cancelled, lowers what the stay costs (an allowance written with it), so neither the scheduled
 * charges nor a manage change take that money back, the guest's Balance is right, and a later free cancellation
 * gives back the rest. Over HTTP, the built-in provider's own record checked beside our ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskActionResult, DeskMoney } from '@/api/contract/desk-actions'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { SettlementQuote } from '@/api/contract/settlement'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { reservationPayload } from '../../../server/hotel-events/payload'
import { chargeDueStays } from '../../../server/jobs/scheduled-charges'
import { builtInProvider, paymentsWith } from '../../../server/payments/built-in'
import { ledgerSums } from '../../../server/payments/ledger'
import type { Payments } from '../../../server/payments/payments'
import {
  access,
  book,
  CHAMPAGNE,
  load,
  REASON,
  updateBody,
  withServices,
  type Booked,
} from '../../builders/booked-stay'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, FRONT_DESK } from '../desk/desk-kit'

notePostgresSkipped('Allowances')

const secrets = { linkSigningKey: 'test-signing-key' }

describe.each(ENGINES)('a goodwill refund on a live stay (%s)', (engine) => {
  let s: TestServer
  let payments: Payments
  beforeAll(async () => {
    s = await startServer(engine, {
      payments: async (db, clock) => {
        payments = paymentsWith(builtInProvider({ db, clock, secrets }), null)
        return payments
      },
    })
  })
  afterAll(async () => {
    s.now.value = NOW
    await s.close()
  })

  /** The scheduled charges as if it were `instant`. */
  const runJobAt = async (instant: string) => {
    s.now.value = new Date(instant)
    return chargeDueStays({ db: s.db, payments, clock: () => s.now.value, publicUrl: undefined, secrets })
  }
  /** A goodwill refund of `pounds` from the front desk, logged in at the server's present time. */
  const goodwill = async (b: Booked, pounds: number) => {
    const desk = await deskLogin(s, FRONT_DESK)
    const path = `/api/Desk/HARBOUR/Bookings/${b.ref}/Refund`
    const res = await deskCall(s, desk, 'POST', path, { Amount: pounds, Reason: 'Goodwill: noisy room' })
    expect(res.status).toBe(200)
    const money = await deskCall(s, desk, 'GET', `/api/Desk/HARBOUR/Bookings/${b.ref}/Money`)
    return { result: await parsed(res, DeskActionResult), money: await parsed(money, DeskMoney) }
  }
  const charges = (b: Booked) =>
    s.db.query<{ amount: number; state: string }>(
      `SELECT amount, state FROM ledger_movement WHERE reservation_id = $1 AND kind = 'charge' ORDER BY id`,
      [b.id],
    )
  /** The provider's own record: its payment intents and refunds for the stay. */
  const providerRecord = async (b: Booked) => ({
    paid: await s.db.query<{ amount: number }>(
      `SELECT (data->>'amount_received')::int AS amount FROM test_provider_object
       WHERE kind = 'payment_intent' AND data->'metadata'->>'reservation' = $1 AND data->>'status' = 'succeeded'
       ORDER BY created_at`,
      [String(b.id)],
    ),
    refunded: await s.db.query<{ amount: number }>(
      `SELECT (o.data->>'amount')::int AS amount FROM test_provider_object o
       WHERE o.kind = 'refund' AND o.data->>'status' = 'succeeded' AND o.data->>'payment_intent' IN
         (SELECT provider_ref FROM ledger_entry WHERE reservation_id = $1 AND kind = 'charge')
       ORDER BY o.created_at`,
      [String(b.id)],
    ),
  })

  it('is not charged again by the scheduled charges, and the Balance the guest sees stays nothing', async () => {
    s.now.value = NOW
    const stay = await book(s, '2027-02-10', '2027-02-12')
    const total = toMinorUnits(stay.reservation.TotalCost)
    // Seven days before arrival at the hotel the job takes all of it.
    await runJobAt('2027-02-03T00:00:30Z')
    expect((await charges(stay)).map((c) => c.amount)).toEqual([total])

    const { result, money } = await goodwill(stay, 20)
    expect(result.Message).toBe(
      '£20.00 is refunded to the guest’s card. The stay costs £20.00 less, so it is not asked for again.',
    )
    expect(money).toMatchObject({ Paid: toMajorUnits(total - 2_000), Balance: 0, RefundByRules: 0 })
    // The job runs on, that day and the days after: nothing more is charged.
    await runJobAt('2027-02-03T00:01:30Z')
    await runJobAt('2027-02-06T09:00:00Z')
    expect((await charges(stay)).map((c) => `${c.state} ${c.amount}`)).toEqual([`succeeded ${total}`])
    expect(await providerRecord(stay)).toEqual({ paid: [{ amount: total }], refunded: [{ amount: 2_000 }] })
    expect(await ledgerSums(s.db, stay.id)).toEqual({ paid: total, refunded: 2_000 })
    expect(await load(s, stay.ref, stay.code)).toMatchObject({
      AmountPaid: toMajorUnits(total),
      AmountRefunded: 20,
      Allowance: 20,
      Balance: 0,
    })
    // The hotel's feed says the same.
    const feed = await reservationPayload(s.db, { id: 1001, currency: 'GBP' }, stay.ref)
    expect(feed).toMatchObject({
      AmountPaid: toMajorUnits(total),
      AmountRefunded: 20,
      Allowance: 20,
      Balance: 0,
    })
  })

  it('is not charged again by a change, and a free cancellation afterwards gives back the rest', async () => {
    s.now.value = NOW
    // Charged in full by the job seven days before arrival, on the card saved at booking; free to cancel until
    // 14:00 two days before arrival.
    const stay = await book(s, '2027-02-15', '2027-02-17')
    const total = toMinorUnits(stay.reservation.TotalCost)
    const item = stay.reservation.ReservationItems[0]
    if (!item) throw new Error('no room')
    await runJobAt('2027-02-08T00:00:30Z')
    await goodwill(stay, 15)

    // One bottle of champagne more: the change costs £55 and that is all it charges, not the £15 again.
    const change = updateBody(stay, stay.reservation.Version, {
      ReservationItems: [withServices(item, [{ extra: CHAMPAGNE, quantity: 1 }])],
    })
    const quote = await parsed(await s.post('/api/ManageBooking/ChangeQuote', change), SettlementQuote)
    expect(quote).toMatchObject({ DueNow: CHAMPAGNE.price, Refund: 0 })
    const saved = await parsed(await s.post('/api/ManageBooking/Update', change), ManageActionResponse)
    expect(saved.Success).toBe(true)
    const bottle = toMinorUnits(CHAMPAGNE.price)
    expect((await charges(stay)).map((c) => `${c.state} ${c.amount}`)).toEqual([
      `succeeded ${total}`,
      `succeeded ${bottle}`,
    ])
    // The change's e-mail, written with it, counts the allowance: only the bottle is left to pay.
    const [mail] = await s.db.query<{ text: string }>(
      `SELECT text FROM outbox_message WHERE kind = 'change' AND regarding = $1 ORDER BY id DESC LIMIT 1`,
      [stay.ref],
    )
    expect(mail?.text).toContain('Refunded: £15.00')
    expect(mail?.text).toContain(`Balance to pay: £${CHAMPAGNE.price.toFixed(2)}`)
    const changed = await load(s, stay.ref, stay.code)
    expect(changed).toMatchObject({
      AmountPaid: toMajorUnits(total + bottle),
      AmountRefunded: 15,
      Balance: 0,
    })

    // Cancelled before the free deadline: everything still paid comes back, so all of it is refunded in the end.
    const quoteCancel = await parsed(
      await s.post('/api/ManageBooking/CancelQuote', { ...access(stay), ReservationId: stay.id }),
      SettlementQuote,
    )
    expect(quoteCancel).toMatchObject({ Refund: toMajorUnits(total + bottle - 1_500), DueNow: 0, Kept: 0 })
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      ...access(stay),
      ReservationId: stay.id,
      CancellationReasonId: REASON,
    })
    expect(cancelled.status).toBe(200)
    expect(await ledgerSums(s.db, stay.id)).toEqual({ paid: total + bottle, refunded: total + bottle })
    const record = await providerRecord(stay)
    expect(record.refunded.reduce((sum, r) => sum + r.amount, 0)).toBe(total + bottle)
    expect(await load(s, stay.ref, stay.code)).toMatchObject({ Balance: 0 })
  })

  it('on a late cancellation, gives part of the kept night back without a balance to chase', async () => {
    s.now.value = NOW
    const stay = await book(s, '2027-01-06', '2027-01-09')
    const total = toMinorUnits(stay.reservation.TotalCost)
    // Tuesday 10:00: past the free deadline (Monday 14:00): the first night is kept, the rest refunded.
    s.now.value = new Date('2027-01-05T10:00:00Z')
    const cancelled = await s.post('/api/ManageBooking/Cancel', {
      ...access(stay),
      ReservationId: stay.id,
      CancellationReasonId: REASON,
    })
    expect(cancelled.status).toBe(200)
    const kept = total - (await ledgerSums(s.db, stay.id)).refunded
    expect(kept).toBeGreaterThan(1_000)

    const { money } = await goodwill(stay, 10)
    expect(money).toMatchObject({ Balance: 0, RefundByRules: 0, Refundable: toMajorUnits(kept - 1_000) })
    expect(await load(s, stay.ref, stay.code)).toMatchObject({ Balance: 0 })
    expect((await ledgerSums(s.db, stay.id)).refunded).toBe(total - kept + 1_000)
  })
})
