/** The receipt e-mail of a payment made through a pay link (DATA_DIR/mail), written once it is complete. */
import type { Queryable } from '../db/types'
import { writeMail } from '../mail'
import type { PropertyRow } from '../catalogue/property'
import { findPaymentByToken } from './invoice-payments'

export async function mailPayment(
  mailDir: string | undefined,
  property: PropertyRow,
  db: Queryable,
  token: string,
  email: string,
  now: Date,
): Promise<void> {
  const payment = await findPaymentByToken(db, property.id, token)
  if (!payment) return
  const reference = payment.transaction_reference
  const what =
    payment.action === 'Pay'
      ? `We have received your payment of ${(payment.amount / 100).toFixed(2)} ${property.currency} for invoice ${payment.invoice_number}.`
      : `Your card is stored securely for invoice ${payment.invoice_number}.`
  await writeMail(
    mailDir,
    `paylink-${reference}`,
    {
      to: email,
      from: property.settings.Email,
      subject: `${property.name}: ${payment.action === 'Pay' ? 'payment received' : 'card stored'} (${reference})`,
      text: [
        what,
        payment.card ? `Card: ${payment.card.Brand} ending ${payment.card.LastFour}.` : '',
        `Transaction reference: ${reference}.`,
        '',
        `${property.name} · ${property.settings.Telephone} · ${property.settings.Email}`,
      ].join('\n'),
    },
    now,
  )
}
