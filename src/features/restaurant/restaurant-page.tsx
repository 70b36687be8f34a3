import { Alert, Button, Container, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { reservationConfirmationQuery } from '@/api/reservation'
import { restaurantsQuery } from '@/api/restaurant'
import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { PageLoader } from '@/ui/page-loader'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { guestStayFromConfirmation } from './guest-stay'
import { RestaurantBooking } from './restaurant-booking'

/**
 * Book a table (docs/product/restaurant-and-contact.md#steps, route /Restaurant/{propertyCode}/{confirmationToken?}). From a booking confirmation the
 * guest's stay fills in the name, e-mail, phone, the first evening and the party; on its own it starts empty.
 */
export function RestaurantPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const { confirmationToken } = useParams()
  const active = config.RestaurantBookingServiceActive
  const restaurants = useQuery({ ...restaurantsQuery(property.PropertyId), enabled: active })
  const stay = useQuery({
    ...reservationConfirmationQuery(property.PropertyId, confirmationToken ?? ''),
    enabled: active && !!confirmationToken,
  })

  if (!active || (restaurants.data && restaurants.data.length === 0)) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('restaurant.title')}</Title>
          <Alert color="info" variant="light">
            {t('restaurant.notOnline')}
          </Alert>
          <HotelContactLine lead={t('restaurant.callUs')} />
        </Stack>
      </Container>
    )
  }
  if (restaurants.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('restaurant.title')}</Title>
          <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
            {t('errors.network')}
          </Alert>
          <Button onClick={() => void restaurants.refetch()} loading={restaurants.isFetching}>
            {t('errors.tryAgain')}
          </Button>
        </Stack>
      </Container>
    )
  }
  // A token that does not load (mistyped, or another hotel's) still lets the guest book: just without the stay.
  if (restaurants.isPending || (confirmationToken && stay.isPending)) return <PageLoader />

  const guestStay = stay.data
    ? guestStayFromConfirmation(
        stay.data,
        `/Book/${property.PropertyCode}/Confirmation/${confirmationToken ?? ''}`,
      )
    : null

  return (
    <RestaurantBooking
      restaurants={restaurants.data}
      defaultRestaurantId={config.RestaurantBookingDefaultRestaurant}
      stay={guestStay}
    />
  )
}
