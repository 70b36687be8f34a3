/**
 * What a payment through a pay link tells, queued with the transaction that completes it: the guest's receipt
 * (or, for a card only stored, its confirmation) in the hotel's layout, and the hotel's copy (issue 19). Of the
 * card only its brand, last four digits and expiry are ever shown.
 */
import { formatMoney } from '@/domain/money'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { queueHotelNotice } from '../mail/hotel-notice'
import type { MailContent, MailRow } from '../mail/layout'
import type { PropertyRow } from '../catalogue/property'
import { findPaymentByToken, type PaymentRecord } from './invoice-payments'

function paymentContent(payment: PaymentRecord, currency: string): MailContent {
  const money = (minor: number) => formatMoney(minor, currency, 'en-GB')
  const card = payment.card
  const cardRows: MailRow[] = card
    ? [
        { label: 'Card', value: `${card.Brand} ending ${card.LastFour}` },
        { label: 'Expires', value: `${String(card.ExpiryMonth).padStart(2, '0')}/${card.ExpiryYear}` },
      ]
    : []
  const paid = payment.action === 'Pay'
  const balance = Math.max(0, payment.inv_amount - payment.inv_paid)
  return {
    title: paid ? 'Payment received' : 'Your card is stored',
    preview: paid
      ? `${money(payment.amount)} received for invoice ${payment.invoice_number}`
      : `Card stored for invoice ${payment.invoice_number}`,
    blocks: [
      {
        paragraph: paid
          ? `We have received your payment of ${money(payment.amount)} for invoice ${payment.invoice_number}. Thank you.`
          : `Your card is stored securely for invoice ${payment.invoice_number}. Nothing has been charged yet; the hotel charges it as agreed.`,
      },
      {
        rows: [
          { label: 'Invoice', value: payment.invoice_number },
          ...(paid ? [{ label: 'Amount paid', value: money(payment.amount), strong: true }] : []),
          ...cardRows,
          { label: 'Invoice total', value: money(payment.inv_amount) },
          { label: 'Still to pay', value: money(balance) },
          { label: 'Transaction reference', value: payment.transaction_reference },
        ],
      },
      { note: 'Keep this e-mail as your receipt.' },
    ],
  }
}

export async function queuePaymentMail(
  tx: Queryable,
  property: PropertyRow,
  token: string,
  email: string,
  at: MailContext,
): Promise<void> {
  const payment = await findPaymentByToken(tx, property.id, token)
  if (!payment) return
  const reference = payment.transaction_reference
  const paid = payment.action === 'Pay'
  const content = paymentContent(payment, property.currency)
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'paylink',
      regarding: reference,
      to: email,
      subject: `${property.name}: ${paid ? 'payment received' : 'card stored'} (${reference})`,
      content,
    },
    at,
  )
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'paylink',
      regarding: reference,
      subject: `${paid ? 'Payment received' : 'Card stored'} for invoice ${payment.invoice_number}`,
      lines: [
        paid
          ? `${email} paid ${formatMoney(payment.amount, property.currency, 'en-GB')} for invoice ${payment.invoice_number} through its pay link.`
          : `${email} stored a card for invoice ${payment.invoice_number} through its pay link.`,
        payment.card ? `Card: ${payment.card.Brand} ending ${payment.card.LastFour}.` : '',
        `Still to pay: ${formatMoney(Math.max(0, payment.inv_amount - payment.inv_paid), property.currency, 'en-GB')}.`,
        `Transaction reference: ${reference}.`,
      ],
    },
    at.now,
    at.publicUrl,
  )
}
