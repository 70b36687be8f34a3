import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'
import { roomsFrom } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { NeedsConnection } from './needs-connection'

// The stay on the overview: its dates and the changes that need a connection, and the rooms cancelled before.

const stayText = (from: string, to: string) =>
  t('manage.stay', {
    from: formatDay(from, 'long'),
    to: formatDay(to, 'long'),
    nights: t('units.nights', { count: nightsBetween(from, to) }),
  })

/** From the first arrival to the last departure of these rooms; null when there are none. */
function spanOf(rooms: readonly { dateFrom: string; dateTo: string }[]): { from: string; to: string } | null {
  if (rooms.length === 0) return null
  return {
    from: rooms.map((room) => room.dateFrom).reduce((a, b) => (b < a ? b : a)),
    to: rooms.map((room) => room.dateTo).reduce((a, b) => (b > a ? b : a)),
  }
}

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
  const before = spanOf(roomsFrom(r).filter((room) => room.cancellation === null))
  const after = spanOf(draft.rooms.filter((room) => room.cancellation === null))
  // New dates staged and not saved: the stay they make is shown, the booked one below it.
  const moved = after !== null && before !== null && (after.from !== before.from || after.to !== before.to)
  const staged = moved ? after : { from: r.DateFrom, to: r.DateTo }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="stay-heading">
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={2} size="h3" id="stay-heading">
            {stayText(staged.from, staged.to)}
          </Title>
          {moved ? (
            <Badge color="warning" variant="light" data-testid="stay-not-saved">
              {t('manage.stayNotSaved')}
            </Badge>
          ) : null}
        </Group>
        {moved ? (
          <Text size="sm">{t('manage.stayBooked', { stay: stayText(r.DateFrom, r.DateTo) })}</Text>
        ) : null}
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
