/**
 * Pay by link (docs/product/after-booking.md#screens SecurePay, docs/product/after-booking.md#steps, docs/product/after-booking.md#calls). Get checks the link's code and quotes the amount with a signed
 * transaction hash; Process checks that hash (any change to invoice, amount, action or hash: the same 403),
 * checks the card with the one card check, and has the card provider take the payment or save the card
 * (decision 0113). The card is the provider's reference: the payment row keeps brand, last four, expiry and that
 * reference. Without a card the guest pays on PayStack's page, through the PayStack adapter of the same port.
 */
import type { Language } from '@/domain/language'
import { randomBytes } from 'node:crypto'
import type { PayByLinkInfo, PayByLinkQuery, PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, forbidden } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import {
  applyToHeldBooking,
  insertLedgerEntry,
  noteProviderRef,
  withCard,
  type Confirmed,
  type LedgerEntry,
  type ProviderResult,
} from './held-booking'
import { returnLateMoney } from './late-money'
import { checkProviderCard } from '../payments/card'
import { findInvoice, insertPayment, type InvoiceRecord } from '../payments/invoice-payments'
import { PROVIDER_UNREACHABLE, type PaymentProvider } from '../payments/provider'
import { linkAction, payLinkCode, quoteIsFresh, transactionHash, type LinkAction } from '../payments/pay-link'
import { sameCode, type Secrets } from '../crypto'
import type { Reader } from '../catalogue/hotel-texts'
import { invoiceLines } from './invoice-lines'

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
  { now, reader }: { now: Date; reader: Reader },
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
    ...(await invoiceLines(db, invoice, reader)),
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

/** A card, or PayStack (a payment, at a hotel that takes it: PayStack keeps no cards): one of them must pay. */
function checkPayLinkCard(payStack: PaymentProvider | null, req: PayByLinkTransaction, action: LinkAction) {
  if (!req.CardDetails && !(payStack && action === 'Pay'))
    throw badRequest({ CardDetails: ['Card details are required.'] })
}

export type PayLinkDone = { declined: false; action: LinkAction; token: string; redirect: string | null }
export type PayLinkOutcome = { declined: true; message: string; status: 400 | 502 } | PayLinkDone

export type PayLinkHooks = {
  /** once the link is known to be genuine and a card is about to go to the provider (the card check limit) */
  beforeCharge?: () => Promise<void>
  /** last in the transaction that writes the payment: its answer (decision 0098) */
  within?: (tx: Queryable, outcome: PayLinkDone) => Promise<void>
  /** last in the transaction that applies the provider's answer: the answer replaced by the outcome */
  settled?: (tx: Queryable, outcome: PayLinkOutcome) => Promise<void>
  /** in that transaction, when the payment is confirmed: its receipt */
  confirmed?: (tx: Queryable, confirmed: Confirmed) => Promise<void>
}

/** One Process call, once its link is known to be genuine. */
type PayLinkRun = {
  db: Db
  deps: {
    secrets: Secrets
    provider: PaymentProvider
    /** PayStack's adapter at a hotel that takes it (Payments.payStack) */
    payStack?: PaymentProvider | null
    returnBase: string
  }
  /** who takes this payment: the card provider, or PayStack without a card */
  provider: PaymentProvider
  property: PropertyRow
  req: PayByLinkTransaction
  invoice: InvoiceRecord
  action: LinkAction
  amount: number
  token: string
  now: Date
  /** The language the payer's request spoke (their receipt's), or null for the hotel's. */
  language: Language | null
  hooks: PayLinkHooks
}

const statusPath = (run: PayLinkRun) => `/SecurePay/${run.property.code}/Status/${run.token}`

function descriptionOf({ action, invoice }: PayLinkRun): string {
  return action === 'Pay'
    ? `Invoice ${invoice.invoice_number}: ${invoice.description}`
    : `Keep a card for invoice ${invoice.invoice_number}`
}

/** The payment written Pending, with its pending ledger entry. */
async function writePayment(run: PayLinkRun) {
  const { property, action, amount, token } = run
  return run.db.transaction(async (tx) => {
    const transactionReference = `PL${randomBytes(5).toString('hex').toUpperCase()}`
    const payment = { propertyId: property.id, invoiceId: run.invoice.id, action, amount, card: null, token }
    const paymentId = await insertPayment(tx, {
      ...payment,
      transactionReference,
      status: 'Pending',
      payerEmail: run.req.Email,
      payerLanguage: run.language,
    })
    if (paymentId === null) throw new Error('The payment was not written.')
    const kind = action === 'Pay' ? 'charge' : 'card'
    const entry = await insertLedgerEntry(tx, {
      reservation_id: null,
      invoice_payment_id: paymentId,
      kind,
      amount: action === 'Pay' ? amount : 0,
      currency: property.currency,
      provider: run.provider.name,
      idempotencyKey: (id) => `pay-${paymentId}-${kind}-${id}`,
    })
    await run.hooks.within?.(tx, { declined: false, action, token, redirect: null })
    return { paymentId, entry }
  })
}

