/**
 * The guest's e-mail of a table booked, in the hotel's layout, and the hotel's copy, queued with the booking's
 * transaction (decision 0098).
 */
import type { RestaurantBookingRequest } from '@/api/contract/restaurant'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { queueHotelNotice } from '../mail/hotel-notice'
import { mailDay, type MailContent } from '../mail/layout'
import type { PropertyRow } from '../catalogue/property'

export type TableBooked = {
  reference: string
  restaurantName: string
  /** The sentence the booking's answer shows the guest. */
  info: string
  req: RestaurantBookingRequest
}

function tableContent(booking: TableBooked, telephone: string): MailContent {
  const { req } = booking
  return {
    title: 'Your table is booked',
    preview: booking.info,
    blocks: [
      { paragraph: `Dear ${req.Identifier}, ${booking.info}` },
      {
        rows: [
          { label: 'Booking reference', value: booking.reference, strong: true },
          { label: 'Restaurant', value: booking.restaurantName },
          { label: 'Date', value: mailDay(req.VisitDate) },
          { label: 'Time', value: req.VisitTime },
          { label: 'Guests', value: String(req.PartySize) },
        ],
      },
      ...(req.SpecialRequests ? [{ note: `Your requests: ${req.SpecialRequests}` }] : []),
      { paragraph: `To change or cancel, call us on ${telephone} or reply to this e-mail.` },
    ],
  }
}

export async function queueTableMail(
  tx: Queryable,
  property: PropertyRow,
  booking: TableBooked,
  at: MailContext,
): Promise<void> {
  const { req, reference } = booking
  const subject = `${booking.restaurantName}: table booked (${reference})`
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'table',
      regarding: reference,
      to: req.Email,
      subject,
      content: tableContent(booking, property.settings.Telephone),
    },
    at,
  )
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'table',
      regarding: reference,
      subject,
      lines: [
        `${req.Identifier} (${req.Email}, ${req.ContactNumber}) booked a table: ${booking.info}`,
        `Booking reference: ${reference}.`,
        req.SpecialRequests ? `Requests: ${req.SpecialRequests}` : '',
      ],
    },
    at.now,
    at.publicUrl,
  )
}
