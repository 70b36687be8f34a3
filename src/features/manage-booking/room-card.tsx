import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { nightsBetween } from '@/domain/dates'
import { roomMoved, roomTotal } from '@/domain/manage-change'
import type { ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { changesOf, type ManageDraft } from './draft'
import { at, type ManageStepProps } from './manage-step'

/** One room of the overview: what it is, what it costs, and the changes allowed on it. */
type RoomCardProps = ManageStepProps & {
  room: ManageRoom
  index: number
  original: ManageRoom | undefined
  hasUpgrades: boolean
  onCancel: () => void
}

export function RoomCard(props: RoomCardProps) {
  const { draft, online, room, index, original } = props
  const r = draft.reservation
  const money = (minor: number) => formatPrice(toMajorUnits(minor), r.Currency)
  const title = t('manage.room', { number: index + 1, roomType: room.roomTypeName })
  const headingId = `room-${room.key}`
  const changed =
    original !== undefined && changesOf({ ...draft, rooms: [room] }).summary.rooms[0]?.kind === 'changed'
  const isNew = room.reservationItemId === null
  const cancelling = room.cancellation !== null
  const editable = room.canBeEdited && !cancelling
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId} td={cancelling ? 'line-through' : undefined}>
            {title}
          </Title>
          <Group gap="xs">
            {isNew ? <Badge color="info">{t('manage.badgeNew')}</Badge> : null}
            {changed ? <Badge color="info">{t('manage.badgeChanged')}</Badge> : null}
            {cancelling ? <Badge color="warning">{t('manage.badgeCancelling')}</Badge> : null}
          </Group>
        </Group>
        <Text>
          {`${formatDay(room.dateFrom)} – ${formatDay(room.dateTo)} · ${t('units.nights', { count: nightsBetween(room.dateFrom, room.dateTo) })} · ${room.ratePlanName}`}
        </Text>
        <Text size="sm">{describeOccupancy(room.occupancy)}</Text>
        <Text size="sm" data-testid={`room-${index + 1}-guests`}>
          {t('manage.guests', { names: room.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', ') })}
        </Text>
        <Text size="sm" data-testid={`room-${index + 1}-extras`}>
          {room.services.length > 0
            ? t('manage.extras', { names: room.services.map((s) => `${s.name} × ${s.quantity}`).join(', ') })
            : t('manage.noExtras')}
        </Text>
        <AmountRow label={t('manage.roomPrice')} value={money(roomTotal(room, original))} />
        {!room.canBeEdited ? (
          <Text size="sm" c="dimmed">
            {t('manage.notEditable')}
          </Text>
        ) : null}
        <RoomActions {...props} />
        {editable && !online ? (
          <Text size="xs" c="dimmed">
            {t('manage.needsConnection')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}

const liveCount = (draft: ManageDraft) => draft.rooms.filter((x) => x.cancellation === null).length

/** What can be done to one room now: its guests, extras, room and rate, upgrade, cancelling or undoing. */
function RoomActions({
  draft,
  config,
  online,
  update,
  go,
  room,
  index,
  original,
  hasUpgrades,
  onCancel,
}: RoomCardProps) {
  const isNew = room.reservationItemId === null
  const cancelling = room.cancellation !== null
  const editable = room.canBeEdited && !cancelling
  const withRoom = (next: ManageRoom) => ({
    ...draft,
    rooms: draft.rooms.map((x, i) => (i === index ? next : x)),
  })
  if (!(editable || cancelling || isNew)) return null
  return (
    <Group gap="xs" role="group" aria-label={t('manage.roomActions', { number: index + 1 })}>
      {editable && config.AllowEditGuestDetails ? (
        <Button size="compact-md" variant="light" onClick={() => go(at('Room', index))}>
          {t('manage.editGuests')}
        </Button>
      ) : null}
      {editable && config.AllowManageExtras ? (
        <Button size="compact-md" variant="light" onClick={() => go(at('Extras', index))} disabled={!online}>
          {t('manage.editExtras')}
        </Button>
      ) : null}
      {editable && config.AllowChangeRooms ? (
        <ChangeRoomButtons
          draft={draft}
          online={online}
          go={go}
          room={room}
          index={index}
          original={original}
          hasUpgrades={hasUpgrades}
        />
      ) : null}
      {editable && !isNew && room.canBeCancelled && config.AllowCancel && liveCount(draft) > 1 ? (
        <Button size="compact-md" variant="outline" color="negative" onClick={onCancel}>
          {t('manage.cancelRoom')}
        </Button>
      ) : null}
      {cancelling ? (
        <Button
          size="compact-md"
          variant="light"
          onClick={() => update(withRoom({ ...room, cancellation: null }))}
        >
          {t('manage.undoCancel')}
        </Button>
      ) : null}
      {isNew ? (
        <Button
          size="compact-md"
          variant="outline"
          color="negative"
          onClick={() => update({ ...draft, rooms: draft.rooms.filter((_, i) => i !== index) })}
        >
          {t('manage.removeNewRoom')}
        </Button>
      ) : null}
    </Group>
  )
}

type ChangeRoomButtonsProps = Pick<
  RoomCardProps,
  'draft' | 'online' | 'go' | 'room' | 'index' | 'original' | 'hasUpgrades'
>

/** Another room type or rate for the room, and an upgrade when one is offered for it as booked. */
function ChangeRoomButtons({
  draft,
  online,
  go,
  room,
  index,
  original,
  hasUpgrades,
}: ChangeRoomButtonsProps) {
  const isNew = room.reservationItemId === null
  const select = (step: 'RoomTypeSelection' | 'RatePlanSelection') =>
    go(at(step, index), {
      ...draft,
      selecting: {
        dateFrom: room.dateFrom,
        dateTo: room.dateTo,
        occupancy: room.occupancy,
        roomTypeId: step === 'RatePlanSelection' ? room.roomTypeId : null,
        roomTypeName: step === 'RatePlanSelection' ? room.roomTypeName : null,
      },
    })
  return (
    <>
      <Button
        size="compact-md"
        variant="light"
        onClick={() => select('RoomTypeSelection')}
        disabled={!online}
      >
        {t('manage.changeRoom')}
      </Button>
      <Button
        size="compact-md"
        variant="light"
        onClick={() => select('RatePlanSelection')}
        disabled={!online}
      >
        {t('manage.changeRate')}
      </Button>
      {hasUpgrades && !isNew && !roomMoved(room, original) ? (
        <Button
          size="compact-md"
          variant="light"
          onClick={() => go(at('UpgradeSelection', index))}
          disabled={!online}
        >
          {t('manage.upgrade')}
        </Button>
      ) : null}
    </>
  )
}
