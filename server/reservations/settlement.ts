/**
 * A reservation's money reckoned after a cancellation or a change (decision 0116): each room's terms as the
 * domain's `reckon` takes them (src/domain/settlement.ts), against the ledger's sums.
 *
 * Trap: a room's price is its share of the booking's total (./stay-terms.ts, the scheduled charges' own reckoning,
 * so the two never disagree): what the booking adds once — the visitor levy, VAT added on top, a voucher — is
 * spread over the rooms, because that is what the payments took. A cancelled room's charge is fixed at the moment
 * it is cancelled and stored with it (`cancellation_charge`), so every later reckoning finds the same charge and
 * nothing is refunded twice.
 */
import type { SettlementQuote } from '@/api/contract/settlement'
import { cancellationCharge } from '@/domain/cancellation-rules'
import { toMajorUnits, type Money } from '@/domain/money'
import { paymentSchedule } from '@/domain/payment-schedule'
import type { WallClock } from '@/domain/same-day'
import { reckon, type Reckoning, type RoomTerms } from '@/domain/settlement'
import type { Queryable } from '../db/types'
import { cancellationRulesOf, schedulePolicyOf } from '../catalogue/policy'
import type { PropertyRow } from '../catalogue/property'
import { ledgerSums, type LedgerSums } from '../payments/ledger'
import type { Payments } from '../payments/payments'
import { pendingCharges, queueCharge } from './charges-due'
import { bookedOnOf } from './item-policy'
import { cancelItem, loadItems, type ReservationRecord } from './record'
import { pendingRefunds, queueRefunds } from './refunds'
import { liveRooms, type LiveRoom } from './stay-terms'

/** The money columns of a room (migration 022). */
type StoredMoney = { id: number; cancellation_charge: number | null; priced_at_booking: number | null }

/** A reservation's money as the domain reckons it now, and what it is reckoned from. */
export type Settlement = { sums: LedgerSums; reckoning: Reckoning }

