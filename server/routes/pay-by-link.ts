/**
 * Pay by link (spec §2 SecurePay, §4, §7). Get checks the link's code and quotes the amount with a signed
 * transaction hash; Process checks that hash (any change to invoice, amount, action or hash: the same 403),
 * charges or tokenises the card with the test gateway, and records the payment. The card number and security
 * code exist only in the request: the payment row keeps brand, last four, expiry and the gateway's token.
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import {
  PayByLinkConfig,
  PayByLinkConfirmation,
  PayByLinkInfo,
  PayByLinkLookupQuery,
  PayByLinkProcessResponse,
  PayByLinkQuery,
  PayByLinkStatus,
  PayByLinkTransaction,
  type PayByLinkTransaction as Transaction,
} from '@/api/contract/pay-by-link'
import { detectCardType, isCardExpired, matchCardTypeByText } from '@/domain/cards'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { chargeCard, type StoredCard } from '../payments/gateway'
import { linkAction, payLinkCode, quoteIsFresh, transactionHash, type LinkAction } from '../payments/pay-link'
import { sameCode } from '../payments/signing'
import { propertyNow, requireProperty, type PropertyRow } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import type { Queryable } from '../db/types'
import { writeMail } from '../mail'
import { expireCheckouts, openCheckout } from '../payments/paystack'
import { badRequest, conflict, forbidden, parseBody, parseQuery, reply, type ModelState } from '../http'

export const INVALID_LINK = 'This payment link is not valid. Please contact the hotel by phone or e-mail.'
export const NO_BALANCE = 'There is no outstanding balance on this invoice.'
export const EXPIRED = 'This payment page has expired. Please open the link from your e-mail again.'

type InvoiceRow = {
  id: number
  invoice_number: string
  amount: number
  paid: number
  description: string
  email: string
  reference_number: string | null
}

async function invoiceFor(db: Queryable, p: PropertyRow, invoiceNumber: string): Promise<InvoiceRow | null> {
  const [i] = await db.query<InvoiceRow>(
    `SELECT i.id, i.invoice_number, i.amount, i.paid, i.description, i.email, r.reference_number
     FROM invoice i LEFT JOIN reservation r ON r.id = i.reservation_id
     WHERE i.property_id = $1 AND upper(i.invoice_number) = upper($2)`,
    [p.id, invoiceNumber],
  )
  return i ?? null
}

/** The card checks of spec §5 the server can make without the gateway (ModelState keys as sent). */
function cardProblems(p: PropertyRow, req: Transaction, today: string): ModelState {
  const out: ModelState = {}
  const add = (key: string, message: string) => (out[key] ??= []).push(message)
  const card = req.CardDetails
  if (!card) {
    if (!p.settings.PayByPayStack) add('CardDetails', 'Card details are required.')
    return out
  }
  const [y, m] = today.split('-').map(Number)
  const year = card.ExpiryYear < 100 ? 2000 + card.ExpiryYear : card.ExpiryYear
  if (isCardExpired(card.ExpiryMonth, year, { year: y ?? 0, month: m ?? 0 }))
    add('CardDetails.ExpiryYear', 'This card has expired.')
  const accepted = p.settings.CreditCards
  const chosen = accepted.find((t) => t.Id === card.CreditCardTypeId)
  if (!chosen) add('CardDetails.CreditCardTypeId', 'This card type is not accepted here.')
  const detected = matchCardTypeByText(
    accepted.map((t) => ({ ...t, name: t.Name })),
    detectCardType(card.CardNumber),
  )
  if (chosen && detected && detected.Id !== chosen.Id)
    add('CardDetails.CreditCardTypeId', `The card number is a ${detected.Name} card.`)
  return out
}

