import { Button, Card, Group, Text, Title } from '@mantine/core'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { t } from '@/i18n/i18n'
import { NeedsConnection } from './needs-connection'

/** The card the hotel holds, and a way to replace it (online only). */
export function CardOnFile({
  reservation: r,
  online,
  onReplace,
}: {
  reservation: ManagedReservation
  online: boolean
  onReplace: () => void
}) {
  const card = r.CreditCards[0]
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="card-heading">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id="card-heading">
          {t('manage.card')}
        </Title>
        {r.CanBeEdited ? (
          <NeedsConnection online={online}>
            <Button variant="subtle" onClick={onReplace} disabled={!online}>
              {t('manage.replaceCard')}
            </Button>
          </NeedsConnection>
        ) : null}
      </Group>
      <Text size="sm">
        {card
          ? t('manage.cardOnFile', {
              brand: card.CardType,
              lastFour: card.LastFour,
              month: String(card.ExpiryMonth).padStart(2, '0'),
              year: card.ExpiryYear,
            })
          : t('manage.noCard')}
      </Text>
    </Card>
  )
}
