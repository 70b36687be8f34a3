/**
 * Cancellations and changes settle (decision 0116), over HTTP against the built-in provider in-process: what the
 * guest is quoted before confirming, the refund the provider makes (its own record, not only ours), the ledger,
 * and the mail. The provider can be made unreachable for refunds, as a network fault would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationErrorBody } from '@/api/contract/common'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { SettlementQuote } from '@/api/contract/settlement'
import { SearchResult } from '@/api/contract/availability'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { NON_REFUNDABLE_PLAN, NON_REFUNDABLE_SHORTER } from '@/domain/non-refundable-change'
import { priceStay } from '@/domain/pricing'
import { chargeDueStays } from '../../../server/jobs/scheduled-charges'
import { builtInProvider } from '../../../server/payments/built-in'
import { ledgerSums } from '../../../server/payments/ledger'
import { serverPayments } from '../../../server/payments/payments'
import { sendPendingCharges } from '../../../server/reservations/charges-due'
import { sendPendingRefunds } from '../../../server/reservations/refunds'
import { nightlyRates, searchBody } from '../../builders/booking-request'
import {
  access,
  asUpdate,
  book,
  CLASSIC,
  FLEX,
  load,
  REASON,
  updateBody,
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

notePostgresSkipped('Settlement')

const NONREF = 12

describe.each(ENGINES)('cancellations and changes settle (%s)', (engine) => {
  let s: TestServer
  const refunds = { down: false }
  let payments: ReturnType<typeof serverPayments>

  beforeAll(async () => {
    s = await startServer(engine, {
      payments: async (db, clock) => {
        const builtIn = builtInProvider({ db, clock, secrets: { linkSigningKey: 'test-signing-key' } })
        const real = builtIn.provider
        // The provider unreachable for refunds only, as a network fault between us and it would be.
        const provider = {
          ...real,
          refund: (...args: Parameters<typeof real.refund>) =>
            refunds.down ? Promise.reject(new Error('connect ECONNREFUSED')) : real.refund(...args),
        }
        payments = serverPayments({ stripe: null, builtIn: { ...builtIn, provider }, clock })
        return payments
      },
    })
  })
  afterAll(() => s.close())

  const cancelBody = (b: Booked) => ({ ...access(b), ReservationId: b.id, CancellationReasonId: REASON })
  const quoteCancel = async (b: Booked) =>
    parsed(
      await s.post('/api/ManageBooking/CancelQuote', { ...access(b), ReservationId: b.id }),
      SettlementQuote,
    )
  const cancel = (b: Booked, key?: string) =>
    s.post('/api/ManageBooking/Cancel', cancelBody(b), key ? { 'Idempotency-Key': key } : {})
  /** Our ledger's refund entries of a booking. */
  const refundEntries = (b: Booked) =>
    s.db.query<{ amount: number; state: string; provider_ref: string | null; idempotency_key: string }>(
      `SELECT amount, state, provider_ref, idempotency_key FROM ledger_entry
       WHERE reservation_id = $1 AND kind = 'refund' ORDER BY id`,
      [b.id],
    )
  /** The provider's own refunds of a booking's payments (its storage, as Stripe's dashboard would show them). */
  const providerRefunds = (b: Booked) =>
    s.db.query<{ amount: number; status: string }>(
      `SELECT (o.data->>'amount')::int AS amount, o.data->>'status' AS status FROM test_provider_object o
       WHERE o.kind = 'refund' AND o.data->>'payment_intent' IN
         (SELECT provider_ref FROM ledger_entry WHERE reservation_id = $1 AND kind IN ('charge', 'authorisation'))`,
      [b.id],
    )
  const cancellationMail = async (b: Booked) => {
    const [mail] = await s.db.query<{ text: string }>(
      `SELECT text FROM outbox_message WHERE kind = 'cancellation' AND regarding = $1 AND recipient LIKE '%grace%'`,
      [b.ref],
    )
    return mail?.text ?? ''
  }
  const pounds = (major: number) => `£${major.toFixed(2)}`
  const mailsOf = (kind: string, b: Booked) =>
    s.db.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM outbox_message WHERE kind = $1 AND regarding = $2 ORDER BY id',
      [kind, b.ref],
    )
  /**
   * The first night of a one-room booking as a penalty keeps it: its rate with its part of what the booking adds
   * once (the visitor levy), as the room's share of the total carries it.
   */
  const firstNightOf = (b: Booked) => {
    const item = b.reservation.ReservationItems[0]
    const night = toMinorUnits(item?.DailyRates[0]?.RatePerNight ?? 0)
    return Math.round((night * toMinorUnits(b.reservation.TotalCost)) / toMinorUnits(item?.TotalCost ?? 1))
  }
  const paidOf = async (b: Booked) => ledgerSums(s.db, b.id)

  it('closes the non-refundable escape: no shortening, no refundable plan, and cancelling refunds nothing', async () => {
    const b = await book(s, '2027-02-08', '2027-02-11', [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const paid = (await paidOf(b)).paid
    expect(paid).toBe(toMinorUnits(b.reservation.TotalCost))

    const shorter = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { ReservationItems: [{ ...asUpdate(item), DateTo: '2027-02-09' }] }),
    )
    expect(shorter.status).toBe(400)
    expect((await parsed(shorter, ValidationErrorBody)).ModelState).toEqual({
      'ReservationItems.0.DateTo': [NON_REFUNDABLE_SHORTER],
    })
    const flexible = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { ReservationItems: [{ ...asUpdate(item), RatePlanId: FLEX }] }),
    )
    expect(flexible.status).toBe(400)
    expect((await parsed(flexible, ValidationErrorBody)).ModelState).toEqual({
      'ReservationItems.0.RatePlanId': [NON_REFUNDABLE_PLAN],
    })
    // The quote, the same question through ChangeQuote, is refused in the same words.
    const quotedChange = await s.post(
      '/api/ManageBooking/ChangeQuote',
      updateBody(b, 1, { ReservationItems: [{ ...asUpdate(item), RatePlanId: FLEX }] }),
    )
    expect(quotedChange.status).toBe(400)

    const quote = await quoteCancel(b)
    expect(quote).toMatchObject({ Refund: 0, DueNow: 0, Kept: toMajorUnits(paid), Paid: toMajorUnits(paid) })
    const done = await parsed(await cancel(b), ManageActionResponse)
    expect(done.Reservation?.IsCancelled).toBe(true)
    expect(await refundEntries(b)).toEqual([])
    expect(await providerRefunds(b)).toEqual([])
    expect(await paidOf(b)).toEqual({ paid, refunded: 0 })
    const [room] = await load(s, b.ref, b.code).then((r) => r.ReservationItems)
    expect(room).toMatchObject({ RatePlanId: NONREF, DateOfDeparture: '2027-02-11', IsCancelled: true })
    expect(await cancellationMail(b)).toContain(
      `Nothing is refunded: ${pounds(toMajorUnits(paid))} is kept under the cancellation terms.`,
    )
  })

  it('refunds all of a Flexible stay paid and cancelled before its free deadline, once, whatever is sent twice', async () => {
    // Inside the 7-day window: charged at booking; free until Monday 14:00, and it is Monday 10:00.
    const b = await book(s, '2027-01-06', '2027-01-08', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const paid = (await paidOf(b)).paid
    expect(paid).toBeGreaterThan(0)
    const quote = await quoteCancel(b)
    expect(quote).toMatchObject({ Refund: toMajorUnits(paid), Kept: 0, DueNow: 0, Balance: 0 })

    const first = await cancel(b, `settle-${engine}-1`)
    expect(first.status).toBe(200)
    const again = await cancel(b, `settle-${engine}-1`)
    expect(await again.json()).toEqual(await first.json())
    // A new request to cancel what is cancelled is refused and moves nothing.
    expect((await cancel(b, `settle-${engine}-2`)).status).toBe(409)
    await sendPendingRefunds(s.db, payments, null)

    const [entry, ...more] = await refundEntries(b)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ amount: paid, state: 'succeeded' })
    expect(entry?.idempotency_key).toMatch(new RegExp(`^res-${b.id}-refund-\\d+$`))
    expect(await providerRefunds(b)).toEqual([{ amount: paid, status: 'succeeded' }])
    expect(await paidOf(b)).toEqual({ paid, refunded: paid })
    // Cancelled and refunded: nothing is owed either way, though the booking's stored total is unchanged.
    expect(await load(s, b.ref, b.code)).toMatchObject({
      AmountPaid: toMajorUnits(paid),
      AmountRefunded: toMajorUnits(paid),
      Balance: 0,
    })
    expect(await cancellationMail(b)).toContain(`You get back ${pounds(quote.Refund)}.`)
  })

  it('keeps the first night of a late cancellation and refunds the rest', async () => {
    const b = await book(s, '2027-01-06', '2027-01-09', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const paid = (await paidOf(b)).paid
    const firstNight = firstNightOf(b)
    expect(firstNight).toBeGreaterThan(0)
    try {
      // Tuesday 10:00: past the free deadline (Monday 14:00), before the online cut-off (Tuesday 14:00).
      s.now.value = new Date('2027-01-05T10:00:00Z')
      const quote = await quoteCancel(b)
      expect(quote).toMatchObject({
        Kept: toMajorUnits(firstNight),
        Refund: toMajorUnits(paid - firstNight),
        Rooms: [{ Charge: toMajorUnits(firstNight) }],
      })
      expect((await cancel(b)).status).toBe(200)
      expect(await providerRefunds(b)).toEqual([{ amount: paid - firstNight, status: 'succeeded' }])
      expect(await paidOf(b)).toEqual({ paid, refunded: paid - firstNight })
      expect(await load(s, b.ref, b.code)).toMatchObject({
        AmountRefunded: toMajorUnits(paid - firstNight),
        Balance: 0,
      })
      expect(await cancellationMail(b)).toContain(
        `You get back ${pounds(quote.Refund)}; ${pounds(quote.Kept)} is kept under the cancellation terms.`,
      )
    } finally {
      s.now.value = NOW
    }
  })

  it('cancels even when the provider does not answer, and the refund is made once it does', async () => {
    const b = await book(s, '2027-01-07', '2027-01-08', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const paid = (await paidOf(b)).paid
    refunds.down = true
    try {
      expect((await cancel(b)).status).toBe(200)
      expect(await refundEntries(b)).toMatchObject([{ amount: paid, state: 'pending', provider_ref: null }])
      expect(await sendPendingRefunds(s.db, payments, null)).toBe(0)
    } finally {
      refunds.down = false
    }
    // Two instances' jobs at the same moment: the same key, so the provider makes one refund.
    const other = await s.otherInstance()
    const answered = await Promise.all([
      sendPendingRefunds(s.db, payments, null),
      sendPendingRefunds(other, payments, null),
    ])
    expect(answered.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await sendPendingRefunds(s.db, payments, null)).toBe(0)
    expect(await refundEntries(b)).toMatchObject([{ amount: paid, state: 'succeeded' }])
    expect(await providerRefunds(b)).toEqual([{ amount: paid, status: 'succeeded' }])
    expect(await paidOf(b)).toEqual({ paid, refunded: paid })
  })

  it('refunds what a shorter Flexible stay no longer costs, and quotes it first', async () => {
    const b = await book(s, '2027-01-06', '2027-01-09', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const paid = (await paidOf(b)).paid
    const shorter = {
      ...asUpdate(item),
      DateTo: '2027-01-08',
      TotalCost: await priceOf(CLASSIC, FLEX, '2027-01-06', '2027-01-08'),
    }
    const quote = await parsed(
      await s.post('/api/ManageBooking/ChangeQuote', updateBody(b, 1, { ReservationItems: [shorter] })),
      SettlementQuote,
    )
    expect(quote.Refund).toBeGreaterThan(0)
    // The quote wrote nothing.
    expect((await load(s, b.ref, b.code)).Version).toBe(1)
    const done = await parsed(
      await s.post('/api/ManageBooking/Update', updateBody(b, 1, { ReservationItems: [shorter] })),
      ManageActionResponse,
    )
    expect(done.Success).toBe(true)
    const refunded = toMinorUnits(quote.Refund)
    expect(await providerRefunds(b)).toEqual([{ amount: refunded, status: 'succeeded' }])
    expect(await paidOf(b)).toEqual({ paid, refunded })
    expect(paid - refunded).toBe(toMinorUnits(done.Reservation?.TotalCost ?? 0))
    // The answer is read after the provider answered: its ledger sums say what saving refunded.
    expect(toMinorUnits(done.Reservation?.AmountRefunded ?? 0)).toBe(refunded)
  })

  /** The provider's own record of a booking's charges for a purpose (its payment intents). */
  const providerCharges = (b: Booked, purpose: string) =>
    s.db.query<{ amount: number; status: string; state: string }>(
      `SELECT (o.data->>'amount_received')::int AS amount, o.data->>'status' AS status, e.state
       FROM ledger_entry e JOIN test_provider_object o ON o.id = e.provider_ref
       WHERE e.reservation_id = $1 AND e.kind = 'charge' AND e.purpose = $2 ORDER BY e.id`,
      [b.id, purpose],
    )

  it('charges a room added on a pay-now plan off-session on the card that guarantees the stay', async () => {
    // Flexible a month ahead: nothing paid, the card saved for later.
    const b = await book(s, '2027-02-01', '2027-02-03', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    expect((await paidOf(b)).paid).toBe(0)
    const room = {
      DateFrom: '2027-02-01',
      DateTo: '2027-02-03',
      RoomTypeId: CLASSIC,
      RatePlanId: NONREF,
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      TotalCost: await priceOf(CLASSIC, NONREF, '2027-02-01', '2027-02-03'),
    }
    const quote = await parsed(
      await s.post('/api/ManageBooking/ChangeQuote', updateBody(b, 1, { RoomsToAdd: [room] })),
      SettlementQuote,
    )
    expect(quote.DueNow).toBeGreaterThan(room.TotalCost)
    const done = await s.post('/api/ManageBooking/Update', updateBody(b, 1, { RoomsToAdd: [room] }))
    expect(done.status).toBe(200)
    const due = toMinorUnits(quote.DueNow)
    // Charged as the scheduled charges would (their claim and key), so the job never charges it again.
    expect(await providerCharges(b, 'scheduled')).toEqual([
      { amount: due, status: 'succeeded', state: 'succeeded' },
    ])
    expect(await paidOf(b)).toEqual({ paid: due, refunded: 0 })
    // The answer is read after the charge: "Changes saved" says what was charged from it.
    const after = await parsed(done, ManageActionResponse)
    expect(toMinorUnits(after.Reservation?.AmountPaid ?? 0)).toBe(due)
    // The scheduled charges, run now, find nothing more due: the change's charge was theirs.
    await chargeDueStays({
      db: s.db,
      payments,
      clock: () => s.now.value,
      publicUrl: undefined,
      secrets: { linkSigningKey: 'test-signing-key' },
    })
    expect(await providerCharges(b, 'scheduled')).toHaveLength(1)
    // The Flexible room is still paid by its schedule: nothing more is due now.
    const again = await parsed(
      await s.post('/api/ManageBooking/ChangeQuote', updateBody(b, 2, {})),
      SettlementQuote,
    )
    expect(again).toMatchObject({ DueNow: 0, Refund: 0 })
  })

  it('charges the penalty of a late cancellation of a guaranteed stay with nothing paid', async () => {
    const b = await book(s, '2027-02-02', '2027-02-04', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    expect((await paidOf(b)).paid).toBe(0)
    const firstNight = firstNightOf(b)
    try {
      // Monday 10:00: past the free deadline (Sunday 14:00), before the online cut-off (Monday 14:00).
      s.now.value = new Date('2027-02-01T10:00:00Z')
      const quote = await quoteCancel(b)
      expect(quote).toMatchObject({
        Refund: 0,
        DueNow: toMajorUnits(firstNight),
        Kept: toMajorUnits(firstNight),
      })
      expect((await cancel(b)).status).toBe(200)
      expect(await providerCharges(b, 'cancellation')).toEqual([
        { amount: firstNight, status: 'succeeded', state: 'succeeded' },
      ])
      expect(await paidOf(b)).toEqual({ paid: firstNight, refunded: 0 })
      expect(await cancellationMail(b)).toContain(
        `${pounds(quote.DueNow)} is charged to your card under the cancellation terms.`,
      )
    } finally {
      s.now.value = NOW
    }
  })

  it('sends one pay link and tells the hotel when the bank refuses the charge of a late cancellation', async () => {
    // Stripe's 4000 0000 0000 0341: saved without a fuss, every charge of it declined.
    const b = await book(s, '2027-02-09', '2027-02-11', undefined, 'pm_card_chargeCustomerFail')
    const firstNight = firstNightOf(b)
    try {
      s.now.value = new Date('2027-02-08T10:00:00Z')
      expect((await cancel(b)).status).toBe(200)
      // The job asks again for what is still pending: nothing is, and nothing more is charged or sent.
      s.now.value = new Date('2027-02-08T10:05:00Z')
      expect(
        await sendPendingCharges(s.db, payments, null, {
          secrets: { linkSigningKey: 'test-signing-key' },
          clock: () => s.now.value,
        }),
      ).toBe(0)
      expect(await providerCharges(b, 'cancellation')).toEqual([
        { amount: 0, status: 'requires_payment_method', state: 'failed' },
      ])
      expect(await paidOf(b)).toEqual({ paid: 0, refunded: 0 })
      expect(await load(s, b.ref, b.code)).toMatchObject({ Balance: toMajorUnits(firstNight) })
      const guest = await mailsOf('payment-due', b)
      expect(guest).toHaveLength(1)
      expect(guest[0]?.text).toContain(
        `We tried to take ${pounds(toMajorUnits(firstNight))} for booking ${b.ref}, the charge of your cancellation`,
      )
      expect(guest[0]?.text).toMatch(new RegExp(`/SecurePay/HARBOUR/P/${b.ref}-P\\d+/`))
      const hotel = await mailsOf('hotel-charge-refused', b)
      expect(hotel.map((m) => m.subject)).toEqual([
        `[Harbour House Hotel] Cancellation charge refused for booking ${b.ref}`,
      ])
    } finally {
      s.now.value = NOW
    }
  })

  /** A stay's price as the search shows it now. */
  async function priceOf(roomTypeId: number, ratePlanId: number, from: string, to: string) {
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === roomTypeId)?.Rates.find(
      (r) => r.RatePlanId === ratePlanId,
    )
    if (!plan) throw new Error('not offered')
    return toMajorUnits(priceStay(nightlyRates(plan), { adults: 2, children: 0, infants: 0 }).total)
  }
})
