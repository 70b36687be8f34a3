/** The booker's e-mails after a change saved from manage booking or pre-check-in (DATA_DIR/mail). */
import { writeMail } from '../mail'
import type { PropertyRow } from '../catalogue/property'
import type { ReservationRecord } from './record'

/** A booking changed or cancelled by the guest. */
export async function mailChange(
  mailDir: string | undefined,
  property: PropertyRow,
  record: ReservationRecord,
  what: 'cancelled' | 'changed',
  now: Date,
): Promise<void> {
  const { name, settings } = property
  await writeMail(
    mailDir,
    `${what === 'cancelled' ? 'cancellation' : 'change'}-${record.reference_number}`,
    {
      from: `${name} <${settings.Email}>`,
      to: record.booker.Email,
      subject: `Your booking ${record.reference_number} at ${name} is ${what}`,
      text: `Dear ${record.booker.FirstName},\n\nYour booking ${record.reference_number} at ${name} is ${what}.\n\n${name}, ${settings.Telephone}\n`,
    },
    now,
  )
}

/** Online check-in saved: sent to the booker as it is after the save, under the reference it was saved for. */
export async function mailCheckIn(
  mailDir: string | undefined,
  property: PropertyRow,
  reference: string,
  after: ReservationRecord,
  now: Date,
): Promise<void> {
  const { name, settings } = property
  await writeMail(
    mailDir,
    `check-in-${reference}`,
    {
      from: `${name} <${settings.Email}>`,
      to: after.booker.Email,
      subject: `Your online check-in for ${reference} at ${name}`,
      text: `Dear ${after.booker.FirstName},\n\nThank you: your check-in details for booking ${reference} are saved. We look forward to welcoming you.\n\n${name}, ${settings.Telephone}\n`,
    },
    now,
  )
}
