/**
 * A booking that waits for its payment (decision 0113). Create holds the rooms (status Pending until
 * hold_expires_at) and writes a pending ledger entry; the provider then decides. Whatever tells us first — the
 * answer to our own call, the guest's return from the bank (the Status call asks the provider), or the provider's
 * signed event — applies the outcome here, once:
 *  - paid, authorised or card saved: Pending → Confirmed, with one conditional update in the same transaction as
 *    the ledger entry's new state (and, for an event, its dedupe row); whoever comes second finds it done;
 *  - declined, authentication failed or cancelled: the hold is released at once (rooms back on sale);
 *  - still waiting: nothing changes but what the status page shows (the challenge's address).
 * Trap: a success may arrive for a booking whose hold was already released. The money must not stay: the caller
 * refunds it (or voids the authorisation) through the provider — `lateMoney` says what is due.
 */
import { DECLINED, declineText } from '../payments/decline-text'
import type { Queryable } from '../db/types'
import type { Payment, PaymentProvider, Setup } from '../payments/provider'
import { settlePayment } from '../payments/invoice-payments'
import { recordMovement, type MovementPurpose } from '../payments/ledger'
import { storedCardOf } from '../payments/stored-card'
import { releaseUnpaidBooking } from './payment-outcome'

export const HOLD_MINUTES = 15

export const HOLD_ENDED = `Your bank did not confirm the payment within ${HOLD_MINUTES} minutes. Nothing was charged and the rooms are no longer held for you.`

export type LedgerKind = 'charge' | 'authorisation' | 'card'
export type LedgerState = 'pending' | 'succeeded' | 'failed' | 'canceled'

export type LedgerEntry = {
  id: number
  reservation_id: number | null
  invoice_payment_id: number | null
  kind: LedgerKind | 'capture' | 'void' | 'refund'
  amount: number
  currency: string
  provider: string
  provider_ref: string | null
  state: LedgerState
  action_url: string | null
  failure: string | null
  idempotency_key: string
  purpose: MovementPurpose
}

/** What a later outcome confirmed: a booking, or a payment made through a pay link. */
export type Confirmed = { reservationId: number } | { invoicePaymentId: number }

/** What a provider's answer did to the booking. */
export type HeldOutcome =
  | { status: 'Confirmed'; newly: boolean }
  | { status: 'Pending'; action: string | null }
  | { status: 'Failed'; message: string }

/** Money taken for a booking that no longer exists: what the caller must give back. */
export type LateMoney = { payment: Payment; entry: LedgerEntry } | null

const ENTRY_COLUMNS = `id, reservation_id, invoice_payment_id, kind, amount, currency, provider, provider_ref, state, action_url, failure,
  idempotency_key, purpose`

export async function insertLedgerEntry(
  tx: Queryable,
  entry: Pick<LedgerEntry, 'reservation_id' | 'kind' | 'amount' | 'currency' | 'provider'> & {
    invoice_payment_id?: number | null
    idempotencyKey: (id: number) => string
    purpose?: MovementPurpose
  },
): Promise<LedgerEntry> {
  const [row] = await tx.query<LedgerEntry>(
    `INSERT INTO ledger_entry (reservation_id, invoice_payment_id, kind, amount, currency, provider, state,
       idempotency_key, purpose)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', 'new-' || gen_random_uuid(), $7) RETURNING ${ENTRY_COLUMNS}`,
    [
      entry.reservation_id,
      entry.invoice_payment_id ?? null,
      entry.kind,
      entry.amount,
      entry.currency,
      entry.provider,
      entry.purpose ?? (entry.invoice_payment_id ? 'pay-link' : 'booking'),
    ],
  )
  if (!row) throw new Error('The ledger entry was not written.')
  // The key names our own record, so a retry of this step is the same key and a new attempt a new one.
  const key = entry.idempotencyKey(row.id)
  await tx.query('UPDATE ledger_entry SET idempotency_key = $2 WHERE id = $1', [row.id, key])
  return { ...row, idempotency_key: key }
}

/**
 * Keeps the provider's reference of an entry as soon as the provider answers, in its own statement: should the
 * transaction that applies the answer fail (a mail that cannot be queued), the status call and the hold's end can
 * still ask the provider about it.
 */
