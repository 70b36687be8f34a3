/**
 * A scheduled charge the bank refused (decision 0115): declined, or it wants the guest to authenticate, which an
 * off-session charge cannot do. The stay is not left silently unpaid and the job does not try again and again:
 * in the transaction that records the refusal, once per stay (the `scheduled_charge_refusal` row), the amount is
 * put on an invoice of the stay, the guest is sent a pay link for it, and the hotel is told. What the guest pays
 * through the link comes back to the stay's ledger (its invoice names the stay).
 */
import { formatMoney } from '@/domain/money'
import type { Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { queueHotelNotice } from '../mail/hotel-notice'
import { mailDay } from '../mail/layout'
import { payLinkCode } from '../payments/pay-link'
import type { Payment } from '../payments/provider'
import type { Secrets } from '../crypto'
import type { LedgerEntry } from './held-booking'
import type { ReservationRecord } from './record'

export type RefusalContext = MailContext & { secrets: Secrets }

/** The pay link of an invoice, as the hotel's own links are made. */
export function payLinkUrl(
  secrets: Secrets,
  property: Pick<PropertyRow, 'id' | 'code'>,
  invoiceNumber: string,
  base: string | undefined,
): string {
  const code = payLinkCode(secrets, property.id, 'P', invoiceNumber)
  return `${(base ?? '').replace(/\/+$/, '')}/SecurePay/${property.code}/P/${invoiceNumber}/${code}`
}

/** What the refused charge was for: what falls due by the rate's terms, or a cancellation's charge. */
export type RefusedCharge = 'scheduled' | 'cancellation'

const DUE_BECAUSE: Readonly<Record<RefusedCharge, string>> = {
  scheduled: "due now by your rate's payment terms",
  cancellation: "the charge of your cancellation under your rate's cancellation terms",
}

/** Records the refusal once; the first time, the invoice, the guest's pay link and the hotel's notice. */
export async function refuseScheduledCharge(
  tx: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  refused: { entry: Pick<LedgerEntry, 'id' | 'amount'>; payment: Payment; what?: RefusedCharge },
  at: RefusalContext,
): Promise<boolean> {
  const { entry, payment, what = 'scheduled' } = refused
  const reason = payment.failure?.message ?? 'The card was declined.'
  const first = await tx.query(
    `INSERT INTO scheduled_charge_refusal (reservation_id, ledger_entry_id, amount, reason, at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reservation_id) DO NOTHING RETURNING reservation_id`,
    [record.id, entry.id, entry.amount, reason, at.now.toISOString()],
  )
  if (first.length === 0) return false
  const invoiceNumber = `${record.reference_number}-P${entry.id}`
  const [invoice] = await tx.query<{ id: number }>(
    `INSERT INTO invoice (property_id, invoice_number, reservation_id, amount, description, email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      property.id,
      invoiceNumber,
      record.id,
      entry.amount,
      `Stay ${record.reference_number}, ${record.date_from} to ${record.date_to}: payment due`,
      record.booker.Email,
    ],
  )
  await tx.query('UPDATE scheduled_charge_refusal SET invoice_id = $2 WHERE reservation_id = $1', [
    record.id,
    invoice?.id ?? null,
  ])
  const link = payLinkUrl(at.secrets, property, invoiceNumber, at.publicUrl)
  const amount = formatMoney(entry.amount, property.currency, 'en-GB')
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'payment-due',
      regarding: record.reference_number,
      to: record.booker.Email,
      subject: `Payment due for your stay at ${property.name} (${record.reference_number})`,
      content: {
        title: 'Your payment did not go through',
        preview: `${amount} is due for your stay from ${mailDay(record.date_from)}`,
        blocks: [
          { paragraph: `Dear ${record.booker.FirstName},` },
          {
            paragraph: `We tried to take ${amount} for booking ${record.reference_number}, ${DUE_BECAUSE[what]}, from your saved card, but your bank did not accept it. Nothing was charged.`,
          },
          { paragraph: 'Please pay it with the button below, with this card or another one.' },
          { rows: [{ label: 'Amount due', value: amount, strong: true }] },
          { buttons: [{ label: `Pay ${amount}`, url: link }] },
        ],
      },
    },
    at,
  )
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'charge-refused',
      regarding: record.reference_number,
      subject: `${what === 'scheduled' ? 'Scheduled' : 'Cancellation'} charge refused for booking ${record.reference_number}`,
      lines: [
        `The ${what === 'scheduled' ? 'scheduled' : 'cancellation'} charge of ${amount} for booking ${record.reference_number} (arrival ${record.date_from}) was refused by the guest's bank: ${reason}`,
        `The guest was sent a pay link for invoice ${invoiceNumber}. The engine will not try the saved card again for this stay.`,
        `Provider reference: ${payment.id}.`,
      ],
    },
    at.now,
    at.publicUrl,
  )
  return true
}
