import { Badge, Box, Text, UnstyledButton } from '@mantine/core'

export type RoomListItem = {
  /** "Room 2" */
  title: string
  /** "1 adult, 1 child" */
  guests: string
  /** what the room holds: room type, rate and price; null while it is still to be chosen */
  choice: { roomType: string; ratePlan: string; price: string } | null
}

type Props = {
  /** the list's name for screen readers: "Your rooms" */
  label: string
  rooms: readonly RoomListItem[]
  /** the active room (docs/product/search.md#steps), marked with aria-current; null when none is */
  current: number | null
  onSelect: (index: number) => void
  /** shown on a room with nothing chosen yet */
  toChooseLabel: string
  /** shown on the active room */
  currentLabel: string
}

/**
 * The room list selector (docs/product/search.md#screens): each searched room as a button with its guests and, once chosen, its room
 * type, rate and price; the active room is marked (aria-current) and pressing another makes it active. The
 * buttons sit in a grid that takes as many columns as fit (two on a phone), so four rooms take two short rows
 * there and one on a wide screen.
 */
export function RoomListSelector({ label, rooms, current, onSelect, toChooseLabel, currentLabel }: Props) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ol"
        className="plain-list"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(9.5rem, 100%), 1fr))',
          gap: 'var(--mantine-spacing-xs)',
        }}
      >
        {rooms.map((room, index) => (
          <li key={index} style={{ display: 'flex' }}>
            <RoomButton
              room={room}
              number={index + 1}
              active={index === current}
              onSelect={() => onSelect(index)}
              toChooseLabel={toChooseLabel}
              currentLabel={currentLabel}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}

type RoomButtonProps = {
  room: RoomListItem
  /** 1-based, for the test id */
  number: number
  active: boolean
  onSelect: () => void
  toChooseLabel: string
  currentLabel: string
}

/** One room of the list: a button with its title, guests and choice (or "to choose"), marked when active. */
function RoomButton({ room, number, active, onSelect, toChooseLabel, currentLabel }: RoomButtonProps) {
  // The parts are read with pauses ("Room 2, 1 adult, To choose"), not run together as the layout's lines would
  // be; the name starts with what the button shows.
  const name = [
    room.title,
    room.guests,
    ...(room.choice
      ? [`${room.choice.roomType} · ${room.choice.ratePlan}`, room.choice.price]
      : [toChooseLabel]),
  ].join(', ')
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      aria-label={name}
      data-testid={`room-selector-${number}`}
      style={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 2,
        padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
        borderRadius: 'var(--mantine-radius-md)',
        border: active
          ? '2px solid var(--mantine-primary-color-filled)'
          : '1px solid var(--mantine-color-gray-4)',
        // The active room's thicker border must not move its content: the others pad one pixel more.
        margin: active ? 0 : 1,
        background: active ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
      }}
    >
      <Text fw={700} size="sm" component="span">
        {room.title}
      </Text>
      <Text size="sm" component="span">
        {room.guests}
      </Text>
      {room.choice ? (
        <>
          <Text size="xs" c="dimmed" component="span">
            {room.choice.roomType} · {room.choice.ratePlan}
          </Text>
          <Text size="sm" fw={600} component="span">
            {room.choice.price}
          </Text>
        </>
      ) : (
        <Text size="xs" c="warning.9" component="span" fs="italic">
          {toChooseLabel}
        </Text>
      )}
      {active ? (
        // aria-current says it to a screen reader.
        <Badge size="xs" variant="filled" mt={2} component="span">
          {currentLabel}
        </Badge>
      ) : null}
    </UnstyledButton>
  )
}
