import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { SearchForm } from '@/api/contract/search-address'
import { nightsBetween } from '@/domain/dates'
import { formatDay, t } from '@/i18n/i18n'

/** docs/product/search.md#steps same-day cut-off: the stay asked for arrives today after the hotel's cut-off; other dates are offered. */
export function ClosedToday({
  stay,
  message,
  otherDates,
}: {
  stay: SearchForm | null
  message: string
  /** the search page for this stay, to pick other dates */
  otherDates: string | null
}) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{t('rooms.title')}</Title>
          {stay ? (
            <Text>
              {formatDay(stay.dateFrom, 'weekday')} – {formatDay(stay.dateTo, 'weekday')} ·{' '}
              {t('units.nights', { count: nightsBetween(stay.dateFrom, stay.dateTo) })}
            </Text>
          ) : null}
        </Stack>
        <Alert color="warning" title={t('errors.warningTitle')} role="alert">
          {message || t('search.noSameDay')}
        </Alert>
        {otherDates ? (
          <Button component={Link} to={otherDates} w="fit-content">
            {t('rooms.chooseOtherDates')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  )
}
