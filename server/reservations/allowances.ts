/**
 * What the hotel gave back of its own accord (decision 0116): a refund at the desk beyond what the booking's rules
 * give back is an allowance, written with the refund in its transaction (`reservation_allowance`, migration 027).
 * The reckoning takes it off what the stay costs (src/domain/settlement.ts), so the scheduled charges, a change
 * or a pay link for the balance never ask for that money again, and every Balance shown is net of it.
 *
 * Trap: the allowance stands even if the provider later fails the refund: the hotel promised it, so the next
 * reckoning finds the money still owed back (`refundDue`) and the desk's refund by the rules gives it.
 */
import type { Money } from '@/domain/money'
import type { Queryable } from '../db/types'

/** The sum of the allowances given on a reservation (minor units). */
export async function allowanceGiven(q: Queryable, reservationId: number): Promise<Money> {
  const [row] = await q.query<{ amount: number }>(
    'SELECT COALESCE(sum(amount), 0)::int AS amount FROM reservation_allowance WHERE reservation_id = $1',
    [reservationId],
  )
  return row?.amount ?? 0
}

export type Allowance = {
  reservationId: number
  amount: Money
  currency: string
  reason: string | null
  at: Date
}

/** Records an allowance in the caller's transaction (the refund's); nothing for an amount of zero. */
export async function recordAllowance(tx: Queryable, a: Allowance): Promise<void> {
  if (a.amount <= 0) return
  await tx.query(
    `INSERT INTO reservation_allowance (reservation_id, amount, currency, reason, at) VALUES ($1, $2, $3, $4, $5)`,
    [a.reservationId, a.amount, a.currency, a.reason, a.at.toISOString()],
  )
}
