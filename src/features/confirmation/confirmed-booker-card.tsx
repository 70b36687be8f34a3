import { Card, Text, Title } from '@mantine/core'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { t } from '@/i18n/i18n'

/** Who booked, how to reach them, and what they asked of the hotel. */
export function ConfirmedBookerCard({ confirmation }: { confirmation: ReservationConfirmation }) {
  const booker = confirmation.Booker
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="booker-title">
      <Title order={2} size="h3" id="booker-title" mb="sm">
        {t('confirmation.booker')}
      </Title>
      <Text>{`${booker.FirstName} ${booker.LastName}`}</Text>
      <Text size="sm">{`${booker.Email} · ${booker.Phone}`}</Text>
      <Text size="sm">
        {[booker.Street, booker.City, booker.ZipCode, booker.CountryName].filter(Boolean).join(', ')}
      </Text>
      {confirmation.Notes ? (
        <Text size="sm" mt="xs">
          {t('confirmation.requests', { text: confirmation.Notes })}
        </Text>
      ) : null}
      {confirmation.Comment ? (
        <Text size="sm">{t('confirmation.comment', { text: confirmation.Comment })}</Text>
      ) : null}
    </Card>
  )
}
