/**
 * The invoices a hotel sends pay links for, and the payments made through them: the SQL of the invoice and
 * payment tables. An invoice's paid amount moves only with a conditional update (never past what is owed), so
 * two payments racing for one balance cannot both land.
 */
import type { Queryable } from '../db/types'
import type { StoredCard } from './stored-card'
import type { LinkAction } from './pay-link'

export type InvoiceRecord = {
  id: number
  invoice_number: string
  amount: number
  paid: number
  description: string
  email: string
  reference_number: string | null
  /** The stay the invoice is for, when it names one. */
  reservation_id: number | null
}

export type PaymentStatus = 'Pending' | 'Confirmed' | 'Failed'

export type PaymentRecord = {
  action: LinkAction
  amount: number
  card: StoredCard | null
  transaction_reference: string
  status: PaymentStatus
  message: string | null
  created_at: string
  invoice_number: string
  inv_amount: number
  inv_paid: number
  /** The language the payer paid in (migration 030): their receipt's. */
  payer_language: string | null
}

export async function findInvoice(
  db: Queryable,
  propertyId: number,
  invoiceNumber: string,
): Promise<InvoiceRecord | null> {
  const [invoice] = await db.query<InvoiceRecord>(
    `SELECT i.id, i.invoice_number, i.amount, i.paid, i.description, i.email, r.reference_number, i.reservation_id
     FROM invoice i LEFT JOIN reservation r ON r.id = i.reservation_id
     WHERE i.property_id = $1 AND upper(i.invoice_number) = upper($2)`,
    [propertyId, invoiceNumber],
  )
  return invoice ?? null
}

export async function insertPayment(
  tx: Queryable,
  payment: {
    propertyId: number
    invoiceId: number
    action: LinkAction
    amount: number
    card: StoredCard | null
    token: string
    transactionReference: string
    status: PaymentStatus
    /** the address the payer gave, where the receipt goes */
    payerEmail?: string
    /** the language the payer's request spoke, the receipt's */
    payerLanguage?: string | null
  },
): Promise<number | null> {
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO payment (property_id, invoice_id, action, amount, card, confirmation_token, transaction_reference, status,
       payer_email, payer_language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      payment.propertyId,
      payment.invoiceId,
      payment.action,
      payment.amount,
      payment.card ? JSON.stringify(payment.card) : null,
      payment.token,
      payment.transactionReference,
      payment.status,
      payment.payerEmail ?? null,
      payment.payerLanguage ?? null,
    ],
  )
  return inserted?.id ?? null
}

/** A payment by its confirmation token, with its invoice's amount and what is paid of it. */
export async function findPaymentByToken(
  db: Queryable,
  propertyId: number,
  token: string,
): Promise<PaymentRecord | null> {
  const [payment] = await db.query<PaymentRecord>(
    `SELECT pm.action, pm.amount, pm.card, pm.transaction_reference, pm.status, pm.message,
            to_char(pm.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            i.invoice_number, i.amount AS inv_amount, i.paid AS inv_paid, pm.payer_language
     FROM payment pm JOIN invoice i ON i.id = pm.invoice_id WHERE pm.property_id = $1 AND pm.confirmation_token = $2`,
    [propertyId, token],
  )
  return payment ?? null
}

/**
 * Ends a pay-link payment that waited for its provider (the bank, PayStack's page): paid moves the invoice (unless its balance changed meanwhile), and the
 * payment is Confirmed, or Failed with `failure`.
 */
export async function settlePayment(
  tx: Queryable,
  payment: { id: number; amount: number },
  paid: boolean,
  messages: { notPaid: string; balanceChanged: string },
): Promise<void> {
  let failure: string | null = messages.notPaid
  if (paid) {
    const moved = await tx.query(
      `UPDATE invoice SET paid = paid + $2
       WHERE id = (SELECT invoice_id FROM payment WHERE id = $1) AND amount - paid >= $2 RETURNING id`,
      [payment.id, payment.amount],
    )
    failure = moved.length === 1 ? null : messages.balanceChanged
  }
  await tx.query('UPDATE payment SET status = $2, message = $3 WHERE id = $1', [
    payment.id,
    failure === null ? 'Confirmed' : 'Failed',
    failure,
  ])
}
