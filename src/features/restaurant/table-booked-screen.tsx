import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import type { GuestStay } from './guest-stay'
import { tableSummary } from './table-summary'
import type { BookedTable } from './use-table-booking'

/** The booked table's reference and summary; from a stay the way back leads to it, else to a new booking. */
export function TableBookedScreen({
  booked,
  stay,
  onAnother,
}: {
  booked: BookedTable
  stay: GuestStay | null
  onAnother: () => void
}) {
  const property = useRouteProperty()
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('restaurant.bookedTitle')}</Title>
        <Card withBorder padding="lg" component="section" aria-labelledby="table-reference">
          <Stack gap="xs">
            <Text size="lg" id="table-reference">
              {t('restaurant.reference')}: <strong data-testid="table-reference">{booked.reference}</strong>
            </Text>
            <Text>{tableSummary(booked)}</Text>
            <Text>{t('restaurant.confirmationSent')}</Text>
          </Stack>
        </Card>
        <Group gap="sm">
          <Button variant="light" onClick={onAnother}>
            {t('restaurant.bookAnother')}
          </Button>
          {stay ? (
            <Button component={Link} to={stay.confirmationPath} variant="light">
              {t('restaurant.backToStay')}
            </Button>
          ) : (
            <Button component={Link} to={`/Book/${property.PropertyCode}`} variant="light">
              {t('menu.newBooking')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  )
}
