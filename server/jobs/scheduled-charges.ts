/**
 * The scheduled charges (decision 0115): every minute, each confirmed stay that is not cancelled, whose card was
 * saved for off-session use and whose rooms' payment schedules have made more due by the hotel's today than the
 * ledger says is paid, is charged the difference on that card through the provider.
 *
 * Safe on many instances: the charge is claimed (./reservations/off-session-charge.ts) with an idempotency key
 * made of the reservation, what has fallen due and what was paid — the same decision is the same key, so two
 * instances at the same moment charge once. A refusal is not retried: the guest gets one pay link by e-mail and
 * the hotel is told (./reservations/charge-refusal.ts); a stay with a refusal is left to that link and the hotel.
 */
import { propertyNow, requireProperty, type PropertyRow } from '../catalogue/property'
import type { Db } from '../db/types'
import { chargeWhatIsDue, type DueChargeDeps } from '../reservations/due-charge'
import { findByReference } from '../reservations/record'
import { PaymentType } from '@/domain/payment'

export type ScheduledChargesDeps = DueChargeDeps

/** The stays of `property` that may have something due: a saved card, not over, not cancelled, not refused. */
function candidates(db: Db, property: PropertyRow, today: string) {
  return db.query<{ reference_number: string }>(
    `SELECT r.reference_number FROM reservation r
     WHERE r.property_id = $1 AND r.status = 'Confirmed' AND NOT r.cancelled AND r.date_to > $2
       AND r.payment_type IN ($3, $4) AND r.card ->> 'Customer' IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM scheduled_charge_refusal f WHERE f.reservation_id = r.id)
     ORDER BY r.date_from, r.id`,
    [property.id, today, PaymentType.PayByCard, PaymentType.StoreCard],
  )
}

/** Charges what has fallen due at every hotel; returns how many stays were charged. */
export async function chargeDueStays(deps: ScheduledChargesDeps): Promise<number> {
  let charged = 0
  const properties = await deps.db.query<{ id: number }>('SELECT id FROM property ORDER BY id')
  for (const { id } of properties) {
    const property = await requireProperty(deps.db, id)
    const today = propertyNow(deps.clock, property).date
    for (const { reference_number } of await candidates(deps.db, property, today)) {
      const record = await findByReference(deps.db, property.id, reference_number)
      if (!record) continue
      try {
        if (await chargeWhatIsDue(deps, property, record, today, `payment due by ${today}`)) charged++
      } catch (error) {
        // A provider that does not answer: the claimed attempt is asked again on a later run (same key).
        console.error(
          `Scheduled charge of ${reference_number} failed: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`,
        )
      }
    }
  }
  return charged
}
