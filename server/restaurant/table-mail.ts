/**
 * The guest's e-mail of a table booked, in the hotel's layout, and the hotel's copy, queued with the booking's
 * transaction (decision 0098).
 */
import type { RestaurantBookingRequest } from '@/api/contract/restaurant'
import type { Queryable } from '../db/types'
import { queueGuestMail, type MailContext } from '../mail/guest-mail'
import { queueHotelNotice } from '../mail/hotel-notice'
import type { MailContent } from '../mail/layout'
import { bookingLanguage, mailWords, type MailWords } from '../mail/mail-words'
import type { PropertyRow } from '../catalogue/property'

export type TableBooked = {
  reference: string
  restaurantName: string
  /** The booked table in a sentence, in English, for the hotel's copy (the guest's answer and mail word it in their language). */
  info: string
  req: RestaurantBookingRequest
}

/** The guest's sentence of the booked table, in their language ("Your table at … is booked for 2 guests …"). */
export function tableInfo(booking: Omit<TableBooked, 'info'>, w: MailWords): string {
  const { req } = booking
  return w.t('table.info', {
    restaurant: booking.restaurantName,
    count: req.PartySize,
    day: w.day(req.VisitDate),
    time: req.VisitTime,
  })
}

function tableContent(booking: TableBooked, telephone: string, w: MailWords): MailContent {
  const { req } = booking
  const info = tableInfo(booking, w)
  return {
    language: { lang: w.language, dir: w.dir },
    title: w.t('table.title'),
    preview: info,
    blocks: [
      { paragraph: w.t('table.greeting', { name: req.Identifier, info }) },
      {
        rows: [
          { label: w.t('stay.reference'), value: booking.reference, strong: true },
          { label: w.t('table.restaurant'), value: booking.restaurantName },
          { label: w.t('table.date'), value: w.day(req.VisitDate) },
          { label: w.t('table.time'), value: req.VisitTime },
          { label: w.t('table.guests'), value: String(req.PartySize) },
        ],
      },
      ...(req.SpecialRequests ? [{ note: w.t('table.requests', { requests: req.SpecialRequests }) }] : []),
      { paragraph: w.t('table.contact', { telephone }) },
    ],
  }
}

/**
 * Queues the guest's mail in `language` (the language the guest booked the table in, else the hotel's default,
 * decision 0129) and the hotel's copy in English.
 */
export async function queueTableMail(
  tx: Queryable,
  property: PropertyRow,
  booking: TableBooked,
  at: MailContext & { language?: string | null },
): Promise<void> {
  const { req, reference } = booking
  const w = mailWords(bookingLanguage(at.language, property.settings.DefaultLanguage))
  const subject = `${booking.restaurantName}: table booked (${reference})`
  await queueGuestMail(
    tx,
    property,
    {
      kind: 'table',
      regarding: reference,
      to: req.Email,
      subject: w.t('table.subject', { restaurant: booking.restaurantName, reference }),
      content: tableContent(booking, property.settings.Telephone, w),
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