export async function noteProviderRef(
  db: Queryable,
  entry: LedgerEntry,
  result: ProviderResult,
): Promise<void> {
  const id = result.kind === 'payment' ? result.payment.id : result.setup.id
  await db.query('UPDATE ledger_entry SET provider_ref = $2 WHERE id = $1 AND provider_ref IS NULL', [
    entry.id,
    id,
  ])
}

/** The entry a provider object belongs to: by our id in its metadata, else by its reference. */
export async function findLedgerEntry(
  db: Queryable,
  provider: string,
  object: { id: string; metadata: Record<string, string> },
  lock = false,
): Promise<LedgerEntry | null> {
  const byId = Number(object.metadata.ledger_entry)
  const [row] = Number.isInteger(byId)
    ? await db.query<LedgerEntry>(
        `SELECT ${ENTRY_COLUMNS} FROM ledger_entry WHERE id = $1 AND provider = $2
           AND (provider_ref IS NULL OR provider_ref = $3)${lock ? ' FOR UPDATE' : ''}`,
        [byId, provider, object.id],
      )
    : await db.query<LedgerEntry>(
        `SELECT ${ENTRY_COLUMNS} FROM ledger_entry WHERE provider = $1 AND provider_ref = $2${lock ? ' FOR UPDATE' : ''}`,
        [provider, object.id],
      )
  return row ?? null
}

/** The pending entry a held booking waits on, if any. */
export async function pendingEntryOf(db: Queryable, reservationId: number): Promise<LedgerEntry | null> {
  const [row] = await db.query<LedgerEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entry
     WHERE reservation_id = $1 AND kind IN ('charge', 'authorisation', 'card') ORDER BY id DESC LIMIT 1`,
    [reservationId],
  )
  return row ?? null
}

export type ProviderResult = { kind: 'payment'; payment: Payment } | { kind: 'setup'; setup: Setup }
type Result = ProviderResult

/** The entry a pay-link payment waits on, if any. */
export async function entryOfPayLink(db: Queryable, paymentId: number): Promise<LedgerEntry | null> {
  const [row] = await db.query<LedgerEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entry WHERE invoice_payment_id = $1 ORDER BY id DESC LIMIT 1`,
    [paymentId],
  )
  return row ?? null
}

/**
 * The result with its card described, when it went through and the provider did not say which card: asked
 * BEFORE the transaction that applies it (a provider call never runs inside one: the built-in provider shares
 * the database, and PGlite has one connection).
 */
export async function withCard(provider: PaymentProvider, result: Result): Promise<Result> {
  const object = result.kind === 'payment' ? result.payment : result.setup
  const through = object.status === 'succeeded' || object.status === 'requires_capture'
  if (object.card || !object.paymentMethod || !through) return result
  const card = await provider.describeCard(object.paymentMethod).catch(() => null)
  return result.kind === 'payment'
    ? { kind: 'payment', payment: { ...result.payment, card } }
    : { kind: 'setup', setup: { ...result.setup, card } }
}

function stateOf(result: Result): { state: LedgerState; succeeded: boolean; action: string | null } {
  const status = result.kind === 'payment' ? result.payment.status : result.setup.status
  const action = (result.kind === 'payment' ? result.payment.action : result.setup.action)?.url ?? null
  if (status === 'succeeded' || status === 'requires_capture')
    return { state: 'succeeded', succeeded: true, action }
  if (status === 'failed') return { state: 'failed', succeeded: false, action }
  if (status === 'canceled') return { state: 'canceled', succeeded: false, action }
  return { state: 'pending', succeeded: false, action }
}

/** The card to keep from a result that went through, when the provider described it. */
function cardOf(object: Payment | Setup, entry: LedgerEntry) {
  if (!object.card || !object.paymentMethod) return null
  return storedCardOf(object.card, object.paymentMethod, {
    customer: object.customer,
    provider: entry.provider,
    // Kept on the guest's account only when asked (Create's SaveCreditCardToIndividual, in the metadata).
    saved: object.metadata.save_card === '1',
  })
}

