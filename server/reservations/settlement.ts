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
import type { ClockTime } from '@/domain/hotel-times'
import { checkInOf } from '../catalogue/change-window'
import { toMajorUnits, type Money } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import { pendingCharges, queueCharge } from './charges-due'
import { reckonReservation, storedTotal, type Settlement } from './reckoning'
import { cancelItem, type ReservationRecord } from './record'
import { pendingRefunds, queueRefunds } from './refunds'
import { liveRooms } from './stay-terms'

/**
 * What cancelling each of the live rooms `ids` at `now` costs the guest, by its rules at the hotel's clock, of
 * its share of the booking as it stands (all live rooms when `ids` is null).
 */
export async function cancellationCharges(
  q: Queryable,
  reservationId: number,
  ids: readonly number[] | null,
  now: WallClock,
  checkIn: ClockTime,
): Promise<Map<number, Money>> {
  const rooms = await liveRooms(q, reservationId, await storedTotal(q, reservationId))
  return new Map(
    rooms
      .filter((room) => ids === null || ids.includes(room.item.id))
      .map((room) => [
        room.item.id,
        cancellationCharge(room.rules, room.stay, room.item.date_from, now, checkIn),
      ]),
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
  const charges = await cancellationCharges(q, reservationId, null, now, checkInOf(property))
  const settlement = await reckonReservation(q, reservationId, now.date, charges)
  const cancelled = [...charges].map(([itemId, charge]) => ({ itemId, charge }))
  return settlementQuote(property.currency, cancelled, settlement, await inFlightOf(q, reservationId))
}
