import '@/i18n/load-journey'
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { Navigate, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { ConfirmationNextSteps } from './confirmation-next-steps'
import { mapLink } from '@/domain/map-link'
import { ConfirmedArrivalCard } from './confirmed-arrival-card'
import { ConfirmedBookerCard } from './confirmed-booker-card'
import { ConfirmedPaymentCard } from './confirmed-payment-card'
import { ConfirmedStayCard } from './confirmed-stay-card'
import { useConfirmedBooking } from './use-confirmed-booking'

/**
 * The confirmation (docs/product/booking.md#what-the-guest-can-do, docs/product/booking.md#screens): the reference, the stay as booked, what was paid and how, and what the guest
 * can do next — manage the booking (the one primary step), book a table, add extras, print (a print stylesheet leaves only the
 * booking), add the stay to a calendar, book another room, or go back to the hotel's website; when to
 * arrive and leave, and directions to the hotel (decision 0139).
 */
export function ConfirmationPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const confirmation = useConfirmedBooking(confirmationToken)

  if (!confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  if (confirmation.isPending) return <Loader m="xl" aria-label={t('app.loading')} />
  if (confirmation.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
          {errorMessage(confirmation.error, t('errors.error'))}
        </Alert>
      </Container>
    )
  }

  const booking = confirmation.data
  return (
    <Container size="md" py="lg" className="confirmation">
      <Stack gap="lg">
        <div className="print-only">
          <Text fw={700} size="lg">
            {booking.PropertyName}
          </Text>
          <Text size="sm">{booking.PropertyAddress}</Text>
          <Text size="sm">{`${booking.PropertyTelephone} · ${booking.PropertyEmail}`}</Text>
        </div>
        <Stack gap={4}>
          <Title order={1}>{t('confirmation.title')}</Title>
          <Text size="lg">
            {t('confirmation.reference')}:{' '}
            <strong data-testid="booking-reference">{booking.ReferenceNumber}</strong>
          </Text>
          <Text>{t('confirmation.sentTo', { email: booking.Booker.Email })}</Text>
        </Stack>

        <ConfirmationNextSteps confirmation={booking} confirmationToken={confirmationToken} />
        <ConfirmedStayCard confirmation={booking} />
        <ConfirmedArrivalCard
          property={property}
          mapUrl={property.MapUrl ?? mapLink({ address: property.Address })}
          oneLine={booking.PropertyAddress}
        />
        <ConfirmedPaymentCard confirmation={booking} />
        <ConfirmedBookerCard confirmation={booking} />

        <Text size="sm">
          {booking.PropertyTelephone} ·{' '}
          <Anchor href={`mailto:${booking.PropertyEmail}`}>{booking.PropertyEmail}</Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
