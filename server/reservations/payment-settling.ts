/**
 * The three ways a held booking learns its payment's outcome besides Create's own call (decision 0113): the
 * guest's return from the bank or from PayStack's page (the Status call asks the provider), the provider's signed
 * event (Stripe's webhook, PayStack's page), and the end of the hold (a job). Each applies the outcome with
 * ./held-booking in one transaction; the first wins, the others find it done. The provider asked is the one the
 * ledger entry was made with.
 */
import type { Db, Queryable } from '../db/types'
import type { MailContext } from '../mail/guest-mail'
import type { Payments } from '../payments/payments'
import type { PaymentProvider, ProviderEvent } from '../payments/provider'
import { recordMovement } from '../payments/ledger'
import { queuePaymentMail } from '../payments/payment-mail'
import { findProperty, type PropertyRow } from '../catalogue/property'
import { confirmationTokenOf } from './confirmation'
import { queueConfirmation } from './confirmation-mail'
import {
  applyToHeldBooking,
  findLedgerEntry,
  HOLD_ENDED,
  entryOfPayLink,
  pendingEntryOf,
  withCard,
  type Confirmed,
  type LedgerEntry,
} from './held-booking'
import { returnLateMoney } from './late-money'
import { releaseUnpaidBooking } from './payment-outcome'

/**
 * Queues the mail of a booking, or of a pay-link payment, confirmed by a later outcome (inside its transaction):
 * the confirmation, or the receipt.
 */
export function mailOnConfirm(property: PropertyRow, mail: () => MailContext) {
  return async (tx: Queryable, confirmed: Confirmed) => {
    if ('reservationId' in confirmed) {
      const token = await confirmationTokenOf(tx, confirmed.reservationId)
      if (token) await queueConfirmation(tx, property, token, mail())
      return
    }
    const [payment] = await tx.query<{ confirmation_token: string; email: string }>(
      `SELECT pm.confirmation_token, COALESCE(pm.payer_email, i.email) AS email FROM payment pm
       JOIN invoice i ON i.id = pm.invoice_id WHERE pm.id = $1`,
      [confirmed.invoicePaymentId],
    )
    if (payment) await queuePaymentMail(tx, property, payment.confirmation_token, payment.email, mail())
  }
}

async function resultOf(provider: PaymentProvider, entry: LedgerEntry) {
  if (!entry.provider_ref) return null
  return entry.kind === 'card'
    ? { kind: 'setup' as const, setup: await provider.getSetup(entry.provider_ref) }
    : { kind: 'payment' as const, payment: await provider.getPayment(entry.provider_ref) }
}

/** Asks the provider of a pending entry about it and applies its answer. */
async function refreshEntry(
  db: Db,
  property: PropertyRow,
  payments: Payments,
  entry: LedgerEntry | null,
  mail: () => MailContext,
): Promise<void> {
  const provider = entry ? payments.named(property, entry.provider) : null
  if (!entry || !provider || entry.state !== 'pending') return
  const found = await resultOf(provider, entry)
  if (!found) return
  const result = await withCard(provider, found)
  const { late } = await db.transaction((tx) =>
    applyToHeldBooking(tx, entry, result, mailOnConfirm(property, mail)),
  )
  if (late) await returnLateMoney(db, provider, late)
}

/**
 * The guest is back from the bank or PayStack's page, or is looking at the status page: asks the provider about a
 * booking that is still Pending on a payment, and applies the answer. Does nothing for any other booking.
 */
export async function refreshHeldBooking(
  db: Db,
  property: PropertyRow,
  payments: Payments,
  reservationId: number,
  mail: () => MailContext,
): Promise<void> {
  await refreshEntry(db, property, payments, await pendingEntryOf(db, reservationId), mail)
}

