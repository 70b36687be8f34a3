import { Anchor, Card, Text, Title } from '@mantine/core'
import { hotelTimesOf } from '@/domain/hotel-times'
import { formatClock } from '@/domain/policy-text'
import { currentLocale, t } from '@/i18n/i18n'

type ArrivalProps = {
  /** the hotel's settings, for its own check-in and check-out times (decision 0143) */
  property: { CheckInTime?: string; CheckOutTime?: string }
  /** where the hotel is on a map (decision 0141) */
  mapUrl: string
  oneLine: string
}

/** When to arrive and leave, and how to get there (decision 0139): the hotel's own times and address, with directions. */
export function ConfirmedArrivalCard({ property, mapUrl, oneLine }: ArrivalProps) {
  const times = hotelTimesOf(property)
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="arrival-title">
      <Title order={2} size="h3" id="arrival-title" mb="sm">
        {t('confirmation.arrival')}
      </Title>
      <Text>{t('confirmation.checkInFrom', { time: formatClock(times.checkIn, currentLocale()) })}</Text>
      <Text>{t('confirmation.checkOutUntil', { time: formatClock(times.checkOut, currentLocale()) })}</Text>
      <Text size="sm" mt="xs">
        {oneLine}
      </Text>
      <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm" className="no-print">
        {t('confirmation.directions')}
      </Anchor>
    </Card>
  )
}
