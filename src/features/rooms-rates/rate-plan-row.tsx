import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { RatePlanOption, RoomType } from '@/api/contract/availability'
import { useRouteProperty } from '@/api/route-property'
import { pushEvent } from '@/analytics/analytics'
import { afterNextPaint } from '@/device/idle'
import { hotelTimesOf } from '@/domain/hotel-times'
import { toMajorUnits } from '@/domain/money'
import { isDiscounted, type StayPrice } from '@/domain/pricing'
import type { BookingTotals } from '@/domain/totals'
import { t } from '@/i18n/i18n'
import { chooseRoom } from '@/state/booking-session'
import type { Money } from '@/ui/currency-display'
import { showNotice } from '@/ui/notices'
import { ChargedNote } from '@/ui/charged-note'
import { rateCancellationWords } from '@/ui/policy-words'

type Props = {
  roomIndex: number
  roomType: RoomType
  rate: RatePlanOption
  price: StayPrice
  /** the room holds this room type and rate now */
  isChosen: boolean
  /** the room held some room type and rate when the guest came back to change it */
  changing: boolean
  money: Money
  currency: string
  /** "N nights", the stay the price is for */
  stay: string
  /** opens the rate plan info dialog from this button, with the row's own cancellation words */
  onInfo: (opener: HTMLElement, rate: RatePlanOption, cancellationWords: string) => void
  preloadInfo: () => void
  /** the rate with every mandatory charge (levy, VAT), as checkout totals it; null before a search */
  allIn: BookingTotals | null
  nights: number
  /** the hotel's prices exclude VAT: the total adds it */
  vatExclusive: boolean
}

/** One rate plan of a room type: what it is and its policy, tags and info, then its price and the choice. */
export function RatePlanRow(props: Props) {
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <RatePlanSummary {...props} />
        <RateChoice {...props} />
      </Group>
    </li>
  )
}

function RatePlanSummary({ rate, price, money, isChosen, onInfo, preloadInfo }: Props) {
  const { checkIn } = hotelTimesOf(useRouteProperty())
  const cancellationWords = rateCancellationWords(rate, price, money.charged, price.total, checkIn)
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs">
        <Text fw={600}>{rate.RatePlanName}</Text>
        {isChosen ? (
          <Badge size="sm" variant="filled">
            {t('rooms.yourChoice')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{rate.RatePlanDescription}</Text>
      <Text size="sm" c="dimmed">
        {cancellationWords}
      </Text>
      <Group gap={4}>
        {rate.Promotion ? (
          <Badge size="sm" color="positive" variant="light">
            {t('rooms.promotionBadge', { percent: rate.Promotion.DiscountPercentage })}
          </Badge>
        ) : null}
        {rate.Tags.map((tag) => (
          // A long tag wraps in a narrow column (a wide display-currency price beside it) rather than being cut.
          <Badge key={tag} size="sm" variant="outline" styles={WRAPPING_BADGE}>
            {tag}
          </Badge>
        ))}
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={(event) => onInfo(event.currentTarget, rate, cancellationWords)}
          onPointerEnter={preloadInfo}
          onFocus={preloadInfo}
          aria-label={t('rooms.rateInfoFor', { ratePlan: rate.RatePlanName })}
        >
          {t('rooms.rateInfo')}
        </Button>
      </Group>
    </Stack>
  )
}

const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal' },
} as const

function RateChoice(props: Props) {
  const { roomIndex, roomType, rate, price, isChosen, changing, currency } = props
  const [choosing, setChoosing] = useState(false)
  // A choice re-draws the whole page (at a big hotel, hundreds of rates) and moves to the room's next step: the
  // pressed button says it is working at the next paint, and the page changes in a task after it (issue 22:
  // choosing a rate within one frame on a slow phone).
  const choose = () => {
    if (choosing) return
    setChoosing(true)
    afterNextPaint(() => {
      apply()
      setChoosing(false)
    })
  }
  const apply = () => {
    chooseRoom(roomIndex, roomType.RoomTypeId, rate.RatePlanId)
    if (isChosen) return
    if (changing) {
      showNotice({
        kind: 'positive',
        message: t('rooms.roomChanged', {
          number: roomIndex + 1,
          roomType: roomType.Name,
          ratePlan: rate.RatePlanName,
        }),
      })
    }
    const value = toMajorUnits(price.total)
    pushEvent({
      event: 'add_to_cart',
      ecommerce: {
        currency,
        value,
        items: [
          {
            item_id: roomType.RoomTypeCode,
            item_name: roomType.Name,
            item_variant: rate.RatePlanCode,
            price: value,
            quantity: 1,
          },
        ],
      },
    })
  }
  return (
    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
      <RatePrice {...props} />
      <ChargedNote money={props.money} amount={props.allIn?.total ?? price.total} charged={currency} narrow />
      <Button
        size="sm"
        variant={isChosen ? 'outline' : 'filled'}
        aria-label={t(isChosen ? 'rooms.keepRate' : 'rooms.chooseRate', {
          ratePlan: rate.RatePlanName,
          roomType: roomType.Name,
        })}
        onClick={choose}
        loading={choosing}
      >
        {isChosen ? t('rooms.keep') : t('rooms.choose')}
      </Button>
    </Stack>
  )
}

/**
 * The price as the guest pays it (decision 0118): the total with every mandatory charge — the visitor levy, and
 * VAT when the hotel's prices exclude it — which is what checkout charges for this room before extras; then
 * what it includes, and the room's price a night (struck through before a promotion).
 */
function RatePrice({
  price,
  allIn,
  money,
  nights,
  stay,
  vatExclusive,
}: Pick<Props, 'price' | 'allIn' | 'money' | 'nights' | 'stay' | 'vatExclusive'>) {
  const perNight = (minor: number) => money.format(Math.round(minor / Math.max(nights, 1)))
  const vat = allIn && vatExclusive ? allIn.vat : 0
  const levy = allIn?.visitorLevy ?? 0
  const included =
    vat > 0 && levy > 0
      ? t('rooms.inclVatAndLevy', { vat: money.format(vat), levy: money.format(levy) })
      : vat > 0
        ? t('rooms.inclVat', { vat: money.format(vat) })
        : levy > 0
          ? t('rooms.inclLevy', { levy: money.format(levy) })
          : null
  return (
    <Stack gap={0} align="flex-end" ta="right">
      <Text fw={700} size="lg" data-testid="rate-price">
        {money.format(allIn?.total ?? price.total)}
      </Text>
      <Text size="xs" c="dimmed">
        {allIn
          ? t('rooms.totalFor', { nights: t('units.nights', { count: nights }) })
          : t('rooms.perStay', { nights: stay })}
      </Text>
      {included ? (
        <Text size="xs" c="dimmed" data-testid="rate-included">
          {included}
        </Text>
      ) : null}
      <Text size="xs">
        {isDiscounted(price) ? (
          <Text span size="xs" td="line-through" c="dimmed" me={4}>
            <span className="visually-hidden">{t('rooms.wasPriceLabel')} </span>
            {perNight(price.originalTotal)}
          </Text>
        ) : null}
        {t('rooms.perNight', { price: perNight(price.total) })}
      </Text>
    </Stack>
  )
}
