import type { ReservationConfirmation } from '@/api/contract/reservation'
import { t } from '@/i18n/i18n'
import { stayCalendarFile } from './calendar-file'

/** Hands the browser the stay as an .ics download named after the booking reference. */
export function downloadStayCalendar(confirmation: ReservationConfirmation): void {
  const file = stayCalendarFile(
    {
      reference: confirmation.ReferenceNumber,
      propertyName: confirmation.PropertyName,
      propertyAddress: confirmation.PropertyAddress,
      dateFrom: confirmation.DateFrom,
      dateTo: confirmation.DateTo,
      propertyEmail: confirmation.PropertyEmail,
      description: t('confirmation.calendarDescription', {
        reference: confirmation.ReferenceNumber,
        telephone: confirmation.PropertyTelephone,
        email: confirmation.PropertyEmail,
      }),
    },
    new Date(),
  )
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
