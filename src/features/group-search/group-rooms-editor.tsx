import { Button, Card, Group, Stack, Text } from '@mantine/core'
import type { Occupancy } from '@/domain/occupancy'
import { t } from '@/i18n/i18n'
import { OccupantCounter } from '@/ui/occupant-counter'

/** What the group's hotels take between them: the widest limits of any member (each hotel then answers for itself). */
export type GroupLimits = {
  maxRooms: number
  adultMax: number
  childMax: number
  children: boolean
  infants: boolean
  defaultAdults: number
}

type Props = { limits: GroupLimits; rooms: Occupancy[]; onChange: (rooms: Occupancy[]) => void }

/** Rooms and who stays in each, for a search across the group's hotels. */
export function GroupRoomsEditor({ limits, rooms, onChange }: Props) {
  const update = (index: number, patch: Partial<Occupancy>) =>
    onChange(rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)))
  return (
    <Stack gap="sm" role="group" aria-label={t('group.rooms')}>
      {rooms.map((room, index) => {
        const number = index + 1
        return (
          <Card key={number} withBorder padding="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{t('group.room', { number })}</Text>
                {rooms.length > 1 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  >
                    {t('group.removeRoom', { number })}
                  </Button>
                ) : null}
              </Group>
              <OccupantCounter
                label={t('group.adults')}
                hint={t('group.adultsHint')}
                value={room.adults}
                min={room.children > 0 ? 0 : 1}
                max={limits.adultMax}
                onChange={(adults) => update(index, { adults })}
                what="adult"
                room={number}
              />
              {limits.children ? (
                <OccupantCounter
                  label={t('group.children')}
                  hint={t('group.childrenHint')}
                  value={room.children}
                  min={room.adults > 0 ? 0 : 1}
                  max={limits.childMax}
                  onChange={(children) => update(index, { children })}
                  what="child"
                  room={number}
                />
              ) : null}
              {limits.infants ? (
                <OccupantCounter
                  label={t('group.infants')}
                  hint={t('group.infantsHint')}
                  value={room.infants}
                  min={0}
                  max={4}
                  onChange={(infants) => update(index, { infants })}
                  what="infant"
                  room={number}
                />
              ) : null}
            </Stack>
          </Card>
        )
      })}
      {rooms.length >= limits.maxRooms ? (
        <Text size="sm" c="dimmed">
          {t('group.maxRooms')}
        </Text>
      ) : (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => onChange([...rooms, { adults: limits.defaultAdults, children: 0, infants: 0 }])}
        >
          {t('group.addRoom')}
        </Button>
      )}
    </Stack>
  )
}
