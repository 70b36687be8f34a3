/**
 * What a live stay owes now, charged off-session on its saved card: the one decision the scheduled charges
 * (server/jobs/scheduled-charges.ts) and a change's money (./money-after-change.ts) both take. The reservation is
 * reckoned (./reckoning.ts) on the hotel's today; the claim (./off-session-charge.ts) is keyed by what has fallen
 * due and what was paid, so the same decision is the same key and two callers at the same moment charge once; a
 * refusal sends the guest one pay link and tells the hotel (./charge-refusal.ts).
 */
import type { Db } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import type { Secrets } from '../crypto'
import { refuseScheduledCharge } from './charge-refusal'
import { chargeOffSession } from './off-session-charge'
import type { ReservationRecord } from './record'
import { reckonReservation } from './reckoning'

export type DueChargeDeps = {
  db: Db
  payments: Payments
  clock: () => Date
  secrets: Secrets
  publicUrl?: string | undefined
}

/** Charges what `record` owes on `today`, if anything; true when money was taken. */
export async function chargeWhatIsDue(
  deps: DueChargeDeps,
  property: PropertyRow,
  record: ReservationRecord,
  today: string,
  why: string,
): Promise<boolean> {
  if (record.cancelled || !record.card?.Customer) return false
  const provider = deps.payments.named(
    property,
    record.card.Provider ?? deps.payments.provider(property).name,
  )
  if (!provider) return false
  const { reckoning, sums } = await reckonReservation(deps.db, record.id, today)
  if (reckoning.dueNow <= 0) return false
  const outcome = await chargeOffSession(
    deps.db,
    property,
    provider,
    {
      reservationId: record.id,
      purpose: 'scheduled',
      amount: reckoning.dueNow,
      idempotencyKey: `res-${record.id}-due-${reckoning.owed}-paid-${sums.paid - sums.refunded}`,
      description: `Booking ${record.reference_number} at ${property.name}: ${why}`,
    },
    (tx, refused) =>
      refuseScheduledCharge(tx, property, record, refused, {
        now: deps.clock(),
        publicUrl: deps.publicUrl,
        secrets: deps.secrets,
      }).then(() => undefined),
  )
  return outcome.status === 'charged'
}
