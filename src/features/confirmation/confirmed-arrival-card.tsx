import { Anchor, Card, Text, Title } from '@mantine/core'
import type { PostalAddress } from '@/api/contract/property'
import { hotelTimesOf } from '@/domain/hotel-times'
import { formatClock } from '@/domain/policy-text'
import { currentLocale, t } from '@/i18n/i18n'

/** A map search for the hotel's address that needs no key (OpenStreetMap), opened in a new tab. */
export function directionsUrl(address: PostalAddress): string {
  const query = [address.Line1, address.Line2, address.City, address.PostCode, address.Country]
    .filter(Boolean)
    .join(', ')
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}

type ArrivalProperty = { Address: PostalAddress; CheckInTime?: string; CheckOutTime?: string }

/**
 * When to arrive and leave, and how to get there (decision 0139): the hotel's own times (decision 0143) and
 * address, with directions.
 */
export function ConfirmedArrivalCard({ property, oneLine }: { property: ArrivalProperty; oneLine: string }) {
  const address = property.Address
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
      <Anchor
        href={directionsUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        className="no-print"
      >
        {t('confirmation.directions')}
      </Anchor>
    </Card>
  )
}
