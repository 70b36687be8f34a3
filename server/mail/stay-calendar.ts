/**
 * The stay as an iCalendar file (RFC 5545) for the confirmation's attachment: one all-day event from arrival to
 * departure (DTEND is exclusive, so it is the departure date itself). Written by hand: it is a few lines, and no
 * calendar package is installed.
 */
import type { PostalAddress } from '@/api/contract/property'
import { stayEventUid } from '@/domain/stay-event-uid'

export type StayEvent = {
  reference: string
  hotelName: string
  address: PostalAddress
  /** YYYY-MM-DD */
  arrival: string
  departure: string
  manageUrl: string
  /** The hotel's e-mail address: the UID's domain, shared with the app's .ics (stayEventUid). */
  hotelEmail: string
  now: Date
}

/** TEXT values escape backslash, semicolon, comma and new lines (RFC 5545 docs/product/search.md#what-is-kept.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (docs/product/search.md#what-is-kept), never inside a character. */
function folded(line: string): string {
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
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

export function stayCalendar(stay: StayEvent): string {
  const a = stay.address
  const where = [a.Line1, a.Line2, a.City, a.County, a.PostCode, a.Country].filter((part) => part).join(', ')
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
    `SUMMARY:${text(`Stay at ${stay.hotelName} (${stay.reference})`)}`,
    `LOCATION:${text(`${stay.hotelName}, ${where}`)}`,
    `DESCRIPTION:${text(`Booking ${stay.reference}. Manage your booking: ${stay.manageUrl}`)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(folded)
    .join('\r\n')
}
