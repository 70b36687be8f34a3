import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { newManageRoom, type ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import type { RoomTypeOffer } from '@/domain/offering'
import { formatPrice, t } from '@/i18n/i18n'
import { roomsFrom, type ManageDraft, type Selecting } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { useRoomSearch } from './room-search'
import { refusalFor } from './non-refundable'
import { RoomSearchStatus, StepBack } from './room-search-view'

type Rate = RoomTypeOffer['rates'][number]

/** RatePlanSelection: the rates of the chosen room type, each with its price for the stay and the difference. */
export function RatePlanStep({ draft, go, overview }: ManageStepProps) {
  const selecting = draft.selecting
  const adding = draft.state.roomIndex < 0
  const { search, offers, room, pending } = useRoomSearch(draft, selecting)
  if (!selecting) return null
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)
  const offer = offers.find((o) => o.roomType.roomTypeId === selecting.roomTypeId)
  const booked = roomsFrom(draft.reservation).find((b) => b.key === room?.key)

  const choose = (rate: Rate) => {
    if (!offer) return
    if (adding) {
      const added = draft.added + 1
      const next = newRoomOn(`new-${added}`, selecting, offer, rate)
      go(at('Room', draft.rooms.length), { ...draft, rooms: [...draft.rooms, next], added, selecting: null })
      return
    }
    if (!room) return
    const changed = roomOn(room, selecting, offer, rate)
    overview({ ...draft, rooms: draft.rooms.map((r, i) => (i === draft.state.roomIndex ? changed : r)) })
  }

  return (
    <Stack gap="md">
      <RoomSearchStatus pending={pending} search={search} noneFound={!!search.data && !offer} />
      {!pending && offer
        ? offer.rates.map((rate) => {
            const current =
              !adding &&
              room?.roomTypeId === offer.roomType.roomTypeId &&
              room.ratePlanId === rate.ratePlan.ratePlanId
            const base = adding ? 0 : (room?.accommodation ?? booked?.accommodation ?? 0)
            const difference = rate.price.total - base
            const price = adding
              ? money(rate.price.total)
              : t('manage.rateDifference', {
                  price: money(rate.price.total),
                  difference: difference >= 0 ? `+${money(difference)}` : `−${money(-difference)}`,
                })
            // A non-refundable room cannot move to a refundable rate (decision 0116): said on the rate.
            const policy = search.data?.RoomTypes.find(
              (o) => o.RoomType.RoomTypeId === offer.roomType.roomTypeId,
            )?.Rates.find((p) => p.RatePlanId === rate.ratePlan.ratePlanId)?.Policy
            const refusal =
              adding || current || !room
                ? null
                : refusalFor(draft.reservation, room.reservationItemId, {
                    dateFrom: selecting.dateFrom,
                    dateTo: selecting.dateTo,
                    policy,
                  })
            return (
              <RateCard
                key={rate.ratePlan.ratePlanId}
                rate={rate}
                current={current}
                price={price}
                refusal={refusal}
                onChoose={() => choose(rate)}
              />
            )
          })
        : null}
      <StepBack onBack={() => back(draft, selecting, room, { go, overview })} />
    </Stack>
  )
}

/**
 * Back from the rates: to the overview when the room keeps its room type, else to the room types, the choice
 * of room type undone.
 */
function back(
  draft: ManageDraft,
  selecting: Selecting,
  room: ManageRoom | undefined,
  { go, overview }: Pick<ManageStepProps, 'go' | 'overview'>,
) {
  const adding = draft.state.roomIndex < 0
  if (selecting.roomTypeId !== null && !adding && selecting.roomTypeId === room?.roomTypeId) overview()
  else
    go(at('RoomTypeSelection', draft.state.roomIndex), {
      ...draft,
      selecting: { ...selecting, roomTypeId: null, roomTypeName: null },
    })
}

/** A room added to the booking on the chosen stay, room type and rate. */
function newRoomOn(key: string, selecting: Selecting, offer: RoomTypeOffer, rate: Rate): ManageRoom {
  return newManageRoom({
    key,
    dateFrom: selecting.dateFrom,
    dateTo: selecting.dateTo,
    roomTypeId: offer.roomType.roomTypeId,
    roomTypeName: offer.roomType.name,
    ratePlanId: rate.ratePlan.ratePlanId,
    ratePlanName: rate.ratePlan.ratePlanName,
    occupancy: selecting.occupancy,
    accommodation: rate.price.total,
    makeGuestId: () => crypto.randomUUID(),
  })
}

/** The room given the chosen room type, rate and guests; guests beyond the new party are let go. */
function roomOn(room: ManageRoom, selecting: Selecting, offer: RoomTypeOffer, rate: Rate): ManageRoom {
  const occupancy = selecting.occupancy
  const people = Math.max(1, occupancy.adults + occupancy.children)
  return {
    ...room,
    roomTypeId: offer.roomType.roomTypeId,
    roomTypeName: offer.roomType.name,
    ratePlanId: rate.ratePlan.ratePlanId,
    ratePlanName: rate.ratePlan.ratePlanName,
    occupancy,
    accommodation: rate.price.total,
    guests: room.guests.slice(0, people),
  }
}

type RateCardProps = {
  rate: Rate
  current: boolean
  price: string
  /** why this room may not take this rate, or null */
  refusal: string | null
  onChoose: () => void
}

/**
 * One rate plan with its price (or its price and the difference); the room's current rate, or one it may not
 * take, cannot be chosen.
 */
function RateCard({ rate, current, price, refusal, onChoose }: RateCardProps) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{rate.ratePlan.ratePlanName}</Text>
            {current ? <Badge variant="light">{t('manage.current')}</Badge> : null}
          </Group>
          <Text size="sm">{price}</Text>
          {refusal ? (
            <Text size="sm" c="negative">
              {refusal}
            </Text>
          ) : null}
        </Stack>
        <Button onClick={onChoose} disabled={current || refusal !== null}>
          {t('manage.chooseRate', { ratePlan: rate.ratePlan.ratePlanName })}
        </Button>
      </Group>
    </Card>
  )
}
