import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { availabilityCalendarQuery, checkPromoCode, searchAvailability } from '@/api/availability'
import { errorMessage } from '@/api/api-error'
import type { AvailabilityDays } from '@/api/contract/availability'
import {
  earliestDeparture,
  indexDays,
  minStayOf,
  minStayShortfall,
  unavailableDays,
  type AvailabilityDay,
} from '@/domain/calendar'
import { nightsBetween } from '@/domain/dates'
import { toMinorUnits } from '@/domain/money'
import { defaultRoomOccupancy, type Occupancy } from '@/domain/occupancy'
import { isSameDayBookingBlocked, sameDayRestrictionOf } from '@/domain/same-day'
import { isSearchAllowed } from '@/domain/validation'
import { formatDay, t } from '@/i18n/i18n'
import {
  searchFromQuery,
  searchQueryOf,
  searchRequestOf,
  type SearchForm,
} from '@/api/contract/search-address'
import { localTime, localToday } from '@/device/clock'
import { ConversionNote, CurrencySelect, useMoney } from '@/ui/currency-display'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { PromoCodeField, type PromoCheck } from './promo-code-field'
import { RoomsEditor } from './rooms-editor'

/**
 * Search (spec §2 /Book/{propertyCode}): dates on the availability calendar, rooms and who stays in each,
 * location, promo code, the rate plan code a link may carry, offers and incentives, the same-day cut-off.
 * The form is plain state rather than react-hook-form: a handful of custom controls, and the page paints
 * without the form library (decision 0020). The address carries the search, so "change search" and the
 * back button bring it back filled.
 */
