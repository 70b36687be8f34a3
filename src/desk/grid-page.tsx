/** The owner's rates and availability grid: room types × days, and the form that changes some nights. */
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { DeskGrid } from '@/api/contract/desk-hotel'
import { addDays } from '@/domain/dates'
import { useGrid } from './grid-api'
import { GridForm } from './grid-form'

const DAYS = 14
const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })

export function GridPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const [from, setFrom] = useState('')
  const grid = useGrid(code, from, DAYS)
  const shown = grid.data?.Days[0] ?? from
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
      {grid.data && <GridTable grid={grid.data} />}
      {grid.data && <GridForm code={code} grid={grid.data} />}
    </Stack>
  )
}

function GridTable({ grid }: { grid: DeskGrid }) {
  const cell = (value: number | null, suffix = '') => (value === null ? '–' : `${value}${suffix}`)
  return (
    // A phone scrolls the grid sideways: the region takes the focus so a keyboard can scroll it too.
    <div className="desk-table-wrap" tabIndex={0} role="region" aria-label="Rates grid">
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
                <Table.Td key={day}>
                  {type.Closed[i] ? (
                    <Badge color="red" variant="light">
                      Closed
                    </Badge>
                  ) : (
                    cell(type.Left[i] ?? null)
                  )}
                </Table.Td>
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
                  <Table.Td key={day}>
                    {cell(plan.Prices[i] ?? null)}
                    <Text span c="dimmed" size="xs">
                      {' '}
                      · {cell(plan.MinStays[i] ?? null, 'n')}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </div>
  )
}
