/**
 * PayStack through the payment provider port (server/payments/paystack-provider.ts, decisions 0063 and 0113): a
 * PayStack booking or pay-link payment is held with a ledger entry like a card's, the adapter answers with its
 * page's address, and the outcome — the page's signed event or the guest's return (Status asks the adapter) — is
 * applied once, moving the entry pending → succeeded or canceled.
 */
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { PayByLinkInfo, PayByLinkProcessResponse, PayByLinkStatus } from '@/api/contract/pay-by-link'
import { CreateReservationResponse, ReservationStatus } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { payLinkCode } from '../../../server/payments/pay-link'
import {
  BOOKING_CANCELLED,
  BOOKING_EXPIRED,
  CHECKOUT_MINUTES,
  checkoutEvent,
  checkoutOf,
} from '../../../server/payments/paystack'
import { payStackProvider } from '../../../server/payments/paystack-provider'
import { EventRefused } from '../../../server/payments/provider'
import { bookingFrom, onPayStackPage, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('PayStack through the provider port')

const COTTAGE = 201
const BB = 22
const secrets = { linkSigningKey: 'test-signing-key' }

type Entry = { provider: string; provider_ref: string | null; state: string; kind: string; amount: number }

describe.each(ENGINES)('PayStack through the provider port (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const create = async (from: string, to: string) => {
    const result = await parsed(
      await s.post('/api/Availability/Search', { ...searchBody(from, to), PropertyId: 'CLIFFTOP' }),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: COTTAGE, ratePlanId: BB }], {
      PropertyId: 'CLIFFTOP',
      vat: { rate: 13.5, exclusive: true },
      levy: false,
      PaymentType: PaymentType.PayByPayStack,
      CardDetails: null,
    })
    const out = await parsed(await s.post('/api/Reservation/Create', body), CreateReservationResponse)
    return { ...out, amount: body.PaymentAmount }
  }
  const status = async (token: string | null) =>
    parsed(
      await s.get(`/api/Reservation/Status?propertyId=CLIFFTOP&referenceNumber=${token ?? ''}`),
      ReservationStatus,
    )
  const entriesOf = (reference: string | null) =>
    s.db.query<Entry>(
      `SELECT l.provider, l.provider_ref, l.state, l.kind, l.amount FROM ledger_entry l
       JOIN reservation r ON r.id = l.reservation_id WHERE r.reference_number = $1 ORDER BY l.id`,
      [reference],
    )
  const referenceIn = (url: string | null | undefined) => /PSK_[\w-]+/.exec(url ?? '')?.[0] ?? ''
  const mails = async (ref: string | null) => {
    await s.outbox.drain()
    return readdirSync(s.mailDir).filter((f) => f.includes(`Z-confirmation-${ref}-`))
  }

  it('holds the booking with a PayStack ledger entry that the page’s Pay moves to succeeded, once', async () => {
    const out = await create('2027-04-05', '2027-04-07')
    const reference = referenceIn(out.RedirectUrl)
    expect(await entriesOf(out.ReferenceNumber)).toEqual([
      {
        provider: 'paystack',
        provider_ref: reference,
        state: 'pending',
        kind: 'charge',
        amount: Math.round(out.amount * 100),
      },
    ])
    // The Status page shows the hold for the page's 30 minutes, and the way back to the page.
    const waiting = await status(out.ConfirmationToken)
    expect(waiting).toMatchObject({ Status: 'Pending', RedirectUrl: out.RedirectUrl })
    expect(Date.parse(waiting.HoldExpiresAt ?? '') - NOW.getTime()).toBe(CHECKOUT_MINUTES * 60_000)
    const checkout = await checkoutOf(s.db, reference, NOW)
    expect(checkout?.expires_at).toBe(waiting.HoldExpiresAt)

    await onPayStackPage(s.url, out.RedirectUrl, 'Pay')
    await onPayStackPage(s.url, out.RedirectUrl, 'Pay')
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Confirmed', RedirectUrl: null })
    expect((await entriesOf(out.ReferenceNumber)).map((e) => e.state)).toEqual(['succeeded'])
    expect(await mails(out.ReferenceNumber)).toHaveLength(1)
    const events = await s.db.query('SELECT 1 FROM provider_event WHERE provider = $1 AND event_id = $2', [
      'paystack',
      `${reference}:Paid`,
    ])
    expect(events).toHaveLength(1)
  })

  it('confirms once from the guest’s return when the page’s event never came', async () => {
    const out = await create('2027-04-12', '2027-04-14')
    const reference = referenceIn(out.RedirectUrl)
    // Paid on PayStack's side, its callback lost: the Status call asks the adapter.
    await s.db.query(`UPDATE paystack_checkout SET status = 'Paid' WHERE reference = $1`, [reference])
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' })
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' })
    // The page's event arriving afterwards finds it done.
    await onPayStackPage(s.url, out.RedirectUrl, 'Pay')
    expect((await entriesOf(out.ReferenceNumber)).map((e) => e.state)).toEqual(['succeeded'])
    expect(await mails(out.ReferenceNumber)).toHaveLength(1)
  })

  it('moves the entry to canceled when the guest cancels, or when the page’s 30 minutes end', async () => {
    const cancelled = await create('2027-04-19', '2027-04-21')
    await onPayStackPage(s.url, cancelled.RedirectUrl, 'Cancel')
    expect(await status(cancelled.ConfirmationToken)).toMatchObject({
      Status: 'Failed',
      Message: BOOKING_CANCELLED,
    })
    expect((await entriesOf(cancelled.ReferenceNumber)).map((e) => e.state)).toEqual(['canceled'])

    const left = await create('2027-04-26', '2027-04-28')
    s.now.value = new Date(NOW.getTime() + CHECKOUT_MINUTES * 60_000)
    try {
      expect(await status(left.ConfirmationToken)).toMatchObject({
        Status: 'Failed',
        Message: BOOKING_EXPIRED,
      })
      expect((await entriesOf(left.ReferenceNumber)).map((e) => e.state)).toEqual(['canceled'])
      expect((await checkoutOf(s.db, referenceIn(left.RedirectUrl), s.now.value))?.status).toBe('Expired')
    } finally {
      s.now.value = NOW
    }
  })

  it('refuses an event the page did not sign, and card calls PayStack cannot make', async () => {
    const out = await create('2027-05-03', '2027-05-05')
    const adapter = payStackProvider({ db: s.db, clock: () => s.now.value, secrets })
    const row = await checkoutOf(s.db, referenceIn(out.RedirectUrl), NOW)
    if (!row) throw new Error('no checkout')
    const { body, signature } = checkoutEvent(secrets, { ...row, status: 'Paid' })
    expect(adapter.parseEvent(body, signature)).toMatchObject({
      kind: 'payment',
      payment: { id: row.reference, status: 'succeeded' },
    })
    const forged = body.replace('"Paid"', '"Cancelled"')
    expect(() => adapter.parseEvent(forged, signature)).toThrow(EventRefused)
    expect(() => adapter.parseEvent(body, undefined)).toThrow(EventRefused)
    await expect(adapter.refund(row.reference, 100, 'x', 'k')).rejects.toThrow(/PayStack/)
    await expect(adapter.chargeSaved({} as never)).rejects.toThrow(/PayStack/)
    expect(await adapter.describeCard('pm_x')).toBeNull()
    expect((await status(out.ConfirmationToken)).Status).toBe('Pending')
  })

  it('takes a pay-link payment with a PayStack ledger entry, settled by the page', async () => {
    const info = await parsed(
      await s.get(
        `/api/PayByLink/Get?propertyId=CLIFFTOP&invoiceNumber=INV-2001&hash=${payLinkCode(secrets, 1002, 'P', 'INV-2001')}&actionType=P`,
      ),
      PayByLinkInfo,
    )
    const paid = await parsed(
      await s.post('/api/PayByLink/Process', { ...info, PropertyId: 'CLIFFTOP', Email: 'g@example.com' }),
      PayByLinkProcessResponse,
    )
    const entry = () =>
      s.db.query<Entry>(
        `SELECT l.provider, l.provider_ref, l.state, l.kind, l.amount FROM ledger_entry l
         JOIN payment pm ON pm.id = l.invoice_payment_id WHERE pm.confirmation_token = $1`,
        [paid.ConfirmationToken],
      )
    expect(await entry()).toEqual([
      {
        provider: 'paystack',
        provider_ref: referenceIn(paid.RedirectUrl),
        state: 'pending',
        kind: 'charge',
        amount: 12000,
      },
    ])
    await onPayStackPage(s.url, paid.RedirectUrl, 'Pay')
    const lookup = await s.get(
      `/api/PayByLink/Status?propertyId=CLIFFTOP&referenceNumber=${paid.ConfirmationToken ?? ''}`,
    )
    expect(await parsed(lookup, PayByLinkStatus)).toMatchObject({ Status: 'Confirmed' })
    expect((await entry()).map((e) => e.state)).toEqual(['succeeded'])
  })
})
