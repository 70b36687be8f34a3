/**
 * After a cancellation's or a change's commit (decision 0116): the money it moved, asked of the provider — the
 * refunds and the cancellation penalty written pending in its transaction, and what a live stay now owes (a room
 * that costs more, a room added on a plan that takes its money now), charged off-session on the saved card by the
 * scheduled charges' own claim (./off-session-charge.ts): the same decision is the same key, so the change and the
 * job at the same moment charge once, and a refusal sends the guest one pay link (./charge-refusal.ts). A stay
 * with no card kept to charge is sent a pay link for it instead, once per change (./change-pay-link.ts).
 *
 * Nothing here throws: a provider that does not answer leaves the entries pending for the jobs, and the change
 * stands either way.
 */
import { propertyNow, type PropertyRow } from '../catalogue/property'
import { sendPendingCharges } from './charges-due'
import { linkAfterChange } from './change-pay-link'
import { chargeWhatIsDue, type DueChargeDeps } from './due-charge'
import { findByReference } from './record'
import { sendPendingRefunds } from './refunds'

export type MoneyDeps = DueChargeDeps

/**
 * What a live stay owes now after its change, charged on the card kept for it; with no such card, asked of the
 * guest through a pay link (./change-pay-link.ts). A cancelled one is left to its pending penalty.
 */
async function chargeAfterChange(deps: MoneyDeps, property: PropertyRow, reference: string): Promise<void> {
  const record = await findByReference(deps.db, property.id, reference)
  if (!record) return
  const today = propertyNow(deps.clock, property).date
  if (!record.card?.Customer) {
    await linkAfterChange(deps, property, record, today)
    return
  }
  await chargeWhatIsDue(deps, property, record, today, 'payment due after your change')
}

/** The money a cancellation or change moved, asked of the provider after its commit. */
export async function moveMoney(
  deps: MoneyDeps,
  property: PropertyRow,
  record: { id: number; reference: string },
) {
  await sendPendingRefunds(deps.db, deps.payments, record.id).catch(() => 0)
  await sendPendingCharges(deps.db, deps.payments, record.id, deps).catch(() => 0)
  await chargeAfterChange(deps, property, record.reference).catch(() => undefined)
}