export function payByLinkRoutes({ db, clock, secrets, mailDir }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/PayByLink/Config/:id', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    return reply(c, PayByLinkConfig, {
      Enabled: true,
      PayByPayStack: p.settings.PayByPayStack,
      InvalidLinkMessage: INVALID_LINK,
      NoOutstandingBalanceMessage: NO_BALANCE,
    })
  })

  app.get('/api/PayByLink/Get', async (c) => {
    const q = parseQuery(c, PayByLinkQuery)
    const p = await requireProperty(db, q.propertyId)
    const inv = await invoiceFor(db, p, q.invoiceNumber)
    // An unknown invoice and a wrong code look the same: a link reveals nothing unless it was signed.
    const expected = payLinkCode(
      secrets,
      p.id,
      q.actionType,
      inv?.invoice_number ?? q.invoiceNumber,
      q.paymentId,
    )
    if (!sameCode(expected, q.hash) || !inv) throw forbidden(INVALID_LINK)
    const action = linkAction(q.actionType)
    const amount = action === 'Pay' ? Math.max(0, inv.amount - inv.paid) : 0
    const timestamp = clock().toISOString()
    return reply(c, PayByLinkInfo, {
      PropertyId: p.id,
      Type: 'Invoice',
      Action: action,
      InvoiceNumber: inv.invoice_number,
      ReferenceNumber: inv.reference_number,
      EntityId: inv.id,
      Currency: p.currency,
      AmountToPay: toMajorUnits(amount),
      AmountPaid: toMajorUnits(inv.paid),
      PaymentId: q.paymentId ?? null,
      Hash: transactionHash(secrets, {
        propertyId: p.id,
        action,
        invoiceNumber: inv.invoice_number,
        paymentId: q.paymentId,
        amount,
        timestamp,
      }),
      Timestamp: timestamp,
      Description: inv.description,
      Email: inv.email,
    })
  })

  app.post('/api/PayByLink/Process', async (c) => {
    const req = await parseBody(c, PayByLinkTransaction)
    const p = await requireProperty(db, req.PropertyId)
    const now = clock()
    const amount = toMinorUnits(req.AmountToPay)
    const action: LinkAction | null = req.Action === 'None' ? null : req.Action
    const expected =
      action && req.Timestamp
        ? transactionHash(secrets, {
            propertyId: p.id,
            action,
            invoiceNumber: req.InvoiceNumber,
            paymentId: req.PaymentId,
            amount,
            timestamp: req.Timestamp,
          })
        : ''
    if (!action || !req.Timestamp || !sameCode(expected, req.Hash)) throw forbidden(INVALID_LINK)
    if (!quoteIsFresh(req.Timestamp, now)) throw forbidden(EXPIRED)
    const inv = await invoiceFor(db, p, req.InvoiceNumber)
    if (!inv) throw forbidden(INVALID_LINK)
    if (action === 'Pay') {
      if (inv.amount - inv.paid <= 0) throw conflict(NO_BALANCE)
      if (amount <= 0) throw badRequest({ AmountToPay: ['There is nothing to pay.'] })
      if (amount > inv.amount - inv.paid)
        throw conflict('The invoice balance has changed. Please open the link again.')
    }
    const problems = cardProblems(p, req, propertyNow(clock).date)
    if (Object.keys(problems).length > 0) throw badRequest(problems)

    let card: StoredCard | null = null
    if (req.CardDetails) {
      const d = req.CardDetails
      const result = chargeCard({
        number: d.CardNumber,
        expiryMonth: d.ExpiryMonth,
        expiryYear: d.ExpiryYear < 100 ? 2000 + d.ExpiryYear : d.ExpiryYear,
      })
      if (!result.approved)
        return reply(
          c,
          PayByLinkProcessResponse,
          { Success: false, Message: result.message, ConfirmationToken: null },
          400,
        )
      card = result.card
    }
    const token = randomBytes(24).toString('base64url')
    const txRef = `PL${randomBytes(5).toString('hex').toUpperCase()}`
    // Without a card the hotel takes PayStack (cardProblems refused it otherwise): the guest pays on PayStack's
    // page; the payment waits there and the invoice moves only once it is paid (server/payments/paystack.ts).
    const viaPayStack = card === null
    const redirect = await db.transaction(async (tx) => {
      if (action === 'Pay' && !viaPayStack) {
        const ok = await tx.query(
          'UPDATE invoice SET paid = paid + $2 WHERE id = $1 AND amount - paid >= $2 RETURNING id',
          [inv.id, amount],
        )
        if (ok.length !== 1) throw conflict('The invoice balance has changed. Please open the link again.')
      }
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payment (property_id, invoice_id, action, amount, card, confirmation_token, transaction_reference, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          p.id,
          inv.id,
          action,
          amount,
          card ? JSON.stringify(card) : null,
          token,
          txRef,
          viaPayStack ? 'Pending' : 'Confirmed',
        ],
      )
      if (!viaPayStack || !payment) return null
      const base = `/SecurePay/${p.code}/Status/${token}`
      return openCheckout(
        tx,
        secrets,
        {
          propertyId: p.id,
          paymentId: payment.id,
          amount,
          currency: p.currency,
          email: req.Email,
          description:
            action === 'Pay'
              ? `Invoice ${inv.invoice_number}: ${inv.description}`
              : `Keep a card for invoice ${inv.invoice_number}`,
          returnPath: base,
          cancelPath: base,
        },
        now,
      )
    })
    if (!redirect) await mailPayment(mailDir, p, db, token, req.Email, now)
    return reply(c, PayByLinkProcessResponse, {
      Success: true,
      Message: redirect
        ? null
        : action === 'Pay'
          ? 'Thank you, your payment is complete.'
          : 'Thank you, your card is stored securely.',
      ConfirmationToken: token,
      RedirectUrl: redirect,
    })
  })

  const payment = async (p: PropertyRow, token: string) => {
    const [row] = await db.query<{
      action: LinkAction
      amount: number
      card: StoredCard | null
      transaction_reference: string
      status: 'Pending' | 'Confirmed' | 'Failed'
      message: string | null
      created_at: string
      invoice_number: string
      inv_amount: number
      inv_paid: number
    }>(
      `SELECT pm.action, pm.amount, pm.card, pm.transaction_reference, pm.status, pm.message,
              to_char(pm.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
              i.invoice_number, i.amount AS inv_amount, i.paid AS inv_paid
       FROM payment pm JOIN invoice i ON i.id = pm.invoice_id WHERE pm.property_id = $1 AND pm.confirmation_token = $2`,
      [p.id, token],
    )
    if (!row) throw badRequest({ referenceNumber: ['This payment was not found.'] })
    return row
  }

  app.get('/api/PayByLink/Status', async (c) => {
    const q = parseQuery(c, PayByLinkLookupQuery)
    const p = await requireProperty(db, q.propertyId)
    await expireCheckouts(db, clock())
    const row = await payment(p, q.referenceNumber)
    return reply(c, PayByLinkStatus, {
      Status: row.status,
      ReferenceNumber: row.transaction_reference,
      Message: row.message,
    })
  })

  // Spec §8: a 400 on confirmation sends the app to PayByLinkError.
  app.get('/api/PayByLink/Confirmation', async (c) => {
    const q = parseQuery(c, PayByLinkLookupQuery)
    const p = await requireProperty(db, q.propertyId)
    const row = await payment(p, q.referenceNumber)
    if (row.status !== 'Confirmed') throw badRequest({ referenceNumber: ['This payment is not complete.'] })
    return reply(c, PayByLinkConfirmation, {
      PropertyName: p.name,
      Action: row.action,
      InvoiceNumber: row.invoice_number,
      TransactionReference: row.transaction_reference,
      Currency: p.currency,
      AmountPaid: toMajorUnits(row.amount),
      Outstanding: toMajorUnits(row.inv_amount - row.inv_paid),
      CardBrand: row.card?.Brand ?? null,
      CardLastFour: row.card?.LastFour ?? null,
      ProcessedAt: row.created_at,
    })
  })

  return app
}

