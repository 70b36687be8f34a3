import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { checkGroupPromoCode, groupCalendarQuery, groupSearchQuery } from '@/api/group'
import { propertyGroupQuery, propertyQuery } from '@/api/property'
import type { PropertySettings } from '@/api/contract/property'
import { nightsBetween } from '@/domain/dates'
import { t } from '@/i18n/i18n'
import { localToday } from '@/device/clock'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { GroupResults } from './group-results'
import { GroupRoomsEditor, type GroupLimits } from './group-rooms-editor'
import { groupSearchParams, readGroupSearch, type GroupSearch } from './group-search-params'

/** The widest limits of the group's hotels (until they load: two adults, children and infants allowed). */
function groupLimits(members: readonly PropertySettings[]): GroupLimits {
  if (members.length === 0) {
    return { maxRooms: 4, adultMax: 4, childMax: 3, children: true, infants: true, defaultAdults: 2 }
  }
  return {
    maxRooms: Math.max(...members.map((m) => m.MaxNumberOfRoomsOnBooking)),
    adultMax: Math.max(...members.map((m) => m.AdultMaximumOccupancy)),
    childMax: Math.max(...members.map((m) => m.ChildMaximumOccupancy)),
    children: members.some((m) => m.EnableChildrenSearch),
    infants: members.some((m) => m.EnableInfantSearch),
    defaultAdults: members[0]?.DefaultOccupancyAdult ?? 2,
  }
}

/**
 * Group search (spec §2 /BookGroup/{propertyCode}, own layout): dates and rooms across the group's hotels,
 * optionally in one area, with the group's promo code check; each hotel's lowest price or why it cannot take the
 * stay; choosing one continues in that hotel's booking journey.
 */
