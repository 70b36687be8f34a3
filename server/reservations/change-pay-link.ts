/**
 * A change that costs more on a stay paid by card with no card kept to charge later (decision 0133): a stay paid
 * in full at booking keeps no card for off-session use, so what the change made due cannot be charged as the
 * scheduled charges would. The guest is sent a pay link for it (the stay's balance invoice, ./balance-link.ts) and
 * the hotel is told, once per decision: the row of `change_pay_link` is keyed like the scheduled charges' claim
 * (`res-<id>-due-<owed>-paid-<netPaid>`), inserted under a lock on the reservation, so the same change answered
 * again, two instances at once, or a later change that leaves the money as it was send nothing more.
 */
import { formatMoney } from '@/domain/money'
import { PaymentType } from '@/domain/payment'
import type { Db, Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { Secrets } from '../crypto'
import { queueHotelNotice } from '../mail/hotel-notice'
import { openBalanceInvoice, queueBalanceLinkMail, type BalanceLinkWords } from './balance-link'
import type { ReservationRecord } from './record'
import { reckonReservation } from './reckoning'

type ChangeLinkDeps = {
  db: Db
  clock: () => Date
  secrets: Secrets
  publicUrl?: string | undefined
}

const CHANGE_WORDS: BalanceLinkWords = {
  subject: 'changeLink.subject',
  title: 'changeLink.title',
  preview: 'changeLink.preview',
  body: 'changeLink.body',
}

/** The payment types the guest pays by card online; the others are invoiced or paid as agreed. */
const PAID_BY_CARD: readonly number[] = [PaymentType.PayByCard, PaymentType.StoreCard]

/** Whether what a change of `record` makes due is asked by pay link: paid by card, with no card kept to charge. */
export async function paysByLink(
  q: Queryable,
  record: Pick<ReservationRecord, 'id' | 'card'>,
): Promise<boolean> {
  if (record.card?.Customer) return false
  const [stay] = await q.query<{ payment_type: number }>(
    'SELECT payment_type FROM reservation WHERE id = $1',
    [record.id],
  )
  return stay !== undefined && PAID_BY_CARD.includes(stay.payment_type)
}

/** Sends the pay link for what `record` owes now after its change, once; true when it was sent now. */
export async function linkAfterChange(
  deps: ChangeLinkDeps,
  property: PropertyRow,
  record: ReservationRecord,
  today: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [stay] = await tx.query<{ cancelled: boolean }>(
      'SELECT cancelled FROM reservation WHERE id = $1 FOR UPDATE',
      [record.id],
    )
    if (!stay || stay.cancelled || !(await paysByLink(tx, record))) return false
    const { reckoning, sums } = await reckonReservation(tx, record.id, today)
    const amount = reckoning.dueNow
    if (amount <= 0) return false
    const now = deps.clock()
    const key = `res-${record.id}-due-${reckoning.owed}-paid-${sums.paid - sums.refunded}`
    const first = await tx.query(
      `INSERT INTO change_pay_link (idempotency_key, reservation_id, amount, at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING reservation_id`,
      [key, record.id, amount, now.toISOString()],
    )
    if (first.length === 0) return false
    const invoice = await openBalanceInvoice(tx, deps, property, record, amount)
    await tx.query('UPDATE change_pay_link SET invoice_id = $2 WHERE idempotency_key = $1', [key, invoice.id])
    const at = { now, publicUrl: deps.publicUrl }
    await queueBalanceLinkMail(tx, property, record, { amount, url: invoice.url, words: CHANGE_WORDS }, at)
    const owed = formatMoney(amount, property.currency, 'en-GB')
    const reference = record.reference_number
    await queueHotelNotice(
      tx,
      property,
      {
        kind: 'change-pay-link',
        regarding: reference,
        subject: `Payment due after a change to booking ${reference}`,
        lines: [
          `Booking ${reference} (arrival ${record.date_from}) was changed and ${owed} more is due now by its rate's payment terms.`,
          `No card is kept to charge for this stay, so the guest was sent a pay link for invoice ${invoice.invoiceNumber}.`,
        ],
      },
      now,
      deps.publicUrl,
    )
    return true
  })
}
