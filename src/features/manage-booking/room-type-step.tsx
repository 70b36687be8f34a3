import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useRouteProperty } from '@/api/route-property'
import type { PropertySettings } from '@/api/contract/property'
import { toMajorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import type { RoomTypeOffer } from '@/domain/offering'
import { formatPrice, t } from '@/i18n/i18n'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { OccupantCounter } from '@/ui/occupant-counter'
import type { Selecting } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { occupancyCaps, useRoomSearch, type RoomLimits } from './room-search'
import { RoomSearchStatus, StepBack } from './room-search-view'
import { useStayCalendar } from './stay-calendar'

/** RoomTypeSelection: the room types that fit the stay and guests, for a room being changed or added. */
export function RoomTypeStep({ draft, update, go, overview, online }: ManageStepProps) {
  const selecting = draft.selecting
  const adding = draft.state.roomIndex < 0
  const { search, offers, room, roomTypes, pending } = useRoomSearch(draft, selecting)
  if (!selecting) return null
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)

  return (
    <Stack gap="md">
      {adding ? <Text>{t('manage.addRoomHint')}</Text> : null}
      {!online ? (
        <Alert color="warning" variant="light">
          {t('manage.needsConnection')}
        </Alert>
      ) : null}
      <StayAndGuests
        propertyId={draft.reservation.PropertyId}
        adding={adding}
        number={adding ? draft.rooms.length + 1 : draft.state.roomIndex + 1}
        selecting={selecting}
        roomTypes={roomTypes}
        onChange={(next) => update({ ...draft, selecting: { ...selecting, ...next } })}
      />
      <RoomSearchStatus pending={pending} search={search} noneFound={!!search.data && offers.length === 0} />
      {!pending
        ? offers.map((offer) => (
            <RoomTypeOfferCard
              key={offer.roomType.roomTypeId}
              offer={offer}
              current={!adding && room?.roomTypeId === offer.roomType.roomTypeId}
              left={search.data?.NumberOfRoomsPerRoomTypeId[String(offer.roomType.roomTypeId)] ?? 0}
              price={money(offer.lowestRate)}
              onChoose={() =>
                go(at('RatePlanSelection', draft.state.roomIndex), {
                  ...draft,
                  selecting: {
                    ...selecting,
                    roomTypeId: offer.roomType.roomTypeId,
                    roomTypeName: offer.roomType.name,
                  },
                })
              }
            />
          ))
        : null}
      <StepBack onBack={() => overview()} />
    </Stack>
  )
}

type StayAndGuestsProps = {
  propertyId: number
  /** A new room chooses its dates too; a room being changed keeps its own. */
  adding: boolean
  /** The room's number in the booking, for the counters' labels. */
  number: number
  selecting: Selecting
  roomTypes: readonly RoomLimits[] | null
  onChange: (next: Partial<Selecting>) => void
}

/** The stay and guests the room types are searched for, each counter bounded as the search page bounds it. */
function StayAndGuests({ propertyId, adding, number, selecting, roomTypes, onChange }: StayAndGuestsProps) {
  const property = useRouteProperty()
  // A new room takes rooms on its nights like any booking: the calendar as the search page shows it.
  const calendar = useStayCalendar(propertyId, { enabled: adding })
  const occ = selecting.occupancy
  const setOcc = (next: Partial<Occupancy>) => onChange({ occupancy: { ...occ, ...next } })
  const caps = occupancyCaps(property, roomTypes, occ)
  const dates: DateRange = [selecting.dateFrom, selecting.dateTo]
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {adding ? (
          <DateRangePicker
            value={dates}
            onChange={([from, to]) => onChange({ dateFrom: from ?? '', dateTo: to ?? '' })}
            today={calendar.today}
            unavailable={calendar.unavailable}
            minStayOf={calendar.minStayOf}
          />
        ) : null}
        <GuestCounters property={property} occupancy={occ} caps={caps} number={number} onChange={setOcc} />
        {caps.byRoomTypes ? (
          <Text size="sm" c="dimmed">
            {t('manage.largestRoom')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}

type GuestCountersProps = {
  property: PropertySettings
  occupancy: Occupancy
  caps: ReturnType<typeof occupancyCaps>
  number: number
  onChange: (next: Partial<Occupancy>) => void
}

/** Adults, and children and infants where the property searches for them. */
function GuestCounters({ property, occupancy: occ, caps, number, onChange }: GuestCountersProps) {
  return (
    <>
      <OccupantCounter
        label={property.AdultOccupancyLabel || t('search.adults')}
        hint={property.AdultOccupancyHint}
        value={occ.adults}
        min={occ.children > 0 ? 0 : 1}
        max={caps.adults}
        onChange={(adults) => onChange({ adults })}
        guest="adult"
        room={number}
      />
      {property.EnableChildrenSearch ? (
        <OccupantCounter
          label={property.ChildOccupancyLabel || t('search.children')}
          hint={property.ChildOccupancyHint ?? t('search.childrenHint')}
          value={occ.children}
          min={occ.adults > 0 ? 0 : 1}
          max={caps.children}
          onChange={(children) => onChange({ children })}
          guest="child"
          room={number}
        />
      ) : null}
      {property.EnableInfantSearch ? (
        <OccupantCounter
          label={property.InfantOccupancyLabel || t('search.infants')}
          hint={property.InfantOccupancyHint ?? t('search.infantsHint')}
          value={occ.infants}
          min={0}
          max={caps.infants}
          onChange={(infants) => onChange({ infants })}
          guest="infant"
          room={number}
        />
      ) : null}
    </>
  )
}

type RoomTypeOfferCardProps = {
  offer: RoomTypeOffer
  current: boolean
  /** Rooms of this type left on the dates; a few left is said. */
  left: number
  price: string
  onChoose: () => void
}

function RoomTypeOfferCard({ offer, current, left, price, onChoose }: RoomTypeOfferCardProps) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{offer.roomType.name}</Text>
            {current ? <Badge variant="light">{t('manage.current')}</Badge> : null}
          </Group>
          <Text size="sm">{t('manage.fromPrice', { price })}</Text>
          {left > 0 && left <= 3 ? (
            <Text size="sm" c="dimmed">
              {t('manage.roomsLeft', { count: left })}
            </Text>
          ) : null}
        </Stack>
        <Button onClick={onChoose}>{t('manage.chooseRoomType', { roomType: offer.roomType.name })}</Button>
      </Group>
    </Card>
  )
}