/** What the guest is told of a failure: our sentence for the provider's decline code (decline-text.ts). */
function failureMessage(result: Result): string {
  const failure = result.kind === 'payment' ? result.payment.failure : result.setup.failure
  if (failure) return declineText(failure)
  return stateOf(result).state === 'canceled'
    ? 'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.'
    : DECLINED
}

/**
 * Applies a provider's answer to the booking of `entry`, inside the caller's transaction. `onConfirmed` runs in it
 * when this call is the one that confirms (the confirmation mail, decision 0098).
 */
export async function applyToHeldBooking(
  tx: Queryable,
  entry: LedgerEntry,
  result: Result,
  onConfirmed: (tx: Queryable, confirmed: Confirmed) => Promise<void>,
): Promise<{ outcome: HeldOutcome; late: LateMoney }> {
  const { state, succeeded, action } = stateOf(result)
  const reservationId = entry.reservation_id
  // The booking first, then the entry: every path locks them in this order.
  const [booking] =
    reservationId === null
      ? []
      : await tx.query<{ status: string; status_message: string | null }>(
          'SELECT status, status_message FROM reservation WHERE id = $1 FOR UPDATE',
          [reservationId],
        )
  await recordInLedger(tx, entry, result)
  if (reservationId === null) {
    if (entry.invoice_payment_id === null) return { outcome: { status: 'Pending', action }, late: null }
    return applyToInvoicePayment(tx, entry.invoice_payment_id, result, onConfirmed)
  }
  if (!booking) return { outcome: { status: 'Failed', message: failureMessage(result) }, late: null }
  if (succeeded) return confirmHeld(tx, entry, result, booking, onConfirmed)
  if (state === 'failed' || state === 'canceled') {
    if (booking.status === 'Pending') {
      await releaseUnpaidBooking(tx, reservationId, failureMessage(result))
      return { outcome: { status: 'Failed', message: failureMessage(result) }, late: null }
    }
    if (booking.status === 'Confirmed') return { outcome: { status: 'Confirmed', newly: false }, late: null }
    return {
      outcome: { status: 'Failed', message: booking.status_message ?? failureMessage(result) },
      late: null,
    }
  }
  if (booking.status === 'Pending') return { outcome: { status: 'Pending', action }, late: null }
  return {
    outcome:
      booking.status === 'Confirmed'
        ? { status: 'Confirmed', newly: false }
        : { status: 'Failed', message: booking.status_message ?? HOLD_ENDED },
    late: null,
  }
}

/** The entry's new state from a provider's answer, under a lock on it. */
async function recordInLedger(tx: Queryable, entry: LedgerEntry, result: Result): Promise<void> {
  const { state, succeeded, action } = stateOf(result)
  const object = result.kind === 'payment' ? result.payment : result.setup
  const [current] = await tx.query<{ state: LedgerState }>(
    'SELECT state FROM ledger_entry WHERE id = $1 FOR UPDATE',
    [entry.id],
  )
  // Events come in any order: an entry only leaves `pending`, except that money taken is always recorded.
  if (current?.state !== 'pending' && (!succeeded || current?.state === 'succeeded')) return
  const received =
    result.kind === 'payment' && result.payment.status === 'succeeded' ? result.payment.amountReceived : null
  const failure = state === 'failed' || state === 'canceled' ? failureMessage(result) : null
  await tx.query(
    `UPDATE ledger_entry SET state = $2, provider_ref = COALESCE(provider_ref, $3), action_url = $4, failure = $5,
       amount = CASE WHEN $6::int IS NULL THEN amount ELSE $6 END, updated_at = now() WHERE id = $1`,
    [entry.id, state, object.id, state === 'pending' ? action : null, failure, received],
  )
  // A card saving moves no money; every payment that reached its state is a movement of the ledger.
  if (state === 'pending' || entry.kind === 'card') return
  await recordMovement(tx, {
    reservationId: entry.reservation_id,
    invoicePaymentId: entry.invoice_payment_id,
    ledgerEntryId: entry.id,
    kind: entry.kind,
    amount: received ?? entry.amount,
    currency: entry.currency,
    provider: entry.provider,
    providerRef: object.id,
    state,
    purpose: entry.purpose,
    failure,
  })
}

