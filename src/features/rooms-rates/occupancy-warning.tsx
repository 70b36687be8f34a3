import { Alert, Button, List, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { Occupancy } from '@/domain/occupancy'
import { describeOccupancy, t } from '@/i18n/i18n'

/**
 * docs/product/search.md#rules: no room type takes the occupancy of one or more searched rooms. The warning is that there are not
 * enough rooms for the occupancy (roomsAndRates.notEnoughRoomsBasedOnOccupancy); it names each such room and
 * its guests, and leads back to the search to split them across rooms. No alternative stays: other dates would
 * not fit them either (decision 0071).
 */
export function OccupancyWarning({
  rooms,
  changeSearchTo,
}: {
  rooms: readonly { number: number; occupancy: Occupancy }[]
  changeSearchTo: string
}) {
  return (
    <Stack gap="md">
      <Alert color="warning" title={t('errors.warningTitle')} role="status">
        <Stack gap="xs">
          <Text size="sm">{t('rooms.notEnoughRoomsBasedOnOccupancy')}</Text>
          <List size="sm" m={0}>
            {rooms.map((room) => (
              <List.Item key={room.number}>
                {t('rooms.noRoomTypeTakes', {
                  room: t('search.room', { number: room.number }),
                  guests: describeOccupancy(room.occupancy),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Alert>
      <Button component={Link} to={changeSearchTo} w="fit-content">
        {t('rooms.changeRoomsAndGuests')}
      </Button>
    </Stack>
  )
}
