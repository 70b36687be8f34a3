import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { PropertySettings } from '@/api/contract/property'
import { bookConfigQuery } from '@/api/property'
import { upgradeOptionsQuery } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { CardSetupReturn } from '@/ui/card-entry'
import { CardDialog, cardSender, withCard } from './card-dialog'
import { changesOf, draftFrom, type Selecting } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { CancelBookingDialog, CancelRoomDialog } from './overview-dialogs'
import { BookerCard } from './booker-card'
import { CardOnFile } from './card-on-file'
import { NeedsConnection } from './needs-connection'
import { Totals } from './overview-totals'
import { CancelledRooms, StayCard } from './stay-card'
import { RoomCard } from './room-card'

/** The room search a new room starts from: the booking's dates and the property's default party (docs/product/after-booking.md#limits). */
function newRoomSelection(r: ManagedReservation, property: PropertySettings): Selecting {
  return {
    dateFrom: r.DateFrom,
    dateTo: r.DateTo,
    occupancy: {
      adults: property.DefaultOccupancyAdult,
      children: property.EnableChildrenSearch ? property.DefaultOccupancyChildren : 0,
      infants: property.EnableInfantSearch ? property.DefaultOccupancyInfant : 0,
    },
    roomTypeId: null,
    roomTypeName: null,
  }
}

/** ReservationOverview (docs/product/after-booking.md#steps): rooms, guests, extras and totals, with the changes allowed on each. */
export function Overview(props: ManageStepProps) {
  const { draft, config, online, update, go } = props
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

  const startAdding = () =>
    go(at('RoomTypeSelection', -1), { ...draft, selecting: newRoomSelection(r, property) })

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

      <ReviewChanges draft={draft} any={any} update={update} go={go} />

      {config.AllowCancel && r.CanBeCancelled ? (
        <CancelBookingButton online={online} onCancel={() => setCancelling({ room: null })} />
      ) : null}

      <CancelBookingDialog
        {...props}
        opened={cancelling !== null && cancelling.room === null}
        onClose={() => setCancelling(null)}
      />
      <CancelRoomDialog {...props} roomIndex={cancelling?.room ?? null} onClose={() => setCancelling(null)} />
      <CardDialog opened={cardOpen} draft={draft} update={update} onClose={() => setCardOpen(false)} />
      <CardSetupReturn send={cardSender(r)} onSaved={(card) => update(withCard(draft, card))} />
    </Stack>
  )
}

type ReviewChangesProps = Pick<ManageStepProps, 'draft' | 'update' | 'go'> & { any: boolean }

/** Discard every change, or go on to review them; with no change, says so. */
function ReviewChanges({ draft, any, update, go }: ReviewChangesProps) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {!any ? <Text>{t('manage.noChanges')}</Text> : null}
        <Group justify="space-between" wrap="wrap">
          {any ? (
            <Button
              variant="default"
              onClick={() => update({ ...draftFrom(draft.reservation), state: at('ReservationOverview') })}
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
  )
}

function CancelBookingButton({ online, onCancel }: { online: boolean; onCancel: () => void }) {
  return (
    <Group>
      <NeedsConnection online={online}>
        <Button color="negative" variant="outline" onClick={onCancel} disabled={!online}>
          {t('manage.cancelBooking')}
        </Button>
      </NeedsConnection>
    </Group>
  )
}
