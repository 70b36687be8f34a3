import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useRouteProperty } from '@/ui/route-property'
import { errorMessage } from '@/api/api-error'
import { searchAvailability, toAvailability, toDomainRoomType } from '@/api/availability'
import type { SearchRequest } from '@/api/contract/availability'
import { newManageRoom, type ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { offerRoomTypes, type RoomTypeOffer } from '@/domain/offering'
import { formatPrice, t } from '@/i18n/i18n'
import { localToday } from '@/ui/clock'
import { DateRangePicker, type DateRange } from '@/ui/date-range-picker'
import { OccupantCounter } from '@/ui/occupant-counter'
import { roomsFrom, type ManageDraft, type Selecting } from './draft'
import { at, type ManageStepProps } from './flow'

const NO_DAYS: ReadonlySet<string> = new Set()

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
  const search = useQuery({
    queryKey: ['manage', 'room-search', debounced],
    queryFn: ({ signal }) => searchAvailability(debounced as SearchRequest, signal),
    enabled: valid,
    retry: false,
    staleTime: 60 * 1000,
  })
  const offers: RoomTypeOffer[] =
    search.data && selecting
      ? offerRoomTypes(
          search.data.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates)),
          availabilityFor(draft, index, selecting, toAvailability(search.data)),
          { dateFrom: selecting.dateFrom, dateTo: selecting.dateTo },
          selecting.occupancy,
        )
      : []
  const settled = JSON.stringify(debounced) === JSON.stringify(request)
  return { search, offers, room, pending: request !== null && (search.isFetching || !settled) }
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

/** RoomTypeSelection: the room types that fit the stay and guests, for a room being changed or added. */
export function RoomTypeStep({ draft, update, go, overview, online }: ManageStepProps) {
  const property = useRouteProperty()
  const selecting = draft.selecting
  const adding = draft.state.roomIndex < 0
  const { search, offers, room, pending } = useRoomSearch(draft, selecting)
  if (!selecting) return null
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)
  const setSelecting = (next: Partial<Selecting>) =>
    update({ ...draft, selecting: { ...selecting, ...next } })
  const occ = selecting.occupancy
  const setOcc = (next: Partial<Occupancy>) => setSelecting({ occupancy: { ...occ, ...next } })
  const maxGuests = 6
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
              today={localToday()}
              unavailable={NO_DAYS}
            />
          ) : null}
          <OccupantCounter
            label={t('search.adults')}
            value={occ.adults}
            min={0}
            max={maxGuests}
            onChange={(adults) => setOcc({ adults })}
            what={t('search.adults').toLowerCase()}
            room={number}
          />
          {property.EnableChildrenSearch ? (
            <OccupantCounter
              label={t('search.children')}
              hint={t('search.childrenHint')}
              value={occ.children}
              min={0}
              max={maxGuests}
              onChange={(children) => setOcc({ children })}
              what={t('search.children').toLowerCase()}
              room={number}
            />
          ) : null}
          {property.EnableInfantSearch ? (
            <OccupantCounter
              label={t('search.infants')}
              hint={t('search.infantsHint')}
              value={occ.infants}
              min={0}
              max={maxGuests}
              onChange={(infants) => setOcc({ infants })}
              what={t('search.infants').toLowerCase()}
              room={number}
            />
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
