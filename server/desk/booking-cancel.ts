/**
 * Cancelling a booking and marking a no-show from the desk (decision 0119), through the guest's own code paths:
 * each room's charge fixed by its rules at the hotel's clock (../reservations/settlement.ts), the rooms back on
 * sale, the refund or penalty written in the same transaction and asked of the provider after the commit, the
 * guest's cancellation mail queued with it. Unlike the guest, the desk is not bound by the online change window
 * nor by the cancellation reasons, and may waive the penalty: the choice and its reason go into the audit entry.
 */
import type { DeskCancelRequest } from '@/api/contract/desk-actions'
import type { SettlementQuote } from '@/api/contract/settlement'
import { toMajorUnits, type Money } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { AppDeps } from '../web/context'
import { conflict } from '../http-errors'
import { queueChangeMail } from '../reservations/change-mail'
import { releaseItem } from '../reservations/inventory'
import { managedReservation } from '../reservations/managed-view'
import { moveMoney } from '../reservations/money-after-change'
import { markNoShow } from '../reservations/no-show'
import { claimVersion, findByReference, loadItems, type ReservationRecord } from '../reservations/record'
import { cancellationCharges, cancelRoomSettling, settleInTransaction } from '../reservations/settlement'
import { staffOf, type StaffAt } from './access'
import { writeAudit } from './audit'
import { checkInOf } from '../catalogue/change-window'

export const ALREADY_CANCELLED = 'This booking is already cancelled.'
export const ALREADY_NO_SHOW = 'This booking is already marked as a no-show.'

type Deps = Pick<AppDeps, 'db' | 'payments' | 'clock' | 'secrets' | 'publicUrl'>

export async function cancelAtDesk(
  deps: Deps,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskCancelRequest,
  now: WallClock,
): Promise<SettlementQuote> {
  const { db } = deps
  const { property } = at
  if (record.cancelled) throw conflict(ALREADY_CANCELLED)
  const before = await managedReservation(db, property, record, now)
  const money = await db.transaction(async (tx) => {
    await claimVersion(tx, record.id, record.version)
    const byRules = await cancellationCharges(tx, record.id, null, now, checkInOf(property))
    const cancelled: { itemId: number; charge: Money }[] = []
    for (const item of (await loadItems(tx, record.id)).filter((i) => !i.cancelled)) {
      await releaseItem(tx, item)
      const charge = req.WaivePenalty ? 0 : (byRules.get(item.id) ?? 0)
      await cancelRoomSettling(tx, item.id, null, charge)
      cancelled.push({ itemId: item.id, charge })
    }
    await tx.query('UPDATE reservation SET cancelled = true WHERE id = $1', [record.id])
    const change = { property, record, today: now.date }
    const quote = await settleInTransaction(tx, deps.payments, change, cancelled, 'cancellation')
    const saved = await findByReference(tx, property.id, record.reference_number)
    if (saved) {
      const after = await managedReservation(tx, property, saved, now)
      const at_ = { now: deps.clock(), publicUrl: deps.publicUrl }
      const saving = { before, after, record: saved, money: quote, by: staffOf(at) }
      await queueChangeMail(tx, property, saving, at_)
    }
    const penalty = [...byRules.values()].reduce((sum, charge) => sum + charge, 0)
    await writeAudit(tx, {
      at: deps.clock(),
      staff: at.session.staff,
      action: 'booking-cancelled',
      propertyId: property.id,
      reservationId: record.id,
      before: { Cancelled: false, Paid: quote.Paid, PenaltyByRules: toMajorUnits(penalty) },
      after: {
        Cancelled: true,
        PenaltyWaived: req.WaivePenalty,
        Reason: req.Reason ?? null,
        Kept: quote.Kept,
        Refund: quote.Refund,
        DueNow: quote.DueNow,
      },
    })
    return quote
  })
  await moveMoney(deps, property, { id: record.id, reference: record.reference_number })
  return money
}

/**
 * A no-show marked at the desk: the PMS's own path (../reservations/no-show.ts: from the day after arrival, the
 * penalty by the rules charged once on the saved card), refused when already marked so the log shows one mark.
 */
export async function noShowAtDesk(deps: Deps, at: StaffAt, record: ReservationRecord) {
  const { db } = deps
  const [row] = await db.query<{ no_show_at: Date | null }>(
    'SELECT no_show_at FROM reservation WHERE id = $1',
    [record.id],
  )
  if (row?.no_show_at) throw conflict(ALREADY_NO_SHOW)
  const answer = await markNoShow(deps, at.property, record.reference_number)
  await writeAudit(db, {
    at: deps.clock(),
    staff: at.session.staff,
    action: 'no-show',
    propertyId: at.property.id,
    reservationId: record.id,
    before: { NoShow: false },
    after: { NoShow: true, Penalty: answer.Penalty, Charged: answer.Charged, Note: answer.Message },
  })
  const charged = new Intl.NumberFormat('en-GB', { style: 'currency', currency: at.property.currency })
  return answer.Message
    ? `Marked as a no-show. ${answer.Message}`
    : `Marked as a no-show: ${charged.format(answer.Charged)} charged of a ${charged.format(answer.Penalty)} penalty.`
}
