/**
 * Charging a stay's saved card with the guest away (decision 0115): a scheduled instalment, a no-show penalty. The
 * attempt is claimed first — a `ledger_entry` whose idempotency key names the reservation and what is charged,
 * inserted under a lock on the reservation — so that two instances deciding the same charge at the same moment
 * ask the provider once; the one that loses the claim does nothing. The provider is asked outside any
 * transaction, with that key, and its answer is applied like every other (./held-booking): the entry's state, and
 * a movement of the ledger, in one transaction.
 *
 * Trap: an instance may die between its claim and the provider's answer. Its entry stays `pending`; after
 * STALE_MINUTES the next run asks the provider again under the same key, which answers the same payment rather
 * than a second one.
 */
import type { Db, Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { MovementPurpose } from '../payments/ledger'
import type { Payment, PaymentProvider } from '../payments/provider'
import type { StoredCard } from '../payments/stored-card'
import { applyToHeldBooking, noteProviderRef, withCard, type LedgerEntry } from './held-booking'

export const STALE_MINUTES = 10

const ENTRY_COLUMNS = `id, reservation_id, invoice_payment_id, kind, amount, currency, provider, provider_ref, state,
  action_url, failure, idempotency_key, purpose`

export type OffSessionCharge = {
  reservationId: number
  purpose: Extract<MovementPurpose, 'scheduled' | 'no-show'>
  amount: number
  /** names the reservation and what is charged: the same decision made twice is the same key */
  idempotencyKey: string
  description: string
}

export type ChargeOutcome =
  | { status: 'charged'; payment: Payment; entry: LedgerEntry }
  | { status: 'refused'; payment: Payment; entry: LedgerEntry }
  | { status: 'waiting' }
  | { status: 'skipped' }

type Claimed = { entry: LedgerEntry; card: StoredCard; reference: string }

/**
 * The attempt of `charge`, claimed: a new entry, or the same purpose's entry left pending by an instance that
 * died. Null when the stay is no longer chargeable, another attempt is under way, or this one was made before.
 */
async function claim(
  tx: Queryable,
  property: PropertyRow,
  provider: PaymentProvider,
  charge: OffSessionCharge,
): Promise<Claimed | null> {
  const [stay] = await tx.query<{ status: string; cancelled: boolean; card: StoredCard | null; ref: string }>(
    `SELECT status, cancelled, card, reference_number AS ref FROM reservation WHERE id = $1 FOR UPDATE`,
    [charge.reservationId],
  )
  const card = stay?.card
  if (!stay || stay.status !== 'Confirmed' || stay.cancelled || !card?.Customer) return null
  const [pending] = await tx.query<LedgerEntry & { stale: boolean }>(
    `SELECT ${ENTRY_COLUMNS}, updated_at < now() - make_interval(mins => $3) AS stale FROM ledger_entry
     WHERE reservation_id = $1 AND purpose = $2 AND state = 'pending' ORDER BY id DESC LIMIT 1`,
    [charge.reservationId, charge.purpose, STALE_MINUTES],
  )
  if (pending) {
    if (!pending.stale) return null
    await tx.query('UPDATE ledger_entry SET updated_at = now() WHERE id = $1', [pending.id])
    return { entry: pending, card, reference: stay.ref }
  }
  const [entry] = await tx.query<LedgerEntry>(
    `INSERT INTO ledger_entry (reservation_id, kind, amount, currency, provider, state, idempotency_key, purpose)
     VALUES ($1, 'charge', $2, $3, $4, 'pending', $5, $6)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${ENTRY_COLUMNS}`,
    [
      charge.reservationId,
      charge.amount,
      property.currency,
      provider.name,
      charge.idempotencyKey,
      charge.purpose,
    ],
  )
  return entry ? { entry, card, reference: stay.ref } : null
}

/**
 * Charges the stay's saved card `charge.amount` off-session, once across instances. `onRefused` runs in the
 * transaction that records a refusal (the bank declined, or wants the guest to authenticate).
 */
export async function chargeOffSession(
  db: Db,
  property: PropertyRow,
  provider: PaymentProvider,
  charge: OffSessionCharge,
  onRefused: (tx: Queryable, refused: { entry: LedgerEntry; payment: Payment }) => Promise<void>,
): Promise<ChargeOutcome> {
  if (charge.amount <= 0) return { status: 'skipped' }
  const claimed = await db.transaction((tx) => claim(tx, property, provider, charge))
  if (!claimed) return { status: 'skipped' }
  const { entry, card } = claimed
  const payment = await provider.chargeSaved({
    customer: card.Customer ?? '',
    paymentMethod: card.Token,
    amount: entry.amount,
    currency: entry.currency,
    description: charge.description,
    metadata: {
      reservation: String(charge.reservationId),
      ledger_entry: String(entry.id),
      property: property.code,
      reference: claimed.reference,
      purpose: charge.purpose,
    },
    idempotencyKey: entry.idempotency_key,
  })
  const result = await withCard(provider, { kind: 'payment', payment })
  await noteProviderRef(db, entry, result)
  const through = payment.status === 'succeeded'
  const refused = payment.status === 'failed' || payment.status === 'requires_action'
  await db.transaction(async (tx) => {
    // An off-session charge the bank wants authenticated cannot be: it is a refusal like a decline.
    const applied =
      payment.status === 'requires_action'
        ? { kind: 'payment' as const, payment: { ...payment, status: 'failed' as const } }
        : result
    await applyToHeldBooking(tx, entry, applied, async () => {})
    if (refused) await onRefused(tx, { entry, payment })
  })
  if (through) return { status: 'charged', payment, entry }
  return refused ? { status: 'refused', payment, entry } : { status: 'waiting' }
}
