import { Card, Divider, Stack, Text, Title } from '@mantine/core'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'

/** The invoice a link opens: what it is for, what was paid, and what is paid now (or that a card is stored). */
export function PayByLinkInvoice({ info }: { info: PayByLinkInfo }) {
  const money = (major: number) => formatPrice(major, info.Currency)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="invoice-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="invoice-title">
          {t('payByLink.invoiceTitle')}
        </Title>
        <Text fw={600}>{info.Description}</Text>
        <AmountRow label={t('payByLink.invoiceNumber')} value={info.InvoiceNumber} />
        {info.ReferenceNumber ? (
          <AmountRow label={t('payByLink.referenceNumber')} value={info.ReferenceNumber} />
        ) : null}
        <Divider />
        <AmountRow label={t('payByLink.amountPaid')} value={money(info.AmountPaid)} />
        {info.Action === 'Pay' ? (
          <AmountRow label={t('payByLink.amountToPay')} value={money(info.AmountToPay)} strong />
        ) : (
          <Text size="sm">{t('payByLink.storeCardExplained')}</Text>
        )}
      </Stack>
    </Card>
  )
}
