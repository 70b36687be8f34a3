import type { BookingTotals } from '@/domain/totals'
import type { StayPrice } from '@/domain/pricing'
import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { RatePlanOption, RoomTypeOffer as WireOffer } from '@/api/contract/availability'
import { showAvailabilityBadge, type RoomTypeOffer } from '@/domain/offering'
import { t } from '@/i18n/i18n'
import type { Money } from '@/ui/currency-display'
import { RatePlanRow } from './rate-plan-row'
import { RoomFacts } from './room-facts'
import { RoomPhotos } from './room-photos'

const OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const

type Props = {
  roomIndex: number
  offer: RoomTypeOffer
  wire: WireOffer
  /** place in the list: the first photo loads at once */
  position: number
  left: number
  money: Money
  currency: string
  nights: number
  /** the hotel's prices exclude VAT */
  vatExclusive: boolean
  showOccupancy: boolean
  showMinimumStay: boolean
  chosen: { roomTypeId: number; ratePlanId: number } | null
  onInfo: (opener: HTMLElement, rate: RatePlanOption, cancellationWords: string) => void
  preloadInfo: () => void
  /** a rate's price with every mandatory charge, as checkout totals it */
  allIn: (stay: StayPrice) => BookingTotals | null
}

/** One room type offered for a room: photo, description, occupancy, lowest price, rooms left, then its rates. */
export function RoomTypeCard(props: Props) {
  const { roomIndex, offer, wire, position, chosen } = props
  const roomType = wire.RoomType
  const titleId = `rt-${roomIndex}-${roomType.RoomTypeId}`
  const nights = t('units.nights', { count: props.nights })
  // A price without VAT says so where it shows, so the basket's total (VAT added) is no surprise.
  const stay = props.vatExclusive ? t('rooms.stayExclVat', { nights }) : nights
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      // Off screen, a card is not laid out or painted: at a big hotel (40 room types × 6 rates) every change on
      // the page (a pressed Choose button) would otherwise lay out hundreds of rates before the next frame
      // (issue 22). Its last drawn size stands in for it; the first card is always drawn (the page's LCP).
      style={position === 0 ? undefined : OFF_SCREEN_SKIPPED}
    >
      <RoomPhotos roomType={roomType} eager={position === 0} />
      <Stack gap="xs" mt="md">
        <RoomTypeSummary {...props} titleId={titleId} stay={stay} />
        <Divider my="xs" />
        <Stack
          gap="sm"
          component="ul"
          className="plain-list"
          aria-label={t('rooms.ratesFor', { roomType: roomType.Name })}
        >
          {offer.rates.map(({ ratePlan, price }) => {
            const rate = wire.Rates.find((r) => r.RatePlanId === ratePlan.ratePlanId)
            if (!rate) return null
            return (
              <RatePlanRow
                key={ratePlan.ratePlanId}
                roomIndex={roomIndex}
                roomType={roomType}
                rate={rate}
                price={price}
                isChosen={
                  chosen?.roomTypeId === roomType.RoomTypeId && chosen.ratePlanId === ratePlan.ratePlanId
                }
                changing={chosen !== null}
                money={props.money}
                currency={props.currency}
                stay={stay}
                onInfo={props.onInfo}
                preloadInfo={props.preloadInfo}
                allIn={props.allIn(price)}
                nights={props.nights}
                vatExclusive={props.vatExclusive}
              />
            )
          })}
        </Stack>
      </Stack>
    </Card>
  )
}

function RoomTypeSummary({
  offer,
  wire,
  left,
  money,
  showOccupancy,
  showMinimumStay,
  titleId,
  stay,
}: Props & { titleId: string; stay: string }) {
  const roomType = wire.RoomType
  const minStay = Math.max(1, ...wire.Rates.map((r) => r.MinLengthOfStay))
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h4" id={titleId}>
          {roomType.Name}
        </Title>
        {showAvailabilityBadge(left) ? (
          <Badge color="warning" variant="light" style={{ flexShrink: 0 }}>
            {t('rooms.onlyLeft', { count: left })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{roomType.Description}</Text>
      {roomType.Amenities.length > 0 ? (
        <Text size="sm" c="dimmed">
          {roomType.Amenities.join(' · ')}
        </Text>
      ) : null}
      <RoomFacts facts={roomType.Facts} />
      {showOccupancy ? (
        <Text size="sm" c="dimmed">
          {t('rooms.sleepsUpTo', {
            guests: t('units.guests', { count: roomType.MaximumOccupancy }),
            adults: t('units.adults', { count: roomType.AdultMaximumOccupancy }),
            children: t('units.children', { count: roomType.ChildMaximumOccupancy }),
          })}
        </Text>
      ) : null}
      <Text size="sm">
        {t('rooms.fromPrice', { price: money.format(offer.lowestRate), nights: stay })}
        {offer.originalLowestRate > offer.lowestRate ? (
          <>
            {' '}
            <Text span size="sm" td="line-through" c="dimmed">
              {money.format(offer.originalLowestRate)}
            </Text>
          </>
        ) : null}
      </Text>
      {showMinimumStay && minStay > 1 ? (
        <Text size="sm" c="info.8">
          {t('rooms.minimumLengthOfStay', { nights: t('units.nights', { count: minStay }) })}
        </Text>
      ) : null}
    </>
  )
}
