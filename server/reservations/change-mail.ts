/**
 * The booker's e-mails after a change saved from manage booking or pre-check-in, queued with the change's own
 * transaction (server/mail/outbox.ts), each with the hotel's copy (decision 0104).
 */
import type { Queryable } from '../db/types'
import { contactLine, queueHotelNotice } from '../mail/hotel-notice'
import { queueMail } from '../mail/outbox'
import type { PropertyRow } from '../catalogue/property'
import type { ReservationRecord } from './record'

/** A booking changed or cancelled by the guest. */
export async function queueChangeMail(
  tx: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  what: 'cancelled' | 'changed',
  now: Date,
): Promise<void> {
  const { name, settings } = property
  await queueMail(
    tx,
    {
      kind: what === 'cancelled' ? 'cancellation' : 'change',
      regarding: record.reference_number,
      propertyId: property.id,
      from: `${name} <${settings.Email}>`,
      to: record.booker.Email,
      subject: `Your booking ${record.reference_number} at ${name} is ${what}`,
      text: `Dear ${record.booker.FirstName},\n\nYour booking ${record.reference_number} at ${name} is ${what}.\n\n${name}, ${settings.Telephone}\n`,
    },
    now,
  )
  await queueHotelNotice(
    tx,
    property,
    {
      kind: what === 'cancelled' ? 'cancellation' : 'change',
      regarding: record.reference_number,
      subject: `Booking ${record.reference_number} ${what} by the guest`,
      lines: [
        `Booking ${record.reference_number} (${record.date_from} to ${record.date_to}) was ${what} by ${contactLine(record.booker)}.`,
      ],
    },
    now,
  )
}

/** Online check-in saved: sent to the booker as it is after the save, under the reference it was saved for. */
export async function queueCheckInMail(
  tx: Queryable,
  property: PropertyRow,
  reference: string,
  after: ReservationRecord,
  now: Date,
): Promise<void> {
  const { name, settings } = property
  await queueMail(
    tx,
    {
      kind: 'check-in',
      regarding: reference,
      propertyId: property.id,
      from: `${name} <${settings.Email}>`,
      to: after.booker.Email,
      subject: `Your online check-in for ${reference} at ${name}`,
      text: `Dear ${after.booker.FirstName},\n\nThank you: your check-in details for booking ${reference} are saved. We look forward to welcoming you.\n\n${name}, ${settings.Telephone}\n`,
    },
    now,
  )
  await queueHotelNotice(
    tx,
    property,
    {
      kind: 'check-in',
      regarding: reference,
      subject: `Online check-in received for ${reference}`,
      lines: [
        `${contactLine(after.booker)} checked in online for booking ${reference} (${after.date_from} to ${after.date_to}).`,
        `Estimated arrival: ${after.estimated_arrival_time ?? 'not given'}.`,
      ],
    },
    now,
  )
}
