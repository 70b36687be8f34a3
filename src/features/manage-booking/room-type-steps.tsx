import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouteProperty } from '@/api/route-property'
import { errorMessage } from '@/api/api-error'
import { searchAvailability } from '@/api/availability'
import { toAvailability, toDomainRoomType } from '@/api/contract/availability-to-domain'
import type { RoomType, SearchRequest } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'
import { newManageRoom, type ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { offerRoomTypes, type RoomTypeOffer } from '@/domain/offering'
import { formatPrice, t } from '@/i18n/i18n'
import type { DateRange } from '@/ui/date-range'
import { DateRangePicker } from '@/ui/date-range-picker'
import { OccupantCounter } from '@/ui/occupant-counter'
import { roomsFrom, type ManageDraft, type Selecting } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { useStayCalendar } from './stay-calendar'

/** The search behind both selection steps: the room's (or the new room's) stay and guests. */
function useRoomSearch(draft: ManageDraft, selecting: Selecting | null) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const item = draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)
  const request: SearchRequest | null = selecting
    ? {
        PropertyId: draft.reservation.PropertyId,
        LanguageCode: 'en',
        PromoCode: item?.PromoCode ?? null,
        DateFrom: selecting.dateFrom,
        DateTo: selecting.dateTo,
        Rooms: [
          {
            NumberOfAdults: selecting.occupancy.adults,
            NumberOfChildren: selecting.occupancy.children,
            NumberOfInfants: selecting.occupancy.infants,
          },
        ],
      }
    : null
  const [debounced] = useDebouncedValue(request, 100)
  const valid = debounced !== null && debounced.DateFrom < debounced.DateTo
  const query = useQuery({
    queryKey: ['manage', 'room-search', debounced],
    queryFn: ({ signal }) => searchAvailability(debounced as SearchRequest, signal),
    enabled: valid,
    retry: false,
    staleTime: 60 * 1000,
    // The room types of the last answer keep bounding the guest counters while the next one is on its way.
    placeholderData: keepPreviousData,
  })
  // What is offered comes only from the answer for this stay and these guests, never the one before.
  const answer = query.isPlaceholderData ? undefined : query.data
  const offers: RoomTypeOffer[] =
    answer && selecting
      ? offerRoomTypes(
          answer.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates)),
          availabilityFor(draft, index, selecting, toAvailability(answer)),
          { dateFrom: selecting.dateFrom, dateTo: selecting.dateTo },
          selecting.occupancy,
        )
      : []
  const settled = JSON.stringify(debounced) === JSON.stringify(request)
  const search = { data: answer, isError: query.isError, error: query.error }
  const roomTypes = query.data?.RoomTypes.map((o) => o.RoomType) ?? null
  return { search, offers, room, roomTypes, pending: request !== null && (query.isFetching || !settled) }
}

/**
 * Rooms left per type for this room: its own room counts when it stays on its booked nights (it is given back
 * when it changes); rooms this session is about to take on the same nights do not.
 */
function availabilityFor(
  draft: ManageDraft,
  index: number,
  selecting: Selecting,
  left: Record<number, number>,
): Record<number, number> {
  const out = { ...left }
  const booked = roomsFrom(draft.reservation)
  const room = draft.rooms[index]
  const was = booked.find((b) => b.key === room?.key)
  if (was && was.dateFrom === selecting.dateFrom && was.dateTo === selecting.dateTo)
    out[was.roomTypeId] = (out[was.roomTypeId] ?? 0) + 1
  draft.rooms.forEach((other, i) => {
    if (i === index || other.cancellation !== null) return
    if (other.dateFrom !== selecting.dateFrom || other.dateTo !== selecting.dateTo) return
    const held = booked.find((b) => b.key === other.key)
    if (!held || held.roomTypeId !== other.roomTypeId || held.dateFrom !== other.dateFrom)
      out[other.roomTypeId] = (out[other.roomTypeId] ?? 0) - 1
  })
  return out
}

type RoomLimits = Pick<RoomType, 'MaximumOccupancy' | 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'>

/**
 * How far each counter may go: the property's limits (as on the search page: adults up to
 * AdultMaximumOccupancy, children and infants — non-adults — up to ChildMaximumOccupancy together), and, once
 * the room types free on the dates are known, no further than one of them can take with the other guests
 * (each room type's MaximumOccupancy, AdultMaximumOccupancy and ChildMaximumOccupancy). `byRoomTypes`: a
 * counter stops short of the property's limit because no room is bigger, which the step says.
 */
