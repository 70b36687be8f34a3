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
} from '@/api/contract/pay-by-link'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { chargeCard, type StoredCard } from '../booking/gateway'
import { codeMatches } from '../booking/manage'
import { linkAction, payLinkCode } from '../booking/pay-link'
import { requireProperty, type PropertyRow } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import type { Queryable } from '../db/types'
import { badRequest, conflict, notFound, parseBody, parseQuery, reply } from '../http'

const INVALID_LINK = 'This payment link is not valid. Please contact the hotel by phone or e-mail.'
const NO_BALANCE = 'There is no outstanding balance on this invoice.'

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

export function payByLinkRoutes({ db, clock, secrets }: AppDeps) {
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
    if (
      !inv ||
      !codeMatches(payLinkCode(secrets, p.id, q.actionType, inv.invoice_number, q.paymentId), q.hash)
    )
      throw notFound(INVALID_LINK)
    return reply(c, PayByLinkInfo, {
      PropertyId: p.id,
      Type: 'Invoice',
      Action: linkAction(q.actionType),
      InvoiceNumber: inv.invoice_number,
      ReferenceNumber: inv.reference_number,
      EntityId: inv.id,
      Currency: p.currency,
      AmountToPay: linkAction(q.actionType) === 'Pay' ? toMajorUnits(inv.amount - inv.paid) : 0,
      AmountPaid: toMajorUnits(inv.paid),
      PaymentId: q.paymentId ?? null,
      Hash: q.hash,
      Timestamp: clock().toISOString(),
      Description: inv.description,
      Email: inv.email,
    })
  })

  app.post('/api/PayByLink/Process', async (c) => {
    const req = await parseBody(c, PayByLinkTransaction)
    const p = await requireProperty(db, req.PropertyId)
    const inv = await invoiceFor(db, p, req.InvoiceNumber)
    const action = req.Action === 'Pay' ? 'P' : 'S'
    if (
      !inv ||
      req.Action === 'None' ||
      !codeMatches(payLinkCode(secrets, p.id, action, inv.invoice_number, req.PaymentId), req.Hash)
    )
      throw notFound(INVALID_LINK)
    if (!p.settings.PayByPayStack && !req.CardDetails)
      throw badRequest({ CardDetails: ['Card details are required.'] })
    const amount = req.Action === 'Pay' ? toMinorUnits(req.AmountToPay) : 0
    if (req.Action === 'Pay') {
      const outstanding = inv.amount - inv.paid
      if (outstanding <= 0) throw conflict(NO_BALANCE)
      if (amount <= 0 || amount > outstanding)
        throw badRequest({
          AmountToPay: [`The amount to pay is at most ${toMajorUnits(outstanding).toFixed(2)}.`],
        })
    }
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
    await db.transaction(async (tx) => {
      if (req.Action === 'Pay') {
        const ok = await tx.query(
          'UPDATE invoice SET paid = paid + $2 WHERE id = $1 AND amount - paid >= $2 RETURNING id',
          [inv.id, amount],
        )
        if (ok.length !== 1) throw conflict('The invoice balance has changed. Please reload the link.')
      }
      await tx.query(
        `INSERT INTO payment (property_id, invoice_id, action, amount, card, confirmation_token, transaction_reference, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Confirmed')`,
        [p.id, inv.id, req.Action, amount, card ? JSON.stringify(card) : null, token, txRef],
      )
    })
    return reply(c, PayByLinkProcessResponse, {
      Success: true,
      Message:
        req.Action === 'Pay'
          ? 'Thank you, your payment is complete.'
          : 'Thank you, your card is stored securely.',
      ConfirmationToken: token,
    })
  })

  const payment = async (p: PropertyRow, token: string) => {
    const [row] = await db.query<{
      action: 'Pay' | 'StoreCard'
      amount: number
      card: StoredCard | null
      transaction_reference: string
      status: 'Confirmed'
      created_at: string
      invoice_number: string
      inv_amount: number
      inv_paid: number
    }>(
      `SELECT pm.action, pm.amount, pm.card, pm.transaction_reference, pm.status,
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
    const row = await payment(p, q.referenceNumber)
    return reply(c, PayByLinkStatus, {
      Status: row.status,
      ReferenceNumber: row.transaction_reference,
      Message: null,
    })
  })

  // Spec §8: a 400 on confirmation sends the app to PayByLinkError.
  app.get('/api/PayByLink/Confirmation', async (c) => {
    const q = parseQuery(c, PayByLinkLookupQuery)
    const p = await requireProperty(db, q.propertyId)
    const row = await payment(p, q.referenceNumber)
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
