/**
 * What a cancellation or a change makes due now (decision 0116) — a late cancellation's penalty with nothing
 * paid, a room that now costs more on a plan that takes its money now, a room added on a pay-now plan — charged
 * off-session on the card that guarantees the stay. Like a refund (./refunds.ts) it is written first, 'pending',
 * in the change's own transaction with a key naming that entry, then asked of the provider after the commit.
 *
 * Trap: the guest is not there to pass a challenge. A bank that wants one, or declines, leaves the entry failed
 * and the money still due (the reckoning shows it as the balance): as with a refused scheduled charge (decision
 * 0115), the guest is sent one pay link for it and the hotel is told (./charge-refusal.ts). A stay with no card
 * kept for off-session use is charged nothing here.
 */
import type { Money } from '@/domain/money'
import type { Db, Queryable } from '../db/types'
import { findProperty, type PropertyRow } from '../catalogue/property'
import { recordMovement, type MovementPurpose } from '../payments/ledger'
import type { Payments } from '../payments/payments'
import type { Secrets } from '../crypto'
import { refuseScheduledCharge } from './charge-refusal'
import { insertLedgerEntry } from './held-booking'
import { findByReference, type ReservationRecord } from './record'

/** What is on its way from the guest's card: charges written but not yet answered by the provider. */
export async function pendingCharges(q: Queryable, reservationId: number): Promise<Money> {
  const [row] = await q.query<{ amount: number }>(
    `SELECT COALESCE(sum(amount), 0)::int AS amount FROM ledger_entry
     WHERE reservation_id = $1 AND kind = 'charge' AND state = 'pending' AND purpose IN ('cancellation', 'change')`,
    [reservationId],
  )
  return row?.amount ?? 0
}

/** Writes the charge of `amount` in the caller's transaction; false when the stay has no card to charge. */
export async function queueCharge(
  tx: Queryable,
  payments: Payments,
  property: PropertyRow,
  record: ReservationRecord,
  amount: Money,
  purpose: MovementPurpose,
): Promise<boolean> {
  const card = record.card
  if (!card?.Customer || amount <= 0) return false
  await insertLedgerEntry(tx, {
    reservation_id: record.id,
    kind: 'charge',
    amount,
    currency: property.currency,
    provider: card.Provider ?? payments.provider(property).name,
    purpose,
    idempotencyKey: (id) => `res-${record.id}-charge-${id}`,
  })
  return true
}

type PendingCharge = {
  id: number
  reservation_id: number
  property_id: number
  amount: number
  currency: string
  provider: string
  idempotency_key: string
  purpose: MovementPurpose
  customer: string
  payment_method: string
  reference: string
}

/** What telling the guest of a refused charge needs: the pay link's key, the clock and the public address. */
export type RefusalDeps = { secrets: Secrets; clock: () => Date; publicUrl?: string | undefined }

/**
 * Asks the provider for the pending charges of one reservation (after its change commits), or of every
 * reservation (the job, while the provider did not answer); each answer is written once, and a refusal is told
 * to the guest (one pay link) and the hotel.
 */
export async function sendPendingCharges(
  db: Db,
  payments: Payments,
  reservationId: number | null,
  refusal: RefusalDeps,
): Promise<number> {
  const pending = await db.query<PendingCharge>(
    `SELECT e.id, e.reservation_id, r.property_id, e.amount, e.currency, e.provider, e.idempotency_key, e.purpose,
            r.card->>'Customer' AS customer, r.card->>'Token' AS payment_method, r.reference_number AS reference
     FROM ledger_entry e JOIN reservation r ON r.id = e.reservation_id
     WHERE ($1::int IS NULL OR e.reservation_id = $1) AND e.kind = 'charge' AND e.state = 'pending'
       AND e.provider_ref IS NULL AND e.purpose IN ('cancellation', 'change') AND r.card->>'Customer' IS NOT NULL
     ORDER BY e.id LIMIT 50`,
    [reservationId],
  )
  let answered = 0
  for (const charge of pending) {
    const property = await findProperty(db, charge.property_id)
    const provider = property ? payments.named(property, charge.provider) : null
    if (!property || !provider) continue
    const payment = await provider
      .chargeSaved({
        customer: charge.customer,
        paymentMethod: charge.payment_method,
        amount: charge.amount,
        currency: charge.currency,
        description: `Booking ${charge.reference} at ${property.name}: ${charge.purpose}`,
        metadata: { reservation: String(charge.reservation_id), ledger_entry: String(charge.id) },
        idempotencyKey: charge.idempotency_key,
      })
      .catch(() => null)
    // Not answered: the entry stays pending and the job asks again with the same key.
    if (!payment) continue
    answered++
    const state = payment.status === 'succeeded' ? 'succeeded' : 'failed'
    await db.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE ledger_entry SET state = $2, provider_ref = $3, failure = $4, updated_at = now()
         WHERE id = $1 AND state = 'pending' RETURNING id`,
        [
          charge.id,
          state,
          payment.id,
          state === 'failed' ? (payment.failure?.message ?? payment.status) : null,
        ],
      )
      if (moved.length === 0) return
      await recordMovement(tx, {
        reservationId: charge.reservation_id,
        ledgerEntryId: charge.id,
        kind: 'charge',
        amount: state === 'succeeded' ? payment.amountReceived : charge.amount,
        currency: charge.currency,
        provider: charge.provider,
        providerRef: payment.id,
        state,
        purpose: charge.purpose,
        failure:
          state === 'failed' ? (payment.failure?.message ?? 'The bank wants the guest to confirm.') : null,
      })
      const record = state === 'failed' ? await findByReference(tx, property.id, charge.reference) : null
      if (record)
        await refuseScheduledCharge(
          tx,
          property,
          record,
          { entry: charge, payment, what: charge.purpose === 'cancellation' ? 'cancellation' : 'scheduled' },
          { now: refusal.clock(), publicUrl: refusal.publicUrl, secrets: refusal.secrets },
        )
    })
  }
  return answered
}
