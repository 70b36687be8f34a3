/**
 * A pay link for what is left to pay of a stay, sent from the desk (decision 0119): the stay's one balance
 * invoice, its open part set to the balance, and the guest's mail (../reservations/balance-link.ts).
 */
import type { DeskPayLink } from '@/api/contract/desk-actions'
import { formatMoney, toMajorUnits } from '@/domain/money'
import type { AppDeps } from '../web/context'
import { conflict } from '../http-errors'
import { DESK_BALANCE_WORDS, openBalanceInvoice, queueBalanceLinkMail } from '../reservations/balance-link'
import type { ReservationRecord } from '../reservations/record'
import type { StaffAt } from './access'
import { writeAudit } from './audit'
import { balanceDue } from './booking-money'

export const NOTHING_TO_PAY = 'Nothing is left to pay on this booking.'

export async function sendPayLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'publicUrl'>,
  at: StaffAt,
  record: ReservationRecord,
): Promise<DeskPayLink> {
  const { property } = at
  if (record.cancelled) throw conflict('This booking is cancelled.')
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM reservation WHERE id = $1 FOR UPDATE', [record.id])
    const balance = await balanceDue(tx, record.id)
    if (balance <= 0) throw conflict(NOTHING_TO_PAY)
    const invoice = await openBalanceInvoice(tx, deps, property, record, balance)
    const { invoiceNumber, url } = invoice
    const amount = formatMoney(balance, property.currency, 'en-GB')
    const now = deps.clock()
    // The guest's mail in the booking's language (decision 0129); the desk's answer stays English.
    await queueBalanceLinkMail(
      tx,
      property,
      record,
      { amount: balance, url, words: DESK_BALANCE_WORDS },
      { now, publicUrl: deps.publicUrl },
    )
    await writeAudit(tx, {
      at: now,
      staff: at.session.staff,
      action: 'pay-link-sent',
      propertyId: property.id,
      reservationId: record.id,
      before: { Balance: toMajorUnits(balance), InvoicePaid: toMajorUnits(invoice.paidBefore) },
      after: { Invoice: invoiceNumber, Amount: toMajorUnits(balance), To: record.booker.Email },
    })
    return {
      Message: `A pay link for ${amount} is on its way to ${record.booker.Email}.`,
      Url: url,
      Amount: toMajorUnits(balance),
    }
  })
}
