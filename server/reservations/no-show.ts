/**
 * A guest who never arrived (decision 0115). The engine has no check-in of its own: the hotel's PMS knows who
 * came, so it tells us (POST /api/pms/properties/{code}/no-shows) from the day after arrival at the hotel. The
 * stay is marked once, and the rooms' no-show penalty (their cancellation rules' NoShow, all of it for a
 * non-refundable room) less what was already paid is charged off-session on the saved card, once whatever the
 * PMS sends again (the charge's key names the reservation and the no-show). An allowance the hotel gave
 * (./allowances.ts) is taken off the penalty, as a cancellation's reckoning takes it off the charge.
 */
import { compareIsoDate } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { propertyNow, type PropertyRow } from '../catalogue/property'
import type { Db } from '../db/types'
import { badRequest, conflict, notFound } from '../http-errors'
import type { Payments } from '../payments/payments'
import type { NoShowResponse } from '../pms/contract'
import { chargeOffSession } from './off-session-charge'
import { findByReference } from './record'
import { stayMoney } from './stay-money'
import { ledgerSums } from '../payments/ledger'
import { allowanceGiven } from './allowances'
import { noShowPenalty } from './stay-terms'

export const NO_SHOW_TOO_EARLY = 'A no-show can be marked from the day after arrival, at the hotel.'

export async function markNoShow(
  deps: { db: Db; payments: Payments; clock: () => Date },
  property: PropertyRow,
  reference: string,
): Promise<NoShowResponse> {
  const { db } = deps
  const record = await findByReference(db, property.id, reference)
  if (!record) throw notFound('There is no booking with this reference.')
  const [row] = await db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [
    record.id,
  ])
  if (record.cancelled || row?.status !== 'Confirmed') throw conflict('This booking is not a confirmed stay.')
  const today = propertyNow(deps.clock, property).date
  if (compareIsoDate(today, record.date_from) <= 0) throw badRequest({ Reference: [NO_SHOW_TOO_EARLY] })
  await db.query('UPDATE reservation SET no_show_at = $2 WHERE id = $1 AND no_show_at IS NULL', [
    record.id,
    deps.clock().toISOString(),
  ])
  const stay = { id: record.id, total: record.totals.total }
  const penalty = await noShowPenalty(db, stay)
  const sums = await ledgerSums(db, record.id)
  const allowance = await allowanceGiven(db, record.id)
  const due = Math.max(0, penalty - allowance - (sums.paid - sums.refunded))
  const provider = record.card ? deps.payments.named(property, record.card.Provider ?? 'stripe') : null
  let message: string | null = null
  let success = true
  let charged = 0
  if (due > 0 && (!provider || !record.card?.Customer))
    message = 'No saved card: collect the penalty yourself.'
  else if (due > 0 && provider) {
    const outcome = await chargeOffSession(
      db,
      property,
      provider,
      {
        reservationId: record.id,
        purpose: 'no-show',
        amount: due,
        idempotencyKey: `res-${record.id}-no-show`,
        description: `No-show, booking ${record.reference_number} at ${property.name}`,
      },
      async () => {},
    )
    if (outcome.status === 'charged') charged = outcome.payment.amountReceived
    if (outcome.status === 'refused') {
      success = false
      message = `The card was refused: ${outcome.payment.failure?.message ?? 'declined'}`
    }
  }
  return {
    Success: success,
    Reference: record.reference_number,
    Penalty: toMajorUnits(penalty),
    Charged: toMajorUnits(charged),
    Message: message,
    ...(await stayMoney(db, record.id)),
  }
}
