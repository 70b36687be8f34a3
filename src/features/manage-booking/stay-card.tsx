import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import { at, type ManageStepProps } from './manage-step'
import { NeedsConnection } from './needs-connection'

// The stay on the overview: its dates and the changes that need a connection, and the rooms cancelled before.

/** The stay, with the changes that need a connection: new dates, another room. */
export function StayCard({
  draft,
  config,
  online,
  go,
  canChangeDates,
  canAddRoom,
  maxRooms,
  onAddRoom,
}: Pick<ManageStepProps, 'draft' | 'config' | 'online' | 'go'> & {
  canChangeDates: boolean
  canAddRoom: boolean
  maxRooms: number
  onAddRoom: () => void
}) {
  const r = draft.reservation
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="stay-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="stay-heading">
          {t('manage.stay', {
            from: formatDay(r.DateFrom, 'long'),
            to: formatDay(r.DateTo, 'long'),
            nights: t('units.nights', { count: nightsBetween(r.DateFrom, r.DateTo) }),
          })}
        </Title>
        {r.LocationName ? <Text>{t('manage.location', { name: r.LocationName })}</Text> : null}
        <Group gap="sm">
          {config.AllowChangeDates && canChangeDates ? (
            <NeedsConnection online={online}>
              <Button variant="light" onClick={() => go(at('ChangeDates'))} disabled={!online}>
                {t('manage.changeDates')}
              </Button>
            </NeedsConnection>
          ) : null}
          {config.AllowChangeRooms && r.CanBeEdited ? (
            canAddRoom ? (
              <NeedsConnection online={online}>
                <Button variant="light" onClick={onAddRoom} disabled={!online}>
                  {t('manage.addRoom')}
                </Button>
              </NeedsConnection>
            ) : maxRooms > 0 ? (
              <Text size="sm">{t('manage.maxRooms')}</Text>
            ) : null
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}

/** The rooms cancelled before, as history. */
export function CancelledRooms({ reservation: r }: { reservation: ManagedReservation }) {
  if (!r.ReservationItems.some((i) => i.IsCancelled)) return null
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cancelled-rooms">
      <Title order={2} size="h4" id="cancelled-rooms" mb="xs">
        {t('manage.cancelledRooms')}
      </Title>
      {r.ReservationItems.filter((i) => i.IsCancelled).map((i) => (
        <Text key={i.ReservationItemId} size="sm">
          {`${i.RoomTypeName} · ${formatDay(i.DateOfArrival)} – ${formatDay(i.DateOfDeparture)}`}
        </Text>
      ))}
    </Card>
  )
}
