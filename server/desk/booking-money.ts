/**
 * The desk's money actions on a booking (decision 0119): what each would do now, a refund, a pay link for the
 * balance. Everything goes through the reservation's own money code — the settlement's reckoning, the refunds
 * written pending in the transaction and asked of the provider after the commit (../reservations/refunds.ts),
 * the ledger's sums — so the desk can never give back more than the payments took, nor count a refund twice.
 *
 * Trap: what a refund gives beyond the rules (a goodwill refund on a live stay, more back than a cancellation's
 * terms) is an allowance, written with it (../reservations/allowances.ts): without it the stay would cost what it
 * did, its balance would rise by the refund and its payment terms would ask for the money again.
 */
import type { DeskMoney, DeskRefundRequest } from '@/api/contract/desk-actions'
import { addDays } from '@/domain/dates'
import { formatMoney, toMajorUnits, toMinorUnits, type Money } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { PropertyRow } from '../catalogue/property'
import type { AppDeps } from '../web/context'
import type { Queryable } from '../db/types'
import { badRequest, conflict } from '../http-errors'
import { pendingCharges } from '../reservations/charges-due'
import { reckonReservation, stayCostAndSums } from '../reservations/reckoning'
import type { ReservationRecord } from '../reservations/record'
import { pendingRefunds, queueRefunds, refundableAmount, sendPendingRefunds } from '../reservations/refunds'
import { allowanceOf } from '@/domain/settlement'
import { recordAllowance } from '../reservations/allowances'
import { cancellationCharges, settlementQuote } from '../reservations/settlement'
import { noShowPenalty } from '../reservations/stay-terms'
import type { StaffAt } from './access'
import { writeAudit } from './audit'
import { checkInOf } from '../catalogue/change-window'

export const NOTHING_TO_REFUND = 'Nothing is to be given back under the booking’s rules.'

/** What the rules give back now: the reckoning's refund less what is already on its way. */
async function refundByRules(q: Queryable, reservationId: number, today: string): Promise<Money> {
  const { reckoning } = await reckonReservation(q, reservationId, today)
  return Math.max(0, reckoning.refundDue - (await pendingRefunds(q, reservationId)))
}

/** What is still to pay of the stay: its cost less what was paid and kept, less what is already on its way in. */
export async function balanceDue(q: Queryable, reservationId: number): Promise<Money> {
  const { cost, sums } = await stayCostAndSums(q, reservationId)
  const kept = sums.paid - sums.refunded - (await pendingRefunds(q, reservationId))
  return Math.max(0, cost - kept - (await pendingCharges(q, reservationId)))
}

async function cancelQuotes(q: Queryable, property: PropertyRow, reservationId: number, now: WallClock) {
  const byRules = await cancellationCharges(q, reservationId, null, now, checkInOf(property))
  const waived = new Map([...byRules.keys()].map((id) => [id, 0]))
  const inFlight = {
    refunds: await pendingRefunds(q, reservationId),
    charges: await pendingCharges(q, reservationId),
  }
  const quote = async (charges: Map<number, Money>) =>
    settlementQuote(
      property.currency,
      [...charges].map(([itemId, charge]) => ({ itemId, charge })),
      await reckonReservation(q, reservationId, now.date, charges),
      inFlight,
    )
  return { ByRules: await quote(byRules), Waived: await quote(waived) }
}

export async function deskMoney(
  q: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  now: WallClock,
): Promise<DeskMoney> {
  const { sums } = await stayCostAndSums(q, record.id)
  const [marked] = await q.query<{ no_show_at: Date | string | null }>(
    'SELECT no_show_at FROM reservation WHERE id = $1',
    [record.id],
  )
  const penalty = await noShowPenalty(q, { id: record.id, total: record.totals.total })
  return {
    Currency: property.currency,
    Paid: toMajorUnits(sums.paid - sums.refunded),
    Balance: toMajorUnits(await balanceDue(q, record.id)),
    Refundable: toMajorUnits(await refundableAmount(q, record.id)),
    RefundByRules: toMajorUnits(await refundByRules(q, record.id, now.date)),
    Cancel: record.cancelled ? null : await cancelQuotes(q, property, record.id, now),
    NoShow: {
      Penalty: toMajorUnits(penalty),
      From: addDays(record.date_from, 1),
      MarkedAt: marked?.no_show_at ? new Date(marked.no_show_at).toISOString() : null,
    },
  }
}

/**
 * A refund from the desk: `Amount` (at most what the payments can give back) or, without one, what the rules
 * give back. Written pending with its audit entry in one transaction, then asked of the provider.
 */
export async function refundAtDesk(
  deps: Pick<AppDeps, 'db' | 'payments' | 'clock'>,
  at: StaffAt,
  record: ReservationRecord,
  req: DeskRefundRequest,
  now: WallClock,
): Promise<string> {
  const { db } = deps
  const money = (minor: Money) => formatMoney(minor, at.property.currency, 'en-GB')
  const written = await db.transaction(async (tx) => {
    // One refund at a time per booking: the second waits and sees what the first wrote.
    await tx.query('SELECT id FROM reservation WHERE id = $1 FOR UPDATE', [record.id])
    const refundable = await refundableAmount(tx, record.id)
    const byRules = await refundByRules(tx, record.id, now.date)
    const amount = req.Amount === null ? byRules : toMinorUnits(req.Amount)
    if (amount <= 0) throw conflict(NOTHING_TO_REFUND)
    if (amount > refundable)
      throw badRequest({ Amount: [`At most ${money(refundable)} can be refunded: what the payments took.`] })
    const queued = await queueRefunds(tx, record.id, amount, 'desk')
    const allowance = allowanceOf(queued, byRules)
    const reason = req.Reason ?? null
    await recordAllowance(tx, {
      reservationId: record.id,
      amount: allowance,
      currency: at.property.currency,
      reason,
      at: deps.clock(),
    })
    await writeAudit(tx, {
      at: deps.clock(),
      staff: at.session.staff,
      action: 'refund',
      propertyId: at.property.id,
      reservationId: record.id,
      before: { Refundable: toMajorUnits(refundable) },
      after: {
        Refund: toMajorUnits(queued),
        ByRules: req.Amount === null,
        Reason: reason,
        Refundable: toMajorUnits(refundable - queued),
        Allowance: toMajorUnits(allowance),
      },
    })
    return { queued, allowance }
  })
  const answered = await sendPendingRefunds(db, deps.payments, record.id).catch(() => 0)
  const said =
    answered > 0
      ? `${money(written.queued)} is refunded to the guest’s card.`
      : `${money(written.queued)} is to be refunded: the payment service will be asked again shortly.`
  return written.allowance > 0
    ? `${said} The stay costs ${money(written.allowance)} less, so it is not asked for again.`
    : said
}
