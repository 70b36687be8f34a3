/** A day at the desk: arrivals, departures and guests staying on, for today or a chosen day. */
import { Alert, Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { addDays } from '@/domain/dates'
import { BookingTable } from './booking-table'
import { useDay } from './desk-api'

type Day = NonNullable<ReturnType<typeof useDay>['data']>
type DayList = Day['Arrivals']

/** The day's three lists, in the order a front desk works through them. */
const DAY_SECTIONS: {
  id: string
  title: string
  list: 'Arrivals' | 'Departures' | 'InHouse'
  caption: (date: string) => string
  empty: string
}[] = [
  {
    id: 'arrivals',
    title: 'Arrivals',
    list: 'Arrivals',
    caption: (date) => `Arrivals on ${date}`,
    empty: 'No arrivals on this day.',
  },
  {
    id: 'departures',
    title: 'Departures',
    list: 'Departures',
    caption: (date) => `Departures on ${date}`,
    empty: 'No departures on this day.',
  },
  {
    id: 'in-house',
    title: 'Staying on',
    list: 'InHouse',
    caption: (date) => `Guests staying on through ${date}`,
    empty: 'No guests staying on through this day.',
  },
]

/** One list of the day under its heading, the table captioned and saying when it is empty. */
function DaySection(props: {
  id: string
  title: string
  code: string
  bookings: DayList
  caption: string
  empty: string
}) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} id={props.id} size="h3" mb="xs">
        {props.title} ({props.bookings.length})
      </Title>
      <BookingTable code={props.code} bookings={props.bookings} caption={props.caption} empty={props.empty} />
    </section>
  )
}

export function DayPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const [params, setParams] = useSearchParams()
  const chosen = params.get('date')
  const day = useDay(code, chosen)
  const shown = day.data?.Date ?? chosen ?? ''
  const go = (date: string) => setParams(date ? { date } : {})
  return (
    <Stack gap="lg">
      <Title order={1}>Day at the desk</Title>
      <Group align="end" wrap="wrap">
        <TextInput
          label="Day"
          type="date"
          value={shown}
          onChange={(event) => go(event.currentTarget.value)}
        />
        <Button variant="default" disabled={!shown} onClick={() => go(addDays(shown, -1))}>
          Previous day
        </Button>
        <Button variant="default" disabled={!shown} onClick={() => go(addDays(shown, 1))}>
          Next day
        </Button>
        <Button variant="subtle" onClick={() => go('')}>
          Today
        </Button>
      </Group>
      {day.isPending && <Loader aria-label="Loading the day" />}
      {day.isError && (
        <Alert color="red" role="alert">
          {errorMessage(day.error, 'The day could not be loaded.')}
        </Alert>
      )}
      {day.data &&
        DAY_SECTIONS.map((section) => (
          <DaySection
            key={section.id}
            id={section.id}
            title={section.title}
            code={code}
            bookings={day.data[section.list]}
            caption={section.caption(day.data.Date)}
            empty={section.empty}
          />
        ))}
    </Stack>
  )
}
