import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { availabilityCalendarQuery, searchAvailability } from '@/api/availability'
import { errorMessage } from '@/api/api-error'
import type { AvailabilityDays } from '@/api/contract/availability'
import { indexDays, minStayOf, unavailableDays, type AvailabilityDay } from '@/domain/calendar'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { isSameDayBookingBlocked } from '@/domain/same-day'
import { isSearchAllowed } from '@/domain/validation'
import { formatPrice, t } from '@/i18n/i18n'
import {
  getBookingSession,
  searchRequestOf,
  startRoomsAndRates,
  type SearchForm,
} from '@/state/booking-session'
import { localTime, localToday } from '@/ui/clock'
import { DateRangePicker, type DateRange } from '@/ui/date-range-picker'
import { useRouteBookConfig, useRouteProperty } from '@/ui/route-property'
import { RoomsEditor } from './rooms-editor'

/** Search (spec §2 /Book/{propertyCode}): dates, rooms and occupancy, location, promo code. */
export function SearchPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const today = localToday()
  const calendar = useQuery(availabilityCalendarQuery(property.PropertyId, today))
  const days = useMemo(() => indexCalendar(calendar.data, today), [calendar.data, today])

  const previous = getBookingSession().search
  const initial = previous?.propertyCode === property.PropertyCode ? previous : undefined
  const defaultRoom = {
    adults: property.DefaultOccupancyAdult,
    children: property.EnableChildrenSearch ? property.DefaultOccupancyChildren : 0,
    infants: property.EnableInfantSearch ? property.DefaultOccupancyInfant : 0,
  }
  const [dates, setDates] = useState<DateRange>([
    initial?.dateFrom ?? params.get('arrival'),
    initial?.dateTo ?? params.get('departure'),
  ])
  const [rooms, setRooms] = useState(initial?.rooms ?? [defaultRoom])
  const [promoCode, setPromoCode] = useState(initial?.promoCode ?? params.get('promoCode') ?? '')
  const [formError, setFormError] = useState<string | null>(null)
  const maxRooms = Math.max(1, Math.min(config.MaxNumberOfRoomsOnBooking, property.MaxNumberOfRoomsOnBooking))

  const search = useMutation({
    mutationFn: async (form: SearchForm) => {
      const result = await searchAvailability(searchRequestOf(form, property.PropertyId))
      return { form, result }
    },
    onSuccess: ({ form, result }) => {
      startRoomsAndRates(form, result)
      void navigate(`/Book/${property.PropertyCode}/Rooms-And-Rates`)
    },
  })

  const [dateFrom, dateTo] = dates
  const blocked = dateFrom
    ? isSameDayBookingBlocked(
        {
          enabled: config.SameDayBookingRestrictionEnabled,
          hour: config.SameDayBookingRestrictionHour,
          minute: config.SameDayBookingRestrictionMinute,
          message: config.SameDayBookingRestrictionMessage,
        },
        dateFrom,
        { date: today, ...localTime() },
      )
    : false

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setFormError(null)
    if (!dateFrom || !dateTo || nightsBetween(dateFrom, dateTo) < 1) {
      setFormError(t('search.datesRequired'))
      return
    }
    const form: SearchForm = {
      propertyCode: property.PropertyCode,
      dateFrom,
      dateTo,
      rooms,
      promoCode: promoCode.trim(),
      ratePlanCode: params.get('ratePlanCode'),
      locationId: null,
    }
    if (!isSearchAllowed({ propertyId: property.PropertyId, dateFrom, dateTo, rooms }, maxRooms)) {
      setFormError(t('search.maxRoomsReached'))
      return
    }
    if (blocked) return
    search.mutate(form)
  }

  const minStay = dateFrom ? days.minStay(dateFrom) : undefined

  return (
    <Container size="lg" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Title order={1}>{t('search.title')}</Title>
            <Text c="dimmed">{property.PropertyAddress}</Text>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="form"
              onSubmit={submit}
              noValidate
              aria-label={t('search.title')}
            >
              <Stack gap="md">
                <DateRangePicker
                  value={dates}
                  onChange={setDates}
                  today={today}
                  unavailable={days.unavailable}
                  priceOf={(day) => {
                    const price = days.price(day)
                    return price === undefined ? undefined : formatPrice(price, property.Currency)
                  }}
                  minStayOf={days.minStay}
                  error={formError === t('search.datesRequired') ? formError : undefined}
                />
                {minStay && minStay > 1 && config.ShowMinimumLengthOfStayNotification ? (
                  <Text size="sm" c="dimmed">
                    {t('search.minStay', { nights: t('units.nights', { count: minStay }) })}
                  </Text>
                ) : null}
                <RoomsEditor property={property} rooms={rooms} onChange={setRooms} maxRooms={maxRooms} />
                {config.HidePromoCodeOnLandingPage ? null : (
                  <TextInput
                    label={t('search.promoCode')}
                    value={promoCode}
                    onChange={(e) => setPromoCode(e.currentTarget.value)}
                    autoComplete="off"
                    maxLength={50}
                  />
                )}
                {blocked ? (
                  <Alert color="warning" title={t('errors.warningTitle')}>
                    {config.SameDayBookingRestrictionMessage || t('search.noSameDay')}
                  </Alert>
                ) : null}
                {formError && formError !== t('search.datesRequired') ? (
                  <Alert color="negative" role="alert">
                    {formError}
                  </Alert>
                ) : null}
                {search.isError ? (
                  <Alert color="negative" role="alert">
                    {errorMessage(search.error, t('errors.network'))}
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <Button type="submit" size="md" loading={search.isPending} disabled={blocked}>
                    {t('search.submit')}
                  </Button>
                </Group>
              </Stack>
            </Card>
            {config.BookingIncentives.length > 0 ? (
              <Stack gap={4} component="ul" style={{ paddingLeft: '1.2rem' }}>
                {config.BookingIncentives.map((incentive) => (
                  <Text component="li" key={incentive}>
                    {incentive}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {property.PropertyImageUrl ? (
              <Image
                src={property.PropertyImageUrl}
                alt={property.PropertyName}
                radius="md"
                h={260}
                fit="cover"
              />
            ) : null}
            {config.Offers.length > 0 ? (
              <>
                <Title order={2} size="h3">
                  {t('search.offers')}
                </Title>
                {config.Offers.map((offer) => (
                  <Card key={offer.Title} withBorder padding="md">
                    <Text fw={600}>{offer.Title}</Text>
                    <Text size="sm">{offer.Description}</Text>
                    {offer.PromoCode ? (
                      <Button
                        variant="light"
                        size="xs"
                        mt="xs"
                        w="fit-content"
                        onClick={() => setPromoCode(offer.PromoCode ?? '')}
                      >
                        {`${t('search.promoCode')}: ${offer.PromoCode}`}
                      </Button>
                    ) : null}
                  </Card>
                ))}
              </>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

/** The calendar as lookups for the picker: sold-out days, and each day's lowest price and minimum stay. */
function indexCalendar(wire: AvailabilityDays | undefined, today: string) {
  const days: AvailabilityDay[] = (wire ?? []).map((d) => ({
    dateOfStay: d.DateOfStay,
    availableRooms: d.AvailableRooms,
    rates: d.Rates.map((r) => ({
      minLengthOfStay: r.MinLengthOfStay,
      minimumRate: toMinorUnits(r.MinimumRate),
    })),
  }))
  const byDay = indexDays(days)
  return {
    // Before the calendar has loaded nothing is known to be sold out, so nothing is greyed.
    unavailable: wire ? unavailableDays(days, today) : new Set<string>(),
    price: (day: string) => {
      const rates = byDay.get(day)?.rates ?? []
      return rates.length > 0 ? toMajorUnits(Math.min(...rates.map((r) => r.minimumRate))) : undefined
    },
    minStay: (day: string) => (byDay.has(day) ? minStayOf(byDay.get(day)) : undefined),
  }
}
