import { Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { t } from '@/i18n/i18n'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { hotelTimesOf } from '@/domain/hotel-times'
import { downloadStayCalendar } from './stay-calendar-download'

/**
 * What the guest can do next; left out of the printout. One primary step, managing the booking (decision 0139):
 * the rest are secondary, quieter buttons.
 */
export function ConfirmationNextSteps({
  confirmation,
  confirmationToken,
}: {
  confirmation: ReservationConfirmation
  confirmationToken: string
}) {
  const config = useRouteBookConfig()
  const property = useRouteProperty()
  const propertyCode = confirmation.PropertyCode
  const manageLink = `/Manage/${propertyCode}/Reservation/${encodeURIComponent(confirmation.ReferenceNumber)}/${encodeURIComponent(confirmation.Code)}`
  return (
    <Group
      gap="sm"
      className="no-print confirmation-actions"
      component="nav"
      aria-label={t('confirmation.nextSteps')}
    >
      <Button component={Link} to={manageLink} variant="filled">
        {t('confirmation.manageBooking')}
      </Button>
      {config.RestaurantBookingServiceActive ? (
        <Button component={Link} to={`/Restaurant/${propertyCode}/${confirmationToken}`} variant="default">
          {t('confirmation.bookTable')}
        </Button>
      ) : null}
      <Button component={Link} to={`${manageLink}?action=extras`} variant="default">
        {t('confirmation.addExtras')}
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        {t('confirmation.print')}
      </Button>
      <Button variant="default" onClick={() => downloadStayCalendar(confirmation, hotelTimesOf(property))}>
        {t('confirmation.addToCalendar')}
      </Button>
      <Button component={Link} to={`/Book/${propertyCode}`} variant="default">
        {t('confirmation.bookAnother')}
      </Button>
      {confirmation.WebsiteUrl ? (
        <Button component="a" href={confirmation.WebsiteUrl} variant="subtle">
          {t('confirmation.backToWebsite')}
        </Button>
      ) : null}
    </Group>
  )
}
