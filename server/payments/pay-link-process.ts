/**
 * Pay by link (spec §2 SecurePay, §4, §7). Get checks the link's code and quotes the amount with a signed
 * transaction hash; Process checks that hash (any change to invoice, amount, action or hash: the same 403),
 * checks the card with the one card check, charges or tokenises it with the test gateway, and records the
 * payment. The card number and security code exist only in the request: the payment row keeps brand, last four,
 * expiry and the gateway's token. Without a card the guest pays on PayStack's page.
 */
import { randomBytes } from 'node:crypto'
import type { PayByLinkInfo, PayByLinkQuery, PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, forbidden } from '../http'
import type { PropertyRow } from '../catalogue/property'
import { checkCard, fullExpiryYear } from './card'
import { chargeCard, type StoredCard } from './gateway'
import {
  findInvoice,
  insertPayment,
  takeInvoicePayment,
  type InvoiceRecord,
  type PaymentStatus,
} from './invoice-payments'
import { linkAction, payLinkCode, quoteIsFresh, transactionHash, type LinkAction } from './pay-link'
import { openCheckout } from './paystack'
import { sameCode, type Secrets } from './signing'

export const INVALID_LINK = 'This payment link is not valid. Please contact the hotel by phone or e-mail.'
export const NO_BALANCE = 'There is no outstanding balance on this invoice.'
export const EXPIRED = 'This payment page has expired. Please open the link from your e-mail again.'
const BALANCE_CHANGED = 'The invoice balance has changed. Please open the link again.'

/** GET /api/PayByLink/Get: the invoice behind a signed link and the amount to pay, with its transaction hash. */
export async function quotePayLink(
  db: Db,
  secrets: Secrets,
  property: PropertyRow,
  query: PayByLinkQuery,
  now: Date,
): Promise<PayByLinkInfo> {
  const invoice = await findInvoice(db, property.id, query.invoiceNumber)
  // An unknown invoice and a wrong code look the same: a link reveals nothing unless it was signed.
  const expected = payLinkCode(
    secrets,
    property.id,
    query.actionType,
    invoice?.invoice_number ?? query.invoiceNumber,
    query.paymentId,
  )
  if (!sameCode(expected, query.hash) || !invoice) throw forbidden(INVALID_LINK)
  const action = linkAction(query.actionType)
  const amount = action === 'Pay' ? Math.max(0, invoice.amount - invoice.paid) : 0
  const timestamp = now.toISOString()
  return {
    PropertyId: property.id,
    Type: 'Invoice',
    Action: action,
    InvoiceNumber: invoice.invoice_number,
    ReferenceNumber: invoice.reference_number,
    EntityId: invoice.id,
    Currency: property.currency,
    AmountToPay: toMajorUnits(amount),
    AmountPaid: toMajorUnits(invoice.paid),
    PaymentId: query.paymentId ?? null,
    Hash: transactionHash(secrets, {
      propertyId: property.id,
      action,
      invoiceNumber: invoice.invoice_number,
      paymentId: query.paymentId,
      amount,
      timestamp,
    }),
    Timestamp: timestamp,
    Description: invoice.description,
    Email: invoice.email,
  }
}

/** The invoice of a Process request whose hash is ours and still fresh; a 403 otherwise. */
async function checkedTransaction(
  db: Db,
  secrets: Secrets,
  property: PropertyRow,
  req: PayByLinkTransaction,
  now: Date,
): Promise<{ invoice: InvoiceRecord; action: LinkAction; amount: number }> {
  const amount = toMinorUnits(req.AmountToPay)
  const action: LinkAction | null = req.Action === 'None' ? null : req.Action
  const expected =
    action && req.Timestamp
      ? transactionHash(secrets, {
          propertyId: property.id,
          action,
          invoiceNumber: req.InvoiceNumber,
          paymentId: req.PaymentId,
          amount,
          timestamp: req.Timestamp,
        })
      : ''
  if (!action || !req.Timestamp || !sameCode(expected, req.Hash)) throw forbidden(INVALID_LINK)
  if (!quoteIsFresh(req.Timestamp, now)) throw forbidden(EXPIRED)
  const invoice = await findInvoice(db, property.id, req.InvoiceNumber)
  if (!invoice) throw forbidden(INVALID_LINK)
  if (action === 'Pay') {
    if (invoice.amount - invoice.paid <= 0) throw conflict(NO_BALANCE)
    if (amount <= 0) throw badRequest({ AmountToPay: ['There is nothing to pay.'] })
    // The quote's amount is signed, but the balance may have moved since (a payment, the hotel's correction):
    // the guest pays exactly what is open now, never a part of it chosen by an old quote (decision 0096).
    if (amount !== invoice.amount - invoice.paid) throw conflict(BALANCE_CHANGED)
  }
  return { invoice, action, amount }
}

