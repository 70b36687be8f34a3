/**
 * One room of a change at the desk (decisions 0126, 0134): its dates, room type and rate plan, its occupancy and
 * extras, and whether it is cancelled; a stay in house shows only its departure as changeable. A room to add has
 * the same fields and a button to drop it again.
 */
import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import type { DeskChangeOptions } from '@/api/contract/desk-actions'

export type Extra = { ServiceId: number; Quantity: number }
/** What the fields of a room edit, booked or new. */
export type StayDraft = {
  DateFrom: string
  DateTo: string
  RoomTypeId: number
  RatePlanId: number
  Adults: number
  Children: number
  Infants: number
  Services: Extra[]
}
export type RoomDraft = DeskChangeOptions['Rooms'][number] & { Cancel: boolean }

type Errors = (field: string) => string | undefined
const COUNTS = Array.from({ length: 9 }, (_, count) => String(count))

/** The property's extras, ticked for the room (one of each; a quantity booked is kept as it was). */
function ExtrasFields(props: {
  chosen: Extra[]
  options: DeskChangeOptions
  locked: boolean
  error: string | undefined
  onChange: (extras: Extra[]) => void
}) {
  const { chosen, options, locked, error, onChange } = props
  const has = (id: number) => chosen.some((extra) => extra.ServiceId === id)
  const toggle = (id: number, on: boolean) =>
    onChange(
      on ? [...chosen, { ServiceId: id, Quantity: 1 }] : chosen.filter((extra) => extra.ServiceId !== id),
    )
  return (
    <Checkbox.Group label="Extras" error={error} mt="xs">
      <Group gap="md" mt={4}>
        {options.Services.map((service) => (
          <Checkbox
            key={service.Id}
            label={service.Name}
            checked={has(service.Id)}
            disabled={locked}
            onChange={(e) => toggle(service.Id, e.currentTarget.checked)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  )
}

/** The fields every room has; `locked` keeps all but the departure as they are (a stay in house). */
function StayFields(props: {
  stay: StayDraft
  options: DeskChangeOptions
  locked: boolean
  error: Errors
  onChange: (patch: Partial<StayDraft>) => void
}) {
  const { stay, options, locked, error, onChange } = props
  const count = (field: 'Adults' | 'Children' | 'Infants', label: string) => (
    <NativeSelect
      label={label}
      value={String(stay[field])}
      data={COUNTS}
      disabled={locked}
      onChange={(e) => onChange({ [field]: Number(e.currentTarget.value) })}
      error={error(field)}
    />
  )
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
        <TextInput
          type="date"
          label="Arrival"
          value={stay.DateFrom}
          disabled={locked}
          onChange={(e) => onChange({ DateFrom: e.currentTarget.value })}
          error={error('DateFrom')}
        />
        <TextInput
          type="date"
          label="Departure"
          value={stay.DateTo}
          onChange={(e) => onChange({ DateTo: e.currentTarget.value })}
          error={error('DateTo')}
        />
        <NativeSelect
          label="Room type"
          value={String(stay.RoomTypeId)}
          disabled={locked}
          data={options.RoomTypes.map((type) => ({ value: String(type.Id), label: type.Name }))}
          onChange={(e) => onChange({ RoomTypeId: Number(e.currentTarget.value) })}
          error={error('RoomTypeId')}
        />
        <NativeSelect
          label="Rate plan"
          value={String(stay.RatePlanId)}
          disabled={locked}
          data={options.RatePlans.map((plan) => ({
            value: String(plan.Id),
            label: plan.Refundable ? plan.Name : `${plan.Name} (non-refundable)`,
          }))}
          onChange={(e) => onChange({ RatePlanId: Number(e.currentTarget.value) })}
          error={error('RatePlanId') ?? error('ReservationItemId')}
        />
        {count('Adults', 'Adults')}
        {count('Children', 'Children')}
        {count('Infants', 'Infants')}
      </SimpleGrid>
      <ExtrasFields
        chosen={stay.Services}
        options={options}
        locked={locked}
        error={error('Services')}
        onChange={(Services) => onChange({ Services })}
      />
    </>
  )
}

export function RoomFields(props: {
  room: RoomDraft
  index: number
  options: DeskChangeOptions
  error: Errors
  onChange: (patch: Partial<RoomDraft>) => void
}) {
  const { room, index, options, error, onChange } = props
  const people = `${room.Adults} adults${room.Children ? `, ${room.Children} children` : ''}`
  const inHouse = room.InHouse ? ' — in house: only the departure can change' : ''
  const legend = `Room ${index + 1}: ${room.RoomTypeName}, ${room.RatePlanName} (${people})${inHouse}`
  const cancellable = options.Rooms.length > 1 && !room.InHouse
  return (
    <Fieldset legend={legend}>
      {cancellable && (
        <Checkbox
          label="Cancel this room"
          checked={room.Cancel}
          onChange={(e) => onChange({ Cancel: e.currentTarget.checked })}
          error={error('Cancel')}
          mb="xs"
        />
      )}
      {!room.Cancel && (
        <StayFields stay={room} options={options} locked={room.InHouse} error={error} onChange={onChange} />
      )}
    </Fieldset>
  )
}

export function NewRoomFields(props: {
  room: StayDraft
  index: number
  options: DeskChangeOptions
  error: Errors
  onChange: (patch: Partial<StayDraft>) => void
  onRemove: () => void
}) {
  const { room, index, options, error, onChange, onRemove } = props
  return (
    <Fieldset legend={`New room ${index + 1}`}>
      <StayFields stay={room} options={options} locked={false} error={error} onChange={onChange} />
      <Button variant="subtle" color="red.9" mt="xs" onClick={onRemove}>
        Do not add this room
      </Button>
    </Fieldset>
  )
}
