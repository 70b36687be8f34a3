import type { ReservationConfirmation } from '@/api/contract/reservation'
import { DEFAULT_CHECK_IN, DEFAULT_CHECK_OUT, type HotelTimes } from '@/domain/hotel-times'
import { formatClock } from '@/domain/policy-text'
import { stayCalendarFile } from '@/domain/stay-calendar'
import { currentLocale, t } from '@/i18n/i18n'

/** What the event is made of. */
export type CalendarStay = Pick<
  ReservationConfirmation,
  | 'ReferenceNumber'
  | 'Code'
  | 'PropertyCode'
  | 'PropertyName'
  | 'PropertyAddress'
  | 'PropertyEmail'
  | 'DateFrom'
  | 'DateTo'
>

/** The manage-booking link as the confirmation mail gives it, on this app's own address. */
function manageUrl(confirmation: CalendarStay): string {
  const path = `Manage/${confirmation.PropertyCode}/Reservation/${encodeURIComponent(confirmation.ReferenceNumber)}/${encodeURIComponent(confirmation.Code)}`
  return new URL(`${import.meta.env.BASE_URL}${path}`, window.location.origin).href
}

/**
 * Hands the browser the stay as an .ics download named after the booking reference: the confirmation mail's
 * event (one writer, the same UID), its title and description in the guest's language (decision 0136).
 */
export function downloadStayCalendar(confirmation: CalendarStay, times: HotelTimes): void {
  const file = stayCalendarOf(confirmation, new Date(), times)
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `booking-${confirmation.ReferenceNumber}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the browser has taken the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The stay's .ics in the app's language, with the hotel's check-in and check-out times (decision 0143). */
export function stayCalendarOf(
  confirmation: CalendarStay,
  now: Date,
  times: HotelTimes = { checkIn: DEFAULT_CHECK_IN, checkOut: DEFAULT_CHECK_OUT },
): string {
  const reference = confirmation.ReferenceNumber
  const clock = (time: HotelTimes['checkIn']) => formatClock(time, currentLocale())
  const when = t('confirmation.calendarTimes', {
    checkIn: clock(times.checkIn),
    checkOut: clock(times.checkOut),
  })
  return stayCalendarFile({
    reference,
    hotelEmail: confirmation.PropertyEmail,
    arrival: confirmation.DateFrom,
    departure: confirmation.DateTo,
    summary: t('confirmation.calendarSummary', { hotel: confirmation.PropertyName, reference }),
    location: `${confirmation.PropertyName}, ${confirmation.PropertyAddress}`,
    description: `${when} ${t('confirmation.calendarDescription', { reference, url: manageUrl(confirmation) })}`,
    now,
  })
}
