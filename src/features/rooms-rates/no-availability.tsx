import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { availabilityCalendarQuery, searchAvailability } from '@/api/availability'
import { toAvailabilityDays } from '@/api/contract/availability-to-domain'
import type { PropertySettings } from '@/api/contract/property'
import { alternativeStays, indexDays, minStayShortfall } from '@/domain/calendar'
import { isSameDayBookingBlocked, type SameDayRestriction } from '@/domain/same-day'
import { formatDay, t } from '@/i18n/i18n'
import { startRoomsAndRates } from '@/state/booking-session'
import { searchQueryOf, searchRequestOf, type SearchForm } from '@/api/contract/search-address'
import { hotelNow } from '@/device/clock'

/**
 * Nothing fits the search: the hotel's message and up to 10 nearby stays that do have rooms. A stay arriving
 * today once same-day bookings have closed is not offered, and one picked as the cut-off passes is refused
 * with the hotel's message (docs/product/search.md#steps). A search that broke the arrival's minimum stay says so.
 */
export function NoAvailability({
  property,
  message,
  search,
  today,
  sameDay,
  showMinStay,
  format,
}: {
  property: PropertySettings
  message: string
  search: SearchForm
  today: string
  sameDay: SameDayRestriction
  /** book config ShowMinimumLengthOfStayNotification: whether the minimum stay's length is told */
  showMinStay: boolean
  /** formats minor units of the property's currency for display */
  format: (minor: number) => string
}) {
  const [closedToday, setClosedToday] = useState(false)
  const closedNow = (arrival: string) =>
    isSameDayBookingBlocked(sameDay, arrival, hotelNow(property.TimeZone))
  // Priced for the searched party (its first room's, as the search's "from" prices are).
  const calendar = useQuery(availabilityCalendarQuery(property.PropertyId, today, search.rooms[0] ?? null))
  const pick = useSearchOtherDates(property, search)

  const days = calendar.data ? toAvailabilityDays(calendar.data) : null
  const stays = days
    ? alternativeStays({
        days,
        dateFrom: search.dateFrom,
        dateTo: search.dateTo,
        rooms: search.rooms.length,
        today,
      }).filter((stay) => !closedNow(stay.fromDate))
    : []
  const shortfall = days ? minStayShortfall(indexDays(days), search.dateFrom, search.dateTo) : null

  return (
    <Stack gap="md">
      <NoAvailabilityNotice message={message} shortfall={shortfall} showMinStay={showMinStay} />
      <Title order={2} size="h3">
        {t('rooms.alternativeStays')}
      </Title>
      {calendar.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {pick.isError ? <Alert color="negative">{t('errors.network')}</Alert> : null}
      {closedToday ? (
        <Alert color="warning" title={t('errors.warningTitle')} role="alert">
          {sameDay.message || t('search.noSameDay')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {stays.map((stay) => (
          <AlternativeStayButton
            key={stay.fromDate}
            stay={stay}
            format={format}
            loading={pick.isPending && pick.variables.dateFrom === stay.fromDate}
            onPick={() => {
              // The list may have been on screen since before the cut-off.
              if (closedNow(stay.fromDate)) {
                setClosedToday(true)
                return
              }
              pick.mutate({ dateFrom: stay.fromDate, dateTo: stay.toDate })
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** The hotel's message, and the arrival's minimum stay when the search fell short of it. */
function NoAvailabilityNotice({
  message,
  shortfall,
  showMinStay,
}: {
  message: string
  shortfall: number | null
  showMinStay: boolean
}) {
  return (
    <Alert color="warning" title={t('errors.warningTitle')} role="status">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        {shortfall !== null ? (
          <Text size="sm">
            {showMinStay
              ? t('rooms.minimumLengthOfStay', { nights: t('units.nights', { count: shortfall }) })
              : t('rooms.tooShortStay')}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  )
}

/** A nearby stay that has rooms: its dates, nights and lowest price; picking it searches it. */
function AlternativeStayButton({
  stay,
  format,
  loading,
  onPick,
}: {
  stay: ReturnType<typeof alternativeStays>[number]
  format: (minor: number) => string
  loading: boolean
  onPick: () => void
}) {
  return (
    <Button variant="default" h="auto" py="sm" loading={loading} onClick={onPick}>
      <Stack gap={0} align="flex-start">
        <Text fw={600}>
          {formatDay(stay.fromDate, 'weekday')} – {formatDay(stay.toDate, 'weekday')}
        </Text>
        <Text size="sm">
          {t('units.nights', { count: stay.nights })} · {t('rooms.from')} {format(stay.totalCost)}
        </Text>
      </Stack>
    </Button>
  )
}

/** Searches the same party on other dates and, with rooms found, opens rooms and rates for them. */
function useSearchOtherDates(property: PropertySettings, search: SearchForm) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (dates: { dateFrom: string; dateTo: string }) => {
      const form = { ...search, ...dates }
      const result = await searchAvailability(searchRequestOf(form, property.PropertyId))
      return { form, result }
    },
    onSuccess: ({
      form,
      result,
    }: {
      form: SearchForm
      result: Awaited<ReturnType<typeof searchAvailability>>
    }) => {
      startRoomsAndRates(form, result)
      void navigate(`/Book/${property.PropertyCode}/Rooms-And-Rates?${searchQueryOf(form)}`, {
        replace: true,
      })
    },
  })
}
