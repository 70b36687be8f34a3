import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkProcessResponse,
  PayByLinkStatus,
} from '@/api/contract/pay-by-link'
import { payLinkCode } from '../../../server/payments/pay-link'
import { DECLINE, onPayStackPage, VISA } from '../../builders/booking-request'
import { cardSecretsIn } from '../../support/server/card-secrets'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'

notePostgresSkipped('Pay by link')

const secrets = { linkSigningKey: 'test-signing-key' }
const INVALID = 'This payment link is not valid. Please contact the hotel by phone or e-mail.'
/** A card entered in the provider's frame: its reference (decision 0113). */
const card = (paymentMethod = VISA) => ({
  PaymentMethodId: paymentMethod,
  NameOnCard: 'G Hopper',
  EmailAddress: 'g@example.com',
})
/** The card the guest types into the provider's frame, never into our API. */
const TYPED = { number: '4242 4242 4242 4242', securityCode: '737' }
const getUrl = (invoice: string, hash: string, action = 'P', property = 'HARBOUR') =>
  `/api/PayByLink/Get?propertyId=${property}&invoiceNumber=${invoice}&hash=${hash}&actionType=${action}`

describe.each(ENGINES)('pay by link (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const invoice = async (n: string) => {
    const [row] = await s.db.query<{ amount: number; paid: number }>(
      'SELECT amount, paid FROM invoice WHERE invoice_number = $1',
      [n],
    )
    return row
  }
  const quote = async (n: string, action = 'P', property = 'HARBOUR', id = 1001) =>
    parsed(await s.get(getUrl(n, payLinkCode(secrets, id, action, n), action, property)), PayByLinkInfo)

  it('answers every altered link with the same 403, revealing nothing about the invoice', async () => {
    await parsed(await s.get('/api/PayByLink/Config/HARBOUR'), PayByLinkConfig)
    const code = payLinkCode(secrets, 1001, 'P', 'INV-1001')
    expect((await parsed(await s.get(getUrl('INV-1001', code)), PayByLinkInfo)).Action).toBe('Pay')
    const altered = [
      getUrl('INV-1002', code), // another invoice number
      getUrl('INV-1001', code, 'S'), // another action
      getUrl('INV-1001', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`), // one character of the code
      getUrl('INV-1001', code.slice(0, 10)), // a shorter code
      getUrl('INV-9999', code), // an invoice that does not exist
      getUrl('INV-1001', code) + '&paymentId=7', // a payment id the link was not made for
      getUrl('INV-2001', code, 'P', 'CLIFFTOP'), // another property's invoice
    ]
    for (const url of altered) {
      const res = await s.get(url)
      expect(res.status, url).toBe(403)
      expect(await parsed(res, ErrorBody), url).toEqual({ Message: INVALID })
    }
  })

  it('refuses a transaction whose invoice, amount, action, hash or timestamp was changed (same 403)', async () => {
    const info = await quote('INV-1001')
    expect(info).toMatchObject({ Action: 'Pay', AmountToPay: 250, AmountPaid: 0, Currency: 'GBP' })
    const tx = { ...info, PropertyId: 'HARBOUR', Email: 'g@example.com', CardDetails: card() }
    const tampered = [
      { ...tx, InvoiceNumber: 'INV-1002' },
      { ...tx, AmountToPay: 1 },
      { ...tx, AmountToPay: 250.01 },
      { ...tx, Action: 'StoreCard' },
      { ...tx, Action: 'None' },
      { ...tx, Hash: payLinkCode(secrets, 1001, 'P', 'INV-1001') },
      { ...tx, Hash: `${tx.Hash.slice(0, -1)}${tx.Hash.endsWith('A') ? 'B' : 'A'}` },
      { ...tx, Timestamp: new Date(NOW.getTime() + 1000).toISOString() },
      { ...tx, PaymentId: '7' },
    ]
    for (const body of tampered) {
      const res = await s.post('/api/PayByLink/Process', body)
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(403)
      expect(await parsed(res, ErrorBody)).toEqual({ Message: INVALID })
    }
    expect(await invoice('INV-1001')).toEqual({ amount: 25000, paid: 0 })
  })

  it('pays the invoice once, keeps no card number or security code, and mails a receipt', async () => {
    const info = await quote('INV-1001')
    // The guest types the card into the provider's frame; our API is sent only the provider's reference.
    const typed = await cardFromFrame(s, TYPED)
    const tx = { ...info, PropertyId: 'HARBOUR', Email: 'payer@example.com', CardDetails: card(typed) }

    const declined = await s.post('/api/PayByLink/Process', { ...tx, CardDetails: card(DECLINE) })
    expect(declined.status).toBe(400)
    expect(await parsed(declined, PayByLinkProcessResponse)).toEqual({
      Success: false,
      Message: 'Your card was declined. Nothing was charged: please try another card.',
      ConfirmationToken: null,
    })
    // A card number or security code sent to our API is refused before anything reads it.
    const typedHere = await s.post('/api/PayByLink/Process', {
      ...tx,
      CardDetails: { ...card(), CardNumber: '4242424242424242', SecurityCode: '737' },
    })
    expect(typedHere.status).toBe(400)
    expect(Object.keys((await parsed(typedHere, ValidationErrorBody)).ModelState).sort()).toEqual([
      'CardDetails.CardNumber',
      'CardDetails.SecurityCode',
    ])
    const unknownCard = await s.post('/api/PayByLink/Process', {
      ...tx,
      CardDetails: card('pm_nothing_here'),
    })
    expect(Object.keys((await parsed(unknownCard, ValidationErrorBody)).ModelState)).toEqual([
      'CardDetails.PaymentMethodId',
    ])
    expect(await invoice('INV-1001')).toEqual({ amount: 25000, paid: 0 })

    const paid = await parsed(await s.post('/api/PayByLink/Process', tx), PayByLinkProcessResponse)
    expect(paid).toMatchObject({ Success: true, Message: 'Thank you, your payment is complete.' })
    expect(await invoice('INV-1001')).toEqual({ amount: 25000, paid: 25000 })

    const q = `propertyId=HARBOUR&referenceNumber=${paid.ConfirmationToken}`
    const status = await parsed(await s.get(`/api/PayByLink/Status?${q}`), PayByLinkStatus)
    expect(status.Status).toBe('Confirmed')
    expect(
      await parsed(await s.get(`/api/PayByLink/Confirmation?${q}`), PayByLinkConfirmation),
    ).toMatchObject({
      Action: 'Pay',
      InvoiceNumber: 'INV-1001',
      TransactionReference: status.ReferenceNumber,
      AmountPaid: 250,
      Outstanding: 0,
      CardBrand: 'Visa',
      CardLastFour: '4242',
    })
    const unknown = await s.get('/api/PayByLink/Confirmation?propertyId=HARBOUR&referenceNumber=nope')
    expect(unknown.status).toBe(400)

    // Nothing the server keeps holds the number or the security code: only the provider's reference.
    const rows = await s.db.query<{ row: string }>('SELECT row_to_json(p)::text AS row FROM payment p')
    const keys = await s.db.query<{ row: string }>(
      'SELECT row_to_json(k)::text AS row FROM idempotency_key k',
    )
    expect(rows.some(({ row }) => row.includes(typed))).toBe(true)
    for (const { row } of [...rows, ...keys]) {
      expect(cardSecretsIn(row, TYPED)).toEqual([])
    }
    await s.outbox.drain()
    const files = readdirSync(s.mailDir)
    // The payer's receipt, and the hotel's copy beside it.
    const mails = files.filter((f) => f.includes('paylink') && !f.includes('hotel-paylink'))
    expect(mails).toHaveLength(1)
    expect(files.filter((f) => f.includes('hotel-paylink'))).toHaveLength(1)
    const mail = readFileSync(join(s.mailDir, mails[0] ?? ''), 'utf8')
    expect(mail).toContain('To: payer@example.com')
    expect(mail).toContain('Visa ending 4242')
    expect(mail).not.toContain('4242 4242')
    expect(mail).not.toContain('424242424242')

    // The same quote again, and a fresh quote of a paid invoice: nothing left to pay.
    const again = await s.post('/api/PayByLink/Process', tx)
    expect(again.status).toBe(409)
    expect((await parsed(again, ErrorBody)).Message).toBe('There is no outstanding balance on this invoice.')
    expect(await quote('INV-1001')).toMatchObject({ AmountToPay: 0, AmountPaid: 250 })
  })

  it('asks for the link again once the quote is old', async () => {
    const info = await quote('INV-1002')
    s.now.value = new Date(NOW.getTime() + 3 * 60 * 60 * 1000)
    try {
      const res = await s.post('/api/PayByLink/Process', {
        ...info,
        PropertyId: 'HARBOUR',
        Email: 'g@example.com',
        CardDetails: card(),
      })
      expect(res.status).toBe(403)
      expect((await parsed(res, ErrorBody)).Message).toMatch(/expired/)
    } finally {
      s.now.value = NOW
    }
  })

  it('stores a card through a StoreCard link without charging it', async () => {
    const info = await quote('INV-1002', 'S')
    expect(info).toMatchObject({ Action: 'StoreCard', AmountToPay: 0, AmountPaid: 0 })
    const tx = { ...info, PropertyId: 'HARBOUR', Email: 'g@example.com' }
    const noCard = await s.post('/api/PayByLink/Process', tx)
    expect(Object.keys((await parsed(noCard, ValidationErrorBody)).ModelState)).toEqual(['CardDetails'])
    const stored = await parsed(
      await s.post('/api/PayByLink/Process', { ...tx, CardDetails: card() }),
      PayByLinkProcessResponse,
    )
    expect(stored).toMatchObject({ Success: true, Message: 'Thank you, your card is stored securely.' })
    const confirmation = await parsed(
      await s.get(
        `/api/PayByLink/Confirmation?propertyId=HARBOUR&referenceNumber=${stored.ConfirmationToken}`,
      ),
      PayByLinkConfirmation,
    )
    expect(confirmation).toMatchObject({
      Action: 'StoreCard',
      AmountPaid: 0,
      Outstanding: 89.5,
      CardLastFour: '4242',
    })
    expect(await invoice('INV-1002')).toEqual({ amount: 8950, paid: 0 })
  })

  it('takes a PayByPayStack payment without card details', async () => {
    const config = await parsed(await s.get('/api/PayByLink/Config/CLIFFTOP'), PayByLinkConfig)
    expect(config.PayByPayStack).toBe(true)
    const info = await quote('INV-2001', 'P', 'CLIFFTOP', 1002)
    expect(info).toMatchObject({ Action: 'Pay', AmountToPay: 120, Currency: 'EUR' })
    const paid = await parsed(
      await s.post('/api/PayByLink/Process', { ...info, PropertyId: 'CLIFFTOP', Email: 'g@example.com' }),
      PayByLinkProcessResponse,
    )
    expect(paid.Success).toBe(true)
    // The guest pays on PayStack's page; the invoice moves only then.
    expect(await invoice('INV-2001')).toEqual({ amount: 12000, paid: 0 })
    expect(await onPayStackPage(s.url, paid.RedirectUrl, 'Pay')).toBe(
      `/SecurePay/CLIFFTOP/Status/${paid.ConfirmationToken}`,
    )
    expect(await invoice('INV-2001')).toEqual({ amount: 12000, paid: 12000 })
  })

  it('takes only the open balance: a quote made before the invoice changed pays nothing (409)', async () => {
    const info = await quote('INV-2002', 'P', 'CLIFFTOP', 1002)
    expect(info.AmountToPay).toBe(64)
    // The hotel adds a bottle of wine to the invoice while the guest is on the pay page.
    await s.db.query("UPDATE invoice SET amount = 7900 WHERE invoice_number = 'INV-2002'")
    const tx = { ...info, PropertyId: 'CLIFFTOP', Email: 'diner@example.com', CardDetails: card() }
    const stale = await s.post('/api/PayByLink/Process', tx)
    expect(stale.status).toBe(409)
    expect(await parsed(stale, ErrorBody)).toEqual({
      Message: 'The invoice balance has changed. Please open the link again.',
    })
    expect(await invoice('INV-2002')).toEqual({ amount: 7900, paid: 0 })
    const fresh = await quote('INV-2002', 'P', 'CLIFFTOP', 1002)
    expect(fresh.AmountToPay).toBe(79)
    const paid = await s.post('/api/PayByLink/Process', { ...tx, ...fresh, PropertyId: 'CLIFFTOP' })
    expect((await parsed(paid, PayByLinkProcessResponse)).Success).toBe(true)
    expect(await invoice('INV-2002')).toEqual({ amount: 7900, paid: 7900 })
  })
})
