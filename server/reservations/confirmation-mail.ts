/**
 * The booking confirmation (issue 19): everything the guest needs about the stay in one message, in the hotel's
 * layout — reference, dates, each room with its rate, guests, extras and cancellation policy, the price with VAT
 * and visitor levy, paid now and the balance — with buttons back into the booking that open on any device, and
 * the stay as an .ics attachment.
 */
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import type { Queryable } from '../db/types'
import { mailbox, queueGuestMail, type MailContext } from '../mail/guest-mail'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { mailDay, mailMoney, nightsText, type MailBlock, type MailContent } from '../mail/layout'
import type { MailAttachment } from '../mail/outbox'
import { stayCalendar } from '../mail/stay-calendar'
import { reservationConfirmation } from './confirmation'
import { guestLinks, type GuestLinks } from './guest-links'
import { extraText, guestsText, priceRows } from './stay-mail-blocks'
import type { PropertyRow } from '../catalogue/property'

/** How the booking is paid, as the app's confirmation says it (never more of a card than brand and last four). */
function paymentLine(conf: ReservationConfirmation): string {
  const card = conf.CardBrand && conf.CardLastFour ? `${conf.CardBrand} ending ${conf.CardLastFour}` : 'card'
  switch (conf.PaymentType) {
    case PaymentType.PayByCard:
      // Nothing taken yet (the rate charges later): the card is held, whatever the payment type says.
      if (conf.Totals.PaidNow > 0) return `Paid by ${card}.`
      return `Held on ${card}; charged as the rate's policy says.`
    case PaymentType.StoreCard:
      return `Held on ${card}; charged as the rate's policy says.`
    case PaymentType.PayByCompanyInvoice:
      return `Invoiced to ${conf.CompanyName ?? 'your company'}, purchase order ${conf.PONumber ?? ''}.`
    case PaymentType.PayByIndividualInvoice:
      return 'The hotel will send you an invoice.'
    case PaymentType.PayByPayStack:
      return 'Paid with PayStack.'
    case PaymentType.PayByVoucher:
      return `Paid with gift voucher ${conf.HopGiftVoucherCode ?? ''}.`
  }
}

/** Each room: its type and rate with its price, who stays, its extras and its cancellation policy. */
function roomBlocks(conf: ReservationConfirmation): MailBlock[] {
  const money = (major: number) => mailMoney(major, conf.Currency)
  return conf.Rooms.flatMap((room, index): MailBlock[] => [
    {
      rows: [
        {
          label: `Room ${index + 1}: ${room.RoomTypeName}, ${room.RatePlanName}`,
          value: money(room.TotalCost),
          strong: true,
        },
        { label: 'Accommodation', value: money(room.AccommodationCost) },
        ...room.Services.map((extra) => ({ label: extraText(extra), value: money(extra.TotalCost) })),
      ],
    },
    {
      note: [
        `${room.LeadGuest.FirstName} ${room.LeadGuest.LastName}, ${guestsText(room)}`,
        room.RoomConfigurationName ?? '',
      ]
        .filter((part) => part)
        .join(' · '),
    },
    { note: `Cancellation: ${room.CancellationPolicy}` },
    { note: `Payment: ${room.PaymentTerms}` },
  ])
}

export function confirmationContent(conf: ReservationConfirmation, links: GuestLinks): MailContent {
  const stay = `${mailDay(conf.DateFrom)} to ${mailDay(conf.DateTo)}, ${nightsText(conf.Nights)}`
  return {
    title: 'Your booking is confirmed',
    preview: `Booking ${conf.ReferenceNumber}: ${stay}`,
    blocks: [
      { paragraph: `Dear ${conf.Booker.FirstName}, thank you for booking ${conf.PropertyName}.` },
      {
        rows: [
          { label: 'Booking reference', value: conf.ReferenceNumber, strong: true },
          { label: 'Arrival', value: mailDay(conf.DateFrom) },
          { label: 'Departure', value: mailDay(conf.DateTo) },
          { label: 'Length of stay', value: nightsText(conf.Nights) },
        ],
      },
      {
        buttons: [
          { label: 'Manage your booking', url: links.manage },
          { label: 'Check in online', url: links.preCheckIn },
          { label: 'Add extras', url: links.addExtras },
        ],
      },
      { heading: 'Your rooms' },
      ...roomBlocks(conf),
      { heading: 'Price' },
      { rows: priceRows(conf.Totals, conf.Currency, conf.HopGiftVoucherCode, 'Paid now', conf) },
      { note: paymentLine(conf) },
      {
        paragraph: `Questions about your stay? Call us on ${conf.PropertyTelephone} or reply to this e-mail.`,
      },
    ],
  }
}

function calendarFile(
  p: PropertyRow,
  conf: ReservationConfirmation,
  links: GuestLinks,
  now: Date,
): MailAttachment {
  const ics = stayCalendar({
    reference: conf.ReferenceNumber,
    hotelName: p.name,
    address: p.settings.Address,
    arrival: conf.DateFrom,
    departure: conf.DateTo,
    manageUrl: links.manage,
    hotelEmail: p.settings.Email,
    now,
  })
  return {
    filename: `${conf.ReferenceNumber}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics).toString('base64'),
  }
}

/**
 * Queues the booking confirmation e-mail with `tx`, the transaction that confirms the booking: composed from what
 * that transaction wrote, so a booking that cannot be told about is not made (decision 0098). The hotel's copy
 * goes with it (decision 0104).
 */
export async function queueConfirmation(
  tx: Queryable,
  p: PropertyRow,
  token: string,
  at: MailContext,
): Promise<void> {
  const conf = await reservationConfirmation(tx, p, token)
  const links = guestLinks(at.publicUrl, p.code, conf.ReferenceNumber, conf.Code)
  await queueGuestMail(
    tx,
    p,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      to: mailbox(`${conf.Booker.FirstName} ${conf.Booker.LastName}`, conf.Booker.Email),
      subject: `Your booking ${conf.ReferenceNumber} at ${p.name}`,
      content: confirmationContent(conf, links),
      attachments: [calendarFile(p, conf, links, at.now)],
    },
    at,
  )
  const money = (major: number) => mailMoney(major, conf.Currency)
  await queueHotelNotice(
    tx,
    p,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      subject: `New booking ${conf.ReferenceNumber}, ${conf.DateFrom} to ${conf.DateTo}`,
      lines: [
        `New booking ${conf.ReferenceNumber} by ${contactLine(conf.Booker)}.`,
        `Arrival ${conf.DateFrom}, departure ${conf.DateTo} (${nightsText(conf.Nights)}).`,
        ...conf.Rooms.map((r) => `${r.RoomTypeName}, ${r.RatePlanName}: ${money(r.TotalCost)}`),
        `Total ${money(conf.Totals.Total)}, paid now ${money(conf.AmountPaid)}, balance ${money(conf.Balance)}.`,
      ],
    },
    at.now,
    at.publicUrl,
  )
}
