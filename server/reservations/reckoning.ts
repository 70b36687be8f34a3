/**
 * A reservation reckoned as the domain does it (src/domain/settlement.ts): each room's terms from what is stored —
 * a live room's share of the booking's total (./stay-terms.ts, so the levy, VAT and a voucher spread over the rooms
 * as the payments took them), a cancelled room's charge fixed when it was cancelled — against the ledger's sums.
 */
import type { Money } from '@/domain/money'
import { paymentSchedule } from '@/domain/payment-schedule'
import { reckon, stayTotal, type Reckoning, type RoomTerms } from '@/domain/settlement'
import type { Queryable } from '../db/types'
import { cancellationRulesOf, schedulePolicyOf } from '../catalogue/policy'
import { ledgerSums, type LedgerSums } from '../payments/ledger'
import { allowanceGiven } from './allowances'
import { bookedOnOf } from './item-policy'
import { loadItems } from './record'
import { liveRooms, type LiveRoom } from './stay-terms'

/** The money columns of a room (migration 022). */
type StoredMoney = { id: number; cancellation_charge: number | null; priced_at_booking: number | null }

/**
 * A reservation's money as the domain reckons it now, and what it is reckoned from: the ledger's sums and the
 * allowance the hotel gave (./allowances.ts).
 */
export type Settlement = { sums: LedgerSums; allowance: Money; reckoning: Reckoning }

/** The booking's total as stored (minor units): what the rooms' shares add up to. */
export async function storedTotal(q: Queryable, reservationId: number): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT (totals->>'total')::int AS total FROM reservation WHERE id = $1`,
    [reservationId],
  )
  return row?.total ?? 0
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
  const { terms, sums, allowance } = await reservationTerms(q, reservationId, cancelling)
  return { sums, allowance, reckoning: reckon(terms, sums, today, allowance) }
}

/**
 * What the stay costs in all and what is paid: Balance in every answer counts down from the cost (live rooms'
 * shares, cancelled rooms' charges, less the hotel's allowance), never from the booking's stored total, which a
 * cancellation leaves as it was.
 */
export async function stayCostAndSums(
  q: Queryable,
  reservationId: number,
): Promise<{ cost: Money; sums: LedgerSums; allowance: Money }> {
  const { terms, sums, allowance } = await reservationTerms(q, reservationId, new Map())
  return { cost: stayTotal(terms, allowance), sums, allowance }
}

/** Each room's terms as the domain reckons them, the ledger's sums and the allowance, read in the caller's transaction. */
async function reservationTerms(
  q: Queryable,
  reservationId: number,
  cancelling: ReadonlyMap<number, Money>,
): Promise<{ terms: RoomTerms[]; sums: LedgerSums; allowance: Money }> {
  const [items, live, stored, bookedOn, sums, allowance] = await Promise.all([
    loadItems(q, reservationId),
    storedTotal(q, reservationId).then((total) => liveRooms(q, reservationId, total)),
    q.query<StoredMoney>(
      'SELECT id, cancellation_charge, priced_at_booking FROM reservation_item WHERE reservation_id = $1',
      [reservationId],
    ),
    bookedOnOf(q, reservationId),
    ledgerSums(q, reservationId),
    allowanceGiven(q, reservationId),
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
  return { terms, sums, allowance }
}
