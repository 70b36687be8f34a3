import { Card, Title } from '@mantine/core'
import type { ComponentProps } from 'react'
import { t } from '@/i18n/i18n'
import { GiftVoucher } from './gift-voucher'

/** The gift voucher check, where the hotel has a gift voucher provider (docs/product/booking.md#steps). */
export function GiftVoucherCard(props: ComponentProps<typeof GiftVoucher>) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="voucher-title">
      <Title order={2} size="h3" mb="sm" id="voucher-title">
        {t('checkout.giftVoucher')}
      </Title>
      <GiftVoucher {...props} />
    </Card>
  )
}
