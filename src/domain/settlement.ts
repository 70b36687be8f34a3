/**
 * One reckoning for a whole reservation: what the hotel may keep, what to charge now, what to refund now. The
 * scheduled-charges job, cancelling, a manage change and every answer that shows a balance call `reckon`.
 *
 * Trap: two different sums. `owed` is what has fallen due so far (it decides what to charge now); `total` is
 * what the stay costs in all (it decides what to refund). Money paid early (a balance taken at pre-check-in)
 * is not refunded just because the schedule had not asked for it yet; it is refunded only when the stay now
 * costs less than what was paid (a room cancelled, a cheaper change).
 *
 * A non-refundable room never costs less than it did when bought: its price and its cancellation charge are
 * counted at least at `pricedAtBooking`, whatever was changed since, so leaving it is never cheaper than keeping
 * it. Cancellation charges are fixed at the moment of cancelling (stored by the caller), so a later reckoning
 * finds the same charge and refunds nothing twice.
 *
 * An allowance is money the hotel gave back of its own accord (a goodwill refund at the desk): it lowers what the
 * stay costs, so the reckoning never asks for it again, and it is taken off what falls due first
 * (decision 0116).
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import type { CancellationRules } from './cancellation-rules'
import { dueBy, scheduleTotal, type Instalment } from './payment-schedule'

export type RoomTerms = {
  /** The room's current stay price incl. its extras. */
  price: Money
  /** What it cost when bought (a non-refundable room never owes less than this). */
  pricedAtBooking: Money
  rules: CancellationRules
  /** The room's payment schedule at its current price. */
  schedule: readonly Instalment[]
  /** Fixed at the moment it was cancelled (stored), so nothing is refunded twice. */
  cancelled: null | { charge: Money }
}

export type Reckoning = {
  /** What has fallen due so far: live rooms their instalments due by today, cancelled rooms their charge. */
  owed: Money
  /** What the stay costs in all: live rooms' prices and cancelled rooms' charges. */
  total: Money
  /** owed - netPaid when > 0: to charge now. */
  dueNow: Money
  /** netPaid - total when > 0: to refund now. */
  refundDue: Money
  /** What is still to be paid over the stay (total - netPaid), >= 0. */
  balance: Money
}

export type PaidSoFar = { paid: Money; refunded: Money }

function roomCost(room: RoomTerms): Money {
  const floor = room.rules.refundable ? 0 : Math.max(0, room.pricedAtBooking)
  if (room.cancelled) return Math.max(room.cancelled.charge, floor)
  return Math.max(room.price, floor)
}

function roomOwed(room: RoomTerms, today: IsoDate): Money {
  if (room.cancelled) return roomCost(room)
  const due = dueBy(room.schedule, today)
  if (room.rules.refundable) return due
  // Non-refundable: what the schedule has made due, of the price it was bought at at least.
  const whole = scheduleTotal(room.schedule)
  const share = whole > 0 ? due / whole : 1
  return Math.min(roomCost(room), Math.max(due, Math.ceil(share * roomCost(room))))
}

/** What the stay costs in all: live rooms at their price, cancelled rooms at their charge (non-refundable: never
 *  below what they were bought at), less the hotel's `allowance`. What every answer's Balance counts down from. */
export function stayTotal(rooms: readonly RoomTerms[], allowance: Money = 0): Money {
  return Math.max(0, rooms.reduce((sum, r) => sum + roomCost(r), 0) - allowance)
}

/**
 * The reckoning of a reservation's rooms against what was paid and refunded, on the hotel's `today`, less the
 * `allowance` the hotel has given (taken off what falls due first).
 */
export function reckon(
  rooms: readonly RoomTerms[],
  paid: PaidSoFar,
  today: IsoDate,
  allowance: Money = 0,
): Reckoning {
  const netPaid = paid.paid - paid.refunded
  const owed = Math.max(0, rooms.reduce((sum, r) => sum + roomOwed(r, today), 0) - allowance)
  const total = stayTotal(rooms, allowance)
  return {
    owed,
    total,
    dueNow: Math.max(0, owed - netPaid),
    refundDue: Math.min(Math.max(0, netPaid), Math.max(0, netPaid - total)),
    balance: Math.max(0, total - netPaid),
  }
}

/**
 * The allowance a refund given at the hotel's own choice makes: what it gives back beyond `byRules` (what the
 * reckoning owed the guest anyway). Recorded with the refund, it keeps a goodwill refund given: the stay costs
 * that much less, so no later reckoning charges it back.
 */
export function allowanceOf(refund: Money, byRules: Money): Money {
  return Math.max(0, refund - Math.max(0, byRules))
}
