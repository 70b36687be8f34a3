/**
 * A pay link for what is left to pay of a stay, sent from the desk (decision 0119). The stay has one desk
 * invoice (`{reference}-DESK`), whose open part is set to the balance each time a link is sent: a guest holding
 * an older mail pays the same invoice and never twice. Paid through the link, the money comes back to the stay's
 * ledger (its invoice names the stay), as after a refused scheduled charge.
 */
import type { DeskPayLink } from '@/api/contract/desk-actions'
import { formatMoney, toMajorUnits } from '@/domain/money'
import type { AppDeps } from '../web/context'
import { conflict } from '../http-errors'
import { queueGuestMail } from '../mail/guest-mail'
import { mailDay } from '../mail/layout'
import { payLinkUrl } from '../reservations/charge-refusal'
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
  const invoiceNumber = `${record.reference_number}-DESK`
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM reservation WHERE id = $1 FOR UPDATE', [record.id])
    const balance = await balanceDue(tx, record.id)
    if (balance <= 0) throw conflict(NOTHING_TO_PAY)
    const [invoice] = await tx.query<{ paid: number }>(
      `INSERT INTO invoice (property_id, invoice_number, reservation_id, amount, description, email)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (invoice_number) DO UPDATE SET amount = invoice.paid + $4, email = $6 RETURNING paid`,
      [
        property.id,
        invoiceNumber,
        record.id,
        balance,
        `Stay ${record.reference_number}, ${record.date_from} to ${record.date_to}: balance`,
        record.booker.Email,
      ],
    )
    const url = payLinkUrl(deps.secrets, property, invoiceNumber, deps.publicUrl)
    const amount = formatMoney(balance, property.currency, 'en-GB')
    const now = deps.clock()
    await queueGuestMail(
      tx,
      property,
      {
        kind: 'pay-link',
        regarding: record.reference_number,
        to: record.booker.Email,
        subject: `Your balance for your stay at ${property.name} (${record.reference_number})`,
        content: {
          title: 'What is left to pay',
          preview: `${amount} for your stay from ${mailDay(record.date_from)}`,
          blocks: [
            { paragraph: `Dear ${record.booker.FirstName},` },
            {
              paragraph: `${amount} is left to pay for booking ${record.reference_number}. You can pay it now with the button below.`,
            },
            { rows: [{ label: 'Amount due', value: amount, strong: true }] },
            { buttons: [{ label: `Pay ${amount}`, url }] },
          ],
        },
      },
      { now, publicUrl: deps.publicUrl },
    )
    await writeAudit(tx, {
      at: now,
      staff: at.session.staff,
      action: 'pay-link-sent',
      propertyId: property.id,
      reservationId: record.id,
      before: { Balance: toMajorUnits(balance), InvoicePaid: toMajorUnits(invoice?.paid ?? 0) },
      after: { Invoice: invoiceNumber, Amount: toMajorUnits(balance), To: record.booker.Email },
    })
    return {
      Message: `A pay link for ${amount} is on its way to ${record.booker.Email}.`,
      Url: url,
      Amount: toMajorUnits(balance),
    }
  })
}
