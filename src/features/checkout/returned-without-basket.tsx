import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '@/api/api-error'
import type { ReservationStatus } from '@/api/contract/reservation'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'

/**
 * Checkout/{token} on a device that no longer has the basket (docs/product/booking.md#screens: redirected to search only when the basket
 * is empty *and* there is no token): a guest back from PayStack's page in another browser, or after the basket
 * was cleared. A payment that went through has already moved on to Status or Confirmation; here the payment was
 * cancelled or failed, or the token is not known — nothing was booked, and the way on is a new search.
 */
export function ReturnedWithoutBasket({
  propertyCode,
  returned,
}: {
  propertyCode: string
  returned: UseQueryResult<ReservationStatus>
}) {
  if (returned.isPending) return <PageLoader />
  const searchAgain = (
    <Button component={Link} to={`/Book/${propertyCode}`} w="fit-content">
      {t('checkout.searchAgain')}
    </Button>
  )
  if (returned.isError) {
    const unknown =
      returned.error instanceof ApiError &&
      (returned.error.code === 'not-found' || returned.error.code === 'invalid-input')
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('checkout.title')}</Title>
          <Alert color={unknown ? 'warning' : 'negative'} role="alert">
            {unknown ? t('checkout.returnedUnknown') : t('errors.network')}
          </Alert>
          <Group gap="sm">
            {unknown ? null : (
              <Button onClick={() => void returned.refetch()} loading={returned.isFetching}>
                {t('errors.tryAgain')}
              </Button>
            )}
            {searchAgain}
          </Group>
        </Stack>
      </Container>
    )
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('checkout.paymentNotCompleted')}</Title>
        <Alert color="negative" role="alert">
          {returned.data.Message || t('checkout.createBookingFailed')}
        </Alert>
        <Text>{t('checkout.returnedNoBasket')}</Text>
        {searchAgain}
      </Stack>
    </Container>
  )
}
