import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { availabilityCalendarQuery, searchAvailability } from '@/api/availability'
import type { PropertySettings } from '@/api/contract/property'
import { alternativeStays } from '@/domain/calendar'
import { toMinorUnits } from '@/domain/money'
import { formatDay, t } from '@/i18n/i18n'
import { startRoomsAndRates } from '@/state/booking-session'
import { searchQueryOf, searchRequestOf, type SearchForm } from '@/state/search-form'

/** Nothing fits the search: the hotel's message and up to 10 nearby stays that do have rooms. */
export function NoAvailability({
  property,
  message,
  search,
  today,
  format,
}: {
  property: PropertySettings
  message: string
  search: SearchForm
  today: string
  /** formats minor units of the property's currency for display */
  format: (minor: number) => string
}) {
  const navigate = useNavigate()
  const calendar = useQuery(availabilityCalendarQuery(property.PropertyId, today))
  const pick = useMutation({
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

  const stays = calendar.data
    ? alternativeStays({
        days: calendar.data.map((d) => ({
          dateOfStay: d.DateOfStay,
          availableRooms: d.AvailableRooms,
          rates: d.Rates.map((r) => ({
            minLengthOfStay: r.MinLengthOfStay,
            minimumRate: toMinorUnits(r.MinimumRate),
          })),
        })),
        dateFrom: search.dateFrom,
        dateTo: search.dateTo,
        rooms: search.rooms.length,
        today,
      })
    : []

  return (
    <Stack gap="md">
      <Alert color="warning" title={t('errors.warningTitle')} role="status">
        {message}
      </Alert>
      <Title order={2} size="h3">
        {t('rooms.alternativeStays')}
      </Title>
      {calendar.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {pick.isError ? <Alert color="negative">{t('errors.network')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {stays.map((stay) => (
          <Button
            key={stay.fromDate}
            variant="default"
            h="auto"
            py="sm"
            loading={pick.isPending && pick.variables.dateFrom === stay.fromDate}
            onClick={() => pick.mutate({ dateFrom: stay.fromDate, dateTo: stay.toDate })}
          >
            <Stack gap={0} align="flex-start">
              <Text fw={600}>
                {formatDay(stay.fromDate, 'weekday')} – {formatDay(stay.toDate, 'weekday')}
              </Text>
              <Text size="sm">
                {t('units.nights', { count: stay.nights })} · {t('rooms.from')} {format(stay.totalCost)}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
