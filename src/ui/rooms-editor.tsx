import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { Occupancy } from '@/domain/occupancy'
import { OccupantCounter } from '@/ui/occupant-counter'

// The rooms and occupants of a search (docs/product/search.md#screens occupant counter, one card per room). The search of one hotel and
// the search across a group both use it: what differs between them is only their limits and their words.

/** How many rooms, and how many of each occupant a room may have; children and infants only where searched. */
export type RoomLimits = {
  maxRooms: number
  adultMax: number
  childMax: number
  infantMax: number
  children: boolean
  infants: boolean
}

type OccupantText = { label: string; hint?: string | null | undefined }

/** The editor's words, from the catalogue of the page that shows it (or the hotel's own occupancy labels). */
export type RoomsEditorTexts = {
  rooms: string
  room: (number: number) => string
  removeRoom: (number: number) => string
  addRoom: string
  maxRoomsReached: string
  adults: OccupantText
  children: OccupantText
  infants: OccupantText
}

type Props = {
  rooms: Occupancy[]
  onChange: (rooms: Occupancy[]) => void
  limits: RoomLimits
  /** Who a room added here starts with: the default occupancy, as the first room does. */
  newRoom: Occupancy
  texts: RoomsEditorTexts
}

/** Number of rooms (up to the maximum) and the occupants of each. */
export function RoomsEditor({ rooms, onChange, limits, newRoom, texts }: Props) {
  const update = (index: number, patch: Partial<Occupancy>) =>
    onChange(rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)))

  return (
    <Stack gap="sm" role="group" aria-label={texts.rooms}>
      {rooms.map((room, index) => {
        const number = index + 1
        return (
          <Card key={number} withBorder padding="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{texts.room(number)}</Text>
                {rooms.length > 1 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  >
                    {texts.removeRoom(number)}
                  </Button>
                ) : null}
              </Group>
              <OccupantCounter
                label={texts.adults.label}
                hint={texts.adults.hint}
                value={room.adults}
                min={room.children > 0 ? 0 : 1}
                max={limits.adultMax}
                onChange={(adults) => update(index, { adults })}
                guest="adult"
                room={number}
              />
              {limits.children ? (
                <OccupantCounter
                  label={texts.children.label}
                  hint={texts.children.hint}
                  value={room.children}
                  min={room.adults > 0 ? 0 : 1}
                  max={limits.childMax}
                  onChange={(children) => update(index, { children })}
                  guest="child"
                  room={number}
                />
              ) : null}
              {limits.infants ? (
                <OccupantCounter
                  label={texts.infants.label}
                  hint={texts.infants.hint}
                  value={room.infants}
                  min={0}
                  max={limits.infantMax}
                  onChange={(infants) => update(index, { infants })}
                  guest="infant"
                  room={number}
                />
              ) : null}
            </Stack>
          </Card>
        )
      })}
      {rooms.length >= limits.maxRooms ? (
        <Text size="sm" c="dimmed">
          {texts.maxRoomsReached}
        </Text>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => onChange([...rooms, { ...newRoom }])}>
          {texts.addRoom}
        </Button>
      )}
    </Stack>
  )
}
