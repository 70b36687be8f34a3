/**
 * PayByPayStack as a hosted payment page (decision 0063). A booking or a pay-by-link payment with something to pay
 * opens a checkout: a random reference, signed with the link key, valid for 30 minutes and used once. The guest
 * is sent to its page (here the reference server's test page, server/routes/paystack-test.ts, standing in for
 * PayStack's), pays or cancels there, and is sent back to the app.
 *
 * Until then the booking is Pending and holds its rooms (taken when it was created, so nobody else can book them
 * meanwhile); paying confirms it, cancelling or letting the page expire gives back its rooms, extras' stock and
 * voucher balance and marks it Failed with the reason. A pay-by-link payment is Pending until paid; only paying
 * moves the invoice's paid amount.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/types'
import { confirmPaidBooking, releaseUnpaidBooking } from '../reservations/payment-outcome'
import { settlePayment } from './invoice-payments'
import { sameCode, signLink, type Secrets } from './signing'

export const CHECKOUT_MINUTES = 30

export const BOOKING_CANCELLED =
  'You cancelled the payment on PayStack. Nothing was charged and the rooms are no longer held for you: you can pay again to book them.'
export const BOOKING_EXPIRED = `The payment on PayStack was not completed within ${CHECKOUT_MINUTES} minutes. Nothing was charged and the rooms are no longer held for you.`
export const PAYMENT_CANCELLED = 'You cancelled the payment on PayStack. Nothing was charged.'
export const PAYMENT_EXPIRED = `The payment on PayStack was not completed within ${CHECKOUT_MINUTES} minutes. Nothing was charged.`
export const BALANCE_CHANGED = 'The invoice balance changed while you were paying. Nothing was charged.'

export type CheckoutStatus = 'Open' | 'Paid' | 'Cancelled' | 'Expired'

export type CheckoutRow = {
  reference: string
  property_id: number
  reservation_id: number | null
  payment_id: number | null
  amount: number
  currency: string
  email: string
  description: string
  return_path: string
  cancel_path: string
  status: CheckoutStatus
  expires_at: string
}

export function checkoutSignature(secrets: Secrets, reference: string): string {
  return signLink(secrets, `paystack-checkout|${reference}`)
}

/**
 * The payment page of a checkout. Under /api/ although it is a page: the app's service worker sends every other
 * navigation to the app (a real PayStack page is on PayStack's own origin).
 */
export const checkoutPath = (secrets: Secrets, reference: string) =>
  `/api/PayStack/TestCheckout/${reference}/${checkoutSignature(secrets, reference)}`

/** Opens a checkout inside the caller's transaction; returns the address of its payment page. */
export async function openCheckout(
  tx: Queryable,
  secrets: Secrets,
  c: {
    propertyId: number
    reservationId?: number
    paymentId?: number
    amount: number
    currency: string
    email: string
    description: string
    returnPath: string
    cancelPath: string
  },
  now: Date,
): Promise<string> {
  const reference = `PSK_${randomBytes(18).toString('base64url')}`
  await tx.query(
    `INSERT INTO paystack_checkout (reference, property_id, reservation_id, payment_id, amount, currency, email,
       description, return_path, cancel_path, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Open', $11, $12)`,
    [
      reference,
      c.propertyId,
      c.reservationId ?? null,
      c.paymentId ?? null,
      c.amount,
      c.currency,
      c.email,
      c.description,
      c.returnPath,
      c.cancelPath,
      now.toISOString(),
      new Date(now.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
    ],
  )
  return checkoutPath(secrets, reference)
}

const COLUMNS = `reference, property_id, reservation_id, payment_id, amount, currency, email, description, return_path,
  cancel_path, status, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at`

/** The checkout of a signed reference; null for a reference or signature that is not ours (compared in constant time). */
export async function findCheckout(
  db: Queryable,
  secrets: Secrets,
  reference: string,
  signature: string,
): Promise<CheckoutRow | null> {
  if (!sameCode(checkoutSignature(secrets, reference), signature)) return null
  const [row] = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM paystack_checkout WHERE reference = $1`, [
    reference,
  ])
  return row ?? null
}

/**
 * Ends an open checkout, in one transaction: Paid confirms its booking or records its payment (moving the
 * invoice's paid amount with a conditional update); Cancelled or Expired releases what the booking held, or marks
 * the payment Failed. Null when the checkout was no longer open (already used, cancelled or expired) — or, for
 * Paid, when its 30 minutes are over.
 */
export async function settleCheckout(
  db: Db,
  reference: string,
  outcome: Exclude<CheckoutStatus, 'Open'>,
  now: Date,
  /** Runs last in the settling transaction: what the payment confirms is mailed with it (decision 0098). */
  within?: (tx: Queryable, settled: CheckoutRow) => Promise<void>,
): Promise<CheckoutRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CheckoutRow>(
      `UPDATE paystack_checkout SET status = $2
       WHERE reference = $1 AND status = 'Open' AND ($2 <> 'Paid' OR expires_at > $3)
       RETURNING ${COLUMNS}`,
      [reference, outcome, now.toISOString()],
    )
    if (!row) return null
    if (row.reservation_id !== null) {
      if (outcome === 'Paid') {
        await confirmPaidBooking(tx, row.reservation_id)
      } else {
        await releaseUnpaidBooking(
          tx,
          row.reservation_id,
          outcome === 'Cancelled' ? BOOKING_CANCELLED : BOOKING_EXPIRED,
        )
      }
    }
    if (row.payment_id !== null) {
      await settlePayment(tx, { id: row.payment_id, amount: row.amount }, outcome === 'Paid', {
        notPaid: outcome === 'Cancelled' ? PAYMENT_CANCELLED : PAYMENT_EXPIRED,
        balanceChanged: BALANCE_CHANGED,
      })
    }
    if (within) await within(tx, row)
    return row
  })
}

/** Expires every checkout whose 30 minutes are over, giving back what its booking held. */
export async function expireCheckouts(db: Db, now: Date): Promise<number> {
  const due = await db.query<{ reference: string }>(
    `SELECT reference FROM paystack_checkout WHERE status = 'Open' AND expires_at <= $1`,
    [now.toISOString()],
  )
  let expired = 0
  for (const d of due) if (await settleCheckout(db, d.reference, 'Expired', now)) expired++
  return expired
}
