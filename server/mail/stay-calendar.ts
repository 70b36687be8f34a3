/**
 * The stay's .ics for the confirmation mail's attachment, in the booking's language: the one writer the app's
 * download uses too (src/domain/stay-calendar.ts), so the mail's event and the page's are the same.
 */
import type { PostalAddress } from '@/api/contract/property'
import { DEFAULT_CHECK_IN, DEFAULT_CHECK_OUT, type HotelTimes } from '@/domain/hotel-times'
import { formatClock } from '@/domain/policy-text'
import { stayCalendarFile } from '@/domain/stay-calendar'
import { mailWords, type MailWords } from './mail-words'

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
  /** The hotel's check-in and check-out times, said in the description (decision 0143); 14:00 and 11:00 if not given. */
  times?: HotelTimes
  now: Date
  /** The booking's language (decision 0122); en-GB when not given. */
  words?: MailWords
}

export function stayCalendar(stay: StayEvent): string {
  const a = stay.address
  const w = stay.words ?? mailWords('en-GB')
  const where = [a.Line1, a.Line2, a.City, a.County, a.PostCode, a.Country].filter((part) => part).join(', ')
  return stayCalendarFile({
    reference: stay.reference,
    hotelEmail: stay.hotelEmail,
    arrival: stay.arrival,
    departure: stay.departure,
    summary: w.t('ics.summary', { hotel: stay.hotelName, reference: stay.reference }),
    location: `${stay.hotelName}, ${where}`,
    description: `${w.t('ics.times', {
      checkIn: formatClock(stay.times?.checkIn ?? DEFAULT_CHECK_IN, w.language),
      checkOut: formatClock(stay.times?.checkOut ?? DEFAULT_CHECK_OUT, w.language),
    })} ${w.t('ics.description', { reference: stay.reference, url: stay.manageUrl })}`,
    now: stay.now,
  })
}
