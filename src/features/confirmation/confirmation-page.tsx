import '@/i18n/load-journey'
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Image,
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
import { PaymentType } from '@/domain/payment'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { reservationConfirmationQuery } from '@/api/reservation'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'
import { resetBookingSession } from '@/state/booking-session'
import { stayFromConfirmation } from '@/storage/stays'
import { clearCampaign, releasePurchase } from '@/analytics/analytics'
import { useKeepStay } from '@/stay-change/keep-stay'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { stayCalendarFile } from './calendar-file'

/**
 * The confirmation (spec §1, §2): the reference, the stay as booked, what was paid and how, and what the guest
 * can do next — book a table, manage the booking, add extras, print (a print stylesheet leaves only the
 * booking), add the stay to a calendar, book another room, or go back to the hotel's website.
 */
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
    // A booking paid on PayStack's page is counted now that it is confirmed (with its campaign, cleared next).
    releasePurchase(confirmationToken)
    clearCampaign()
  }, [confirmation.data, confirmationToken])
  // A copy for "My stays", readable with no network (the account's, when booked logged in).
  useKeepStay(confirmation.data ? stayFromConfirmation(confirmation.data) : null)

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
    <Container size="md" py="lg" className="confirmation">
      <Stack gap="lg">
        <div className="print-only">
          <Text fw={700} size="lg">
            {c.PropertyName}
          </Text>
          <Text size="sm">{c.PropertyAddress}</Text>
          <Text size="sm">{`${c.PropertyTelephone} · ${c.PropertyEmail}`}</Text>
        </div>
        <Stack gap={4}>
          <Title order={1}>{t('confirmation.title')}</Title>
          <Text size="lg">
            {t('confirmation.reference')}:{' '}
            <strong data-testid="booking-reference">{c.ReferenceNumber}</strong>
          </Text>
          <Text>{t('confirmation.sentTo', { email: c.Booker.Email })}</Text>
        </Stack>

        <Group
          gap="sm"
          className="no-print confirmation-actions"
          component="nav"
          aria-label={t('confirmation.nextSteps')}
        >
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
          <Button component={Link} to={`${manageLink}?action=extras`} variant="light">
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

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="stay-title">
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
              <Stack key={room.ReservationItemId} gap={2} data-testid={`confirmed-room-${i + 1}`}>
                <Divider />
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    {room.RoomImageUrl ? (
                      <Image src={room.RoomImageUrl} alt="" w={72} h={48} radius="sm" className="no-print" />
                    ) : null}
                    <Stack gap={2}>
                      <Text fw={600}>{`${t('search.room', { number: i + 1 })}: ${room.RoomTypeName}`}</Text>
                      <Text size="sm">{room.RatePlanName}</Text>
                    </Stack>
                  </Group>
                  <Text>{money(room.TotalCost)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {`${room.LeadGuest.FirstName} ${room.LeadGuest.LastName} · ${describeOccupancy({ adults: room.NumberOfAdults, children: room.NumberOfChildren, infants: room.NumberOfInfants })}`}
                  {room.RoomConfigurationName ? ` · ${room.RoomConfigurationName}` : ''}
                </Text>
                {room.Services.map((s) => (
                  <Text key={s.ServiceId} size="sm" c="dimmed">
                    {t('confirmation.extraLine', {
                      name: s.ServiceName,
                      quantity: s.Quantity,
                      amount: money(s.TotalCost),
                    })}
                  </Text>
                ))}
                <Text size="sm" c="dimmed">
                  {room.CancellationPolicy}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="totals-title">
          <Title order={2} size="h3" id="totals-title" mb="sm">
            {t('confirmation.payment')}
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
                <Text>{t('checkout.voucherDiscount', { code: c.HopGiftVoucherCode ?? '' })}</Text>
                <Text ta="right" data-testid="booking-discount">
                  −{money(c.Totals.Discount)}
                </Text>
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
            <Text ta="right" data-testid="booking-paid">
              {money(c.Totals.PaidNow)}
            </Text>
            {c.Totals.Outstanding > 0 ? (
              <>
                <Text>{t('checkout.payLater')}</Text>
                <Text ta="right">{money(c.Totals.Outstanding)}</Text>
              </>
            ) : null}
          </SimpleGrid>
          <Stack gap={2} mt="sm">
            <Text size="sm">{paymentText(c)}</Text>
            {c.PromoCode ? (
              <Text size="sm" c="dimmed">
                {t('confirmation.promoCode', { code: c.PromoCode })}
              </Text>
            ) : null}
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="booker-title">
          <Title order={2} size="h3" id="booker-title" mb="sm">
            {t('confirmation.booker')}
          </Title>
          <Text>{`${c.Booker.FirstName} ${c.Booker.LastName}`}</Text>
          <Text size="sm">{`${c.Booker.Email} · ${c.Booker.Phone}`}</Text>
          <Text size="sm">
            {[c.Booker.Street, c.Booker.City, c.Booker.ZipCode, c.Booker.CountryName]
              .filter(Boolean)
              .join(', ')}
          </Text>
          {c.Notes ? (
            <Text size="sm" mt="xs">
              {t('confirmation.requests', { text: c.Notes })}
            </Text>
          ) : null}
          {c.Comment ? <Text size="sm">{t('confirmation.comment', { text: c.Comment })}</Text> : null}
        </Card>

        <Text size="sm">
          {c.PropertyTelephone} · <Anchor href={`mailto:${c.PropertyEmail}`}>{c.PropertyEmail}</Anchor>
        </Text>
      </Stack>
    </Container>
  )
}

/** How the booking is paid, in the guest's words. */
function paymentText(c: ReservationConfirmation): string {
  switch (c.PaymentType) {
    case PaymentType.PayByCard:
    case PaymentType.StoreCard:
      return c.CardBrand && c.CardLastFour
        ? t(c.PaymentType === PaymentType.PayByCard ? 'confirmation.paidByCard' : 'confirmation.cardHeld', {
            card: `${c.CardBrand} •••• ${c.CardLastFour}`,
          })
        : t('confirmation.byCard')
    case PaymentType.PayByCompanyInvoice:
      return t('confirmation.companyInvoice', { company: c.CompanyName ?? '', po: c.PONumber ?? '' })
    case PaymentType.PayByIndividualInvoice:
      return t('confirmation.invoice')
    case PaymentType.PayByPayStack:
      return t('confirmation.payStack')
    case PaymentType.PayByVoucher:
      return t('confirmation.voucher', { code: c.HopGiftVoucherCode ?? '' })
  }
}

function downloadCalendar(c: ReservationConfirmation): void {
  const file = stayCalendarFile(
    {
      reference: c.ReferenceNumber,
      propertyName: c.PropertyName,
      propertyAddress: c.PropertyAddress,
      dateFrom: c.DateFrom,
      dateTo: c.DateTo,
      description: t('confirmation.calendarDescription', {
        reference: c.ReferenceNumber,
        telephone: c.PropertyTelephone,
        email: c.PropertyEmail,
      }),
    },
    new Date(),
  )
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `booking-${c.ReferenceNumber}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the browser has taken the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
