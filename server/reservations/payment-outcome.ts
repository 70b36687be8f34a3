/**
 * What a booking that waited for its payment gives back when the payment does not come (decisions 0063, 0113):
 * declined, cancelled on PayStack's page, or a hold that ended.
 */
import type { Queryable } from '../db/types'
import { giveBackVoucherBalance, releaseItem } from './inventory'
import type { StoredTotals } from './record'

/**
 * Gives back what an unpaid booking held (rooms, extras' stock, voucher balance) and marks it Failed with the
 * reason, inside the caller's transaction.
 */
export async function releaseUnpaidBooking(
  tx: Queryable,
  reservationId: number,
  message: string,
): Promise<void> {
  const items = await tx.query<{ id: number; room_type_id: number; date_from: string; date_to: string }>(
    `SELECT id, room_type_id, date_from::text AS date_from, date_to::text AS date_to FROM reservation_item
     WHERE reservation_id = $1 AND NOT cancelled ORDER BY room_type_id, id`,
    [reservationId],
  )
  for (const item of items) {
    await releaseItem(tx, item)
    await tx.query('UPDATE reservation_item SET cancelled = true WHERE id = $1', [item.id])
  }
  const [booking] = await tx.query<{
    property_id: number
    voucher_code: string | null
    totals: StoredTotals
  }>('SELECT property_id, voucher_code, totals FROM reservation WHERE id = $1', [reservationId])
  if (booking?.voucher_code && booking.totals.discount > 0)
    await giveBackVoucherBalance(tx, booking.property_id, booking.voucher_code, booking.totals.discount)
  await tx.query(
    `UPDATE reservation SET status = 'Failed', cancelled = true, status_message = $2, updated_at = now() WHERE id = $1`,
    [reservationId, message],
  )
}