/** The same for a pay-link payment still Pending on the bank or PayStack, by its confirmation token. */
export async function refreshPayLinkPayment(
  db: Db,
  property: PropertyRow,
  payments: Payments,
  token: string,
  mail: () => MailContext,
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM payment WHERE property_id = $1 AND confirmation_token = $2 AND status = 'Pending'`,
    [property.id, token],
  )
  if (row) await refreshEntry(db, property, payments, await entryOfPayLink(db, row.id), mail)
}

/** The property a ledger entry's booking or pay-link payment belongs to. */
async function propertyOfEntry(tx: Queryable, entry: LedgerEntry): Promise<PropertyRow | null> {
  const [row] =
    entry.reservation_id !== null
      ? await tx.query<{ property_id: number }>('SELECT property_id FROM reservation WHERE id = $1', [
          entry.reservation_id,
        ])
      : await tx.query<{ property_id: number }>('SELECT property_id FROM payment WHERE id = $1', [
          entry.invoice_payment_id ?? 0,
        ])
  return row ? findProperty(tx, row.property_id) : null
}

/**
 * A verified provider event: applied once (its id is written with its effect). False when it was seen before;
 * an event for a payment that is not ours is acknowledged and does nothing.
 */
export async function applyProviderEvent(
  db: Db,
  provider: PaymentProvider,
  event: ProviderEvent,
  mail: () => MailContext,
): Promise<boolean> {
  if (event.kind === 'ignored' || event.kind === 'refund') return true
  const object = event.kind === 'payment' ? event.payment : event.setup
  const result = await withCard(
    provider,
    event.kind === 'payment'
      ? { kind: 'payment', payment: event.payment }
      : { kind: 'setup', setup: event.setup },
  )
  const applied = await db.transaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO provider_event (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider.name, event.id],
    )
    if (fresh.length === 0) return { seen: true, late: null }
    const entry = await findLedgerEntry(tx, provider.name, object, true)
    if (!entry) return { seen: false, late: null }
    const property = await propertyOfEntry(tx, entry)
    if (!property) return { seen: false, late: null }
    const { late } = await applyToHeldBooking(tx, entry, result, mailOnConfirm(property, mail))
    return { seen: false, late }
  })
  if (applied.late) await returnLateMoney(db, provider, applied.late)
  return !applied.seen
}

/**
 * Releases every booking whose hold has ended: the provider is asked first (a payment that went through just
 * now confirms the booking after all), an unfinished payment is cancelled, then the rooms go back on sale.
 */
export async function releaseEndedHolds(
  db: Db,
  payments: Payments,
  now: Date,
  mail: () => MailContext,
): Promise<number> {
  const due = await db.query<{ id: number; property_id: number }>(
    `SELECT id, property_id FROM reservation
     WHERE status = 'Pending' AND hold_expires_at IS NOT NULL AND hold_expires_at <= $1
     ORDER BY hold_expires_at LIMIT 50`,
    [now.toISOString()],
  )
  let released = 0
  for (const held of due) {
    const property = await findProperty(db, held.property_id)
    if (property && (await releaseEndedHold(db, payments, property, held.id, mail))) released++
  }
  return released
}

/** One booking whose hold ended: false when it stays (its provider did not answer) or was settled after all. */
async function releaseEndedHold(
  db: Db,
  payments: Payments,
  property: PropertyRow,
  reservationId: number,
  mail: () => MailContext,
): Promise<boolean> {
  const asked = () =>
    refreshHeldBooking(db, property, payments, reservationId, mail).then(
      () => true,
      () => false,
    )
  // A provider that does not answer now is asked again on the next run; the hold stays meanwhile.
  if (!(await asked())) return false
  const entry = await pendingEntryOf(db, reservationId)
  const provider = entry ? payments.named(property, entry.provider) : null
  let message = HOLD_ENDED
  if (provider && entry?.provider_ref && entry.kind !== 'card' && entry.state === 'pending') {
    const cancelled = await provider
      .cancel(entry.provider_ref, `${entry.idempotency_key}-expire`)
      .catch(() => null)
    // Cancelling failed because it went through meanwhile: the provider's answer now says so.
    if (!cancelled && !(await asked())) return false
    // A hosted page says in its own words why it ended (PayStack's: not paid within its 30 minutes).
    message = cancelled?.failure?.message ?? HOLD_ENDED
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM reservation WHERE id = $1 FOR UPDATE',
      [reservationId],
    )
    if (row?.status !== 'Pending') return false
    await releaseUnpaidBooking(tx, reservationId, message)
    if (entry) await cancelPendingEntry(tx, entry, message)
    return true
  })
}

/** A pending attempt whose hold ended: cancelled, and a payment's end written to the ledger. */
async function cancelPendingEntry(tx: Queryable, entry: LedgerEntry, message: string): Promise<void> {
  const cancelled = await tx.query(
    `UPDATE ledger_entry SET state = 'canceled', action_url = NULL, failure = $2, updated_at = now()
     WHERE id = $1 AND state = 'pending' RETURNING id`,
    [entry.id, message],
  )
  if (cancelled.length === 0 || entry.kind === 'card') return
  await recordMovement(tx, {
    reservationId: entry.reservation_id,
    invoicePaymentId: entry.invoice_payment_id,
    ledgerEntryId: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    provider: entry.provider,
    providerRef: entry.provider_ref,
    state: 'canceled',
    purpose: entry.purpose,
    failure: message,
  })
}