/** The booking's total as stored (minor units): what the rooms' shares add up to. */
async function storedTotal(q: Queryable, reservationId: number): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT (totals->>'total')::int AS total FROM reservation WHERE id = $1`,
    [reservationId],
  )
  return row?.total ?? 0
}

/**
 * What cancelling each of the live rooms `ids` at `now` costs the guest, by its rules at the hotel's clock, of
 * its share of the booking as it stands (all live rooms when `ids` is null).
 */
export async function cancellationCharges(
  q: Queryable,
  reservationId: number,
  ids: readonly number[] | null,
  now: WallClock,
): Promise<Map<number, Money>> {
  const rooms = await liveRooms(q, reservationId, await storedTotal(q, reservationId))
  return new Map(
    rooms
      .filter((room) => ids === null || ids.includes(room.item.id))
      .map((room) => [room.item.id, cancellationCharge(room.rules, room.stay, room.item.date_from, now)]),
  )
}

/** Cancels a room in the caller's transaction with what it costs the guest, fixed now and stored with it. */
export async function cancelRoomSettling(
  tx: Queryable,
  itemId: number,
  reasonId: number | null,
  charge: Money,
): Promise<void> {
  await cancelItem(tx, itemId, reasonId)
  await tx.query('UPDATE reservation_item SET cancellation_charge = $2 WHERE id = $1', [itemId, charge])
}

function liveTerms(room: LiveRoom, stored: StoredMoney | undefined, bookedOn: string): RoomTerms {
  // What it was bought at, on the same footing as its share now (levy and VAT spread alike).
  const scale = room.item.total > 0 ? room.share / room.item.total : 1
  const bought = stored?.priced_at_booking
  return {
    price: room.share,
    pricedAtBooking: bought === null || bought === undefined ? room.share : Math.round(bought * scale),
    rules: room.rules,
    schedule: paymentSchedule(schedulePolicyOf(room.item.policy), room.share, room.item.date_from, bookedOn),
    cancelled: null,
  }
}

/**
 * The reservation as stored now (in the caller's transaction, after a change), reckoned at the hotel's `today`;
 * `cancelling` reckons live rooms as if cancelled now at those charges (a quote).
 */
export async function reckonReservation(
  q: Queryable,
  reservationId: number,
  today: string,
  cancelling: ReadonlyMap<number, Money> = new Map(),
): Promise<Settlement> {
  const [items, live, stored, bookedOn, sums] = await Promise.all([
    loadItems(q, reservationId),
    storedTotal(q, reservationId).then((total) => liveRooms(q, reservationId, total)),
    q.query<StoredMoney>(
      'SELECT id, cancellation_charge, priced_at_booking FROM reservation_item WHERE reservation_id = $1',
      [reservationId],
    ),
    bookedOnOf(q, reservationId),
    ledgerSums(q, reservationId),
  ])
  const terms = items.map((item): RoomTerms => {
    const own = stored.find((row) => row.id === item.id)
    const room = live.find((candidate) => candidate.item.id === item.id)
    const charge = item.cancelled ? (own?.cancellation_charge ?? 0) : cancelling.get(item.id)
    if (room && charge === undefined) return liveTerms(room, own, bookedOn)
    // Cancelled (or being cancelled): what it costs is its charge, fixed when it was cancelled. Cancelled before
    // the engine settled cancellations: nothing is kept (the hotel settled it by hand).
    const kept = charge ?? 0
    const rules = cancellationRulesOf(item.policy)
    return { price: kept, pricedAtBooking: kept, rules, schedule: [], cancelled: { charge: kept } }
  })
  return { sums, reckoning: reckon(terms, sums, today) }
}

/** What was written but not yet answered by the provider: refunds on their way back, charges on their way in. */
export type InFlight = { refunds: Money; charges: Money }

/**
 * The quote of a cancellation or change: `cancelled` are the rooms it cancels (with their charges), `settlement`
 * the reservation reckoned as it would be after it, less what is already on its way. Major units, as the
 * contract carries money.
 */
export function settlementQuote(
  currency: string,
  cancelled: readonly { itemId: number; charge: Money }[],
  settlement: Settlement,
  inFlight: InFlight,
): SettlementQuote {
  const { sums, reckoning } = settlement
  return {
    Currency: currency,
    Rooms: cancelled.map((room) => ({ ReservationItemId: room.itemId, Charge: toMajorUnits(room.charge) })),
    Paid: toMajorUnits(sums.paid - sums.refunded - inFlight.refunds),
    Refund: toMajorUnits(Math.max(0, reckoning.refundDue - inFlight.refunds)),
    DueNow: toMajorUnits(Math.max(0, reckoning.dueNow - inFlight.charges)),
    Kept: toMajorUnits(cancelled.reduce((sum, room) => sum + room.charge, 0)),
    Balance: toMajorUnits(reckoning.balance),
  }
}

async function inFlightOf(q: Queryable, reservationId: number): Promise<InFlight> {
  return { refunds: await pendingRefunds(q, reservationId), charges: await pendingCharges(q, reservationId) }
}

/**
 * The end of a cancellation's or a change's writes, in its transaction: the reservation reckoned as it now is,
 * the refund it makes due written as pending (./refunds.ts), and — for a whole cancellation, which the scheduled
 * charges leave alone — the penalty still to pay written as a pending charge (./charges-due.ts); both asked of
 * the provider after the commit. What a live stay owes now is charged after the commit like a scheduled charge
 * (./charges-due.ts `chargeWhatIsDue`). Returns what the guest is told.
 */
export async function settleInTransaction(
  tx: Queryable,
  payments: Payments,
  change: { property: PropertyRow; record: ReservationRecord; today: string },
  cancelled: readonly { itemId: number; charge: Money }[],
  purpose: 'cancellation' | 'change',
): Promise<SettlementQuote> {
  const { property, record } = change
  const settlement = await reckonReservation(tx, record.id, change.today)
  const inFlight = await inFlightOf(tx, record.id)
  const quote = settlementQuote(property.currency, cancelled, settlement, inFlight)
  const refund = settlement.reckoning.refundDue - inFlight.refunds
  if (refund > 0) await queueRefunds(tx, record.id, refund, purpose)
  const charge = settlement.reckoning.dueNow - inFlight.charges
  if (purpose === 'cancellation' && charge > 0)
    await queueCharge(tx, payments, property, record, charge, purpose)
  return quote
}

/** What cancelling the whole reservation now would do to the money (POST /api/ManageBooking/CancelQuote). */
export async function quoteCancellation(
  q: Queryable,
  property: PropertyRow,
  reservationId: number,
  now: WallClock,
): Promise<SettlementQuote> {
  const charges = await cancellationCharges(q, reservationId, null, now)
  const settlement = await reckonReservation(q, reservationId, now.date, charges)
  const cancelled = [...charges].map(([itemId, charge]) => ({ itemId, charge }))
  return settlementQuote(property.currency, cancelled, settlement, await inFlightOf(q, reservationId))
}