/** The card checks of spec §5 the server can make without the gateway; none sent needs PayStack. */
function checkPayLinkCard(property: PropertyRow, req: PayByLinkTransaction, today: string): void {
  if (!req.CardDetails) {
    if (!property.settings.PayByPayStack) throw badRequest({ CardDetails: ['Card details are required.'] })
    return
  }
  const problems = checkCard(req.CardDetails, property, today)
  if (Object.keys(problems).length > 0) throw badRequest(problems)
}

export type PayLinkDone = { declined: false; action: LinkAction; token: string; redirect: string | null }
export type PayLinkOutcome = { declined: true; message: string } | PayLinkDone

/**
 * POST /api/PayByLink/Process: checks, charges and records a payment (or sends it to PayStack's page).
 * `beforeCharge` runs once the link is known to be genuine and a card is about to go to the gateway (the card
 * check limit, server/limits.ts); `within` runs last in the payment's transaction, so its receipt and answer
 * commit with it (decision 0098).
 */
export async function processPayLink(
  db: Db,
  secrets: Secrets,
  property: PropertyRow,
  req: PayByLinkTransaction,
  clock: { now: Date; today: string },
  hooks: {
    beforeCharge?: () => Promise<void>
    within?: (tx: Queryable, outcome: PayLinkDone) => Promise<void>
  } = {},
): Promise<PayLinkOutcome> {
  const { beforeCharge = async () => undefined, within } = hooks
  const { invoice, action, amount } = await checkedTransaction(db, secrets, property, req, clock.now)
  checkPayLinkCard(property, req, clock.today)
  let card: StoredCard | null = null
  if (req.CardDetails) {
    await beforeCharge()
    const sent = req.CardDetails
    const result = chargeCard({
      number: sent.CardNumber,
      expiryMonth: sent.ExpiryMonth,
      expiryYear: fullExpiryYear(sent.ExpiryYear),
    })
    if (!result.approved) return { declined: true, message: result.message }
    card = result.card
  }
  const token = randomBytes(24).toString('base64url')
  const transactionReference = `PL${randomBytes(5).toString('hex').toUpperCase()}`
  // Without a card the hotel takes PayStack (checkPayLinkCard refused it otherwise): the guest pays on PayStack's
  // page; the payment waits there and the invoice moves only once it is paid (./paystack).
  const viaPayStack = card === null
  const redirect = await db.transaction(async (tx) => {
    if (action === 'Pay' && !viaPayStack && !(await takeInvoicePayment(tx, invoice.id, amount)))
      throw conflict(BALANCE_CHANGED)
    const status: PaymentStatus = viaPayStack ? 'Pending' : 'Confirmed'
    const payment = {
      propertyId: property.id,
      invoiceId: invoice.id,
      action,
      amount,
      card,
      token,
      transactionReference,
    }
    const paymentId = await insertPayment(tx, { ...payment, status })
    const redirect = viaPayStack && paymentId !== null ? await openPayStack(tx, paymentId) : null
    if (within) await within(tx, { declined: false, action, token, redirect })
    return redirect
  })
  return { declined: false, action, token, redirect }

  async function openPayStack(tx: Queryable, paymentId: number): Promise<string> {
    const statusPath = `/SecurePay/${property.code}/Status/${token}`
    const description =
      action === 'Pay'
        ? `Invoice ${invoice.invoice_number}: ${invoice.description}`
        : `Keep a card for invoice ${invoice.invoice_number}`
    const checkout = {
      propertyId: property.id,
      paymentId,
      amount,
      currency: property.currency,
      email: req.Email,
    }
    return openCheckout(
      tx,
      secrets,
      { ...checkout, description, returnPath: statusPath, cancelPath: statusPath },
      clock.now,
    )
  }
}
