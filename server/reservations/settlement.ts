/**
 * A reservation's money reckoned after a cancellation or a change (decision 0116): each room's terms as the
 * domain's `reckon` takes them (src/domain/settlement.ts), against the ledger's sums.
 *
 * Trap: a room's price here is what the guest pays for it — its stay and extras with the visitor levy and any
 * VAT added on top — because that is what the payments took; the nights (for "the first night is charged") are
 * the nightly rates as booked. A cancelled room's charge is fixed at the moment it is cancelled and stored with
 * it (`cancellation_charge`), so every later reckoning finds the same charge and nothing is refunded twice.
 */
import type { SettlementQuote } from '@/api/contract/settlement'
import { cancellationCharge, type CancellationRules } from '@/domain/cancellation-rules'
import { toMajorUnits, toMinorUnits, type Money } from '@/domain/money'
import { paymentSchedule } from '@/domain/payment-schedule'
import type { WallClock } from '@/domain/same-day'
import { reckon, type Reckoning, type RoomTerms } from '@/domain/settlement'
import type { Db, Queryable } from '../db/types'
import { cancellationRulesOf, schedulePolicyOf } from '../catalogue/policy'
import type { PropertyRow } from '../catalogue/property'
import { ledgerSums, type LedgerSums } from '../payments/ledger'
import { cancelItem, loadItems, type ReservationItemRecord, type ReservationRecord } from './record'
import type { Payments } from '../payments/payments'
import { pendingCharges, queueCharge, sendPendingCharges } from './charges-due'
import { pendingRefunds, queueRefunds, sendPendingRefunds } from './refunds'
import { roomTotal } from './totals'

/** The money columns of a room (migration 022). */
type StoredMoney = { id: number; cancellation_charge: number | null; priced_at_booking: number | null }

export type SettlingRoom = { item: ReservationItemRecord; terms: RoomTerms }

/** A reservation's money as the domain reckons it now, and what it is reckoned from. */
export type Settlement = {
  rooms: SettlingRoom[]
  sums: LedgerSums
  reckoning: Reckoning
}

const nightlyOf = (item: ReservationItemRecord): Money[] =>
  item.nights.map((night) => toMinorUnits(night.RatePerNight))

/** What cancelling `item` at `now` costs the guest, by its rate plan's rules at the hotel's clock. */
export function chargeToCancel(property: PropertyRow, item: ReservationItemRecord, now: WallClock): Money {
  return cancellationCharge(
    cancellationRulesOf(item.policy),
    { price: roomTotal(property, item), nightly: nightlyOf(item) },
    item.date_from,
    now,
  )
}

/**
 * Cancels a room in the caller's transaction and fixes what it costs the guest: the charge by its rules at
 * `now`, stored with it. Returns the charge.
 */
export async function cancelRoomSettling(
  tx: Queryable,
  property: PropertyRow,
  item: ReservationItemRecord,
  reasonId: number | null,
  now: WallClock,
): Promise<Money> {
  const charge = chargeToCancel(property, item, now)
  await cancelItem(tx, item.id, reasonId)
  await tx.query('UPDATE reservation_item SET cancellation_charge = $2 WHERE id = $1', [item.id, charge])
  return charge
}

function termsOf(
  property: PropertyRow,
  item: ReservationItemRecord,
  stored: StoredMoney | undefined,
  today: string,
): RoomTerms {
  const price = roomTotal(property, item)
  const rules: CancellationRules = cancellationRulesOf(item.policy)
  return {
    price,
    pricedAtBooking: stored?.priced_at_booking ?? price,
    rules,
    // Booked "today" gives the same instalments due by today as the real booking day would: an instalment whose
    // day has come is due either way.
    schedule: paymentSchedule(schedulePolicyOf(item.policy), price, item.date_from, today),
    // Cancelled before the engine settled cancellations: nothing is kept (the hotel settled it by hand).
    cancelled: item.cancelled ? { charge: stored?.cancellation_charge ?? 0 } : null,
  }
}

/**
 * The reservation as stored now (in the caller's transaction, after a change), reckoned at the hotel's `today`;
 * `cancelling` reckons rooms as if cancelled now at those charges (a quote).
 */
export async function reckonReservation(
  q: Queryable,
  property: PropertyRow,
  reservationId: number,
  today: string,
  cancelling: ReadonlyMap<number, Money> = new Map(),
): Promise<Settlement> {
  const [items, stored, sums] = await Promise.all([
    loadItems(q, reservationId),
    q.query<StoredMoney>(
      'SELECT id, cancellation_charge, priced_at_booking FROM reservation_item WHERE reservation_id = $1',
      [reservationId],
    ),
    ledgerSums(q, reservationId),
  ])
  const rooms = items.map((item) => {
    const terms = termsOf(
      property,
      item,
      stored.find((row) => row.id === item.id),
      today,
    )
    const charge = cancelling.get(item.id)
    return { item, terms: charge === undefined ? terms : { ...terms, cancelled: { charge } } }
  })
  return {
    rooms,
    sums,
    reckoning: reckon(
      rooms.map((room) => room.terms),
      sums,
      today,
    ),
  }
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
 * and the refund or the charge it makes due written as pending (./refunds.ts, ./charges-due.ts), asked of the
 * provider after the commit. Returns what the guest is told.
 */
export async function settleInTransaction(
  tx: Queryable,
  payments: Payments,
  change: { property: PropertyRow; record: ReservationRecord; today: string },
  cancelled: readonly { itemId: number; charge: Money }[],
  purpose: 'cancellation' | 'change',
): Promise<SettlementQuote> {
  const { property, record } = change
  const settlement = await reckonReservation(tx, property, record.id, change.today)
  const inFlight = await inFlightOf(tx, record.id)
  const quote = settlementQuote(property.currency, cancelled, settlement, inFlight)
  const refund = settlement.reckoning.refundDue - inFlight.refunds
  if (refund > 0) await queueRefunds(tx, record.id, refund, purpose)
  const charge = settlement.reckoning.dueNow - inFlight.charges
  if (charge > 0) await queueCharge(tx, payments, property, record, charge, purpose)
  return quote
}

/** After a cancellation's or change's commit: its refunds and charges asked of the provider (never throws). */
export async function moveMoney(db: Db, payments: Payments, reservationId: number): Promise<void> {
  await sendPendingRefunds(db, payments, reservationId).catch(() => 0)
  await sendPendingCharges(db, payments, reservationId).catch(() => 0)
}

/** What cancelling the whole reservation now would do to the money (POST /api/ManageBooking/CancelQuote). */
export async function quoteCancellation(
  q: Queryable,
  property: PropertyRow,
  reservationId: number,
  now: WallClock,
): Promise<SettlementQuote> {
  const live = (await loadItems(q, reservationId)).filter((item) => !item.cancelled)
  const charges = new Map(live.map((item) => [item.id, chargeToCancel(property, item, now)]))
  const settlement = await reckonReservation(q, property, reservationId, now.date, charges)
  const cancelled = [...charges].map(([itemId, charge]) => ({ itemId, charge }))
  return settlementQuote(property.currency, cancelled, settlement, await inFlightOf(q, reservationId))
}
