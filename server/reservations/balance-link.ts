/**
 * A stay's one balance invoice and the guest's mail with its pay link (decisions 0119, 0133): sent from the desk,
 * and after a change that costs more on a stay with no card kept to charge. The stay has one such invoice
 * (`{reference}-DESK`, named when the desk was its only sender), whose open part is set to what is asked each
 * time a link is sent: a guest holding an older mail pays the same invoice and never twice. Paid through the
 * link, the money comes back to the stay's ledger (its invoice names the stay), as after a refused scheduled
 * charge.
 */
import { toMajorUnits, type Money } from '@/domain/money'
import type { Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import type { Secrets } from '../crypto'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { mailWords } from '../mail/mail-words'
import type { MailKey } from '../mail/words/en-gb'
import { payLinkUrl } from './charge-refusal'
import type { ReservationRecord } from './record'
import { reservationLanguage } from './reservation-language'

type BalanceInvoice = { id: number; invoiceNumber: string; url: string; paidBefore: Money }

/** Sets the open part of the stay's balance invoice to `amount` (minor units), in the caller's transaction. */
export async function openBalanceInvoice(
  tx: Queryable,
  at: { secrets: Secrets; publicUrl?: string | undefined },
  property: PropertyRow,
  record: ReservationRecord,
  amount: Money,
): Promise<BalanceInvoice> {
  const invoiceNumber = `${record.reference_number}-DESK`
  const [invoice] = await tx.query<{ id: number; paid: number }>(
    `INSERT INTO invoice (property_id, invoice_number, reservation_id, amount, description, email)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (invoice_number) DO UPDATE SET amount = invoice.paid + $4, email = $6 RETURNING id, paid`,
    [
      property.id,
      invoiceNumber,
      record.id,
      amount,
      `Stay ${record.reference_number}, ${record.date_from} to ${record.date_to}: balance`,
      record.booker.Email,
    ],
  )
  return {
    id: invoice?.id ?? 0,
    invoiceNumber,
    url: payLinkUrl(at.secrets, property, invoiceNumber, at.publicUrl),
    paidBefore: invoice?.paid ?? 0,
  }
}

/** Why the link is sent: the mail's subject, title, preview and opening words in the catalogues. */
export type BalanceLinkWords = { subject: MailKey; title: MailKey; preview: MailKey; body: MailKey }

export const DESK_BALANCE_WORDS: BalanceLinkWords = {
  subject: 'balance.subject',
  title: 'balance.title',
  preview: 'balance.preview',
  body: 'balance.body',
}

/** The guest's mail asking `amount` through `url`, in the booking's language (decision 0129). */
export async function queueBalanceLinkMail(
  tx: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  link: { amount: Money; url: string; words: BalanceLinkWords },
  at: MailContext,
): Promise<void> {
  const w = mailWords(await reservationLanguage(tx, property, record.reference_number))
  const owed = w.money(toMajorUnits(link.amount), property.currency)
  const reference = record.reference_number
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'pay-link',
      regarding: reference,
      to: record.booker.Email,
      subject: w.t(link.words.subject, { hotel: property.name, reference }),
      content: {
        language: { lang: w.language, dir: w.dir },
        title: w.t(link.words.title),
        preview: w.t(link.words.preview, { amount: owed, day: w.day(record.date_from) }),
        blocks: [
          { paragraph: w.t('invite.greeting', { name: record.booker.FirstName }) },
          { paragraph: w.t(link.words.body, { amount: owed, reference }) },
          { rows: [{ label: w.t('refusal.amountDue'), value: owed, strong: true }] },
          { buttons: [{ label: w.t('refusal.payButton', { amount: owed }), url: link.url }] },
        ],
      },
    },
    at,
  )
}