export function occupancyCaps(
  property: Pick<PropertySettings, 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'>,
  roomTypes: readonly RoomLimits[] | null,
  occ: Occupancy,
): { adults: number; children: number; infants: number; byRoomTypes: boolean } {
  const byProperty = {
    adults: property.AdultMaximumOccupancy,
    children: property.ChildMaximumOccupancy - occ.infants,
    infants: property.ChildMaximumOccupancy - occ.children,
  }
  if (!roomTypes || roomTypes.length === 0) return { ...byProperty, byRoomTypes: false }
  const best = (room: (rt: RoomLimits) => number) => Math.max(...roomTypes.map(room))
  const byRooms = {
    adults: best((rt) =>
      Math.min(rt.AdultMaximumOccupancy, rt.MaximumOccupancy - occ.children - occ.infants),
    ),
    children: best((rt) =>
      Math.min(rt.ChildMaximumOccupancy - occ.infants, rt.MaximumOccupancy - occ.adults - occ.infants),
    ),
    infants: best((rt) =>
      Math.min(rt.ChildMaximumOccupancy - occ.children, rt.MaximumOccupancy - occ.adults - occ.children),
    ),
  }
  const at = (k: 'adults' | 'children' | 'infants') => byRooms[k] < byProperty[k] && occ[k] >= byRooms[k]
  return {
    adults: Math.min(byProperty.adults, byRooms.adults),
    children: Math.min(byProperty.children, byRooms.children),
    infants: Math.min(byProperty.infants, byRooms.infants),
    byRoomTypes: at('adults') || at('children') || at('infants'),
  }
}

