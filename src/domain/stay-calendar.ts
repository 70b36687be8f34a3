/**
 * The stay as an iCalendar file (RFC 5545): one all-day event from arrival to departure (DTEND is exclusive, so
 * it is the departure day itself). One writer for the confirmation mail's attachment (server/mail/stay-calendar.ts)
 * and the confirmation page's download (src/features/confirmation/stay-calendar-download.ts), so both are the
 * same event: the same UID (./stay-event-uid.ts), and the title and description worded alike in the guest's
 * language (decision 0136). Written by hand: it is a few lines, and no calendar package is installed.
 */
import { stayEventUid } from './stay-event-uid'

export type StayCalendarEvent = {
  reference: string
  /** the hotel's e-mail address: the UID's domain */
  hotelEmail: string
  /** YYYY-MM-DD */
  arrival: string
  departure: string
  /** already in the guest's language */
  summary: string
  location: string
  description: string
  now: Date
}

/** TEXT values escape backslash, semicolon, comma and new lines. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

const octets = new TextEncoder()

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function folded(line: string): string {
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (octets.encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const day = (isoDate: string) => isoDate.replace(/-/g, '')
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function stayCalendarFile(stay: StayCalendarEvent): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking engine//Stay confirmation//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(stayEventUid(stay.reference, stay.hotelEmail))}`,
    `DTSTAMP:${stamp(stay.now)}`,
    `DTSTART;VALUE=DATE:${day(stay.arrival)}`,
    `DTEND;VALUE=DATE:${day(stay.departure)}`,
    `SUMMARY:${text(stay.summary)}`,
    `LOCATION:${text(stay.location)}`,
    `DESCRIPTION:${text(stay.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(folded)
    .join('\r\n')
}