export function SearchPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const today = localToday()
  const money = useMoney(property)
  const maxRooms = Math.max(1, Math.min(config.MaxNumberOfRoomsOnBooking, property.MaxNumberOfRoomsOnBooking))
  const [initial] = useState(() => searchFromQuery(params))
  const defaultRoom = defaultRoomOccupancy(property)

  const [dates, setDates] = useState<DateRange>([initial.dateFrom, initial.dateTo])
  const [rooms, setRooms] = useState<Occupancy[]>(initial.rooms?.slice(0, maxRooms) ?? [defaultRoom])
  const [promoCode, setPromoCode] = useState(initial.promoCode)
  const [locationId, setLocationId] = useState<number | null>(
    config.Locations.some((l) => l.LocationId === initial.locationId) ? initial.locationId : null,
  )
  const [formError, setFormError] = useState<'dates' | 'rooms' | null>(null)
  const [ratePlanCode, setRatePlanCode] = useState(initial.ratePlanCode)

  const promoCheck = useMutation({
    mutationFn: async (code: string): Promise<PromoCheck> => {
      const answer = await checkPromoCode(property.PropertyId, code)
      return { code, valid: answer.IsValid, message: answer.Message }
    },
  })
  const checked = promoCheck.data?.code === promoCode.trim() ? promoCheck.data : null
  const applyPromoCode = (code: string) => {
    setPromoCode(code)
    if (code.trim()) promoCheck.mutate(code.trim())
  }

  // The 36-month calendar is a big answer: it is fetched when the guest opens the dates, or a few seconds
  // after the page has painted (spec §9 computes it 3 s after load), never on the critical path. Dates that
  // came in the address want it at once: it says whether they meet the arrival's minimum stay.
  const queryClient = useQueryClient()
  const [calendarWanted, setCalendarWanted] = useState(
    () => initial.dateFrom !== null && initial.dateTo !== null,
  )
  useEffect(() => {
    const timer = window.setTimeout(() => setCalendarWanted(true), 3000)
    return () => window.clearTimeout(timer)
  }, [])
  const calendar = useQuery({
    ...availabilityCalendarQuery(property.PropertyId, today),
    enabled: calendarWanted,
  })
  const days = useMemo(() => indexCalendar(calendar.data, today), [calendar.data, today])
  const [checking, setChecking] = useState(false)
  // Refused dates take the focus: on a phone their message is otherwise off screen, above the Search button.
  const datesField = useRef<HTMLButtonElement>(null)
  const focusDates = () => window.setTimeout(() => datesField.current?.focus(), 0)

  const search = useMutation({
    mutationFn: async (form: SearchForm) => {
      const result = await searchAvailability(searchRequestOf(form, property.PropertyId))
      // The session store loads with the search, not with the page (decision 0020).
      const session = await import('@/state/booking-session')
      session.startRoomsAndRates(form, result)
      return { form, result }
    },
    onSuccess: ({ form, result }) => {
      // Analytics loads after the first paint (decision 0020); the event waits for it.
      void import('@/analytics/analytics').then((analytics) => analytics.trackSearchResults(property, result))
      // The rooms page's address carries the search too, so a reload there searches again.
      void navigate(`/Book/${property.PropertyCode}/Rooms-And-Rates?${searchQueryOf(form)}`)
    },
  })

  const [dateFrom, dateTo] = dates
  const blocked =
    dateFrom !== null &&
    isSameDayBookingBlocked(sameDayRestrictionOf(config), dateFrom, { date: today, ...localTime() })
  const minStay = dateFrom ? days.minStay(dateFrom) : undefined
  const showMinStay = config.ShowMinimumLengthOfStayNotification
  // Spec §9: a minimum night stay applies per check-in date. The calendar does not offer a departure that
  // breaks it; dates from the address (or picked before the calendar had loaded) are told here, by the dates.
  const shortOf = (from: string | null, to: string | null, known: AvailabilityDays | undefined) =>
    from && to && known && nightsBetween(from, to) >= 1
      ? minStayShortfall(indexCalendar(known, today).byDay, from, to)
      : null
  const shortfall = dateFrom && dateTo ? days.shortfall(dateFrom, dateTo) : null
  const datesError =
    formError === 'dates'
      ? t('search.datesRequired')
      : shortfall !== null && dateFrom
        ? showMinStay
          ? t('search.minStayError', {
              nights: t('units.nights', { count: shortfall }),
              day: formatDay(dateFrom, 'weekday'),
              departure: formatDay(earliestDeparture(dateFrom, shortfall), 'weekday'),
            })
          : t('search.tooShortError', { day: formatDay(dateFrom, 'weekday') })
        : undefined

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setFormError(null)
    if (!dateFrom || !dateTo || nightsBetween(dateFrom, dateTo) < 1) {
      setFormError('dates')
      focusDates()
      return
    }
    if (!isSearchAllowed({ propertyId: property.PropertyId, dateFrom, dateTo, rooms }, maxRooms)) {
      setFormError('rooms')
      return
    }
    if (shortfall !== null) {
      focusDates()
      return
    }
    if (blocked || checking) return
    if (!calendar.data) {
      // The minimum stay is known only from the calendar: a search sent before it came could break the rule.
      // Offline or failing, the search goes ahead (the server refuses a stay that breaks it, and says so).
      setChecking(true)
      setCalendarWanted(true)
      const known = await queryClient
        .fetchQuery(availabilityCalendarQuery(property.PropertyId, today))
        .catch(() => undefined)
      setChecking(false)
      if (shortOf(dateFrom, dateTo, known) !== null) {
        focusDates()
        return
      }
    }
    const form: SearchForm = {
      propertyCode: property.PropertyCode,
      dateFrom,
      dateTo,
      rooms,
      promoCode: promoCode.trim(),
      ratePlanCode,
      locationId,
    }
    // The address keeps the search, so coming back to this page (back button, "change search") refills it.
    setParams(searchQueryOf(form), { replace: true, preventScrollReset: true })
    search.mutate(form)
  }

  return (
    <Container size="lg" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{t('search.title')}</Title>
              <Text c="dimmed">{property.PropertyAddress}</Text>
            </Stack>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="form"
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-label={t('search.title')}
            >
              <Stack gap="md">
                <DateRangePicker
                  value={dates}
                  onChange={(next) => {
                    setDates(next)
                    if (formError === 'dates') setFormError(null)
                  }}
                  today={today}
                  // ShowDisabledDatesOnCalendar off: sold-out days look like any other day and can be
                  // picked; the search then answers with alternative stays (decision 0072).
                  unavailable={config.ShowDisabledDatesOnCalendar ? days.unavailable : NO_DAYS}
                  priceOf={(day) => {
                    const price = days.unavailable.has(day) ? undefined : days.price(day)
                    return price === undefined ? undefined : money.compact(price)
                  }}
                  minStayOf={days.minStay}
                  showMinStayNotice={showMinStay}
                  onOpen={() => setCalendarWanted(true)}
                  error={datesError}
                  fieldRef={datesField}
                />
                {dateFrom && minStay && minStay > 1 && showMinStay && shortfall === null ? (
                  <Text size="sm" c="dimmed">
                    {t('search.minStayFrom', {
                      nights: t('units.nights', { count: minStay }),
                      day: formatDay(dateFrom, 'weekday'),
                    })}
                  </Text>
                ) : null}
                <RoomsEditor
                  property={property}
                  rooms={rooms}
                  onChange={setRooms}
                  maxRooms={maxRooms}
                  newRoom={defaultRoom}
                />
                {config.Locations.length > 0 ? (
                  <NativeSelect
                    label={t('search.locations')}
                    value={locationId === null ? '' : String(locationId)}
                    onChange={(e) =>
                      setLocationId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
                    }
                    data={[
                      { value: '', label: t('search.anyLocation') },
                      ...config.Locations.map((l) => ({
                        value: String(l.LocationId),
                        label: `${l.Name}, ${l.Address}`,
                      })),
                    ]}
                  />
                ) : null}
                {config.HidePromoCodeOnLandingPage ? null : (
                  <PromoCodeField
                    value={promoCode}
                    onChange={setPromoCode}
                    onApply={() => applyPromoCode(promoCode)}
                    onRemove={() => {
                      setPromoCode('')
                      promoCheck.reset()
                    }}
                    check={checked}
                    checking={promoCheck.isPending}
                    failed={
                      promoCheck.isError && promoCheck.variables === promoCode.trim()
                        ? errorMessage(promoCheck.error, t('errors.network'))
                        : null
                    }
                  />
                )}
                {ratePlanCode ? (
                  <Alert
                    color="info"
                    variant="light"
                    title={t('search.ratePlanCode', { code: ratePlanCode })}
                  >
                    <Button variant="subtle" size="compact-sm" onClick={() => setRatePlanCode(null)}>
                      {t('search.allRates')}
                    </Button>
                  </Alert>
                ) : null}
                {blocked ? (
                  <Alert color="warning" title={t('errors.warningTitle')} role="alert">
                    {config.SameDayBookingRestrictionMessage || t('search.noSameDay')}
                  </Alert>
                ) : null}
                {formError === 'rooms' ? (
                  <Alert color="negative" role="alert">
                    {t('search.maxRoomsReached')}
                  </Alert>
                ) : null}
                {search.isError ? (
                  <Alert color="negative" role="alert">
                    {errorMessage(search.error, t('errors.network'))}
                  </Alert>
                ) : null}
                <Group justify="space-between" align="flex-end">
                  <CurrencySelect property={property} money={money} />
                  <Button
                    type="submit"
                    size="md"
                    loading={search.isPending || checking}
                    disabled={blocked}
                    ml="auto"
                  >
                    {t('search.submit')}
                  </Button>
                </Group>
                <ConversionNote property={property} money={money} />
              </Stack>
            </Card>
            {config.BookingIncentives.length > 0 ? (
              <Stack gap={4} component="ul" aria-label={t('search.incentives')} className="incentives">
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
                width={640}
                height={260}
              />
            ) : null}
            {config.Offers.length > 0 ? (
              <Stack gap="sm" component="section" aria-labelledby="offers-title">
                <Title order={2} size="h3" id="offers-title">
                  {t('search.offers')}
                </Title>
                {config.Offers.map((offer) => (
                  <Card key={offer.Title} withBorder padding="md" radius="md">
                    <Text fw={600}>{offer.Title}</Text>
                    <Text size="sm">{offer.Description}</Text>
                    {offer.PromoCode && !config.HidePromoCodeOnLandingPage ? (
                      <Button
                        variant="light"
                        size="xs"
                        mt="xs"
                        w="fit-content"
                        onClick={() => applyPromoCode(offer.PromoCode ?? '')}
                      >
                        {t('search.useCode', { code: offer.PromoCode })}
                      </Button>
                    ) : null}
                  </Card>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

const NO_DAYS: ReadonlySet<string> = new Set()

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
    byDay,
    // Before the calendar has loaded nothing is known to be sold out, so nothing is greyed.
    unavailable: wire ? unavailableDays(days, today) : new Set<string>(),
    /** minor units */
    price: (day: string) => {
      const rates = byDay.get(day)?.rates ?? []
      return rates.length > 0 ? Math.min(...rates.map((r) => r.minimumRate)) : undefined
    },
    minStay: (day: string) => (byDay.has(day) ? minStayOf(byDay.get(day)) : undefined),
    /** The nights the arrival needs when the stay is shorter; null when it is not, or nothing is known yet. */
    shortfall: (from: string, to: string) =>
      wire && nightsBetween(from, to) >= 1 ? minStayShortfall(byDay, from, to) : null,
  }
}
