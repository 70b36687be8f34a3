/**
 * After a cancellation's or a change's commit (decision 0116): the money it moved, asked of the provider — the
 * refunds and the cancellation penalty written pending in its transaction, and what a live stay now owes (a room
 * that costs more, a room added on a plan that takes its money now), charged off-session on the saved card by the
 * scheduled charges' own claim (./off-session-charge.ts): the same decision is the same key, so the change and the
 * job at the same moment charge once, and a refusal sends the guest one pay link (./charge-refusal.ts).
 *
 * Nothing here throws: a provider that does not answer leaves the entries pending for the jobs, and the change
 * stands either way.
 */
import type { Db } from '../db/types'
import { propertyNow, type PropertyRow } from '../catalogue/property'
import type { Payments } from '../payments/payments'
import type { Secrets } from '../payments/signing'
import { refuseScheduledCharge } from './charge-refusal'
import { sendPendingCharges } from './charges-due'
import { chargeOffSession } from './off-session-charge'
import { findByReference } from './record'
import { sendPendingRefunds } from './refunds'
import { reckonReservation } from './reckoning'

export type MoneyDeps = {
  db: Db
  payments: Payments
  clock: () => Date
  secrets: Secrets
  publicUrl?: string
}

/** What a live stay owes now after its change, charged; a cancelled one is left to its pending penalty. */
async function chargeWhatIsDue(deps: MoneyDeps, property: PropertyRow, reference: string): Promise<void> {
  const record = await findByReference(deps.db, property.id, reference)
  if (!record || record.cancelled || !record.card?.Customer) return
  const provider = deps.payments.named(
    property,
    record.card.Provider ?? deps.payments.provider(property).name,
  )
  if (!provider) return
  const today = propertyNow(deps.clock, property).date
  const { reckoning, sums } = await reckonReservation(deps.db, record.id, today)
  if (reckoning.dueNow <= 0) return
  const netPaid = sums.paid - sums.refunded
  await chargeOffSession(
    deps.db,
    property,
    provider,
    {
      reservationId: record.id,
      purpose: 'scheduled',
      amount: reckoning.dueNow,
      // The scheduled charges' key for the same decision: whichever of the two asks first charges.
      idempotencyKey: `res-${record.id}-due-${reckoning.owed}-paid-${netPaid}`,
      description: `Booking ${record.reference_number} at ${property.name}: payment due after your change`,
    },
    (tx, refused) =>
      refuseScheduledCharge(tx, property, record, refused, {
        now: deps.clock(),
        publicUrl: deps.publicUrl,
        secrets: deps.secrets,
      }).then(() => undefined),
  )
}

/** The money a cancellation or change moved, asked of the provider after its commit. */
export async function moveMoney(
  deps: MoneyDeps,
  property: PropertyRow,
  record: { id: number; reference: string },
) {
  await sendPendingRefunds(deps.db, deps.payments, record.id).catch(() => 0)
  await sendPendingCharges(deps.db, deps.payments, record.id).catch(() => 0)
  await chargeWhatIsDue(deps, property, record.reference).catch(() => undefined)
}
