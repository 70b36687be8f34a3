import { describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import { withLocale } from '@/i18n/i18n'
import { LOCALES } from '@/i18n/locales'
import { stayCalendarOf } from '@/features/confirmation/stay-calendar-download'
import { mailWords } from '../../../server/mail/mail-words'
import { stayCalendar } from '../../../server/mail/stay-calendar'
import { icsProperties } from '../../server/mail/ics-lines'

// The confirmation page's .ics is the confirmation mail's event (decision 0136): the same UID, and its title and
// description in the guest's language, worded as the mail's are in that language.
const stay = {
  ReferenceNumber: 'HB123456',
  Code: 'c0de',
  PropertyCode: 'HARBOUR',
  PropertyName: 'Harbour House Hotel',
  PropertyAddress: '1 Quay, Falmouth',
  PropertyEmail: 'stay@harbour.example',
  DateFrom: '2027-02-01',
  DateTo: '2027-02-03',
}
const now = new Date('2027-01-04T10:00:00Z')

describe('the confirmation page’s .ics', () => {
  it.each(LOCALES)('in %s has the mail’s UID, title and description', (locale) => {
    const page = icsProperties(withLocale(locale, () => stayCalendarOf(stay, now))).props
    const mail = icsProperties(
      stayCalendar({
        reference: stay.ReferenceNumber,
        hotelName: stay.PropertyName,
        address: { Line1: '1 Quay', Line2: null, City: 'Falmouth', County: null, PostCode: '', Country: '' },
        arrival: stay.DateFrom,
        departure: stay.DateTo,
        manageUrl: `${window.location.origin}/Manage/HARBOUR/Reservation/HB123456/c0de`,
        hotelEmail: stay.PropertyEmail,
        now,
        words: mailWords(locale),
      }),
    ).props
    for (const name of ['UID', 'SUMMARY', 'DESCRIPTION', 'DTSTART;VALUE=DATE', 'DTEND;VALUE=DATE'])
      expect(page.get(name), name).toBe(mail.get(name))
    expect(page.get('SUMMARY')).toContain('Harbour House Hotel (HB123456)')
  })

  it('is in the guest’s language, escaped for iCalendar and folded at 75 octets', () => {
    const ics = withLocale('ar', () => stayCalendarOf({ ...stay, PropertyName: 'فندق; الميناء' }, now))
    const { props, lines } = icsProperties(ics)
    expect(props.get('SUMMARY')).toBe('الإقامة في فندق\\; الميناء (HB123456)')
    expect(props.get('LOCATION')).toBe('فندق\\; الميناء\\, 1 Quay\\, Falmouth')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})
