import '@mantine/core/styles/NumberInput.css'
import { Alert, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReservationItem } from '@/api/contract/manage-booking'
import type { Service } from '@/api/contract/service'
import { servicesQuery } from '@/api/service'
import { serviceQuantityMax, stockUnitsOf } from '@/domain/manage-flow'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { extraPriceShown, roomStay, type RoomStay } from '@/domain/room-quote'
import { formatPrice, t } from '@/i18n/i18n'
import type { AddedService, DraftRoom, PreCheckInDraft } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'

/** Extras: add to each room what the hotel offers over its stay, within stock; booked ones stay as they are. */
export function ExtrasStep({ draft, update, advance, go }: StepProps) {
  const rooms = draft.rooms.flatMap((room, index) => {
    const item = draft.reservation.ReservationItems.find(
      (i) => i.ReservationItemId === room.reservationItemId,
    )
    return item ? [{ room, index, item }] : []
  })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        advance(draft)
      }}
      aria-label={t('preCheckIn.extrasStepTitle')}
    >
      <Stack gap="lg">
        <Text>{t('preCheckIn.extrasPaidAtHotel')}</Text>
        {rooms.map(({ room, index, item }) => (
          <RoomExtras
            key={room.reservationItemId}
            draft={draft}
            room={room}
            index={index}
            item={item}
            update={update}
          />
        ))}
        <PreCheckInStepActions onBack={() => go({ step: 'Summary', roomIndex: 0, guestIndex: 0 })} />
      </Stack>
    </form>
  )
}

function RoomExtras({
  draft,
  room,
  index,
  item,
  update,
}: {
  draft: PreCheckInDraft
  room: DraftRoom
  index: number
  item: ReservationItem
  update: StepProps['update']
}) {
  const catalogue = useQuery(
    servicesQuery({
      propertyId: draft.reservation.PropertyId,
      roomTypeId: item.RoomTypeId,
      ratePlanId: item.RatePlanId,
      dateFrom: item.DateOfArrival,
      dateTo: item.DateOfDeparture,
    }),
  )
  const stay = roomStay(item.DateOfArrival, item.DateOfDeparture, {
    adults: item.NumberOfAdults,
    children: item.NumberOfChildren,
    infants: item.NumberOfInfants,
  })
  const setQuantity = (line: Omit<AddedService, 'quantity'>, quantity: number) => {
    const others = room.addServices.filter((s) => s.serviceId !== line.serviceId)
    const addServices = quantity > 0 ? [...others, { ...line, quantity }] : others
    update({ ...draft, rooms: draft.rooms.map((r, i) => (i === index ? { ...r, addServices } : r)) })
  }
  const headingId = `extras-room-${index}`
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('preCheckIn.extrasForRoom', { number: index + 1, roomType: item.RoomTypeName })}
        </Title>
        {catalogue.isPending ? <Text c="dimmed">{t('app.loading')}</Text> : null}
        {catalogue.isError ? (
          <Alert color="info" variant="light">
            {t('preCheckIn.extrasNeedConnection')}
          </Alert>
        ) : null}
        {catalogue.data?.Services.map((s) => (
          <ExtraLine
            key={s.ServiceId}
            service={s}
            free={catalogue.data.InventoryPerServiceId[String(s.ServiceId)]?.StartingInventory ?? null}
            draft={draft}
            room={room}
            item={item}
            index={index}
            stay={stay}
            onQuantity={setQuantity}
          />
        ))}
      </Stack>
    </Card>
  )
}

/** One extra on offer for a room: what it is, its price for this stay (or why it cannot be added), how many. */
function ExtraLine({
  service,
  free,
  draft,
  room,
  item,
  index,
  stay,
  onQuantity,
}: {
  service: Service
  /** how many the property has left, where it counts them */
  free: number | null
  draft: PreCheckInDraft
  room: DraftRoom
  item: ReservationItem
  index: number
  stay: RoomStay
  onQuantity: (line: Omit<AddedService, 'quantity'>, quantity: number) => void
}) {
  const booked = item.Services.some((b) => b.ServiceId === service.ServiceId)
  const chosen = room.addServices.find((a) => a.serviceId === service.ServiceId)?.quantity ?? 0
  const max = booked ? 0 : mostToAdd(service, free, draft, room)
  const price = toMinorUnits(service.Price)
  const cost = extraPriceShown(
    { price, charge: service.ChargeType, chargePerPerson: service.ChargePerPerson, quantity: chosen },
    stay,
  )
  const label = t('preCheckIn.extraQuantity', { name: service.ServiceName, number: index + 1 })
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2} style={{ flex: 1 }}>
        <Text fw={600}>{service.ServiceName}</Text>
        <Text size="sm">{service.ServiceDescription}</Text>
        <Text size="sm" c="dimmed">
          {booked
            ? t('preCheckIn.extraAlreadyBooked')
            : max <= 0 && chosen === 0
              ? t('preCheckIn.extraSoldOut')
              : formatPrice(toMajorUnits(cost), draft.reservation.Currency)}
        </Text>
      </Stack>
      <NumberInput
        aria-label={label}
        w={96}
        min={0}
        max={Math.max(chosen, max)}
        disabled={booked || (max <= 0 && chosen === 0)}
        value={chosen}
        allowDecimal={false}
        allowNegative={false}
        onChange={(value) =>
          onQuantity(
            {
              serviceId: service.ServiceId,
              name: service.ServiceName,
              price,
              charge: service.ChargeType,
              chargePerPerson: service.ChargePerPerson,
            },
            Math.max(0, Math.min(Math.max(chosen, max), Number(value) || 0)),
          )
        }
      />
    </Group>
  )
}

/** The most of an extra this room may add: the catalogue's limit and the stock the other rooms' additions leave. */
function mostToAdd(service: Service, free: number | null, draft: PreCheckInDraft, room: DraftRoom): number {
  const takenByOtherRooms = draft.rooms
    .filter((r) => r !== room)
    .flatMap((r) => r.addServices)
    .filter((a) => a.serviceId === service.ServiceId)
    .reduce((n, a) => n + stockUnitsOf(a.charge, a.quantity), 0)
  return serviceQuantityMax({
    charge: service.ChargeType,
    maxQuantity: service.Quantity,
    free,
    heldByThisRoom: 0,
    takenByOtherRooms,
  })
}
