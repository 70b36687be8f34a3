import { describe, expect, it } from 'vitest'
import { stayCalendarFile } from '@/features/confirmation/calendar-file'

describe('add to calendar (.ics)', () => {
  it('is an all-day event from arrival to departure, escaped for iCalendar', () => {
    const file = stayCalendarFile(
      {
        reference: 'HH-1234',
        propertyName: 'Harbour House Hotel',
        propertyAddress: '1 Quay Street, Falmouth',
        dateFrom: '2027-03-02',
        dateTo: '2027-03-04',
        description: 'Booking reference HH-1234; see you soon',
        propertyEmail: 'stay@harbour.example',
      },
      new Date('2026-11-21T10:00:00Z'),
    )
    const lines = file.split('\r\n')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270302')
    expect(lines).toContain('DTEND;VALUE=DATE:20270304')
    expect(lines).toContain('LOCATION:1 Quay Street\\, Falmouth')
    expect(lines).toContain('DESCRIPTION:Booking reference HH-1234\\; see you soon')
    expect(lines).toContain('DTSTAMP:20261121T100000Z')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    // The confirmation mail's .ics has the same UID: one event, however often it is added (decision 0118).
    expect(lines).toContain('UID:HH-1234@harbour.example')
  })
})
