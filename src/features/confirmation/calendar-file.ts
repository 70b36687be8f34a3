import { stayEventUid } from '@/domain/stay-event-uid'

// An iCalendar (.ics) file for the stay, so the guest can add it to any calendar app. All-day event from
// arrival to departure (DTEND is exclusive in iCalendar, which is exactly the departure day).

type Stay = {
  reference: string
  propertyName: string
  propertyAddress: string
  dateFrom: string
  dateTo: string
  description: string
  /** the hotel's e-mail address: the UID's domain, as the confirmation mail's .ics has it */
  propertyEmail: string
}

const escape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
const day = (iso: string) => iso.replaceAll('-', '')

export function stayCalendarFile(stay: Stay, stamp: Date): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harbour booking engine//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escape(stayEventUid(stay.reference, stay.propertyEmail))}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${day(stay.dateFrom)}`,
    `DTEND;VALUE=DATE:${day(stay.dateTo)}`,
    `SUMMARY:${escape(`Stay at ${stay.propertyName}`)}`,
    `LOCATION:${escape(stay.propertyAddress)}`,
    `DESCRIPTION:${escape(stay.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
