/**
 * The payments ledger of a reservation, append-only (decision 0115): one `ledger_movement` row for every state a
 * movement of money reaches — an authorisation, charge, capture, refund or void that succeeded, failed or was
 * cancelled — written in the transaction of that change. The table refuses UPDATE and DELETE (a trigger), so what
 * the guest is shown as paid, refunded and still to pay is a sum over these rows and never a column kept apart.
 *
 * `ledger_entry` stays the table of provider objects and our attempts at them (its state moves while the provider
 * decides); this module is the only writer of movements and the only reader of the sums.
 *
 * Trap: a movement is written once per (entry, kind, state); reporting the same outcome twice (the guest's return
 * and the provider's event) writes nothing the second time.
 */
import type { Queryable } from '../db/types'

export type MovementKind = 'authorisation' | 'charge' | 'capture' | 'refund' | 'void'
export type MovementState = 'succeeded' | 'failed' | 'canceled'
/** Why money moved: shown to the hotel, and how the jobs find their own movements. */
export type MovementPurpose =
  | 'booking'
  | 'scheduled'
  | 'no-show'
  | 'pre-check-in'
  | 'pay-link'
  | 'late'
  | 'cancellation'
  | 'change'
  /** a refund the hotel's desk made (decision 0119) */
  | 'desk'

export type Movement = {
  /** the stay the money is for; null with `invoicePaymentId`: the stay of that payment's invoice, if any */
  reservationId: number | null
  invoicePaymentId?: number | null
  /** the provider object (our attempt) it belongs to; null for a movement with no entry of its own */
  ledgerEntryId: number | null
  kind: MovementKind
  /** minor units */
  amount: number
  currency: string
  provider: string
  /** the provider's reference (`pi_…`, `re_…`): never a card number */
  providerRef: string | null
  state: MovementState
  purpose?: MovementPurpose
  failure?: string | null
  /** when it happened; the database's clock when left out */
  at?: Date | null
}

/** Writes `m` in the caller's transaction; false when this entry had already reached this state. */
export async function recordMovement(tx: Queryable, m: Movement): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO ledger_movement (reservation_id, invoice_payment_id, ledger_entry_id, kind, amount, currency,
       provider, provider_ref, state, purpose, failure, at)
     VALUES (COALESCE($1::int, (SELECT i.reservation_id FROM payment p JOIN invoice i ON i.id = p.invoice_id
               WHERE p.id = $2::int)),
             $2, $3, $4, $5, upper($6), $7, $8, $9, $10, $11, COALESCE($12::timestamptz, now()))
     ON CONFLICT (ledger_entry_id, kind, state) WHERE ledger_entry_id IS NOT NULL DO NOTHING RETURNING id`,
    [
      m.reservationId,
      m.invoicePaymentId ?? null,
      m.ledgerEntryId,
      m.kind,
      m.amount,
      m.currency,
      m.provider,
      m.providerRef,
      m.state,
      m.purpose ?? 'booking',
      m.failure ?? null,
      m.at ? m.at.toISOString() : null,
    ],
  )
  return rows.length === 1
}

export type LedgerSums = {
  /** succeeded charges and captures (minor units) */
  paid: number
  /** succeeded refunds (minor units) */
  refunded: number
}

/** What a reservation has paid and had back, summed from its movements. */
export async function ledgerSums(q: Queryable, reservationId: number): Promise<LedgerSums> {
  const [row] = await q.query<{ paid: number; refunded: number }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE kind IN ('charge', 'capture')), 0)::int AS paid,
            COALESCE(sum(amount) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
     FROM ledger_movement WHERE reservation_id = $1 AND state = 'succeeded'`,
    [reservationId],
  )
  return { paid: row?.paid ?? 0, refunded: row?.refunded ?? 0 }
}

export type LedgerPayment = {
  kind: MovementKind
  amount: number
  currency: string
  state: MovementState
  /** ISO 8601, UTC */
  at: string
  /** the provider's reference */
  reference: string | null
  purpose: MovementPurpose
}

/** Every movement of a reservation, oldest first. */
export async function paymentsOf(q: Queryable, reservationId: number): Promise<LedgerPayment[]> {
  return q.query<LedgerPayment>(
    `SELECT kind, amount, currency, state, purpose, provider_ref AS reference,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
     FROM ledger_movement WHERE reservation_id = $1 ORDER BY at, id`,
    [reservationId],
  )
}

/**
 * What is still to pay: the total less what was paid and not given back, never below zero. The settlement's
 * reckoning (src/domain/settlement.ts) takes over where the rooms' terms are known.
 */
export function balanceOf(total: number, sums: LedgerSums): number {
  return Math.max(0, total - sums.paid + sums.refunded)
}
