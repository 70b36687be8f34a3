import { describe, expect, it } from 'vitest'
import { stayEventUid } from '@/domain/stay-event-uid'
import { stayCalendarFile } from '@/domain/stay-calendar'
import { stayCalendar } from '../../server/mail/stay-calendar'

describe('one calendar event per stay (decision 0118)', () => {
  it('is the reference at the hotel’s mail domain, with a stand-in when the hotel has none', () => {
    expect(stayEventUid('HB1', 'stay@harbour.example')).toBe('HB1@harbour.example')
    expect(stayEventUid('HB1', '')).toBe('HB1@booking-engine.invalid')
  })

  it('is the same in the confirmation page’s .ics and the confirmation mail’s', () => {
    const stay = { arrival: '2027-02-01', departure: '2027-02-03', reference: 'HB1' }
    const page = stayCalendarFile({
      ...stay,
      hotelEmail: 'stay@harbour.example',
      summary: '',
      location: '',
      description: '',
      now: new Date('2027-01-04T10:00:00Z'),
    })
    const mail = stayCalendar({
      ...stay,
      hotelName: 'Harbour House Hotel',
      address: {
        Line1: '1 Quay',
        Line2: null,
        City: 'Falmouth',
        County: null,
        PostCode: 'TR11',
        Country: 'UK',
      },
      manageUrl: 'https://book.example/Manage/HARBOUR',
      hotelEmail: 'stay@harbour.example',
      now: new Date('2027-01-04T10:00:00Z'),
    })
    const uid = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1]
    expect(uid(page)).toBe('HB1@harbour.example')
    expect(uid(mail)).toBe(uid(page))
  })
})
