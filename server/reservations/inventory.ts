/**
 * The one stock taker: rooms per night, extras' stock and a gift voucher's balance are taken with conditional
 * updates (available >= what is taken) inside the caller's transaction, so a shortfall throws and rolls the
 * whole change back, and given back the same way when a room is released.
 */
import { nightsBetween } from '@/domain/dates'
import type { Queryable } from '../db/types'
import { conflict } from '../http-errors'
import { stockDays, stockUnits } from '../catalogue/services'
import type { PricedLine } from './record'

export const ROOM_GONE_MESSAGE = 'This room is no longer available for the selected dates.'
export const VOUCHER_CHANGED_MESSAGE = 'The gift voucher balance has changed. Please check the voucher again.'

/** Takes one room of a type for every night of a stay; a shortfall rolls the transaction back. */
export async function takeRoom(tx: Queryable, roomTypeId: number, from: string, to: string): Promise<void> {
  const taken = await tx.query<{ day: string }>(
    `UPDATE inventory SET available = available - 1
     WHERE room_type_id = $1 AND day >= $2 AND day < $3 AND available >= 1 AND NOT closed RETURNING day`,
    [roomTypeId, from, to],
  )
  if (taken.length !== nightsBetween(from, to)) throw conflict(ROOM_GONE_MESSAGE)
}

/** Takes stock for extra lines over a stay; a shortfall rolls the transaction back. */
export async function takeStock(
  tx: Queryable,
  lines: readonly Pick<PricedLine, 'row' | 'quantity'>[],
  from: string,
  to: string,
): Promise<void> {
  for (const line of lines) {
    if (line.row.inventory === null) continue
    const days = stockDays(line.row.charge_type, from, to)
    const taken = await tx.query(
      `UPDATE service_stock SET available = available - $3
       WHERE service_id = $1 AND day = ANY($2::date[]) AND available >= $3 RETURNING day`,
      [line.row.id, days, stockUnits(line.row.charge_type, line.quantity)],
    )
    if (taken.length !== days.length)
      throw conflict(`${line.row.name} is no longer available for the selected dates.`)
  }
}

/** Gives back a room's nights and its extras' stock (the room itself is marked by the caller). */
export async function releaseItem(
  tx: Queryable,
  item: { id: number; room_type_id: number; date_from: string; date_to: string },
): Promise<void> {
  await tx.query(
    'UPDATE inventory SET available = available + 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3',
    [item.room_type_id, item.date_from, item.date_to],
  )
  const lines = await tx.query<{
    service_id: number
    quantity: number
    charge_type: 'PerStay' | 'PerDay' | 'PerQuantity'
    inventory: number | null
  }>(
    `SELECT rs.service_id, rs.quantity, s.charge_type, s.inventory FROM reservation_service rs JOIN service s ON s.id = rs.service_id
     WHERE rs.reservation_item_id = $1`,
    [item.id],
  )
  for (const line of lines) {
    if (line.inventory === null) continue
    await tx.query(
      'UPDATE service_stock SET available = available + $3 WHERE service_id = $1 AND day = ANY($2::date[])',
      [
        line.service_id,
        stockDays(line.charge_type, item.date_from, item.date_to),
        stockUnits(line.charge_type, line.quantity),
      ],
    )
  }
}

/** Takes an amount off a gift voucher's balance; a balance spent meanwhile rolls the transaction back. */
export async function takeVoucherBalance(
  tx: Queryable,
  propertyId: number,
  code: string,
  amount: number,
): Promise<void> {
  const used = await tx.query(
    `UPDATE gift_voucher SET balance = balance - $3 WHERE property_id = $1 AND upper(code) = upper($2) AND balance >= $3 RETURNING code`,
    [propertyId, code, amount],
  )
  if (used.length !== 1) throw conflict(VOUCHER_CHANGED_MESSAGE)
}

export async function giveBackVoucherBalance(
  tx: Queryable,
  propertyId: number,
  code: string,
  amount: number,
): Promise<void> {
  await tx.query(
    'UPDATE gift_voucher SET balance = balance + $3 WHERE property_id = $1 AND upper(code) = upper($2)',
    [propertyId, code, amount],
  )
}
