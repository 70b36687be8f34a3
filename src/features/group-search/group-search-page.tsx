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
  Title,
} from '@mantine/core'
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { PropertyGroup } from '@/api/contract/property'
import { groupCalendarQuery } from '@/api/group'
import { propertyGroupQuery, propertyQuery } from '@/api/property'
import { nightsBetween } from '@/domain/dates'
import { t } from '@/i18n/i18n'
import { groupToday } from '@/device/clock'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { RoomsEditor } from '@/ui/rooms-editor'
import { GroupPromoField } from './group-promo-field'
import { GroupResults } from './group-results'
import { groupLimits, groupRoomsTexts, type GroupLimits } from './group-rooms'
import { groupSearchParams, readGroupSearch, type GroupSearch } from './group-search-params'
import { useGroupResults } from './use-group-results'

/**
 * Group search (docs/product/search.md#screens /BookGroup/{propertyCode}, own layout): dates and rooms across the group's hotels,
 * optionally in one area, with the group's promo code check; each hotel's lowest price or why it cannot take the
 * stay; choosing one continues in that hotel's booking journey.
 */
export function GroupSearchPage() {
  const { propertyCode = '' } = useParams()
  const group = useSuspenseQuery(propertyGroupQuery(propertyCode)).data
  const [params, setParams] = useSearchParams()
  const searched = useMemo(() => readGroupSearch(params), [params])
  const today = groupToday(group.Properties.map((member) => member.TimeZone))

  const members = useQueries({
    queries: group.Properties.map((p) => propertyQuery(p.PropertyCode)),
  })
  const loaded = members.flatMap((m) => (m.data ? [m.data] : []))
  const limits = groupLimits(loaded)
  const areaSearch = group.UseAreaSearch && group.Areas.length > 0
  const results = useGroupResults(group, searched, areaSearch)

  // After the guest searches, their results get the focus (and come into view below the form on a phone).
  const focusResults = useRef(false)
  const onResultsHeading = (heading: HTMLHeadingElement | null) => {
    if (!heading || !focusResults.current) return
    focusResults.current = false
    heading.focus()
    heading.scrollIntoView({ block: 'start' })
  }
  const onSearch = (next: GroupSearch) => {
    focusResults.current = true
    // A new search keeps the hotels' order the guest chose.
    const kept = groupSearchParams(next)
    const sort = params.get('sort')
    if (sort) kept.set('sort', sort)
    setParams(kept)
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
            <GroupSearchForm
              group={group}
              searched={searched}
              limits={limits}
              today={today}
              searching={results.isFetching}
              onSearch={onSearch}
            />
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

type FormProps = {
  group: PropertyGroup
  /** the search the address carries, which fills the form */
  searched: GroupSearch | null
  limits: GroupLimits
  today: string
  searching: boolean
  onSearch: (search: GroupSearch) => void
}

function GroupSearchForm({ group, searched, limits, today, searching, onSearch }: FormProps) {
  const areaSearch = group.UseAreaSearch && group.Areas.length > 0
  const [areaId, setAreaId] = useState<number | null>(searched?.areaId ?? null)
  const [dates, setDates] = useState<DateRange>([searched?.arrival ?? null, searched?.departure ?? null])
  const [rooms, setRooms] = useState(
    searched?.rooms ?? [{ adults: limits.defaultAdults, children: 0, infants: 0 }],
  )
  const [promoCode, setPromoCode] = useState(searched?.promoCode ?? '')
  const [datesError, setDatesError] = useState<string | null>(null)
  const calendar = useQuery(groupCalendarQuery(group.PropertyGroupId, areaSearch ? areaId : null, today))
  const unavailable = useMemo(
    () => new Set((calendar.data ?? []).filter((d) => d.AvailableRooms === 0).map((d) => d.DateOfStay)),
    [calendar.data],
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    const [arrival, departure] = dates
    if (!arrival || !departure || nightsBetween(arrival, departure) < 1) {
      setDatesError(t('group.datesRequired'))
      return
    }
    setDatesError(null)
    onSearch({ arrival, departure, areaId: areaSearch ? areaId : null, rooms, promoCode: promoCode.trim() })
  }

  return (
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
        <RoomsEditor
          rooms={rooms}
          onChange={setRooms}
          limits={limits}
          newRoom={{ adults: limits.defaultAdults, children: 0, infants: 0 }}
          texts={groupRoomsTexts()}
        />
        {group.HidePromoCodeOnLandingPage ? null : (
          <GroupPromoField
            propertyGroupId={group.PropertyGroupId}
            value={promoCode}
            onChange={setPromoCode}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={searching}>
            {t('group.search')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
