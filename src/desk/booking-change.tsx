/**
 * Changing a booking at the desk (decisions 0126, 0134): new dates, room type, rate plan, occupancy or extras per
 * room, rooms cancelled or added, then what the change would do (the guest's own settlement: the new total, what
 * is due now or given back), and only then the change itself, sent with the totals that were shown — a price
 * that moved since is refused. A stay in house shows only its departure as changeable.
 */
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ApiError, errorMessage } from '@/api/api-error'
import type { DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { NewRoomFields, RoomFields, type RoomDraft, type StayDraft } from './change-room-fields'
import { useChangeBooking, useChangeOptions, useChangeQuote } from './desk-api'

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount)

type Props = { code: string; reference: string }

/** The first message the server gave for a field of `prefix` (`Rooms.0.`, `RoomsToAdd.1.`). */
const errorsOf = (error: unknown, prefix: string) => (field: string) =>
  error instanceof ApiError ? error.modelState[`${prefix}${field}`]?.[0] : undefined

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

const stayOf = (room: StayDraft) => ({
  DateFrom: room.DateFrom,
  DateTo: room.DateTo,
  RoomTypeId: room.RoomTypeId,
  RatePlanId: room.RatePlanId,
  Adults: room.Adults,
  Children: room.Children,
  Infants: room.Infants,
  Services: room.Services,
})

/** The request the drafts make: rooms kept (changed or not), rooms to add, rooms to cancel. */
function requestOf(version: number, rooms: readonly RoomDraft[], added: readonly StayDraft[]) {
  return {
    Version: version,
    Rooms: rooms
      .filter((room) => !room.Cancel)
      .map((room) => ({ ReservationItemId: room.ReservationItemId, ...stayOf(room) })),
    RoomsToAdd: added.map(stayOf),
    RoomsToCancel: rooms
      .filter((room) => room.Cancel)
      .map((room) => ({ ReservationItemId: room.ReservationItemId })),
  }
}

/** The request with each room's total as the quote showed it. */
const priced = (request: ReturnType<typeof requestOf>, quoted: DeskChangeQuote) => ({
  ...request,
  Rooms: request.Rooms.map((room) => ({
    ...room,
    TotalCost: quoted.Rooms.find((r) => r.ReservationItemId === room.ReservationItemId)?.After ?? 0,
  })),
  RoomsToAdd: request.RoomsToAdd.map((room, index) => ({ ...room, TotalCost: quoted.Added[index] ?? 0 })),
})

/** A new room starts as the first room's stay, for two adults, without extras. */
const newRoom = (options: DeskChangeOptions): StayDraft => {
  const [first] = options.Rooms
  return {
    DateFrom: first?.DateFrom ?? '',
    DateTo: first?.DateTo ?? '',
    RoomTypeId: first?.RoomTypeId ?? options.RoomTypes[0]?.Id ?? 0,
    RatePlanId: first?.RatePlanId ?? options.RatePlans[0]?.Id ?? 0,
    Adults: 2,
    Children: 0,
    Infants: 0,
    Services: [],
  }
}

function ChangeForm({ code, reference, options }: Props & { options: DeskChangeOptions }) {
  const [rooms, setRooms] = useState<RoomDraft[]>(options.Rooms.map((room) => ({ ...room, Cancel: false })))
  const [added, setAdded] = useState<StayDraft[]>([])
  const quote = useChangeQuote(code, reference)
  const change = useChangeBooking(code, reference)
  const request = requestOf(options.Version, rooms, added)
  const edited = () => {
    quote.reset()
    change.reset()
  }
  const edit = (index: number, patch: Partial<RoomDraft>) => {
    edited()
    setRooms((all) => all.map((room, at) => (at === index ? { ...room, ...patch } : room)))
  }
  /** A new room's fields changed, a room added (at the end, whole), or dropped (null). */
  const editAdded = (index: number, patch: Partial<StayDraft> | StayDraft | null) => {
    edited()
    setAdded((all) => {
      if (!patch) return all.filter((_, at) => at !== index)
      if (index === all.length) return [...all, { ...newRoom(options), ...patch }]
      return all.map((room, at) => (at === index ? { ...room, ...patch } : room))
    })
  }
  const save = (quoted: DeskChangeQuote) => change.mutate(priced(request, quoted))
  const failed = quote.error ?? change.error
  const kept = rooms.filter((room) => !room.Cancel)
  return (
    <Stack gap="sm">
      {rooms.map((room, index) => (
        <RoomFields
          key={room.ReservationItemId}
          room={room}
          index={index}
          options={options}
          error={errorsOf(failed, `Rooms.${kept.indexOf(room)}.`)}
          onChange={(patch) => edit(index, patch)}
        />
      ))}
      {added.map((room, index) => (
        <NewRoomFields
          key={index}
          room={room}
          index={index}
          options={options}
          error={errorsOf(failed, `RoomsToAdd.${index}.`)}
          onChange={(patch) => editAdded(index, patch)}
          onRemove={() => editAdded(index, null)}
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => editAdded(added.length, newRoom(options))}>
          Add a room
        </Button>
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
  error instanceof ApiError &&
  Object.keys(error.modelState).some((key) => /^Rooms(ToAdd|ToCancel)?\.\d/.test(key))

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