/** The receipt e-mail of a payment made through a link (DATA_DIR/mail), written once it is complete. */
export async function mailPayment(
  mailDir: string | undefined,
  p: PropertyRow,
  db: Queryable,
  token: string,
  email: string,
  now: Date,
): Promise<void> {
  const [row] = await db.query<{
    action: LinkAction
    amount: number
    card: StoredCard | null
    transaction_reference: string
    invoice_number: string
  }>(
    `SELECT pm.action, pm.amount, pm.card, pm.transaction_reference, i.invoice_number
     FROM payment pm JOIN invoice i ON i.id = pm.invoice_id
     WHERE pm.property_id = $1 AND pm.confirmation_token = $2`,
    [p.id, token],
  )
  if (!row) return
  const what =
    row.action === 'Pay'
      ? `We have received your payment of ${(row.amount / 100).toFixed(2)} ${p.currency} for invoice ${row.invoice_number}.`
      : `Your card is stored securely for invoice ${row.invoice_number}.`
  await writeMail(
    mailDir,
    `paylink-${row.transaction_reference}`,
    {
      to: email,
      from: p.settings.Email,
      subject: `${p.name}: ${row.action === 'Pay' ? 'payment received' : 'card stored'} (${row.transaction_reference})`,
      text: [
        what,
        row.card ? `Card: ${row.card.Brand} ending ${row.card.LastFour}.` : '',
        `Transaction reference: ${row.transaction_reference}.`,
        '',
        `${p.name} · ${p.settings.Telephone} · ${p.settings.Email}`,
      ].join('\n'),
    },
    now,
  )
}
