/** The receipt e-mail of a payment made through a pay link, queued with the transaction that completes it. */
import { formatMoney } from '@/domain/money'
import type { Queryable } from '../db/types'
import { queueMail } from '../mail/outbox'
import type { PropertyRow } from '../catalogue/property'
import { findPaymentByToken } from './invoice-payments'

export async function queuePaymentMail(
  tx: Queryable,
  property: PropertyRow,
  token: string,
  email: string,
  now: Date,
): Promise<void> {
  const payment = await findPaymentByToken(tx, property.id, token)
  if (!payment) return
  const reference = payment.transaction_reference
  const what =
    payment.action === 'Pay'
      ? `We have received your payment of ${formatMoney(payment.amount, property.currency, 'en-GB')} for invoice ${payment.invoice_number}.`
      : `Your card is stored securely for invoice ${payment.invoice_number}.`
  await queueMail(
    tx,
    {
      kind: 'paylink',
      regarding: reference,
      propertyId: property.id,
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
