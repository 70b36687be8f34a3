import { Alert, Loader, Group, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessage } from '@/api/api-error'
import type { SettlementQuote } from '@/api/contract/settlement'
import { formatPrice, t } from '@/i18n/i18n'

/**
 * What cancelling or saving a change does to the money, as the server reckons it by the rooms' terms at the
 * hotel's clock (decision 0116), shown before the guest confirms: the same amounts the e-mail gives afterwards.
 */
export function SettlementLines({
  quote,
  kind,
  online,
}: {
  quote: UseQueryResult<SettlementQuote>
  kind: 'cancel' | 'change'
  online: boolean
}) {
  if (!online) return <Text size="sm">{t('manage.moneyOffline')}</Text>
  if (quote.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('manage.moneyWorking')}</Text>
      </Group>
    )
  if (quote.isError)
    return (
      <Alert color="negative" role="alert">
        {errorMessage(quote.error, t('manage.moneyFailed'))}
      </Alert>
    )
  return (
    <Stack gap={4} data-testid="settlement">
      {moneyLines(quote.data, kind).map((line, index) => (
        <Text key={line} fw={index === 0 ? 700 : undefined} size={index === 0 ? 'md' : 'sm'}>
          {line}
        </Text>
      ))}
    </Stack>
  )
}

/** The lines in order, the headline first. */
function moneyLines(money: SettlementQuote, kind: 'cancel' | 'change'): string[] {
  const a = (major: number) => formatPrice(major, money.Currency)
  const lines: string[] = []
  if (money.Refund > 0) {
    lines.push(t('manage.moneyGetBack', { amount: a(money.Refund) }))
    if (money.Kept > 0) lines.push(t('manage.moneyKept', { amount: a(money.Kept) }))
    lines.push(t('manage.moneyRefundCard'))
  } else if (money.DueNow > 0) {
    lines.push(
      money.Kept > 0
        ? t('manage.moneyPenalty', { amount: a(money.DueNow) })
        : t('manage.moneyPayMore', { amount: a(money.DueNow) }),
    )
  } else if (money.Kept > 0) {
    lines.push(t('manage.moneyNothingBack', { amount: a(money.Kept) }))
  } else if (kind === 'cancel') {
    lines.push(t('manage.moneyFree'))
  } else {
    lines.push(t('manage.moneyNoChange'))
    if (money.Balance > 0) lines.push(t('manage.moneyLater'))
  }
  return lines
}