/** A payment or a card saving that went through, for the booking of `entry` (locked by the caller). */
async function confirmHeld(
  tx: Queryable,
  entry: LedgerEntry,
  result: Result,
  booking: { status: string; status_message: string | null },
  onConfirmed: (tx: Queryable, confirmed: Confirmed) => Promise<void>,
): Promise<{ outcome: HeldOutcome; late: LateMoney }> {
  const reservationId = entry.reservation_id ?? 0
  const card = cardOf(result.kind === 'payment' ? result.payment : result.setup, entry)
  if (booking.status === 'Confirmed') {
    // A card saved for a confirmed booking replaces the one on file (manage booking, pre-check-in).
    if (entry.kind === 'card' && card)
      await tx.query('UPDATE reservation SET card = $2, updated_at = now() WHERE id = $1', [
        reservationId,
        JSON.stringify(card),
      ])
    return { outcome: { status: 'Confirmed', newly: false }, late: null }
  }
  if (booking.status !== 'Pending') {
    const late = result.kind === 'payment' ? { payment: result.payment, entry } : null
    return { outcome: { status: 'Failed', message: booking.status_message ?? HOLD_ENDED }, late }
  }
  await tx.query(
    `UPDATE reservation SET status = 'Confirmed', status_message = NULL, hold_expires_at = NULL,
       card = COALESCE($2::jsonb, card), updated_at = now() WHERE id = $1`,
    [reservationId, card ? JSON.stringify(card) : null],
  )
  await onConfirmed(tx, { reservationId })
  return { outcome: { status: 'Confirmed', newly: true }, late: null }
}

const PAY_LINK_MESSAGES = {
  notPaid: 'The payment did not go through. Nothing was charged.',
  balanceChanged:
    'The invoice balance changed while you were paying. The payment is being returned to your card.',
}

/** A pay-link payment's outcome: the invoice moves once, with the payment; a late success is given back. */
async function applyToInvoicePayment(
  tx: Queryable,
  paymentId: number,
  result: Result,
  onConfirmed: (tx: Queryable, confirmed: Confirmed) => Promise<void>,
): Promise<{ outcome: HeldOutcome; late: LateMoney }> {
  const { state, succeeded, action } = stateOf(result)
  const object = result.kind === 'payment' ? result.payment : result.setup
  const [payment] = await tx.query<{ id: number; amount: number; status: string; message: string | null }>(
    'SELECT id, amount, status, message FROM payment WHERE id = $1 FOR UPDATE',
    [paymentId],
  )
  if (!payment) return { outcome: { status: 'Failed', message: failureMessage(result) }, late: null }
  const entry = await tx.query<LedgerEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entry WHERE invoice_payment_id = $1 ORDER BY id DESC LIMIT 1`,
    [paymentId],
  )
  const late = (): LateMoney =>
    result.kind === 'payment' && entry[0] ? { payment: result.payment, entry: entry[0] } : null
  if (payment.status === 'Confirmed') return { outcome: { status: 'Confirmed', newly: false }, late: null }
  if (payment.status === 'Failed')
    return {
      outcome: { status: 'Failed', message: payment.message ?? failureMessage(result) },
      late: succeeded ? late() : null,
    }
  if (succeeded) {
    if (object.card && object.paymentMethod && entry[0])
      await tx.query('UPDATE payment SET card = $2 WHERE id = $1', [
        paymentId,
        JSON.stringify(cardOf(object, entry[0])),
      ])
    await settlePayment(tx, payment, true, PAY_LINK_MESSAGES)
    const [after] = await tx.query<{ status: string; message: string | null }>(
      'SELECT status, message FROM payment WHERE id = $1',
      [paymentId],
    )
    if (after?.status !== 'Confirmed')
      return {
        outcome: { status: 'Failed', message: after?.message ?? PAY_LINK_MESSAGES.balanceChanged },
        late: late(),
      }
    await onConfirmed(tx, { invoicePaymentId: paymentId })
    return { outcome: { status: 'Confirmed', newly: true }, late: null }
  }
  if (state === 'failed' || state === 'canceled') {
    await settlePayment(tx, payment, false, { ...PAY_LINK_MESSAGES, notPaid: failureMessage(result) })
    return { outcome: { status: 'Failed', message: failureMessage(result) }, late: null }
  }
  return { outcome: { status: 'Pending', action }, late: null }
}
