/**
 * Changing a booking's dates or room at the desk (decision 0126): new dates, room type or rate plan per room,
 * then what the change would do (the guest's own settlement: the new total, what is due now or given back), and
 * only then the change itself, sent with the totals that were shown — a price that moved since is refused.
 */
import {
  Button,
  Card,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { ApiError, errorMessage } from '@/api/api-error'
import type { DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { useChangeBooking, useChangeOptions, useChangeQuote } from './desk-api'

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount)

type RoomDraft = DeskChangeOptions['Rooms'][number]
type Props = { code: string; reference: string }

const fieldError = (error: unknown, index: number, field: string) =>
  error instanceof ApiError ? error.modelState[`Rooms.${index}.${field}`]?.[0] : undefined

export function BookingChange({ code, reference }: Props) {
  const options = useChangeOptions(code, reference, true)
  return (
    <Card withBorder component="section" aria-labelledby="change-title">
      <Title order={2} id="change-title" size="h3" mb="xs">
        Change dates or room
      </Title>
      {options.isPending && <Loader aria-label="Loading the rooms to change" />}
      {options.isError && (
        <Text c="red.9" role="alert">
          {errorMessage(options.error, 'The rooms could not be loaded.')}
        </Text>
      )}
      {options.data && <ChangeForm code={code} reference={reference} options={options.data} />}
    </Card>
  )
}

function ChangeForm({ code, reference, options }: Props & { options: DeskChangeOptions }) {
  const [rooms, setRooms] = useState<RoomDraft[]>(options.Rooms)
  const quote = useChangeQuote(code, reference)
  const change = useChangeBooking(code, reference)
  const request = {
    Version: options.Version,
    Rooms: rooms.map((room) => ({
      ReservationItemId: room.ReservationItemId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
    })),
  }
  const edit = (index: number, patch: Partial<RoomDraft>) => {
    quote.reset()
    change.reset()
    setRooms((all) => all.map((room, at) => (at === index ? { ...room, ...patch } : room)))
  }
  const save = (quoted: DeskChangeQuote) =>
    change.mutate({
      ...request,
      Rooms: request.Rooms.map((room) => ({
        ...room,
        TotalCost: quoted.Rooms.find((r) => r.ReservationItemId === room.ReservationItemId)?.After ?? 0,
      })),
    })
  const failed = quote.error ?? change.error
  return (
    <Stack gap="sm">
      {rooms.map((room, index) => (
        <RoomFields
          key={room.ReservationItemId}
          room={room}
          index={index}
          options={options}
          error={failed}
          onChange={(patch) => edit(index, patch)}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => quote.mutate(request)} loading={quote.isPending}>
          See what it would do
        </Button>
      </Group>
      <div role="status">
        {quote.data && !change.isSuccess && <QuoteSummary quoted={quote.data} currency={options.Currency} />}
        {change.data && <Text c="teal.9">{change.data.Message}</Text>}
        {failed && !hasFieldErrors(failed) ? (
          <Text c="red.9">{errorMessage(failed, 'The change could not be made.')}</Text>
        ) : null}
      </div>
      {quote.data && !change.isSuccess && (
        <Group>
          <Button onClick={() => save(quote.data)} loading={change.isPending}>
            Save the change
          </Button>
        </Group>
      )}
    </Stack>
  )
}

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.modelState).some((key) => key.startsWith('Rooms.'))

function RoomFields({
  room,
  index,
  options,
  error,
  onChange,
}: {
  room: RoomDraft
  index: number
  options: DeskChangeOptions
  error: unknown
  onChange: (patch: Partial<RoomDraft>) => void
}) {
  const legend = `Room ${index + 1}: ${room.RoomTypeName}, ${room.RatePlanName} (${room.Adults} adults${room.Children ? `, ${room.Children} children` : ''})`
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
        <TextInput
          type="date"
          label="Arrival"
          value={room.DateFrom}
          onChange={(e) => onChange({ DateFrom: e.currentTarget.value })}
          error={fieldError(error, index, 'DateFrom')}
        />
        <TextInput
          type="date"
          label="Departure"
          value={room.DateTo}
          onChange={(e) => onChange({ DateTo: e.currentTarget.value })}
          error={fieldError(error, index, 'DateTo')}
        />
        <NativeSelect
          label="Room type"
          value={String(room.RoomTypeId)}
          data={options.RoomTypes.map((type) => ({ value: String(type.Id), label: type.Name }))}
          onChange={(e) => onChange({ RoomTypeId: Number(e.currentTarget.value) })}
          error={fieldError(error, index, 'RoomTypeId')}
        />
        <NativeSelect
          label="Rate plan"
          value={String(room.RatePlanId)}
          data={options.RatePlans.map((plan) => ({
            value: String(plan.Id),
            label: plan.Refundable ? plan.Name : `${plan.Name} (non-refundable)`,
          }))}
          onChange={(e) => onChange({ RatePlanId: Number(e.currentTarget.value) })}
          error={fieldError(error, index, 'RatePlanId') ?? fieldError(error, index, 'ReservationItemId')}
        />
      </SimpleGrid>
    </Fieldset>
  )
}

/** The new total against the old, and what it does to the money now. */
function QuoteSummary({ quoted, currency }: { quoted: DeskChangeQuote; currency: string }) {
  const difference = quoted.TotalAfter - quoted.TotalBefore
  const { DueNow, Refund } = quoted.Money
  const signed = `${difference >= 0 ? '+' : '−'}${money(Math.abs(difference), currency)}`
  return (
    <Stack gap={2} aria-label="What the change would do">
      <Text fw={700}>
        New total {money(quoted.TotalAfter, currency)} (was {money(quoted.TotalBefore, currency)}, {signed})
      </Text>
      <Text>
        {Refund > 0
          ? `${money(Refund, currency)} back to the guest`
          : DueNow > 0
            ? `${money(DueNow, currency)} to pay now`
            : 'No change to what the guest pays now'}
      </Text>
      <Text size="sm" c="dimmed">
        The guest is e-mailed the change.
      </Text>
    </Stack>
  )
}