export function GroupSearchPage() {
  const { propertyCode = '' } = useParams()
  const group = useSuspenseQuery(propertyGroupQuery(propertyCode)).data
  const [params, setParams] = useSearchParams()
  const searched = useMemo(() => readGroupSearch(params), [params])
  const today = localToday()

  const members = useQueries({
    queries: group.Properties.map((p) => propertyQuery(p.PropertyCode)),
  })
  const loaded = members.flatMap((m) => (m.data ? [m.data] : []))
  const limits = groupLimits(loaded)

  const areaSearch = group.UseAreaSearch && group.Areas.length > 0
  const [areaId, setAreaId] = useState<number | null>(searched?.areaId ?? null)
  const [dates, setDates] = useState<DateRange>([searched?.arrival ?? null, searched?.departure ?? null])
  const [rooms, setRooms] = useState(
    searched?.rooms ?? [{ adults: limits.defaultAdults, children: 0, infants: 0 }],
  )
  const [promoCode, setPromoCode] = useState(searched?.promoCode ?? '')
  const [datesError, setDatesError] = useState<string | null>(null)
  // After the guest searches, their results get the focus (and come into view below the form on a phone).
  const focusResults = useRef(false)
  const onResultsHeading = (heading: HTMLHeadingElement | null) => {
    if (!heading || !focusResults.current) return
    focusResults.current = false
    heading.focus()
    heading.scrollIntoView({ block: 'start' })
  }

  const calendar = useQuery(groupCalendarQuery(group.PropertyGroupId, areaSearch ? areaId : null, today))
  const unavailable = useMemo(
    () => new Set((calendar.data ?? []).filter((d) => d.AvailableRooms === 0).map((d) => d.DateOfStay)),
    [calendar.data],
  )

  const promo = useMutation({
    mutationFn: (code: string) => checkGroupPromoCode(group.PropertyGroupId, code),
  })
  const checkedPromo = promo.variables === promoCode.trim() ? promo : null

  const request = searched
    ? {
        PropertyGroupId: group.PropertyGroupId,
        LanguageCode: 'en' as const,
        PromoCode: searched.promoCode || null,
        AreaId: areaSearch ? searched.areaId : null,
        DateFrom: searched.arrival,
        DateTo: searched.departure,
        Rooms: searched.rooms.map((r) => ({
          NumberOfAdults: r.adults,
          NumberOfChildren: r.children,
          NumberOfInfants: r.infants,
        })),
      }
    : null
  // Disabled until there is a search; the placeholder request is never sent.
  const results = useQuery({
    ...groupSearchQuery(
      request ?? {
        PropertyGroupId: group.PropertyGroupId,
        LanguageCode: 'en',
        DateFrom: '',
        DateTo: '',
        Rooms: [],
      },
    ),
    enabled: request !== null,
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const [arrival, departure] = dates
    if (!arrival || !departure || nightsBetween(arrival, departure) < 1) {
      setDatesError(t('group.datesRequired'))
      return
    }
    setDatesError(null)
    const next: GroupSearch = {
      arrival,
      departure,
      areaId: areaSearch ? areaId : null,
      rooms,
      promoCode: promoCode.trim(),
    }
    focusResults.current = true
    setParams(groupSearchParams(next))
  }

  return (
    <Container size="lg" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Title order={1}>{t('group.title')}</Title>
            <Text>
              {t('group.intro', { hotels: group.Properties.map((p) => p.PropertyName).join(', ') })}
            </Text>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="form"
              onSubmit={submit}
              noValidate
              aria-label={t('group.searchLabel')}
            >
              <Stack gap="md">
                {areaSearch ? (
                  <NativeSelect
                    label={t('group.area')}
                    value={areaId === null ? '' : String(areaId)}
                    onChange={(e) => setAreaId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                    data={[
                      { value: '', label: t('group.anyArea') },
                      ...group.Areas.map((a) => ({ value: String(a.AreaId), label: a.Name })),
                    ]}
                  />
                ) : null}
                <DateRangePicker
                  value={dates}
                  onChange={setDates}
                  today={today}
                  unavailable={unavailable}
                  error={datesError ?? undefined}
                />
                <GroupRoomsEditor limits={limits} rooms={rooms} onChange={setRooms} />
                {group.HidePromoCodeOnLandingPage ? null : (
                  <Stack gap={4}>
                    <Group align="flex-end" gap="xs" wrap="nowrap">
                      <TextInput
                        label={t('group.promoCode')}
                        value={promoCode}
                        onChange={(e) => setPromoCode(e.currentTarget.value)}
                        autoComplete="off"
                        maxLength={50}
                        style={{ flex: 1 }}
                      />
                      <Button
                        variant="light"
                        onClick={() => promo.mutate(promoCode.trim())}
                        disabled={promoCode.trim() === ''}
                        loading={promo.isPending}
                      >
                        {t('group.checkPromo')}
                      </Button>
                    </Group>
                    {checkedPromo?.data ? (
                      <Text
                        size="sm"
                        role="status"
                        c={checkedPromo.data.IsValid ? 'positive.8' : 'var(--mantine-color-error)'}
                      >
                        {checkedPromo.data.IsValid
                          ? t('group.promoValid', { message: checkedPromo.data.Message ?? '' })
                          : (checkedPromo.data.Message ?? t('group.promoInvalid'))}
                      </Text>
                    ) : null}
                    {checkedPromo?.isError ? (
                      <Text size="sm" role="alert" c="var(--mantine-color-error)">
                        {errorMessage(checkedPromo.error, t('errors.network'))}
                      </Text>
                    ) : null}
                  </Stack>
                )}
                <Group justify="flex-end">
                  <Button type="submit" size="md" loading={results.isFetching}>
                    {t('group.search')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {searched === null ? (
            <Stack gap="md">
              {group.PropertyGroupImageUrl ? (
                <Image src={group.PropertyGroupImageUrl} alt="" h={260} fit="cover" radius="md" />
              ) : null}
              <Text>{t('group.searchFirst')}</Text>
            </Stack>
          ) : results.isPending ? (
            <Loader aria-label={t('app.loading')} />
          ) : results.isError ? (
            <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
              {errorMessage(results.error, t('errors.network'))}
            </Alert>
          ) : (
            <GroupResults result={results.data} search={searched} onHeading={onResultsHeading} />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  )
}
