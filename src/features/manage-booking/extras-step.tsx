import '@mantine/core/styles/NumberInput.css'
import { Alert, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Service } from '@/api/contract/service'
import { servicesQuery } from '@/api/service'
import {
  canEditManageRoomServices,
  isLineEditable,
  serviceQuantityMax,
  stockUnitsOf,
  type ManageRoom,
  type ManageService,
} from '@/domain/manage-flow'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { extraPriceShown, roomStay, type RoomStay } from '@/domain/room-quote'
import { formatPrice, t } from '@/i18n/i18n'
import { roomsFrom, type ManageDraft } from './draft'
import { extrasRooms } from './entry'
import { at, ManageStepActions, type ManageStepProps } from './manage-step'

/**
 * Extras of one room (docs/product/after-booking.md#what-is-kept, docs/product/after-booking.md#steps): booked extras the hotel locks stay as they are; new ones and editable ones
 * change within the stock left for the room's dates. Nothing is sent before Save.
 */
export function ExtrasStep(props: ManageStepProps) {
  return props.draft.state.roomIndex < 0 ? <ExtrasRoomChoice {...props} /> : <RoomExtras {...props} />
}

/**
 * "Add extras" on a booking of several rooms (from the confirmation): which room first. Each room says what it
 * has now; its extras step goes back to the overview, where the other rooms' extras are one button away.
 */
function ExtrasRoomChoice({ draft, config, go, overview }: ManageStepProps) {
  const rooms = extrasRooms(draft, config)
  return (
    <Stack gap="md">
      <Text>{t('manage.extrasChooseHint')}</Text>
      {rooms.map((index) => {
        const room = draft.rooms[index]
        if (!room) return null
        const id = `extras-room-${room.key}`
        return (
          <Card key={room.key} withBorder padding="lg" component="section" aria-labelledby={id}>
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Title order={2} size="h4" id={id}>
                  {t('manage.room', { number: index + 1, roomType: room.roomTypeName })}
                </Title>
                <Text size="sm">
                  {t('manage.guests', {
                    names: room.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '),
                  })}
                </Text>
                <Text size="sm">
                  {room.services.length > 0
                    ? t('manage.extras', {
                        names: room.services.map((x) => `${x.name} × ${x.quantity}`).join(', '),
                      })
                    : t('manage.noExtras')}
                </Text>
              </Stack>
              <Button onClick={() => go(at('Extras', index))}>
                {t('manage.extrasChoose', { number: index + 1 })}
              </Button>
            </Group>
          </Card>
        )
      })}
      <Group>
        <Button variant="default" onClick={() => overview()}>
          {t('manage.back')}
        </Button>
      </Group>
    </Stack>
  )
}

function RoomExtras({ draft, update, overview, online }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const catalogue = useQuery({
    ...servicesQuery({
      propertyId: draft.reservation.PropertyId,
      roomTypeId: room?.roomTypeId ?? 0,
      ratePlanId: room?.ratePlanId ?? 0,
      dateFrom: room?.dateFrom ?? '',
      dateTo: room?.dateTo ?? '',
    }),
    enabled: room !== undefined,
  })
  if (!room) return null
  const original = roomsFrom(draft.reservation).find((o) => o.key === room.key)
  const stay = roomStay(room.dateFrom, room.dateTo, room.occupancy)
  const editable = canEditManageRoomServices(room)

  const setLine = (line: ManageService, quantity: number) => {
    const others = room.services.filter((s) => s.serviceId !== line.serviceId)
    const services = quantity > 0 ? [...others, { ...line, quantity }] : others
    const next: ManageRoom = { ...room, services }
    update({ ...draft, rooms: draft.rooms.map((r, i) => (i === index ? next : r)) })
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        overview()
      }}
      aria-label={t('manage.extrasTitle', { number: index + 1 })}
    >
      <Stack gap="md">
        {!editable ? (
          <Alert color="info" variant="light">
            {t('manage.extrasLocked')}
          </Alert>
        ) : null}
        {catalogue.isPending ? <Text c="dimmed">{t('app.loading')}</Text> : null}
        {catalogue.isError || (!online && !catalogue.data) ? (
          <Alert color="warning" variant="light">
            {t('manage.needsConnection')}
          </Alert>
        ) : null}
        {catalogue.data?.Services.map((s) => (
          <ExtraLine
            key={s.ServiceId}
            service={s}
            free={catalogue.data.InventoryPerServiceId[String(s.ServiceId)]?.StartingInventory ?? null}
            draft={draft}
            room={room}
            original={original}
            roomEditable={editable}
            index={index}
            stay={stay}
            onQuantity={setLine}
          />
        ))}
        <ManageStepActions onBack={() => overview()} continueLabel={t('manage.continue')} />
      </Stack>
    </form>
  )
}

