import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { bookConfigQuery } from '@/api/property'
import { upgradeOptionsQuery } from '@/api/manage-booking'
import type { ManageRoom } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { CancelDialog } from './cancel-dialog'
import { CardDialog } from './card-dialog'
import { changesOf, draftFrom } from './draft'
import { useCancelBooking } from './cancel-booking'
import { at, type ManageStepProps } from './manage-step'
import {
  BookerCard,
  CancelledRooms,
  CardOnFile,
  NeedsConnection,
  StayCard,
  Totals,
} from './overview-sections'
import { RoomCard } from './room-card'

/** ReservationOverview (spec §4): rooms, guests, extras and totals, with the changes allowed on each. */
export function Overview(props: ManageStepProps) {
  const { draft, config, online, update, go, propertyCode } = props
  const r = draft.reservation
  const property = useRouteProperty()
  const bookConfig = useQuery(bookConfigQuery(r.PropertyId))
  const upgrades = useQuery({
    ...upgradeOptionsQuery(r),
    enabled: online && r.CanBeEdited && config.AllowChangeRooms,
  })
  const [cancelling, setCancelling] = useState<{ room: number | null } | null>(null)
  const [cardOpen, setCardOpen] = useState(false)
  const { original, any } = changesOf(draft)
  const maxRooms = bookConfig.data?.MaxNumberOfRoomsOnBooking ?? 0
  const liveRooms = draft.rooms.filter((x) => x.cancellation === null).length
  const editableRooms = draft.rooms.filter((x) => x.canBeEdited && x.cancellation === null)

  const cancelBooking = useCancelBooking({
    draft,
    propertyCode,
    update,
    onCancelled: () => setCancelling(null),
  })

  const startAdding = () =>
    go(at('RoomTypeSelection', -1), {
      ...draft,
      selecting: {
        dateFrom: r.DateFrom,
        dateTo: r.DateTo,
        // The property's default party, as a new room on the search page starts (spec §9).
        occupancy: {
          adults: property.DefaultOccupancyAdult,
          children: property.EnableChildrenSearch ? property.DefaultOccupancyChildren : 0,
          infants: property.EnableInfantSearch ? property.DefaultOccupancyInfant : 0,
        },
        roomTypeId: null,
        roomTypeName: null,
      },
    })
  const cancelRoomIndex = cancelling?.room ?? null
  const cancelRoom = cancelRoomIndex === null ? undefined : draft.rooms[cancelRoomIndex]
  const policyOf = (room: ManageRoom | undefined) =>
    r.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)?.Policy
      .CancellationPolicy ?? null

  return (
    <Stack gap="lg">
      <StayCard
        draft={draft}
        config={config}
        online={online}
        go={go}
        canChangeDates={editableRooms.length > 0}
        canAddRoom={liveRooms < maxRooms}
        maxRooms={maxRooms}
        onAddRoom={startAdding}
      />

      {draft.rooms.map((room, index) => (
        <RoomCard
          key={room.key}
          {...props}
          room={room}
          index={index}
          original={original.find((o) => o.key === room.key)}
          hasUpgrades={(upgrades.data ?? []).some((u) => u.ReservationItemId === room.reservationItemId)}
          onCancel={() => setCancelling({ room: index })}
        />
      ))}

      <CancelledRooms reservation={r} />
      <BookerCard draft={draft} config={config} go={go} />
      <CardOnFile reservation={r} online={online} onReplace={() => setCardOpen(true)} />
      <Totals draft={draft} />

      <Card withBorder padding="lg">
        <Stack gap="sm">
          {!any ? <Text>{t('manage.noChanges')}</Text> : null}
          <Group justify="space-between" wrap="wrap">
            {any ? (
              <Button
                variant="default"
                onClick={() => update({ ...draftFrom(r), state: at('ReservationOverview') })}
              >
                {t('manage.discard')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => go(at('Summary'))} disabled={!any}>
              {t('manage.review')}
            </Button>
          </Group>
        </Stack>
      </Card>

      {config.AllowCancel && r.CanBeCancelled ? (
        <Group>
          <NeedsConnection online={online}>
            <Button
              color="negative"
              variant="outline"
              onClick={() => setCancelling({ room: null })}
              disabled={!online}
            >
              {t('manage.cancelBooking')}
            </Button>
          </NeedsConnection>
        </Group>
      ) : null}

      <CancelDialog
        opened={cancelling !== null && cancelling.room === null}
        title={t('manage.cancelBookingTitle', { reference: r.ReservationNumber })}
        propertyId={r.PropertyId}
        reasonRequired={config.CancellationReasonRequired}
        policy={r.ReservationItems.find((i) => !i.IsCancelled)?.Policy.CancellationPolicy ?? null}
        confirmLabel={t('manage.confirmCancelBooking')}
        busy={cancelBooking.isPending}
        disabled={!online}
        error={cancelBooking.isError ? errorMessage(cancelBooking.error, t('manage.cancelFailed')) : null}
        onConfirm={(reasonId) => cancelBooking.mutate(reasonId)}
        onClose={() => {
          cancelBooking.reset()
          setCancelling(null)
        }}
      />
      <CancelDialog
        opened={cancelRoom !== undefined}
        title={t('manage.cancelRoomTitle', { number: (cancelRoomIndex ?? 0) + 1 })}
        propertyId={r.PropertyId}
        reasonRequired={config.CancellationReasonRequired}
        policy={policyOf(cancelRoom)}
        hint={t('manage.cancelRoomHint')}
        confirmLabel={t('manage.confirmCancelRoom')}
        onConfirm={(reasonId) => {
          setCancelling(null)
          update({
            ...draft,
            rooms: draft.rooms.map((x, i) =>
              i === cancelRoomIndex ? { ...x, cancellation: { reasonId } } : x,
            ),
          })
        }}
        onClose={() => setCancelling(null)}
      />
      <CardDialog opened={cardOpen} draft={draft} update={update} onClose={() => setCardOpen(false)} />
    </Stack>
  )
}
