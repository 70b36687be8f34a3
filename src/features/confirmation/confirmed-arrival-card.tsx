import { Anchor, Card, Text, Title } from '@mantine/core'
import { CHECK_IN_HOUR, CHECK_OUT_HOUR } from '@/domain/cancellation-rules'
import { formatClock } from '@/domain/policy-text'
import { currentLocale, t } from '@/i18n/i18n'

/** When to arrive and leave, and how to get there (decision 0139): the hotel's times and address, with directions. */
export function ConfirmedArrivalCard({ mapUrl, oneLine }: { mapUrl: string; oneLine: string }) {
  const clock = (hour: number) => formatClock({ hour, minute: 0 }, currentLocale())
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="arrival-title">
      <Title order={2} size="h3" id="arrival-title" mb="sm">
        {t('confirmation.arrival')}
      </Title>
      <Text>{t('confirmation.checkInFrom', { time: clock(CHECK_IN_HOUR) })}</Text>
      <Text>{t('confirmation.checkOutUntil', { time: clock(CHECK_OUT_HOUR) })}</Text>
      <Text size="sm" mt="xs">
        {oneLine}
      </Text>
      <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm" className="no-print">
        {t('confirmation.directions')}
      </Anchor>
    </Card>
  )
}
