/**
 * PayStack's side of a PayByPayStack payment, as the reference server stands it in (decisions 0063, 0113): a
 * checkout per payment, with a random reference signed with the link key, valid for 30 minutes and used once
 * (Open → Paid, Cancelled or Expired, each with a conditional update). Its page (server/routes/paystack-test.ts)
 * is where the guest pays or cancels; what that means for the booking or the pay-link payment is decided on our
 * side of the port only (./paystack-provider.ts, then reservations/held-booking.ts), from the checkout's state
 * or from the signed event its page sends, as PayStack's callback would.
 *
 * A hotel with a real PayStack account would replace this module with PayStack's "initialize transaction" and
 * "verify transaction" calls, and the stand-in's event with PayStack's signed webhook.
 */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/types'
import { sameCode, signLink, type Secrets } from '../crypto'

export const CHECKOUT_MINUTES = 30

export const BOOKING_CANCELLED =
  'You cancelled the payment on PayStack. Nothing was charged and the rooms are no longer held for you: you can pay again to book them.'
export const BOOKING_EXPIRED = `The payment on PayStack was not completed within ${CHECKOUT_MINUTES} minutes. Nothing was charged and the rooms are no longer held for you.`
export const PAYMENT_CANCELLED = 'You cancelled the payment on PayStack. Nothing was charged.'
export const PAYMENT_EXPIRED = `The payment on PayStack was not completed within ${CHECKOUT_MINUTES} minutes. Nothing was charged.`

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
  /** our own ids, handed back with every event */
  metadata: Record<string, string>
}

/** What a checkout is opened with: the payment, who pays, where the page sends the guest back, our ids. */
export type NewCheckout = {
  amount: number
  currency: string
  email: string
  description: string
  returnPath: string
  cancelPath: string
  /** `property` (its code) and `reservation` or `invoice_payment` (our ids) say what the checkout is for */
  metadata: Record<string, string>
  idempotencyKey: string
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

const COLUMNS = `reference, property_id, reservation_id, payment_id, amount, currency, email, description, return_path,
  cancel_path, status, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, metadata`

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null)

/**
 * Opens a checkout for 30 minutes, in one statement; the same idempotency key finds the checkout it opened
 * before. Throws when the property named in the metadata does not exist.
 */
export async function openCheckout(db: Queryable, c: NewCheckout, now: Date): Promise<CheckoutRow> {
  const reference = `PSK_${randomBytes(18).toString('base64url')}`
  const [opened] = await db.query<CheckoutRow>(
    `INSERT INTO paystack_checkout (reference, property_id, reservation_id, payment_id, amount, currency, email,
       description, return_path, cancel_path, status, created_at, expires_at, idempotency_key, metadata)
     SELECT $1, p.id, $3, $4, $5, $6, $7, $8, $9, $10, 'Open', $11, $12, $13, $14 FROM property p WHERE p.code = $2
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      reference,
      c.metadata.property ?? '',
      idOf(c.metadata.reservation),
      idOf(c.metadata.invoice_payment),
      c.amount,
      c.currency,
      c.email,
      c.description,
      c.returnPath,
      c.cancelPath,
      now.toISOString(),
      new Date(now.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
      c.idempotencyKey,
      JSON.stringify(c.metadata),
    ],
  )
  if (opened) return opened
  const [before] = await db.query<CheckoutRow>(
    `SELECT ${COLUMNS} FROM paystack_checkout WHERE idempotency_key = $1`,
    [c.idempotencyKey],
  )
  if (!before) throw new Error(`No property ${c.metadata.property ?? ''} to open a PayStack checkout for.`)
  return before
}

/** A checkout by its reference, after marking it Expired when its 30 minutes are over (PayStack's own doing). */
export async function checkoutOf(db: Queryable, reference: string, now: Date): Promise<CheckoutRow | null> {
  await db.query(
    `UPDATE paystack_checkout SET status = 'Expired' WHERE reference = $1 AND status = 'Open' AND expires_at <= $2`,
    [reference, now.toISOString()],
  )
  const [row] = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM paystack_checkout WHERE reference = $1`, [
    reference,
  ])
  return row ?? null
}

/** The checkout of a signed reference; null for a reference or signature that is not ours (compared in constant time). */
export async function findCheckout(
  db: Queryable,
  secrets: Secrets,
  reference: string,
  signature: string,
  now: Date,
): Promise<CheckoutRow | null> {
  if (!sameCode(checkoutSignature(secrets, reference), signature)) return null
  return checkoutOf(db, reference, now)
}

/**
 * Ends an open checkout: Paid (only within its 30 minutes), Cancelled or Expired. Null when it was no longer open
 * (already used, cancelled or expired) or, for Paid, when its time is over. Nothing else changes here: the booking
 * or the payment learns the outcome through the port.
 */
export async function endCheckout(
  db: Queryable,
  reference: string,
  outcome: Exclude<CheckoutStatus, 'Open'>,
  now: Date,
): Promise<CheckoutRow | null> {
  const [row] = await db.query<CheckoutRow>(
    `UPDATE paystack_checkout SET status = $2
     WHERE reference = $1 AND status = 'Open' AND ($2 <> 'Paid' OR expires_at > $3)
     RETURNING ${COLUMNS}`,
    [reference, outcome, now.toISOString()],
  )
  return row ?? null
}

/** The signature of a checkout event's body: an HMAC with the link key, labelled for these events only. */
export const eventSignature = (secrets: Secrets, body: string) => signLink(secrets, `paystack-event|${body}`)

/**
 * The event the page sends when a checkout has ended (PayStack's callback, signed): its id names the checkout
 * and its outcome, so sending it again is the same event.
 */
export function checkoutEvent(secrets: Secrets, row: CheckoutRow): { body: string; signature: string } {
  const body = JSON.stringify({ id: `${row.reference}:${row.status}`, data: row })
  return { body, signature: eventSignature(secrets, body) }
}
