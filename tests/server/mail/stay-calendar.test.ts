import { describe, expect, it } from 'vitest'
import { stayCalendar } from '../../../server/mail/stay-calendar'
import { icsProperties } from './ics-lines'

describe('the stay as an .ics file', () => {
  const ics = stayCalendar({
    reference: 'HB123456',
    hotelName: 'Hôtel des Falaises; Côte, Ouest',
    address: {
      Line1: '1 Quay',
      Line2: null,
      City: 'Falmouth',
      County: null,
      PostCode: 'TR11 1AA',
      Country: 'UK',
    },
    arrival: '2027-02-01',
    departure: '2027-02-03',
    manageUrl: `https://book.example/Manage/HARBOUR/Reservation/HB123456/${'x'.repeat(90)}`,
    hotelEmail: 'stay@harbour.example',
    now: new Date('2027-01-04T10:00:00Z'),
  })

  it('is one all-day event from arrival to the departure date, with escaped text', () => {
    const { props } = icsProperties(ics)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(props.get('DTSTART;VALUE=DATE')).toBe('20270201')
    expect(props.get('DTEND;VALUE=DATE')).toBe('20270203')
    expect(props.get('DTSTAMP')).toBe('20270104T100000Z')
    expect(props.get('UID')).toBe('HB123456@harbour.example')
    expect(props.get('SUMMARY')).toBe('Stay at Hôtel des Falaises\\; Côte\\, Ouest (HB123456)')
    expect(props.get('DESCRIPTION')).toContain(`HB123456/${'x'.repeat(90)}`)
  })

  it('folds every line at 75 octets without splitting a character', () => {
    const { lines } = icsProperties(ics)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(lines.some((l) => l.startsWith(' '))).toBe(true)
  })
})