/** RoomTypeSelection: the room types that fit the stay and guests, for a room being changed or added. */
export function RoomTypeStep({ draft, update, go, overview, online }: ManageStepProps) {
  const property = useRouteProperty()
  const selecting = draft.selecting
  const adding = draft.state.roomIndex < 0
  const { search, offers, room, roomTypes, pending } = useRoomSearch(draft, selecting)
  // A new room takes rooms on its nights like any booking: the calendar as the search page shows it.
  const calendar = useStayCalendar(draft.reservation.PropertyId, { enabled: draft.state.roomIndex < 0 })
  if (!selecting) return null
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)
  const setSelecting = (next: Partial<Selecting>) =>
    update({ ...draft, selecting: { ...selecting, ...next } })
  const occ = selecting.occupancy
  const setOcc = (next: Partial<Occupancy>) => setSelecting({ occupancy: { ...occ, ...next } })
  const caps = occupancyCaps(property, roomTypes, occ)
  const number = adding ? draft.rooms.length + 1 : draft.state.roomIndex + 1
  const dates: DateRange = [selecting.dateFrom, selecting.dateTo]

  return (
    <Stack gap="md">
      {adding ? <Text>{t('manage.addRoomHint')}</Text> : null}
      {!online ? (
        <Alert color="warning" variant="light">
          {t('manage.needsConnection')}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          {adding ? (
            <DateRangePicker
              value={dates}
              onChange={([from, to]) => setSelecting({ dateFrom: from ?? '', dateTo: to ?? '' })}
              today={calendar.today}
              unavailable={calendar.unavailable}
              minStayOf={calendar.minStayOf}
            />
          ) : null}
          <OccupantCounter
            label={property.AdultOccupancyLabel || t('search.adults')}
            hint={property.AdultOccupancyHint}
            value={occ.adults}
            min={occ.children > 0 ? 0 : 1}
            max={caps.adults}
            onChange={(adults) => setOcc({ adults })}
            what="adult"
            room={number}
          />
          {property.EnableChildrenSearch ? (
            <OccupantCounter
              label={property.ChildOccupancyLabel || t('search.children')}
              hint={property.ChildOccupancyHint ?? t('search.childrenHint')}
              value={occ.children}
              min={occ.adults > 0 ? 0 : 1}
              max={caps.children}
              onChange={(children) => setOcc({ children })}
              what="child"
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
              onChange={(infants) => setOcc({ infants })}
              what="infant"
              room={number}
            />
          ) : null}
          {caps.byRoomTypes ? (
            <Text size="sm" c="dimmed">
              {t('manage.largestRoom')}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <div aria-live="polite">
        {pending ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('manage.searching')}</Text>
          </Group>
        ) : search.isError ? (
          <Alert color="negative" role="alert">
            {errorMessage(search.error, t('errors.error'))}
          </Alert>
        ) : search.data && offers.length === 0 ? (
          <Alert color="warning">{t('manage.noRoomsFound')}</Alert>
        ) : null}
      </div>
      {!pending
        ? offers.map((offer) => {
            const current = !adding && room?.roomTypeId === offer.roomType.roomTypeId
            const left = search.data?.NumberOfRoomsPerRoomTypeId[String(offer.roomType.roomTypeId)] ?? 0
            return (
              <Card key={offer.roomType.roomTypeId} withBorder padding="md">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{offer.roomType.name}</Text>
                      {current ? <Badge variant="light">{t('manage.current')}</Badge> : null}
                    </Group>
                    <Text size="sm">{t('manage.fromPrice', { price: money(offer.lowestRate) })}</Text>
                    {left > 0 && left <= 3 ? (
                      <Text size="sm" c="dimmed">
                        {t('manage.roomsLeft', { count: left })}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    onClick={() =>
                      go(at('RatePlanSelection', draft.state.roomIndex), {
                        ...draft,
                        selecting: {
                          ...selecting,
                          roomTypeId: offer.roomType.roomTypeId,
                          roomTypeName: offer.roomType.name,
                        },
                      })
                    }
                  >
                    {t('manage.chooseRoomType', { roomType: offer.roomType.name })}
                  </Button>
                </Group>
              </Card>
            )
          })
        : null}
      <Group>
        <Button variant="default" onClick={() => overview()}>
          {t('manage.back')}
        </Button>
      </Group>
    </Stack>
  )
}

/** RatePlanSelection: the rates of the chosen room type, each with its price for the stay and the difference. */
export function RatePlanStep({ draft, go, overview }: ManageStepProps) {
  const selecting = draft.selecting
  const adding = draft.state.roomIndex < 0
  const { search, offers, room, pending } = useRoomSearch(draft, selecting)
  if (!selecting) return null
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)
  const offer = offers.find((o) => o.roomType.roomTypeId === selecting.roomTypeId)
  const booked = roomsFrom(draft.reservation).find((b) => b.key === room?.key)

  const choose = (rate: RoomTypeOffer['rates'][number]) => {
    if (!offer) return
    const occupancy = selecting.occupancy
    if (adding) {
      const added = draft.added + 1
      const next = newManageRoom({
        key: `new-${added}`,
        dateFrom: selecting.dateFrom,
        dateTo: selecting.dateTo,
        roomTypeId: offer.roomType.roomTypeId,
        roomTypeName: offer.roomType.name,
        ratePlanId: rate.ratePlan.ratePlanId,
        ratePlanName: rate.ratePlan.ratePlanName,
        occupancy,
        accommodation: rate.price.total,
        makeGuestId: () => crypto.randomUUID(),
      })
      go(at('Room', draft.rooms.length), { ...draft, rooms: [...draft.rooms, next], added, selecting: null })
      return
    }
    if (!room) return
    const people = Math.max(1, occupancy.adults + occupancy.children)
    const changed: ManageRoom = {
      ...room,
      roomTypeId: offer.roomType.roomTypeId,
      roomTypeName: offer.roomType.name,
      ratePlanId: rate.ratePlan.ratePlanId,
      ratePlanName: rate.ratePlan.ratePlanName,
      occupancy,
      accommodation: rate.price.total,
      guests: room.guests.slice(0, people),
    }
    overview({ ...draft, rooms: draft.rooms.map((r, i) => (i === draft.state.roomIndex ? changed : r)) })
  }

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {pending ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('manage.searching')}</Text>
          </Group>
        ) : search.isError ? (
          <Alert color="negative" role="alert">
            {errorMessage(search.error, t('errors.error'))}
          </Alert>
        ) : search.data && !offer ? (
          <Alert color="warning">{t('manage.noRoomsFound')}</Alert>
        ) : null}
      </div>
      {!pending && offer
        ? offer.rates.map((rate) => {
            const current =
              !adding &&
              room?.roomTypeId === offer.roomType.roomTypeId &&
              room.ratePlanId === rate.ratePlan.ratePlanId
            const base = adding ? 0 : (room?.accommodation ?? booked?.accommodation ?? 0)
            const difference = rate.price.total - base
            return (
              <Card key={rate.ratePlan.ratePlanId} withBorder padding="md">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{rate.ratePlan.ratePlanName}</Text>
                      {current ? <Badge variant="light">{t('manage.current')}</Badge> : null}
                    </Group>
                    <Text size="sm">
                      {adding
                        ? money(rate.price.total)
                        : t('manage.rateDifference', {
                            price: money(rate.price.total),
                            difference: difference >= 0 ? `+${money(difference)}` : `−${money(-difference)}`,
                          })}
                    </Text>
                  </Stack>
                  <Button onClick={() => choose(rate)} disabled={current}>
                    {t('manage.chooseRate', { ratePlan: rate.ratePlan.ratePlanName })}
                  </Button>
                </Group>
              </Card>
            )
          })
        : null}
      <StepBack
        onBack={() =>
          selecting.roomTypeId !== null && !adding && selecting.roomTypeId === room?.roomTypeId
            ? overview()
            : go(at('RoomTypeSelection', draft.state.roomIndex), {
                ...draft,
                selecting: { ...selecting, roomTypeId: null, roomTypeName: null },
              })
        }
      />
    </Stack>
  )
}

function StepBack({ onBack }: { onBack: () => void }) {
  return (
    <Group>
      <Button variant="default" onClick={onBack}>
        {t('manage.back')}
      </Button>
    </Group>
  )
}
