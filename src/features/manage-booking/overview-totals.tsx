import { Card, Divider, Stack, Text, Title } from '@mantine/core'
import { useRouteProperty } from '@/api/route-property'
import { toMajorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { AmountRow } from '@/ui/amount-row'
import { changesOf, type ManageDraft } from './draft'

/** The booking's price, and what the changes made so far add or take off. */
export function Totals({ draft }: { draft: ManageDraft }) {
  const property = useRouteProperty()
  const r = draft.reservation
  const { summary } = changesOf(draft)
  const money = (minor: number) => formatPrice(toMajorUnits(minor), r.Currency)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="totals-heading">
      <Stack gap={4}>
        <Title order={2} size="h4" id="totals-heading" mb="xs">
          {t('manage.totals')}
        </Title>
        <ReservationPrice totals={r} vatExclusive={property.IsStandardTaxExclusive} />
        {summary.roomsChanged ? (
          <>
            <Divider my={4} />
            <AmountRow label={t('manage.difference')} value={signed(summary.difference, money)} strong />
            <Text size="sm" c="dimmed">
              {t('manage.levyNote')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  )
}

function signed(minor: number, money: (m: number) => string): string {
  return minor > 0 ? `+${money(minor)}` : minor < 0 ? `−${money(-minor)}` : money(0)
}