/** One extra on offer for a room: what it is, its price for this stay (or why it cannot change), how many. */
function ExtraLine({
  service,
  free,
  draft,
  room,
  original,
  roomEditable,
  index,
  stay,
  onQuantity,
}: {
  service: Service
  /** how many the property has left, where it counts them */
  free: number | null
  draft: ManageDraft
  room: ManageRoom
  /** the room as booked; none for a room added in this session */
  original: ManageRoom | undefined
  roomEditable: boolean
  index: number
  stay: RoomStay
  onQuantity: (line: ManageService, quantity: number) => void
}) {
  const { line, isNew } = roomLineOf(service, room, original)
  const lineEditable = roomEditable && isLineEditable({ isNew, allowEdit: line.allowEdit })
  const quantity = line.quantity
  // What the guest has chosen stays choosable even when the stock has fallen below it since.
  const top = Math.max(quantity, mostForRoom(service, free, draft, room, original))
  const soldOut = top <= 0
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600}>{service.ServiceName}</Text>
          <Text size="sm">{service.ServiceDescription}</Text>
          <Text size="sm" c="dimmed">
            {!lineEditable && quantity > 0
              ? t('manage.extraLocked')
              : soldOut
                ? t('manage.extraSoldOut')
                : t('manage.extraPrice', {
                    price: formatPrice(toMajorUnits(extraPriceShown(line, stay)), draft.reservation.Currency),
                  })}
          </Text>
        </Stack>
        <NumberInput
          aria-label={t('manage.extraQuantity', { name: service.ServiceName, number: index + 1 })}
          w={96}
          min={0}
          max={top}
          disabled={!lineEditable || soldOut}
          value={quantity}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => onQuantity(line, Math.max(0, Math.min(top, Number(value) || 0)))}
        />
      </Group>
    </Card>
  )
}

/**
 * The room's line for an extra: as the draft has it, or a line of none for an extra it does not hold yet. An
 * extra the booking did not hold when loaded is new (editable whatever the hotel allows for booked ones).
 */
function roomLineOf(
  service: Service,
  room: ManageRoom,
  original: ManageRoom | undefined,
): { line: ManageService; isNew: boolean } {
  const isNew = !original?.services.some((b) => b.serviceId === service.ServiceId)
  const current = room.services.find((b) => b.serviceId === service.ServiceId)
  const line: ManageService = current ?? {
    serviceId: service.ServiceId,
    name: service.ServiceName,
    quantity: 0,
    price: toMinorUnits(service.Price),
    charge: service.ChargeType,
    chargePerPerson: service.ChargePerPerson,
    allowEdit: service.AllowEditOnBookingEngine,
    isNew,
  }
  return { line, isNew }
}

/** The stock units of an extra that the booking's other live rooms on the same days as `room` hold. */
function unitsOnSameDays(rooms: readonly ManageRoom[], serviceId: number, room: ManageRoom): number {
  return rooms
    .filter(
      (other) =>
        other.key !== room.key &&
        other.cancellation === null &&
        other.dateFrom === room.dateFrom &&
        other.dateTo === room.dateTo,
    )
    .flatMap((other) => other.services.filter((line) => line.serviceId === serviceId))
    .reduce((units, line) => units + stockUnitsOf(line.charge, line.quantity), 0)
}

/**
 * The most of an extra this room may take: the catalogue's limit, what the property has left, and what the
 * booking's other rooms hold on the same days.
 */
function mostForRoom(
  service: Service,
  free: number | null,
  draft: ManageDraft,
  room: ManageRoom,
  original: ManageRoom | undefined,
): number {
  const booked = original?.services.find((b) => b.serviceId === service.ServiceId)
  // A room that keeps the days it was booked for holds its own booked extras already.
  const sameDays =
    original !== undefined && original.dateFrom === room.dateFrom && original.dateTo === room.dateTo
  // What other rooms of this booking hold now, and are about to hold, on the same days.
  const heldByOthers = unitsOnSameDays(roomsFrom(draft.reservation), service.ServiceId, room)
  const takenByOthers = Math.max(0, unitsOnSameDays(draft.rooms, service.ServiceId, room) - heldByOthers)
  return serviceQuantityMax({
    charge: service.ChargeType,
    maxQuantity: service.Quantity,
    free,
    heldByThisRoom: sameDays && booked ? stockUnitsOf(booked.charge, booked.quantity) : 0,
    takenByOtherRooms: takenByOthers,
  })
}
