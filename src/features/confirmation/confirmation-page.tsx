import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { reservationConfirmationQuery } from '@/api/reservation'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'
import { resetBookingSession } from '@/state/booking-session'
import { saveStay, stayFromConfirmation } from '@/storage/stays'
import { CAMPAIGN_KEY } from '@/ui/analytics'
import { useRouteBookConfig, useRouteProperty } from '@/ui/route-property'
import { stayCalendarFile } from './calendar-file'

/** The confirmation: reference, the stay as booked, totals, and what the guest can do next (spec §1). */
export function ConfirmationPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const { confirmationToken = '' } = useParams()
  const confirmation = useQuery({
    ...reservationConfirmationQuery(property.PropertyId, confirmationToken),
    enabled: confirmationToken !== '',
  })

  // The booking is done: the basket and the campaign that led to it are spent (spec §9).
  useEffect(() => {
    if (!confirmation.data) return
    resetBookingSession()
    // A copy for "My stays", readable with no network.
    void saveStay(stayFromConfirmation(confirmation.data)).catch((error: unknown) =>
      console.warn('Could not keep the booking on this device:', error),
    )
    try {
      localStorage.removeItem(CAMPAIGN_KEY)
    } catch {
      // storage may be unavailable (private mode); nothing to clear then
    }
  }, [confirmation.data])

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

  const c = confirmation.data
  const money = (major: number) => formatPrice(major, c.Currency)
  const manageLink = `/Manage/${c.PropertyCode}/Reservation/${encodeURIComponent(c.ReferenceNumber)}/${encodeURIComponent(c.Code)}`

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('confirmation.title')}</Title>
          <Text size="lg">
            {t('confirmation.reference')}:{' '}
            <strong data-testid="booking-reference">{c.ReferenceNumber}</strong>
          </Text>
          <Text>{t('confirmation.sentTo', { email: c.Booker.Email })}</Text>
        </Stack>

        <Group gap="sm" className="no-print">
          {config.RestaurantBookingServiceActive ? (
            <Button
              component={Link}
              to={`/Restaurant/${c.PropertyCode}/${confirmationToken}`}
              variant="light"
            >
              {t('confirmation.bookTable')}
            </Button>
          ) : null}
          <Button component={Link} to={manageLink} variant="light">
            {t('confirmation.manageBooking')}
          </Button>
          <Button component={Link} to={manageLink} variant="light">
            {t('confirmation.addExtras')}
          </Button>
          <Button variant="light" onClick={() => window.print()}>
            {t('confirmation.print')}
          </Button>
          <Button variant="light" onClick={() => downloadCalendar(c)}>
            {t('confirmation.addToCalendar')}
          </Button>
          <Button component={Link} to={`/Book/${c.PropertyCode}`} variant="light">
            {t('confirmation.bookAnother')}
          </Button>
          {c.WebsiteUrl ? (
            <Button component="a" href={c.WebsiteUrl} variant="subtle">
              {t('confirmation.backToWebsite')}
            </Button>
          ) : null}
        </Group>

        <Card withBorder padding="lg" component="section" aria-labelledby="stay-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="stay-title">
              {t('confirmation.stay')}
            </Title>
            <Text fw={600}>{c.PropertyName}</Text>
            <Text size="sm">{c.PropertyAddress}</Text>
            <Text>
              {formatDay(c.DateFrom, 'long')} – {formatDay(c.DateTo, 'long')} ·{' '}
              {t('units.nights', { count: c.Nights })}
            </Text>
            {c.Rooms.map((room, i) => (
              <Stack key={room.ReservationItemId} gap={2}>
                <Divider />
                <Group justify="space-between">
                  <Text fw={600}>{`${t('search.room', { number: i + 1 })}: ${room.RoomTypeName}`}</Text>
                  <Text>{money(room.TotalCost)}</Text>
                </Group>
                <Text size="sm">{room.RatePlanName}</Text>
                <Text size="sm" c="dimmed">
                  {`${room.LeadGuest.FirstName} ${room.LeadGuest.LastName} · ${describeOccupancy({ adults: room.NumberOfAdults, children: room.NumberOfChildren, infants: room.NumberOfInfants })}`}
                  {room.RoomConfigurationName ? ` · ${room.RoomConfigurationName}` : ''}
                </Text>
                {room.Services.map((s) => (
                  <Text key={s.ServiceId} size="sm" c="dimmed">
                    + {s.ServiceName} × {s.Quantity} ({money(s.TotalCost)})
                  </Text>
                ))}
                <Text size="sm" c="dimmed">
                  {room.CancellationPolicy}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="totals-title">
          <Title order={2} size="h3" id="totals-title" mb="sm">
            {t('checkout.total')}
          </Title>
          <SimpleGrid cols={2} spacing={4}>
            <Text>{t('checkout.accommodation')}</Text>
            <Text ta="right">{money(c.Totals.Accommodation)}</Text>
            {c.Totals.Services > 0 ? (
              <>
                <Text>{t('checkout.extras')}</Text>
                <Text ta="right">{money(c.Totals.Services)}</Text>
              </>
            ) : null}
            {c.Totals.Discount > 0 ? (
              <>
                <Text>{t('checkout.discount')}</Text>
                <Text ta="right">−{money(c.Totals.Discount)}</Text>
              </>
            ) : null}
            {c.Totals.VisitorLevy > 0 ? (
              <>
                <Text>{t('checkout.visitorLevy')}</Text>
                <Text ta="right">{money(c.Totals.VisitorLevy)}</Text>
              </>
            ) : null}
            <Text>{c.Totals.VatIncluded ? t('checkout.vatIncluded') : t('checkout.vatAdded')}</Text>
            <Text ta="right">{money(c.Totals.Vat)}</Text>
            <Text fw={700}>{t('checkout.total')}</Text>
            <Text fw={700} ta="right" data-testid="booking-total">
              {money(c.Totals.Total)}
            </Text>
            <Text>{t('confirmation.paidNow')}</Text>
            <Text ta="right">{money(c.Totals.PaidNow)}</Text>
            {c.Totals.Outstanding > 0 ? (
              <>
                <Text>{t('checkout.payLater')}</Text>
                <Text ta="right">{money(c.Totals.Outstanding)}</Text>
              </>
            ) : null}
          </SimpleGrid>
          {c.CardBrand && c.CardLastFour ? (
            <Text size="sm" c="dimmed" mt="sm">
              {`${c.CardBrand} •••• ${c.CardLastFour}`}
            </Text>
          ) : null}
        </Card>
        <Text size="sm">
          {c.PropertyTelephone} · <Anchor href={`mailto:${c.PropertyEmail}`}>{c.PropertyEmail}</Anchor>
        </Text>
      </Stack>
    </Container>
  )
}

function downloadCalendar(c: ReservationConfirmation): void {
  const file = stayCalendarFile(
    {
      reference: c.ReferenceNumber,
      propertyName: c.PropertyName,
      propertyAddress: c.PropertyAddress,
      dateFrom: c.DateFrom,
      dateTo: c.DateTo,
      description: `Booking reference ${c.ReferenceNumber}. ${c.PropertyTelephone} ${c.PropertyEmail}`,
    },
    new Date(),
  )
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `booking-${c.ReferenceNumber}.ics`
  link.click()
  URL.revokeObjectURL(url)
}
