/**
 * PayByPayStack as a hosted payment page (server/payments/paystack.ts, its adapter of the provider port
 * paystack-provider.ts; decisions 0063, 0113): a booking waits, holding its rooms, until the guest pays on the
 * page; Pay confirms it, Cancel or 30 minutes give everything back; the page is signed, used once and runs no
 * script. Pay by link goes the same way.
 */
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { PaymentType } from '@/domain/payment'
import {
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
} from '@/api/contract/pay-by-link'
import {
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationStatus,
} from '@/api/contract/reservation'
import { payLinkCode } from '../../../server/payments/pay-link'
import { BOOKING_CANCELLED, BOOKING_EXPIRED, PAYMENT_CANCELLED } from '../../../server/payments/paystack'
import { bookingFrom, onPayStackPage, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('PayStack checkout')

const COTTAGE = 201
const BB = 22
const secrets = { linkSigningKey: 'test-signing-key' }

describe.each(ENGINES)('PayStack checkout (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** A CLIFFTOP booking paid with PayStack (Bed & Breakfast is paid in full at booking). */
  const create = async (from: string, to: string, over: Record<string, unknown> = {}) => {
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
      ...over,
    })
    const out = await parsed(await s.post('/api/Reservation/Create', body), CreateReservationResponse)
    return { ...out, amount: body.PaymentAmount }
  }
  const status = async (token: string | null) =>
    parsed(
      await s.get(`/api/Reservation/Status?propertyId=CLIFFTOP&referenceNumber=${token ?? ''}`),
      ReservationStatus,
    )
  const confirmation = (token: string | null) =>
    s.get(`/api/Reservation/Confirmation?propertyId=CLIFFTOP&referenceNumber=${token ?? ''}`)
  const mails = async (ref: string | null) => {
    await s.outbox.drain()
    return readdirSync(s.mailDir).filter((f) => f.includes(`Z-confirmation-${ref}-`))
  }

  it('holds the rooms while the guest is on PayStack’s page, and confirms the booking once paid', async () => {
    const before = await stock(s.db, COTTAGE, '2027-02-01', '2027-02-03')
    const out = await create('2027-02-01', '2027-02-03')
    expect(out.Success).toBe(true)
    expect(out.RedirectUrl).toMatch(/^\/api\/PayStack\/TestCheckout\/PSK_[\w-]+\/[\w-]{22}$/)
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Pending', Message: null })
    expect(await stock(s.db, COTTAGE, '2027-02-01', '2027-02-03')).toEqual(
      Object.fromEntries(Object.entries(before).map(([d, n]) => [d, n - 1])),
    )
    expect((await confirmation(out.ConfirmationToken)).status).toBe(409)
    expect(await mails(out.ReferenceNumber)).toEqual([])

    // The page: what is paid, to whom, and two buttons; no script, and a policy that allows none.
    const pageRes = await s.get(out.RedirectUrl ?? '')
    expect(pageRes.status).toBe(200)
    expect(pageRes.headers.get('Content-Type')).toContain('text/html')
    const csp = pageRes.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; form-action 'self'/)
    const html = await pageRes.text()
    expect(html).not.toMatch(/<script|\son\w+=/i)
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(out.amount)
    expect(html).toContain(`<h1>Pay Cliff Top Inn</h1>`)
    expect(html).toContain(`Pay ${amount}</button>`)
    expect(html).toContain(`Booking ${out.ReferenceNumber} at Cliff Top Inn`)
    expect(html).toContain('Cancel and return to Cliff Top Inn</button>')

    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Pay')).toBe(
      `/Book/CLIFFTOP/Status/${out.ConfirmationToken}`,
    )
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' })
    const conf = await parsed(await confirmation(out.ConfirmationToken), ReservationConfirmation)
    expect(conf.Totals.PaidNow).toBe(out.amount)
    expect(await mails(out.ReferenceNumber)).toHaveLength(1)

    // Used once: a second Pay changes nothing and goes back to the status page; the page says it is done.
    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Pay')).toBe(
      `/Book/CLIFFTOP/Status/${out.ConfirmationToken}`,
    )
    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Cancel')).toBe(
      `/Book/CLIFFTOP/Status/${out.ConfirmationToken}`,
    )
    expect(await status(out.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' })
    expect(await mails(out.ReferenceNumber)).toHaveLength(1)
    expect(await (await s.get(out.RedirectUrl ?? '')).text()).toContain('This payment is complete')
  })

  it('gives the rooms back when the guest cancels on the page, and sends the guest back to checkout', async () => {
    const before = await stock(s.db, COTTAGE, '2027-02-08', '2027-02-10')
    const out = await create('2027-02-08', '2027-02-10')
    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Cancel')).toBe(
      `/Book/CLIFFTOP/Checkout/${out.ConfirmationToken}`,
    )
    expect(await status(out.ConfirmationToken)).toEqual({
      Status: 'Failed',
      ReferenceNumber: out.ReferenceNumber,
      Message: BOOKING_CANCELLED,
      // Nothing to wait for any more (decision 0113): no bank challenge, no hold.
      RedirectUrl: null,
      HoldExpiresAt: null,
    })
    expect(await stock(s.db, COTTAGE, '2027-02-08', '2027-02-10')).toEqual(before)
    expect((await confirmation(out.ConfirmationToken)).status).toBe(409)
    // Paying afterwards is too late: nothing changes.
    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Pay')).toBe(
      `/Book/CLIFFTOP/Checkout/${out.ConfirmationToken}`,
    )
    expect((await status(out.ConfirmationToken)).Status).toBe('Failed')
    expect(await stock(s.db, COTTAGE, '2027-02-08', '2027-02-10')).toEqual(before)
  })

  it('lets a page left open for 30 minutes expire, giving the rooms back', async () => {
    const before = await stock(s.db, COTTAGE, '2027-02-15', '2027-02-17')
    const out = await create('2027-02-15', '2027-02-17')
    s.now.value = new Date(NOW.getTime() + 31 * 60_000)
    try {
      expect(await status(out.ConfirmationToken)).toMatchObject({
        Status: 'Failed',
        Message: BOOKING_EXPIRED,
      })
      expect(await stock(s.db, COTTAGE, '2027-02-15', '2027-02-17')).toEqual(before)
      expect(await (await s.get(out.RedirectUrl ?? '')).text()).toContain('This payment page has expired')
      expect(await onPayStackPage(s.url, out.RedirectUrl, 'Pay')).toBe(
        `/Book/CLIFFTOP/Checkout/${out.ConfirmationToken}`,
      )
    } finally {
      s.now.value = NOW
    }
  })

  it('gives a gift voucher’s balance back when the payment is cancelled', async () => {
    await s.db.query(
      `UPDATE property SET settings = settings || '{"PayByPayStack": true}' WHERE code = 'HARBOUR'`,
    )
    const [{ balance } = { balance: 0 }] = await s.db.query<{ balance: number }>(
      "SELECT balance FROM gift_voucher WHERE code = 'GIFT50'",
    )
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-01', '2027-03-03')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 12 }], {
      PaymentType: PaymentType.PayByPayStack,
      CardDetails: null,
      HopGiftVoucherCode: 'GIFT50',
      voucher: balance,
    })
    const out = await parsed(await s.post('/api/Reservation/Create', body), CreateReservationResponse)
    expect(out.RedirectUrl).toBeTruthy()
    const spent = await s.db.query<{ balance: number }>(
      "SELECT balance FROM gift_voucher WHERE code = 'GIFT50'",
    )
    expect(spent[0]?.balance).toBe(0)
    await onPayStackPage(s.url, out.RedirectUrl, 'Cancel')
    const back = await s.db.query<{ balance: number }>(
      "SELECT balance FROM gift_voucher WHERE code = 'GIFT50'",
    )
    expect(back[0]?.balance).toBe(balance)
  })

  it('answers a page whose signature was not made here with the same 404 page, changing nothing', async () => {
    const out = await create('2027-02-22', '2027-02-24')
    const url = out.RedirectUrl ?? ''
    const tampered = `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`
    const other = url.replace(/PSK_[\w-]+/, 'PSK_aaaaaaaaaaaaaaaaaaaaaaaa')
    for (const bad of [tampered, other]) {
      const res = await s.get(bad)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('This payment page does not exist')
      const pay = await fetch(`${s.url}${bad}/Pay`, { method: 'POST', redirect: 'manual' })
      expect(pay.status).toBe(404)
    }
    expect((await status(out.ConfirmationToken)).Status).toBe('Pending')
  })

  it('takes a pay-by-link payment on the page: the invoice moves when paid, not when cancelled', async () => {
    const invoice = async (n: string) =>
      (await s.db.query<{ paid: number }>('SELECT paid FROM invoice WHERE invoice_number = $1', [n]))[0]?.paid
    const process = async (n: string) => {
      const info = await parsed(
        await s.get(
          `/api/PayByLink/Get?propertyId=CLIFFTOP&invoiceNumber=${n}&hash=${payLinkCode(secrets, 1002, 'P', n)}&actionType=P`,
        ),
        PayByLinkInfo,
      )
      return parsed(
        await s.post('/api/PayByLink/Process', { ...info, PropertyId: 'CLIFFTOP', Email: 'g@example.com' }),
        PayByLinkProcessResponse,
      )
    }
    const lookup = (what: 'Status' | 'Confirmation', token: string | null) =>
      s.get(`/api/PayByLink/${what}?propertyId=CLIFFTOP&referenceNumber=${token ?? ''}`)

    const cancelled = await process('INV-2002')
    expect(cancelled.RedirectUrl).toBeTruthy()
    expect(await parsed(await lookup('Status', cancelled.ConfirmationToken), PayByLinkStatus)).toMatchObject({
      Status: 'Pending',
    })
    expect(await onPayStackPage(s.url, cancelled.RedirectUrl, 'Cancel')).toBe(
      `/SecurePay/CLIFFTOP/Status/${cancelled.ConfirmationToken}`,
    )
    expect(await parsed(await lookup('Status', cancelled.ConfirmationToken), PayByLinkStatus)).toMatchObject({
      Status: 'Failed',
      Message: PAYMENT_CANCELLED,
    })
    expect((await lookup('Confirmation', cancelled.ConfirmationToken)).status).toBe(400)
    expect(await invoice('INV-2002')).toBe(0)

    const paid = await process('INV-2002')
    await onPayStackPage(s.url, paid.RedirectUrl, 'Pay')
    expect(await parsed(await lookup('Status', paid.ConfirmationToken), PayByLinkStatus)).toMatchObject({
      Status: 'Confirmed',
    })
    expect(
      await parsed(await lookup('Confirmation', paid.ConfirmationToken), PayByLinkConfirmation),
    ).toMatchObject({
      AmountPaid: 64,
      Outstanding: 0,
    })
    expect(await invoice('INV-2002')).toBe(6400)
    await s.outbox.drain()
    expect(readdirSync(s.mailDir).some((f) => f.includes('paylink-'))).toBe(true)
    // Nothing left to pay: the link says so.
    const again = await s.get(
      `/api/PayByLink/Get?propertyId=CLIFFTOP&invoiceNumber=INV-2002&hash=${payLinkCode(secrets, 1002, 'P', 'INV-2002')}&actionType=P`,
    )
    expect((await parsed(again, PayByLinkInfo)).AmountToPay).toBe(0)
  })
})
