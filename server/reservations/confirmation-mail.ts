import { formatMoney, toMinorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { queueMail } from '../mail/outbox'
import { stayCalendar } from '../mail/stay-calendar'
import { reservationConfirmation } from './confirmation'
import { guestLinks } from './guest-links'
import type { PropertyRow } from '../catalogue/property'

/**
 * Queues the booking confirmation e-mail with `tx`, the transaction that confirms the booking: composed from what
 * that transaction wrote, so a booking that cannot be told about is not made (decision 0098). The hotel's copy
 * goes with it (decision 0104).
 */
export async function queueConfirmation(
  tx: Queryable,
  p: PropertyRow,
  token: string,
  at: { now: Date; publicUrl: string | undefined },
): Promise<void> {
  const { now } = at
  const conf = await reservationConfirmation(tx, p, token)
  const links = guestLinks(at.publicUrl, p.code, conf.ReferenceNumber, conf.Code)
  const stay = `Arrival ${conf.DateFrom}, departure ${conf.DateTo} (${conf.Nights} night${conf.Nights === 1 ? '' : 's'}).`
  // Amounts as the app shows them (en-GB, the currency's sign).
  const money = (major: number) => formatMoney(toMinorUnits(major), conf.Currency, 'en-GB')
  const rooms = conf.Rooms.map((r) => `- ${r.RoomTypeName}, ${r.RatePlanName}: ${money(r.TotalCost)}`)
  const total = `Total ${money(conf.Totals.Total)}, paid now ${money(conf.Totals.PaidNow)}.`
  await queueMail(
    tx,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      propertyId: p.id,
      from: `${p.name} <${p.settings.Email}>`,
      to: `${conf.Booker.FirstName} ${conf.Booker.LastName} <${conf.Booker.Email}>`,
      subject: `Your booking ${conf.ReferenceNumber} at ${p.name}`,
      text: [
        `Dear ${conf.Booker.FirstName},`,
        '',
        `Thank you for booking ${p.name}. Your reference is ${conf.ReferenceNumber}.`,
        stay,
        ...rooms,
        total,
        '',
        `Manage your booking: ${links.manage}`,
        `Check in online before you arrive: ${links.preCheckIn}`,
        '',
        `${p.name}, ${p.settings.Telephone}`,
      ].join('\n'),
      attachments: [
        {
          filename: `${conf.ReferenceNumber}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: Buffer.from(
            stayCalendar({
              reference: conf.ReferenceNumber,
              hotelName: p.name,
              address: p.settings.Address,
              arrival: conf.DateFrom,
              departure: conf.DateTo,
              manageUrl: links.manage,
              host: p.settings.Email.split('@')[1] ?? 'booking-engine.invalid',
              now,
            }),
          ).toString('base64'),
        },
      ],
    },
    now,
  )
  await queueHotelNotice(
    tx,
    p,
    {
      kind: 'confirmation',
      regarding: conf.ReferenceNumber,
      subject: `New booking ${conf.ReferenceNumber}, ${conf.DateFrom} to ${conf.DateTo}`,
      lines: [`New booking ${conf.ReferenceNumber} by ${contactLine(conf.Booker)}.`, stay, ...rooms, total],
    },
    now,
  )
}
