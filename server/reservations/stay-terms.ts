/**
 * A reservation's live rooms as the settlement reckons them (./reckoning.ts, decision 0115): each live room's
 * share of the booking's total and its cancellation rules, and what nobody arriving costs.
 *
 * Trap: a room's own total leaves out what the booking adds once (a visitor levy, VAT added on top, a voucher).
 * Each room is given its share of the booking's total in proportion to its own, the last room taking the
 * remainder, so a schedule of 100 % makes the whole booking due and not the rooms alone.
 */
import type { CancellationRules, StayPrice } from '@/domain/cancellation-rules'
import { noShowCharge } from '@/domain/cancellation-rules'
import { toMinorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { cancellationRulesOf } from '../catalogue/policy'
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

/** What the rooms' no-show rules keep when nobody arrives (minor units). */
export async function noShowPenalty(
  q: Queryable,
  reservation: { id: number; total: number },
): Promise<number> {
  const rooms = await liveRooms(q, reservation.id, reservation.total)
  return rooms.reduce((sum, room) => sum + noShowCharge(room.rules, room.stay), 0)
}
