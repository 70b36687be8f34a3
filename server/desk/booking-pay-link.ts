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
import { mailWords } from '../mail/mail-words'
import { reservationLanguage } from '../reservations/reservation-language'
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
    // The guest's mail in the booking's language (decision 0129); the desk's answer stays English.
    const w = mailWords(await reservationLanguage(tx, property, record.reference_number))
    const owed = w.money(toMajorUnits(balance), property.currency)
    const now = deps.clock()
    await queueGuestMail(
      tx,
      property,
      {
        kind: 'pay-link',
        regarding: record.reference_number,
        to: record.booker.Email,
        subject: w.t('balance.subject', { hotel: property.name, reference: record.reference_number }),
        content: {
          language: { lang: w.language, dir: w.dir },
          title: w.t('balance.title'),
          preview: w.t('balance.preview', { amount: owed, day: w.day(record.date_from) }),
          blocks: [
            { paragraph: w.t('invite.greeting', { name: record.booker.FirstName }) },
            { paragraph: w.t('balance.body', { amount: owed, reference: record.reference_number }) },
            { rows: [{ label: w.t('refusal.amountDue'), value: owed, strong: true }] },
            { buttons: [{ label: w.t('refusal.payButton', { amount: owed }), url }] },
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
