import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { toMajorUnits } from '@/domain/money'
import { describeOccupancy, formatPrice, t } from '@/i18n/i18n'
import { basketPricing, type BasketLine } from '@/state/basket-pricing'
import { markSummarySeen, releaseRoom, useBookingSession } from '@/state/booking-session'
import { pushEvent } from '@/ui/analytics'
import { AmountRow } from '@/ui/amount-row'
import { useRouteBookConfig, useRouteProperty } from '@/ui/route-property'

/** The basket: each chosen room with its price and a way to release it, the total, and the way on. */
export function BasketSummary({
  lines,
  atSummary,
  today,
}: {
  lines: BasketLine[]
  atSummary: boolean
  today: string
}) {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const session = useBookingSession()
  const navigate = useNavigate()
  const totals = basketPricing(session, property, config, today)
  const money = (minor: number) => formatPrice(toMajorUnits(minor), property.Currency)

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="basket-title"
      pos="sticky"
      top={16}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="basket-title">
          {t('rooms.summary')}
        </Title>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('units.rooms', { count: 0 })}
          </Text>
        ) : null}
        {lines.map((line) => (
          <Stack key={line.roomIndex} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text
                fw={600}
              >{`${t('search.room', { number: line.roomIndex + 1 })}: ${line.roomType.Name}`}</Text>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => releaseRoom(line.roomIndex)}
                aria-label={`${t('rooms.removeRoom')} ${t('search.room', { number: line.roomIndex + 1 })}`}
              >
                {t('rooms.removeRoom')}
              </Button>
            </Group>
            <Text size="sm">{line.ratePlan.RatePlanName}</Text>
            <Text size="sm" c="dimmed">
              {describeOccupancy(line.occupancy)}
              {line.choice.leadGuest.firstName
                ? ` · ${line.choice.leadGuest.firstName} ${line.choice.leadGuest.lastName}`
                : ''}
            </Text>
            {line.choice.services.map((s) => (
              <Text key={s.serviceId} size="sm" c="dimmed">
                + {s.name} × {s.quantity}
              </Text>
            ))}
            <Text size="sm" ta="right">
              {money(line.stay.total)}
            </Text>
          </Stack>
        ))}
        {totals ? (
          <>
            <Divider />
            {totals.services > 0 ? (
              <AmountRow label={t('checkout.extras')} value={money(totals.services)} />
            ) : null}
            {totals.visitorLevy > 0 ? (
              <AmountRow label={t('checkout.visitorLevy')} value={money(totals.visitorLevy)} />
            ) : null}
            <AmountRow label={t('rooms.total')} value={money(totals.total)} strong />
          </>
        ) : null}
        {atSummary && totals ? (
          <Button
            size="md"
            fullWidth
            onClick={() => {
              markSummarySeen()
              pushEvent({
                event: 'begin_checkout',
                ecommerce: { currency: property.Currency, value: toMajorUnits(totals.total) },
              })
              void navigate(`/Book/${property.PropertyCode}/Checkout`)
            }}
          >
            {t('rooms.toCheckout')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  )
}
