import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { BookingTotals } from '@/domain/totals'
import { describeOccupancy, t } from '@/i18n/i18n'
import type { BasketLine } from '@/state/basket-pricing'
import { releaseRoom } from '@/state/booking-session'
import { AmountRow } from '@/ui/amount-row'
import type { Money } from '@/ui/currency-display'
import { ChargedNote } from '@/ui/charged-note'
import { showNotice } from '@/ui/notices'
import { useToCheckout } from './use-to-checkout'

type Props = {
  propertyCode: string
  currency: string
  lines: BasketLine[]
  roomCount: number
  totals: BookingTotals | null
  vatIncluded: boolean
  money: Money
  /** the flow has reached the booking summary: every room is ready */
  atSummary: boolean
  /** rooms whose extras can be changed here */
  onEditExtras: (roomIndex: number) => void
  canEditExtras: (roomIndex: number) => boolean
  /** makes the room active: its guests and its room type and rate can be changed */
  onChangeRoom: (roomIndex: number) => void
}

/**
 * The basket and booking summary (docs/product/search.md#screens, docs/product/search.md#steps): each chosen room with its guests, extras and price, and a way
 * to change its extras or release it (its availability comes back); the totals; and at the summary step the
 * way on to Checkout.
 */
export function BasketSummary({
  propertyCode,
  currency,
  lines,
  roomCount,
  totals,
  vatIncluded,
  money,
  atSummary,
  onEditExtras,
  canEditExtras,
  onChangeRoom,
}: Props) {
  const toCheckout = useToCheckout(propertyCode, currency, lines)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="basket-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="basket-title">
          {t('rooms.summary')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rooms.basketCount', { chosen: lines.length, rooms: t('units.rooms', { count: roomCount }) })}
        </Text>
        {lines.map((line) => (
          <BasketLineItem
            key={line.roomIndex}
            line={line}
            money={money}
            canEditExtras={canEditExtras(line.roomIndex)}
            onEditExtras={onEditExtras}
            onChangeRoom={onChangeRoom}
          />
        ))}
        {totals ? <BasketTotalRows totals={totals} money={money} vatIncluded={vatIncluded} /> : null}
        {totals ? <ChargedNote money={money} amount={totals.total} charged={currency} /> : null}
        {atSummary && totals ? (
          <Button size="md" fullWidth onClick={() => toCheckout(totals)}>
            {t('rooms.toCheckout')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  )
}

/** One chosen room: its room type, rate, guests and extras, the ways to change it, and its price. */
function BasketLineItem({
  line,
  money,
  canEditExtras,
  onEditExtras,
  onChangeRoom,
}: {
  line: BasketLine
  money: Money
  canEditExtras: boolean
  onEditExtras: (roomIndex: number) => void
  onChangeRoom: (roomIndex: number) => void
}) {
  const room = t('search.room', { number: line.roomIndex + 1 })
  const guest = line.choice.leadGuest
  return (
    <Stack gap={2} data-testid={`basket-room-${line.roomIndex + 1}`}>
      <Text fw={600}>{`${room}: ${line.roomType.Name}`}</Text>
      <Text size="sm">{line.ratePlan.RatePlanName}</Text>
      <Text size="sm" c="dimmed">
        {describeOccupancy(line.occupancy)}
        {guest.firstName ? ` · ${guest.firstName} ${guest.lastName}` : ''}
      </Text>
      {line.choice.services.map((s) => (
        <Text key={s.serviceId} size="sm" c="dimmed">
          {t('rooms.extraLine', { name: s.name, quantity: s.quantity })}
        </Text>
      ))}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onChangeRoom(line.roomIndex)}
            aria-label={t('rooms.changeRoomFor', { room })}
          >
            {t('rooms.change')}
          </Button>
          {canEditExtras ? (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => onEditExtras(line.roomIndex)}
              aria-label={t('rooms.editExtrasFor', { room })}
            >
              {t('rooms.editExtras')}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            size="compact-xs"
            color="negative"
            onClick={() => {
              releaseRoom(line.roomIndex)
              showNotice({ kind: 'info', message: t('rooms.roomReleased', { room }) })
            }}
            aria-label={t('rooms.removeRoomFor', { room })}
          >
            {t('rooms.removeRoom')}
          </Button>
        </Group>
        <Text size="sm" data-testid={`basket-room-price-${line.roomIndex + 1}`}>
          {money.format(line.stay.total)}
        </Text>
      </Group>
      <Divider mt={4} />
    </Stack>
  )
}

/** The basket's extras, visitor levy, total and VAT. */
function BasketTotalRows({
  totals,
  money,
  vatIncluded,
}: {
  totals: BookingTotals
  money: Money
  vatIncluded: boolean
}) {
  return (
    <>
      {totals.services > 0 ? (
        <AmountRow label={t('checkout.extras')} value={money.format(totals.services)} />
      ) : null}
      {totals.visitorLevy > 0 ? (
        <AmountRow label={t('checkout.visitorLevy')} value={money.format(totals.visitorLevy)} />
      ) : null}
      {/* Prices without VAT: the VAT is its own row, so the rooms and extras above add up to the total. */}
      {vatIncluded ? null : (
        <AmountRow label={t('checkout.vatAdded')} value={money.format(totals.vat)} testId="basket-vat" />
      )}
      <AmountRow label={t('rooms.total')} value={money.format(totals.total)} strong testId="basket-total" />
      {vatIncluded ? (
        <Text size="xs" c="dimmed" ta="right">
          {t('rooms.vatIncluded', { amount: money.format(totals.vat) })}
        </Text>
      ) : null}
    </>
  )
}
