import { writeMail } from '../mail'
import type { Queryable } from '../db/types'
import { reservationConfirmation } from './confirmation'
import type { PropertyRow } from '../catalogue/property'

/** The booking confirmation e-mail (DATA_DIR/mail), written once the booking is confirmed. */
export async function mailConfirmation(
  db: Queryable,
  mailDir: string | undefined,
  p: PropertyRow,
  token: string,
  now: Date,
): Promise<void> {
  if (!mailDir) return
  const conf = await reservationConfirmation(db, p, token)
  await writeMail(
    mailDir,
    `confirmation-${conf.ReferenceNumber}`,
    {
      from: `${p.name} <${p.settings.Email}>`,
      to: `${conf.Booker.FirstName} ${conf.Booker.LastName} <${conf.Booker.Email}>`,
      subject: `Your booking ${conf.ReferenceNumber} at ${p.name}`,
      text: [
        `Dear ${conf.Booker.FirstName},`,
        '',
        `Thank you for booking ${p.name}. Your reference is ${conf.ReferenceNumber}.`,
        `Arrival ${conf.DateFrom}, departure ${conf.DateTo} (${conf.Nights} night${conf.Nights === 1 ? '' : 's'}).`,
        ...conf.Rooms.map(
          (r) => `- ${r.RoomTypeName}, ${r.RatePlanName}: ${r.TotalCost.toFixed(2)} ${conf.Currency}`,
        ),
        `Total ${conf.Totals.Total.toFixed(2)} ${conf.Currency}, paid now ${conf.Totals.PaidNow.toFixed(2)} ${conf.Currency}.`,
        '',
        `${p.name}, ${p.settings.Telephone}`,
      ].join('\n'),
    },
    now,
  )
}
