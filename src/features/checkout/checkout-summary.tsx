import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { PropertySettings } from '@/api/contract/property'
import { nightsBetween } from '@/domain/dates'
import { hotelTimesOf, type ClockTime } from '@/domain/hotel-times'
import type { BookingTotals } from '@/domain/totals'
import { describeOccupancy, formatDay, t } from '@/i18n/i18n'
import type { BasketLine } from '@/state/basket-pricing'
import type { SearchForm } from '@/api/contract/search-address'
import { AmountRow } from '@/ui/amount-row'
import type { Money } from '@/ui/currency-display'
import { ChargedNote } from '@/ui/charged-note'
import { rateCancellationWords } from '@/ui/policy-words'

type Props = {
  property: PropertySettings
  search: SearchForm
  lines: BasketLine[]
  totals: BookingTotals
  money: Money
  voucherCode: string | null
}

/**
 * What the guest is about to book and pay (docs/product/booking.md#screens checkout): each room, then accommodation, extras, promo
 * savings, gift voucher, visitor levy, VAT, the total and what the payment policy takes now. Amounts are in the
 * currency the hotel charges; a converted guide follows the total when the guest chose another currency.
 */
export function CheckoutSummary({ property, search, lines, totals, money, voucherCode }: Props) {
  const nights = nightsBetween(search.dateFrom, search.dateTo)
  const savings = totals.accommodationOriginal - totals.accommodation
  return (
    // On a desktop-sized screen it stays in view while the form scrolls (the booking summary's sticky column).
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="checkout-summary"
      radius="md"
      className="basket-column"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="checkout-summary">
          {t('rooms.summary')}
        </Title>
        <Text size="sm">
          {formatDay(search.dateFrom, 'weekday')} – {formatDay(search.dateTo, 'weekday')} ·{' '}
          {t('units.nights', { count: nights })}
        </Text>
        {lines.map((line) => (
          <SummaryRoom
            key={line.roomIndex}
            line={line}
            money={money}
            checkIn={hotelTimesOf(property).checkIn}
          />
        ))}
        <Divider />
        {/* Before the promo code, so that the column adds up to the total. */}
        <AmountRow
          label={t('checkout.accommodation')}
          value={money.charged(savings > 0 ? totals.accommodationOriginal : totals.accommodation)}
        />
        {savings > 0 ? (
          <AmountRow
            label={t('checkout.promoSavings', { code: search.promoCode || '—' })}
            value={`−${money.charged(savings)}`}
          />
        ) : null}
        {totals.services > 0 ? (
          <AmountRow label={t('checkout.extras')} value={money.charged(totals.services)} />
        ) : null}
        {totals.discount > 0 ? (
          <AmountRow
            label={t('checkout.voucherDiscount', { code: voucherCode ?? '' })}
            value={`−${money.charged(totals.discount)}`}
            testId="summary-discount"
          />
        ) : null}
        {totals.visitorLevy > 0 ? (
          <AmountRow label={t('checkout.visitorLevy')} value={money.charged(totals.visitorLevy)} />
        ) : null}
        <AmountRow
          label={property.IsStandardTaxExclusive ? t('checkout.vatAdded') : t('checkout.vatIncluded')}
          value={money.charged(totals.vat)}
        />
        <Divider />
        <SummaryTotal totals={totals} money={money} charged={property.Currency} />
      </Stack>
    </Card>
  )
}

/** The total, in the hotel's currency and as a guide in the guest's, then what is paid now and later. */
function SummaryTotal({ totals, money, charged }: { totals: BookingTotals; money: Money; charged: string }) {
  const later = totals.total - totals.payNow
  return (
    <>
      <AmountRow
        label={t('checkout.total')}
        value={money.charged(totals.total)}
        strong
        testId="summary-total"
      />
      {money.converted ? (
        // The guide figure and what it means, as one note under the total.
        <Stack gap={2}>
          <Text size="xs" c="dimmed" ta="right">
            {t('checkout.approximately', { amount: money.format(totals.total) })}
          </Text>
          <ChargedNote money={money} amount={totals.total} charged={charged} end />
        </Stack>
      ) : null}
      <AmountRow
        label={t('checkout.payNow')}
        value={money.charged(totals.payNow)}
        strong
        testId="summary-pay-now"
      />
      {later > 0 ? <AmountRow label={t('checkout.payLater')} value={money.charged(later)} /> : null}
    </>
  )
}

/** One room: its name and price, its rate, who stays and its extras. */
function SummaryRoom({ line, money, checkIn }: { line: BasketLine; money: Money; checkIn: ClockTime }) {
  return (
    <Stack gap={0}>
      {/* The room's price on its name's line, in the column of the amounts below. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600}>{`${t('search.room', { number: line.roomIndex + 1 })}: ${line.roomType.Name}`}</Text>
        <Text>{money.charged(line.quote.total)}</Text>
      </Group>
      <Text size="sm">{line.ratePlan.RatePlanName}</Text>
      <Text size="sm" c="dimmed">
        {describeOccupancy(line.occupancy)}
      </Text>
      {line.choice.services.map((s) => (
        <Text key={s.serviceId} size="sm" c="dimmed">
          {t('rooms.extraLine', { name: s.name, quantity: s.quantity })}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {rateCancellationWords(line.ratePlan, line.stay, money.charged, line.quote.total, checkIn)}
      </Text>
    </Stack>
  )
}
