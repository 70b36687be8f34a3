import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { formatPrice, t } from '@/i18n/i18n'
import { paymentText } from './payment-text'

/** The totals as booked, what the payments ledger says is paid, refunded and left, and how it is paid. */
export function ConfirmedPaymentCard({ confirmation }: { confirmation: ReservationConfirmation }) {
  const totals = confirmation.Totals
  const money = (major: number) => formatPrice(major, confirmation.Currency)
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="totals-title">
      <Title order={2} size="h3" id="totals-title" mb="sm">
        {t('confirmation.payment')}
      </Title>
      <SimpleGrid cols={2} spacing={4}>
        <Text>{t('checkout.accommodation')}</Text>
        <Text ta="right">{money(totals.Accommodation)}</Text>
        {totals.Services > 0 ? (
          <>
            <Text>{t('checkout.extras')}</Text>
            <Text ta="right">{money(totals.Services)}</Text>
          </>
        ) : null}
        {totals.Discount > 0 ? (
          <>
            <Text>{t('checkout.voucherDiscount', { code: confirmation.HopGiftVoucherCode ?? '' })}</Text>
            <Text ta="right" data-testid="booking-discount">
              −{money(totals.Discount)}
            </Text>
          </>
        ) : null}
        {totals.VisitorLevy > 0 ? (
          <>
            <Text>{t('checkout.visitorLevy')}</Text>
            <Text ta="right">{money(totals.VisitorLevy)}</Text>
          </>
        ) : null}
        <Text>{totals.VatIncluded ? t('checkout.vatIncluded') : t('checkout.vatAdded')}</Text>
        <Text ta="right">{money(totals.Vat)}</Text>
        <Text fw={700}>{t('checkout.total')}</Text>
        <Text fw={700} ta="right" data-testid="booking-total">
          {money(totals.Total)}
        </Text>
        <Text>{t('confirmation.paidNow')}</Text>
        <Text ta="right" data-testid="booking-paid">
          {money(confirmation.AmountPaid)}
        </Text>
        {confirmation.AmountRefunded > 0 ? (
          <>
            <Text>{t('confirmation.refunded')}</Text>
            <Text ta="right" data-testid="booking-refunded">
              {money(confirmation.AmountRefunded)}
            </Text>
          </>
        ) : null}
        {totals.Outstanding > 0 ? (
          <>
            <Text>{t('checkout.payLater')}</Text>
            <Text ta="right">{money(totals.Outstanding)}</Text>
          </>
        ) : null}
      </SimpleGrid>
      <Stack gap={2} mt="sm">
        <Text size="sm">{paymentText(confirmation)}</Text>
        {confirmation.PromoCode ? (
          <Text size="sm" c="dimmed">
            {t('confirmation.promoCode', { code: confirmation.PromoCode })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
