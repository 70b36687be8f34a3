/** A day at the desk: arrivals, departures and guests staying on, for today or a chosen day. */
import { Alert, Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { addDays } from '@/domain/dates'
import { BookingTable } from './booking-table'
import { useDay } from './desk-api'

type DayList = NonNullable<ReturnType<typeof useDay>['data']>['Arrivals']

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
      {day.data && (
        <>
          <DaySection
            id="arrivals"
            title="Arrivals"
            code={code}
            bookings={day.data.Arrivals}
            caption={`Arrivals on ${day.data.Date}`}
            empty="No arrivals on this day."
          />
          <DaySection
            id="departures"
            title="Departures"
            code={code}
            bookings={day.data.Departures}
            caption={`Departures on ${day.data.Date}`}
            empty="No departures on this day."
          />
          <DaySection
            id="in-house"
            title="Staying on"
            code={code}
            bookings={day.data.InHouse}
            caption={`Guests staying on through ${day.data.Date}`}
            empty="No guests staying on through this day."
          />
        </>
      )}
    </Stack>
  )
}
