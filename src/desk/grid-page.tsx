/**
 * The owner's rates and availability grid: room types × days, and the form that changes some nights. On a phone
 * (decision 0127) the grid turns: one room type at a time, chosen above it, with the days as rows, so nothing
 * scrolls sideways and each night reads as one line.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { DeskGrid } from '@/api/contract/desk-hotel'
import { addDays } from '@/domain/dates'
import { useGrid } from './grid-api'
import { GridForm } from './grid-form'
import { ScrollRegion } from './scroll-region'

const DAYS = 14
const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })

export function GridPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const [from, setFrom] = useState('')
  const grid = useGrid(code, from, DAYS)
  const shown = grid.data?.Days[0] ?? from
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  return (
    <Stack gap="lg">
      <Title order={1}>Rates and availability</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={shown}
          min={grid.data?.FirstNight}
          onChange={(e) => e.currentTarget.value && setFrom(e.currentTarget.value)}
        />
        <Button variant="default" disabled={!shown} onClick={() => setFrom(addDays(shown, -DAYS))}>
          Previous {DAYS} days
        </Button>
        <Button variant="default" disabled={!shown} onClick={() => setFrom(addDays(shown, DAYS))}>
          Next {DAYS} days
        </Button>
      </Group>
      {grid.isPending && <Loader aria-label="Loading the grid" />}
      {grid.isError && (
        <Alert color="red" role="alert">
          {errorMessage(grid.error, 'The grid could not be loaded.')}
        </Alert>
      )}
      {grid.data && (narrow ? <GridByDay grid={grid.data} /> : <GridTable grid={grid.data} />)}
      {grid.data && <GridForm code={code} grid={grid.data} />}
    </Stack>
  )
}

const cell = (value: number | null, suffix = '') => (value === null ? '–' : `${value}${suffix}`)

type RoomTypeRow = DeskGrid['RoomTypes'][number]

/** A night of a room type: its rooms left, or Closed. */
function LeftCell({ type, night }: { type: RoomTypeRow; night: number }) {
  return (
    <Table.Td>
      {type.Closed[night] ? (
        <Badge color="red" variant="light">
          Closed
        </Badge>
      ) : (
        cell(type.Left[night] ?? null)
      )}
    </Table.Td>
  )
}

/** A night of a rate plan: its price · minimum stay. */
function PlanCell({ plan, night }: { plan: RoomTypeRow['Plans'][number]; night: number }) {
  return (
    <Table.Td>
      {cell(plan.Prices[night] ?? null)}
      <Text span c="dimmed" size="xs">
        {' '}
        · {cell(plan.MinStays[night] ?? null, 'n')}
      </Text>
    </Table.Td>
  )
}

function GridTable({ grid }: { grid: DeskGrid }) {
  return (
    <ScrollRegion label="Rates grid">
      <Table withTableBorder withColumnBorders striped fz="sm" className="desk-grid">
        <Table.Caption>
          Rooms left, prices ({grid.Currency}) and minimum stays per night; “Closed” nights are not sold.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Room type</Table.Th>
            {grid.Days.map((day) => (
              <Table.Th scope="col" key={day}>
                {weekday(day)}
                <br />
                {day.slice(5)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.RoomTypes.map((type) => [
            <Table.Tr key={type.Code} data-room-type={type.Code}>
              <Table.Th scope="row">
                {type.Name}{' '}
                <Text span c="dimmed" size="xs">
                  rooms left ({type.Rooms})
                </Text>
              </Table.Th>
              {grid.Days.map((day, i) => (
                <LeftCell key={day} type={type} night={i} />
              ))}
            </Table.Tr>,
            ...type.Plans.map((plan) => (
              <Table.Tr key={`${type.Code} ${plan.Code}`}>
                <Table.Th scope="row" fw={400}>
                  {plan.Name}{' '}
                  <Text span c="dimmed" size="xs">
                    price · min stay
                  </Text>
                </Table.Th>
                {grid.Days.map((day, i) => (
                  <PlanCell key={day} plan={plan} night={i} />
                ))}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}

/** The phone's grid: the days of one room type as rows, its rooms left and each plan's price and minimum stay. */
function GridByDay({ grid }: { grid: DeskGrid }) {
  const [chosen, setChosen] = useState(grid.RoomTypes[0]?.Code ?? '')
  const type = grid.RoomTypes.find((t) => t.Code === chosen) ?? grid.RoomTypes[0]
  if (!type) return null
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Room type shown"
        data={grid.RoomTypes.map((t) => ({ value: t.Code, label: t.Name }))}
        value={type.Code}
        onChange={(e) => setChosen(e.currentTarget.value)}
      />
      {/* Four or more plans are wider than a phone: the table scrolls inside the page, never the page. */}
      <ScrollRegion label={`Rates of ${type.Name}`}>
        <Table withTableBorder striped fz="sm" className="desk-grid" data-room-type={type.Code}>
          <Table.Caption>
            {type.Name} ({type.Rooms} rooms): rooms left, and per plan the price ({grid.Currency}) · minimum
            stay.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Night</Table.Th>
              <Table.Th scope="col">Left</Table.Th>
              {type.Plans.map((plan) => (
                <Table.Th scope="col" key={plan.Code}>
                  {plan.Name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.Days.map((day, i) => (
              <Table.Tr key={day}>
                <Table.Th scope="row" fw={400}>
                  {weekday(day)} {day.slice(5)}
                </Table.Th>
                <LeftCell type={type} night={i} />
                {type.Plans.map((plan) => (
                  <PlanCell key={plan.Code} plan={plan} night={i} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  )
}
