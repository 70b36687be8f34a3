/**
 * Money that arrived for a booking or a pay-link payment that no longer wants it (decision 0113): the hold was
 * released, or the invoice's balance moved, before the provider said the payment went through. It is given back
 * at once through the same provider and recorded in the ledger (never money without a booking).
 */
import type { Db } from '../db/types'
import { recordMovement } from '../payments/ledger'
import type { PaymentProvider } from '../payments/provider'
import type { LateMoney, LedgerEntry } from './held-booking'

/**
 * Gives back money taken for a booking that no longer holds its rooms: a refund of what was received, or a void
 * of an authorisation. Recorded in the ledger; safe to repeat (the key names the entry).
 */
export async function returnLateMoney(
  db: Db,
  provider: PaymentProvider,
  late: NonNullable<LateMoney>,
): Promise<void> {
  const { payment, entry } = late
  if (payment.status === 'requires_capture') {
    await provider.cancel(payment.id, `${entry.idempotency_key}-void`)
    await recordReturn(db, entry, 'void', payment.amount, payment.id)
    return
  }
  if (payment.amountReceived <= 0) return
  const refund = await provider.refund(
    payment.id,
    payment.amountReceived,
    'The booking was released before the payment went through.',
    `${entry.idempotency_key}-refund`,
  )
  await recordReturn(db, entry, 'refund', refund.amount, refund.id)
}

async function recordReturn(
  db: Db,
  entry: LedgerEntry,
  kind: 'refund' | 'void',
  amount: number,
  ref: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_entry (reservation_id, kind, amount, currency, provider, provider_ref, state,
         idempotency_key, purpose)
       VALUES ($1, $2, $3, $4, $5, $6, 'succeeded', $7, 'late') ON CONFLICT DO NOTHING RETURNING id`,
      [
        entry.reservation_id,
        kind,
        amount,
        entry.currency,
        entry.provider,
        `${kind}:${ref}`,
        `${entry.idempotency_key}-${kind}`,
      ],
    )
    if (!row) return
    // The entry stays apart from the pay-link payment's own (which its status call looks up); the movement names it.
    await recordMovement(tx, {
      reservationId: entry.reservation_id,
      invoicePaymentId: entry.invoice_payment_id,
      ledgerEntryId: row.id,
      kind,
      amount,
      currency: entry.currency,
      provider: entry.provider,
      providerRef: ref,
      state: 'succeeded',
      purpose: 'late',
    })
  })
}
