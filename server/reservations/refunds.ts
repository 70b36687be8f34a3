/**
 * Refunds a cancellation or a change makes due (decision 0116), given back through the provider that took the
 * money. A refund is written first, 'pending', in the transaction of the cancellation or change itself: one
 * ledger entry per payment it gives back (newest payment first), its idempotency key naming that entry. After
 * the commit the provider is asked; when it does not answer the cancellation still stands and a job asks again
 * with the same key, so the provider makes the refund once however often it is asked.
 *
 * Trap: the ledger's sums count a refund only once the provider made it; a refund still pending must be counted
 * as on its way (`pendingRefunds`), or the next reckoning would ask for it again.
 */
import type { Money } from '@/domain/money'
import type { Db, Queryable } from '../db/types'
import { findProperty, type PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import { recordMovement, type MovementPurpose } from '../payments/ledger'

export const REFUND_REASON = 'Given back under the booking’s cancellation terms.'

type Refundable = { id: number; provider: string; provider_ref: string; currency: string; left: number }

/** What each payment of the reservation took and has not given back yet (refunds pending included). */
async function refundablePayments(tx: Queryable, reservationId: number): Promise<Refundable[]> {
  return tx.query<Refundable>(
    `SELECT e.id, e.provider, e.provider_ref, e.currency,
            (taken.amount - COALESCE((SELECT sum(r.amount) FROM ledger_entry r
               WHERE r.refund_of = e.id AND r.kind = 'refund' AND r.state IN ('pending', 'succeeded')), 0))::int AS left
     FROM (SELECT ledger_entry_id, sum(amount) AS amount FROM ledger_movement
           WHERE reservation_id = $1 AND state = 'succeeded' AND kind IN ('charge', 'capture')
             AND ledger_entry_id IS NOT NULL GROUP BY ledger_entry_id) taken
     JOIN ledger_entry e ON e.id = taken.ledger_entry_id
     WHERE e.provider_ref IS NOT NULL ORDER BY e.id DESC`,
    [reservationId],
  )
}

/** What the reservation's payments could still give back in all (the most a refund can be). */
export async function refundableAmount(q: Queryable, reservationId: number): Promise<Money> {
  return (await refundablePayments(q, reservationId)).reduce((sum, p) => sum + Math.max(0, p.left), 0)
}

/** What is on its way back to the guest: refunds written but not yet made by the provider. */
export async function pendingRefunds(q: Queryable, reservationId: number): Promise<Money> {
  const [row] = await q.query<{ amount: number }>(
    `SELECT COALESCE(sum(amount), 0)::int AS amount FROM ledger_entry
     WHERE reservation_id = $1 AND kind = 'refund' AND state = 'pending' AND refund_of IS NOT NULL`,
    [reservationId],
  )
  return row?.amount ?? 0
}

/**
 * Writes the refunds of `amount` for the reservation in the caller's transaction, spread over its payments,
 * newest first. Returns what was written (less than `amount` only when the payments on record hold less).
 */
export async function queueRefunds(
  tx: Queryable,
  reservationId: number,
  amount: Money,
  purpose: MovementPurpose,
): Promise<Money> {
  let left = amount
  for (const payment of await refundablePayments(tx, reservationId)) {
    if (left <= 0) break
    const part = Math.min(left, payment.left)
    if (part <= 0) continue
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_entry (reservation_id, kind, amount, currency, provider, state, idempotency_key, purpose,
         refund_of)
       VALUES ($1, 'refund', $2, $3, $4, 'pending', 'new-' || gen_random_uuid(), $5, $6) RETURNING id`,
      [reservationId, part, payment.currency, payment.provider, purpose, payment.id],
    )
    // Named after our own entry: every later attempt at this refund is the same request to the provider.
    await tx.query('UPDATE ledger_entry SET idempotency_key = $2 WHERE id = $1', [
      row?.id ?? 0,
      `res-${reservationId}-refund-${row?.id ?? 0}`,
    ])
    left -= part
  }
  return amount - left
}

type PendingRefund = {
  id: number
  reservation_id: number
  property_id: number
  amount: number
  currency: string
  provider: string
  payment_ref: string
  idempotency_key: string
  purpose: MovementPurpose
}

/** Asks the provider for one pending refund; its answer is written once. False when it did not answer. */
async function sendRefund(db: Db, payments: Payments, property: PropertyRow, refund: PendingRefund) {
  const provider = payments.named(property, refund.provider)
  if (!provider) return false
  let made
  try {
    made = await provider.refund(refund.payment_ref, refund.amount, REFUND_REASON, refund.idempotency_key)
  } catch (error) {
    await db.query(
      `UPDATE ledger_entry SET failure = $2, updated_at = now() WHERE id = $1 AND state = 'pending'`,
      [
        refund.id,
        error instanceof Error ? error.message.slice(0, 500) : 'The payment service did not answer.',
      ],
    )
    return false
  }
  if (made.status === 'pending') return true
  const state = made.status === 'succeeded' ? 'succeeded' : 'failed'
  await db.transaction(async (tx) => {
    const moved = await tx.query(
      `UPDATE ledger_entry SET state = $2, provider_ref = $3, failure = NULL, updated_at = now()
       WHERE id = $1 AND state = 'pending' RETURNING id`,
      [refund.id, state, made.id],
    )
    if (moved.length === 0) return
    await recordMovement(tx, {
      reservationId: refund.reservation_id,
      ledgerEntryId: refund.id,
      kind: 'refund',
      amount: made.amount,
      currency: refund.currency,
      provider: refund.provider,
      providerRef: made.id,
      state,
      purpose: refund.purpose,
      failure: state === 'failed' ? 'The provider refused the refund.' : null,
    })
  })
  return true
}

/**
 * Asks the provider for the pending refunds of one reservation (after its cancellation or change commits), or of
 * every reservation (the job). Returns how many the provider answered.
 */
export async function sendPendingRefunds(
  db: Db,
  payments: Payments,
  reservationId: number | null,
): Promise<number> {
  const pending = await db.query<PendingRefund>(
    `SELECT r.id, r.reservation_id, res.property_id, r.amount, r.currency, r.provider, p.provider_ref AS payment_ref,
            r.idempotency_key, r.purpose
     FROM ledger_entry r JOIN ledger_entry p ON p.id = r.refund_of JOIN reservation res ON res.id = r.reservation_id
     WHERE r.kind = 'refund' AND r.state = 'pending' AND ($1::int IS NULL OR r.reservation_id = $1)
     ORDER BY r.id LIMIT 50`,
    [reservationId],
  )
  let answered = 0
  for (const refund of pending) {
    const property = await findProperty(db, refund.property_id)
    if (property && (await sendRefund(db, payments, property, refund))) answered++
  }
  return answered
}
