import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { PropertySettings } from '@/api/contract/property'
import { MAX_INFANTS_PER_ROOM, type Occupancy } from '@/domain/occupancy'
import { t } from '@/i18n/i18n'
import { OccupantCounter } from '@/ui/occupant-counter'

type Props = {
  property: PropertySettings
  rooms: Occupancy[]
  onChange: (rooms: Occupancy[]) => void
  maxRooms: number
  /** Who a room added here starts with: the property's default occupancy, as the first room does. */
  newRoom: Occupancy
}

/** Number of rooms (up to the property's maximum) and the occupants of each. */
export function RoomsEditor({ property, rooms, onChange, maxRooms, newRoom }: Props) {
  const update = (index: number, patch: Partial<Occupancy>) =>
    onChange(rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)))
  const atMax = rooms.length >= maxRooms

  return (
    <Stack gap="sm" role="group" aria-label={t('search.rooms')}>
      {rooms.map((room, index) => {
        const number = index + 1
        return (
          <Card key={number} withBorder padding="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{t('search.room', { number })}</Text>
                {rooms.length > 1 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  >
                    {t('search.removeRoom', { number })}
                  </Button>
                ) : null}
              </Group>
              <OccupantCounter
                label={property.AdultOccupancyLabel || t('search.adults')}
                hint={property.AdultOccupancyHint}
                value={room.adults}
                min={room.children > 0 ? 0 : 1}
                max={property.AdultMaximumOccupancy}
                onChange={(adults) => update(index, { adults })}
                what="adult"
                room={number}
              />
              {property.EnableChildrenSearch ? (
                <OccupantCounter
                  label={property.ChildOccupancyLabel || t('search.children')}
                  hint={property.ChildOccupancyHint ?? t('search.childrenHint')}
                  value={room.children}
                  min={room.adults > 0 ? 0 : 1}
                  max={property.ChildMaximumOccupancy}
                  onChange={(children) => update(index, { children })}
                  what="child"
                  room={number}
                />
              ) : null}
              {property.EnableInfantSearch ? (
                <OccupantCounter
                  label={property.InfantOccupancyLabel || t('search.infants')}
                  hint={property.InfantOccupancyHint ?? t('search.infantsHint')}
                  value={room.infants}
                  min={0}
                  max={MAX_INFANTS_PER_ROOM}
                  onChange={(infants) => update(index, { infants })}
                  what="infant"
                  room={number}
                />
              ) : null}
            </Stack>
          </Card>
        )
      })}
      {atMax ? (
        <Text size="sm" c="dimmed">
          {t('search.maxRoomsReached')}
        </Text>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => onChange([...rooms, { ...newRoom }])}>
          {t('search.addRoom')}
        </Button>
      )}
    </Stack>
  )
}
