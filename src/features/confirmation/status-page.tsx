import '@/i18n/load-journey'
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { reservationStatusQuery } from '@/api/reservation'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'

/** Follows a new reservation until the hotel has confirmed it, then moves on to the confirmation. */
export function StatusPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const status = useQuery({
    ...reservationStatusQuery(property.PropertyId, confirmationToken),
    enabled: confirmationToken !== '',
    refetchInterval: (query) => (query.state.data?.Status === 'Pending' ? 1000 : false),
  })

  if (!confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  if (status.data?.Status === 'Confirmed') {
    return <Navigate to={`/Book/${property.PropertyCode}/Confirmation/${confirmationToken}`} replace />
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('status.title')}</Title>
        {status.data?.Status === 'Failed' || status.isError ? (
          <>
            <Alert color="negative" role="alert">
              {status.data?.Message ||
                (status.isError ? errorMessage(status.error, t('status.failed')) : t('status.failed'))}
            </Alert>
            <Button component={Link} to={`/Book/${property.PropertyCode}`}>
              {t('errors.goToBooking')}
            </Button>
          </>
        ) : (
          <>
            <Loader aria-hidden="true" />
            <Text role="status">{t('status.pending')}</Text>
          </>
        )}
      </Stack>
    </Container>
  )
}