/** The provider's answer: a payment for Pay, a card saved for StoreCard (outside any transaction). */
async function askProvider(
  run: PayLinkRun,
  paymentMethod: string | null,
  paymentId: number,
  entry: LedgerEntry,
) {
  const { provider } = run
  const common = {
    paymentMethod,
    customer: null,
    email: run.req.Email,
    description: descriptionOf(run),
    returnUrl: `${run.deps.returnBase}${statusPath(run)}`,
    metadata: {
      invoice_payment: String(paymentId),
      ledger_entry: String(entry.id),
      property: run.property.code,
    },
    idempotencyKey: entry.idempotency_key,
    browser: null,
  }
  const result: ProviderResult =
    run.action === 'Pay'
      ? {
          kind: 'payment',
          payment: await provider.createPayment({
            ...common,
            amount: run.amount,
            currency: run.property.currency,
            capture: 'now',
            saveForLater: false,
          }),
        }
      : { kind: 'setup', setup: await provider.savePaymentMethod(common) }
  return withCard(provider, result)
}

/** The provider could not be reached: the payment fails, nothing was taken (a late success is refunded). */
async function unreachable(run: PayLinkRun, paymentId: number, error: unknown): Promise<PayLinkOutcome> {
  const why = String(error instanceof Error ? error.message : error).slice(0, 300)
  console.error(`Payment provider call failed for pay-link payment ${paymentId}: ${why}`)
  const outcome: PayLinkOutcome = { declined: true, message: PROVIDER_UNREACHABLE, status: 502 }
  await run.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE payment SET status = 'Failed', message = $2 WHERE id = $1 AND status = 'Pending'`,
      [paymentId, PROVIDER_UNREACHABLE],
    )
    await run.hooks.settled?.(tx, outcome)
  })
  return outcome
}

/**
 * POST /api/PayByLink/Process: checks the link, writes the payment Pending, then asks the card provider (a
 * payment for Pay, a card saved for StoreCard) outside any transaction and applies its answer: confirmed (the
 * invoice moves), declined, or waiting for the bank's challenge, which comes back to the payment's status page.
 * Without a card the guest pays on PayStack's page instead.
 */
export async function processPayLink(
  db: Db,
  deps: PayLinkRun['deps'],
  property: PropertyRow,
  req: PayByLinkTransaction,
  clock: { now: Date; today: string; language?: Language | null },
  hooks: PayLinkHooks = {},
): Promise<PayLinkOutcome> {
  const { invoice, action, amount } = await checkedTransaction(db, deps.secrets, property, req, clock.now)
  checkPayLinkCard(deps.payStack ?? null, req, action)
  const sent = req.CardDetails
  if (sent) {
    await hooks.beforeCharge?.()
    const checked = await checkProviderCard(deps.provider, sent.PaymentMethodId, property)
    if (!checked.ok) throw badRequest({ 'CardDetails.PaymentMethodId': [checked.message] })
  }
  const token = randomBytes(24).toString('base64url')
  // Without a card the hotel takes PayStack (checkPayLinkCard refused it otherwise).
  const provider = sent ? deps.provider : deps.payStack
  if (!provider) throw new Error('PayStack is not set up.')
  const run: PayLinkRun = {
    db,
    deps,
    provider,
    property,
    req,
    invoice,
    action,
    amount,
    token,
    now: clock.now,
    language: clock.language ?? null,
    hooks,
  }
  const { entry, paymentId } = await writePayment(run)
  let result: ProviderResult
  try {
    result = await askProvider(run, sent?.PaymentMethodId ?? null, paymentId, entry)
  } catch (error) {
    return unreachable(run, paymentId, error)
  }
  await noteProviderRef(db, entry, result)
  const applied = await db.transaction(async (tx) => {
    const { outcome, late } = await applyToHeldBooking(tx, entry, result, hooks.confirmed ?? (async () => {}))
    const answer: PayLinkOutcome =
      outcome.status === 'Failed'
        ? { declined: true, message: outcome.message, status: 400 }
        : { declined: false, action, token, redirect: outcome.status === 'Pending' ? outcome.action : null }
    await hooks.settled?.(tx, answer)
    return { answer, late }
  })
  if (applied.late) await returnLateMoney(db, provider, applied.late)
  return applied.answer
}
