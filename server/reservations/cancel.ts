/**
 * Cancelling a whole reservation by the guest: every room must still be in time, with a reason when reasons are
 * required; the rooms' nights and extras go back on sale. Each room's charge is fixed by its rules at the hotel's
 * clock and the refund due is written in the same transaction (decision 0116), then made after the commit.
 */
import type { SettlementQuote } from '@/api/contract/settlement'
import type { WallClock } from '@/domain/same-day'
import type { Db, Queryable } from '../db/types'
import { badRequest, conflict, forbidden } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import { cancellationReasonExists } from '../catalogue/reference-data'
import { changeAllowed, checkInOf, MANAGE_CONFIG } from '../catalogue/change-window'
import { releaseItem } from './inventory'
import { claimVersion, loadItems, type ReservationRecord } from './record'
import { cancellationCharges, cancelRoomSettling, settleInTransaction } from './settlement'

export const REASON_REQUIRED_MESSAGE = 'Please choose a reason for cancelling.'

export async function cancelReservation<T>(
  db: Db,
  payments: Payments,
  property: PropertyRow,
  record: ReservationRecord,
  reasonId: number | null | undefined,
  now: WallClock,
  /**
   * Runs last in the cancelling transaction, given what happens to the money: the e-mail queued and the answer
   * stored with it (decision 0098).
   */
  within: (tx: Queryable, money: SettlementQuote) => Promise<T>,
): Promise<T> {
  if (record.cancelled) throw conflict('This reservation is already cancelled.')
  if (
    MANAGE_CONFIG.CancellationReasonRequired &&
    !(await cancellationReasonExists(db, property.id, reasonId))
  )
    throw badRequest({ CancellationReasonId: [REASON_REQUIRED_MESSAGE] })
  const live = (await loadItems(db, record.id)).filter((item) => !item.cancelled)
  if (live.some((item) => !changeAllowed(item.date_from, now, undefined, checkInOf(property))))
    throw forbidden('This reservation can no longer be cancelled online. Please contact the hotel.')
  return db.transaction(async (tx) => {
    await claimVersion(tx, record.id, record.version)
    const charges = await cancellationCharges(tx, record.id, null, now, checkInOf(property))
    const cancelled = []
    for (const item of live) {
      await releaseItem(tx, item)
      const charge = charges.get(item.id) ?? 0
      await cancelRoomSettling(tx, item.id, reasonId ?? null, charge)
      cancelled.push({ itemId: item.id, charge })
    }
    await tx.query('UPDATE reservation SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1', [
      record.id,
      reasonId ?? null,
    ])
    const change = { property, record, today: now.date }
    const money = await settleInTransaction(tx, payments, change, cancelled, 'cancellation')
    return within(tx, money)
  })
}
