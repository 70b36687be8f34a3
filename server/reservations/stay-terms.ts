/**
 * A reservation's rooms as the settlement reckons them (src/domain/settlement.ts, decision 0115): each live room's
 * share of the booking's total, its cancellation rules and its payment schedule as booked, reckoned against the
 * payments ledger on the hotel's today.
 *
 * Trap: a room's own total leaves out what the booking adds once (a visitor levy, VAT added on top, a voucher).
 * Each room is given its share of the booking's total in proportion to its own, the last room taking the
 * remainder, so a schedule of 100 % makes the whole booking due and not the rooms alone.
 */
import type { CancellationRules, StayPrice } from '@/domain/cancellation-rules'
import { noShowCharge } from '@/domain/cancellation-rules'
import { toMinorUnits } from '@/domain/money'
import { paymentSchedule } from '@/domain/payment-schedule'
import { reckon, type Reckoning, type RoomTerms } from '@/domain/settlement'
import type { Queryable } from '../db/types'
import { cancellationRulesOf, schedulePolicyOf } from '../catalogue/policy'
import { ledgerSums, type LedgerSums } from '../payments/ledger'
import { bookedOnOf } from './item-policy'
import { loadItems, type ReservationItemRecord } from './record'

export type LiveRoom = {
  item: ReservationItemRecord
  share: number
  rules: CancellationRules
  stay: StayPrice
}

/** The live rooms of a reservation with their shares of `total` (minor units). */
export async function liveRooms(q: Queryable, reservationId: number, total: number): Promise<LiveRoom[]> {
  const live = (await loadItems(q, reservationId)).filter((item) => !item.cancelled)
  const own = live.reduce((sum, item) => sum + item.total, 0)
  let left = total
  return live.map((item, index) => {
    const share = index === live.length - 1 ? left : own > 0 ? Math.round((total * item.total) / own) : 0
    left -= share
    const nightly = item.nights.map((night) => toMinorUnits(night.RatePerNight))
    const scale = item.total > 0 ? share / item.total : 1
    return {
      item,
      share,
      rules: cancellationRulesOf(item.policy),
      // The nights scaled like the price, so "the first night" of a penalty carries its part of the levy.
      stay: { price: share, nightly: nightly.map((night) => Math.round(night * scale)) },
    }
  })
}

export type StayReckoning = Reckoning & { sums: LedgerSums; netPaid: number }

/** The reckoning of a reservation's live rooms on the hotel's `today`, against what the ledger says was paid. */
export async function reckonStay(
  q: Queryable,
  reservation: { id: number; total: number },
  today: string,
): Promise<StayReckoning> {
  const rooms = await liveRooms(q, reservation.id, reservation.total)
  const bookedOn = await bookedOnOf(q, reservation.id)
  const terms: RoomTerms[] = rooms.map((room) => ({
    price: room.share,
    pricedAtBooking: room.share,
    rules: room.rules,
    schedule: paymentSchedule(schedulePolicyOf(room.item.policy), room.share, room.item.date_from, bookedOn),
    cancelled: null,
  }))
  const sums = await ledgerSums(q, reservation.id)
  return { ...reckon(terms, sums, today), sums, netPaid: sums.paid - sums.refunded }
}

/** What the rooms' no-show rules keep when nobody arrives (minor units). */
export async function noShowPenalty(
  q: Queryable,
  reservation: { id: number; total: number },
): Promise<number> {
  const rooms = await liveRooms(q, reservation.id, reservation.total)
  return rooms.reduce((sum, room) => sum + noShowCharge(room.rules, room.stay), 0)
}
