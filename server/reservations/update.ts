/**
 * POST /api/ManageBooking/Update: booker and guest details, rooms moved or changed (type, rate, dates,
 * occupancy), extras, rooms added and rooms cancelled — checked and re-priced first (./update-check), then
 * written in one transaction that bumps the Version the client saw, gives back and takes stock with the one
 * stock taker, and re-counts the totals. The money is reckoned after the writes, in the same transaction
 * (decision 0116): a cancelled room's charge is fixed, a room that costs less has its refund written. The new
 * version and what happens to the money go to `within`, which runs last in that transaction.
 */
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import type { SettlementQuote } from '@/api/contract/settlement'
import { placeholderGuests } from '@/domain/manage-flow'
import type { WallClock } from '@/domain/same-day'
import type { Db, Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import { releaseItem, takeRoom, takeStock } from './inventory'
import { claimVersion, replaceGuests, writeBooker, writeServiceLines, type ReservationRecord } from './record'
import { storedNights } from './room-quote'
import { cancellationCharges, cancelRoomSettling, settleInTransaction } from './settlement'
import { refreshTotals } from './totals'
import { checkInOf, GUEST_RULES, type UpdateRules } from '../catalogue/change-window'
import type { RoomAddition } from './room-addition'
import { planUpdate, type RoomChange } from './update-check'

/** Gives back a changed room's old nights and extras and takes the new ones; a shortfall rolls all back. */
async function applyChange(tx: Queryable, change: RoomChange): Promise<void> {
  const { item, update } = change
  if (change.moved || change.rewriteLines) {
    await releaseItem(tx, item)
    await takeRoom(tx, update.RoomTypeId, update.DateFrom, update.DateTo)
    await takeStock(tx, change.lines, update.DateFrom, update.DateTo)
    await tx.query('DELETE FROM reservation_service WHERE reservation_item_id = $1', [item.id])
    await writeServiceLines(tx, item.id, change.lines)
    const { quote } = change
    const nights = change.stay ? storedNights(change.stay) : item.nights
    await tx.query(
      // What it cost when bought is kept the first time its price is written again (decision 0116).
      `UPDATE reservation_item SET date_from = $2, date_to = $3, room_type_id = $4, rate_plan_id = $5, adults = $6, children = $7,
         infants = $8, nights = $9, accommodation = $10, services_total = $11, total = $12,
         priced_at_booking = COALESCE(priced_at_booking, total) WHERE id = $1`,
      [
        item.id,
        update.DateFrom,
        update.DateTo,
        update.RoomTypeId,
        update.RatePlanId,
        update.NumberOfAdults,
        update.NumberOfChildren,
        update.NumberOfInfants,
        JSON.stringify(nights),
        quote.accommodation,
        quote.extras,
        quote.total,
      ],
    )
  }
  await replaceGuests(tx, item.id, update.Guests)
}

/** Takes stock for a new room and writes it, with the guests given or docs/product/booking.md#steps's placeholders. */
async function applyAddition(tx: Queryable, reservationId: number, addition: RoomAddition): Promise<void> {
  const { room, stay, lines, quote } = addition
  await takeRoom(tx, addition.roomType.id, room.DateFrom, room.DateTo)
  await takeStock(tx, lines, room.DateFrom, room.DateTo)
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO reservation_item (reservation_id, room_type_id, rate_plan_id, date_from, date_to, adults, children,
       infants, room_configuration_id, promo_code, nights, accommodation, services_total, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL, $9, $10, $11, $12) RETURNING id`,
    [
      reservationId,
      addition.roomType.id,
      room.RatePlanId,
      room.DateFrom,
      room.DateTo,
      room.NumberOfAdults,
      room.NumberOfChildren,
      room.NumberOfInfants,
      JSON.stringify(storedNights(stay)),
      quote.accommodation,
      quote.extras,
      quote.total,
    ],
  )
  const itemId = inserted?.id ?? 0
  const sent = room.Guests ?? []
  const guests =
    sent.length > 0
      ? sent
      : placeholderGuests(Math.max(1, room.NumberOfAdults), String).map((guest) => ({
          FirstName: guest.firstName,
          LastName: guest.lastName,
        }))
  await replaceGuests(tx, itemId, guests)
  await writeServiceLines(tx, itemId, lines)
}

export async function updateReservation<T>(
  db: Db,
  payments: Payments,
  property: PropertyRow,
  record: ReservationRecord,
  req: ManageUpdateRequest,
  now: WallClock,
  /**
   * Runs last in the change's transaction, given the new version and what happens to the money: its e-mail and
   * answer (decision 0098).
   */
  within: (tx: Queryable, version: number, money: SettlementQuote) => Promise<T>,
  /** The desk's own window and price check (decision 0126); a guest's by default. */
  rules: UpdateRules = GUEST_RULES,
): Promise<T> {
  const { live, changes, additions } = await planUpdate(db, property, record, req, now, rules)
  return db.transaction(async (tx) => {
    const version = await claimVersion(tx, record.id, req.Version)
    if (req.Booker) await writeBooker(tx, record.id, req.Booker)
    if (req.SpecialRequests !== undefined)
      await tx.query('UPDATE reservation SET special_requests = $2 WHERE id = $1', [
        record.id,
        req.SpecialRequests,
      ])
    // Each room's charge is fixed by its share of the booking as it stood before this change.
    const toCancel = (req.RoomsToCancel ?? []).map((cancel) => cancel.ReservationItemId)
    const charges = await cancellationCharges(tx, record.id, toCancel, now, checkInOf(property))
    const cancelled = []
    for (const cancel of req.RoomsToCancel ?? []) {
      const item = live.find((candidate) => candidate.id === cancel.ReservationItemId)
      if (!item) continue
      await releaseItem(tx, item)
      const charge = charges.get(item.id) ?? 0
      await cancelRoomSettling(tx, item.id, cancel.CancellationReasonId ?? null, charge)
      cancelled.push({ itemId: item.id, charge })
    }
    for (const change of changes) await applyChange(tx, change)
    for (const addition of additions) await applyAddition(tx, record.id, addition)
    await refreshTotals(tx, property, record, now.date)
    const money = await settleInTransaction(
      tx,
      payments,
      { property, record, today: now.date },
      cancelled,
      'change',
    )
    return within(tx, version, money)
  })
}
