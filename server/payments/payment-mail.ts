/**
 * What a payment through a pay link tells, queued with the transaction that completes it: the guest's receipt
 * (or, for a card only stored, its confirmation) in the hotel's layout, and the hotel's copy (issue 19). Of the
 * card only its brand, last four digits and expiry are ever shown.
 */
import { formatMoney, toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { queueHotelNotice } from '../mail/hotel-notice'
import type { MailContent, MailRow } from '../mail/layout'
import { bookingLanguage, mailWords, type MailWords } from '../mail/mail-words'
import type { PropertyRow } from '../catalogue/property'
import { findPaymentByToken, type PaymentRecord } from './invoice-payments'

function paymentContent(payment: PaymentRecord, currency: string, w: MailWords): MailContent {
  const money = (minor: number) => w.money(toMajorUnits(minor), currency)
  const invoice = payment.invoice_number
  const card = payment.card
  const cardRows: MailRow[] = card
    ? [
        {
          label: w.t('receipt.card'),
          value: w.t('receipt.cardEnding', { brand: card.Brand, lastFour: card.LastFour }),
        },
        {
          label: w.t('receipt.expires'),
          value: `${String(card.ExpiryMonth).padStart(2, '0')}/${card.ExpiryYear}`,
        },
      ]
    : []
  const paid = payment.action === 'Pay'
  const balance = Math.max(0, payment.inv_amount - payment.inv_paid)
  const amount = money(payment.amount)
  return {
    language: { lang: w.language, dir: w.dir },
    title: w.t(paid ? 'receipt.titlePaid' : 'receipt.titleStored'),
    preview: w.t(paid ? 'receipt.previewPaid' : 'receipt.previewStored', { amount, invoice }),
    blocks: [
      { paragraph: w.t(paid ? 'receipt.paid' : 'receipt.stored', { amount, invoice }) },
      {
        rows: [
          { label: w.t('receipt.invoice'), value: invoice },
          ...(paid ? [{ label: w.t('receipt.amountPaid'), value: amount, strong: true }] : []),
          ...cardRows,
          { label: w.t('receipt.invoiceTotal'), value: money(payment.inv_amount) },
          { label: w.t('receipt.stillToPay'), value: money(balance) },
          { label: w.t('receipt.transaction'), value: payment.transaction_reference },
        ],
      },
      { note: w.t('receipt.keep') },
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
  // In the payer's language, said when they paid (migration 030), else the hotel's (decision 0129).
  const w = mailWords(bookingLanguage(payment.payer_language, property.settings.DefaultLanguage))
  const content = paymentContent(payment, property.currency, w)
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'paylink',
      regarding: reference,
      to: email,
      subject: w.t(paid ? 'receipt.subjectPaid' : 'receipt.subjectStored', {
        hotel: property.name,
        reference,
      }),
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
