import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { PayByLinkInfo, PayByLinkLine } from '@/api/contract/pay-by-link'
import { nightsBetween } from '@/domain/dates'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'

/**
 * The invoice a link opens: what it is for (the stay's dates and its lines, in the app's date style), what was
 * paid, and what is paid now (or that a card is stored).
 */
export function PayByLinkInvoice({ info }: { info: PayByLinkInfo }) {
  const money = (major: number) => formatPrice(major, info.Currency)
  const stay = info.Stay
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="invoice-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="invoice-title">
          {t('payByLink.invoiceTitle')}
        </Title>
        {stay ? (
          <Text fw={600}>
            {t('payByLink.stayDates', {
              from: formatDay(stay.DateFrom, 'long'),
              to: formatDay(stay.DateTo, 'long'),
              nights: t('units.nights', { count: nightsBetween(stay.DateFrom, stay.DateTo) }),
            })}
          </Text>
        ) : info.Lines.length === 0 ? (
          <Text fw={600}>{info.Description}</Text>
        ) : null}
        <AmountRow label={t('payByLink.invoiceNumber')} value={info.InvoiceNumber} />
        {info.ReferenceNumber ? (
          <AmountRow label={t('payByLink.referenceNumber')} value={info.ReferenceNumber} />
        ) : null}
        {info.Lines.length > 0 ? <InvoiceLines lines={info.Lines} money={money} /> : null}
        <Divider />
        <AmountRow label={t('payByLink.amountPaid')} value={money(info.AmountPaid)} />
        {info.Action === 'Pay' ? (
          <AmountRow
            label={t('payByLink.amountToPay')}
            value={money(info.AmountToPay)}
            strong
            testId="amount-to-pay"
          />
        ) : (
          <Text size="sm">{t('payByLink.storeCardExplained')}</Text>
        )}
      </Stack>
    </Card>
  )
}

const lineLabel = (line: PayByLinkLine): string => {
  switch (line.Kind) {
    case 'VisitorLevy':
      return t('payByLink.lineLevy')
    case 'Vat':
      return t('payByLink.lineVat')
    case 'Discount':
      return t('payByLink.lineDiscount')
    case 'Room':
    case 'Invoice':
      return line.Description
  }
}

/** What the invoice is for, one line each: a description, its dates when it has them, its amount. */
function InvoiceLines({ lines, money }: { lines: PayByLinkLine[]; money: (major: number) => string }) {
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={t('payByLink.lines')}
      style={{ listStyle: 'none' }}
    >
      {lines.map((line, index) => (
        <Group component="li" key={index} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text>{lineLabel(line)}</Text>
            {line.DateFrom && line.DateTo ? (
              <Text size="sm" c="dimmed">
                {`${formatDay(line.DateFrom)} – ${formatDay(line.DateTo)}`}
              </Text>
            ) : null}
          </Stack>
          <Text>{money(line.Amount)}</Text>
        </Group>
      ))}
    </Stack>
  )
}
