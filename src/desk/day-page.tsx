/** A day at the desk: arrivals, departures and guests staying on, for today or a chosen day. */
import { Alert, Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { BookingTable } from './booking-table'
import { useDay } from './desk-api'

/** The day `days` after `day` (YYYY-MM-DD), computed at noon UTC so no clock change moves it. */
function shifted(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
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
        <Button variant="default" disabled={!shown} onClick={() => go(shifted(shown, -1))}>
          Previous day
        </Button>
        <Button variant="default" disabled={!shown} onClick={() => go(shifted(shown, 1))}>
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
          <section aria-labelledby="arrivals">
            <Title order={2} id="arrivals" size="h3" mb="xs">
              Arrivals ({day.data.Arrivals.length})
            </Title>
            <BookingTable
              code={code}
              bookings={day.data.Arrivals}
              caption={`Arrivals on ${day.data.Date}`}
              empty="No arrivals on this day."
            />
          </section>
          <section aria-labelledby="departures">
            <Title order={2} id="departures" size="h3" mb="xs">
              Departures ({day.data.Departures.length})
            </Title>
            <BookingTable
              code={code}
              bookings={day.data.Departures}
              caption={`Departures on ${day.data.Date}`}
              empty="No departures on this day."
            />
          </section>
          <section aria-labelledby="in-house">
            <Title order={2} id="in-house" size="h3" mb="xs">
              Staying on ({day.data.InHouse.length})
            </Title>
            <BookingTable
              code={code}
              bookings={day.data.InHouse}
              caption={`Guests staying on through ${day.data.Date}`}
              empty="No guests staying on through this day."
            />
          </section>
        </>
      )}
    </Stack>
  )
}
