import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import { payByLinkStatusQuery } from '@/api/pay-by-link'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import type { ProblemState } from './pay-by-link-problem'

/** Follows a payment until the gateway has settled it: on to the confirmation, or to SecurePayError. */
export function PayByLinkStatusPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const status = useQuery({
    ...payByLinkStatusQuery(property.PropertyId, confirmationToken),
    refetchInterval: (query) => (query.state.data?.Status === 'Pending' ? 1000 : false),
  })
  const base = `/SecurePay/${property.PropertyCode}`

  if (status.data?.Status === 'Confirmed') {
    return <Navigate to={`${base}/Confirmation/${encodeURIComponent(confirmationToken)}`} replace />
  }
  const unknown = status.error instanceof ApiError && status.error.code === 'invalid-input'
  if (status.data?.Status === 'Failed' || unknown) {
    const state: ProblemState = { message: status.data?.Message ?? null }
    return <Navigate to={`${base}/${encodeURIComponent(confirmationToken)}`} replace state={state} />
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('payByLink.statusTitle')}</Title>
        {status.isError ? (
          // Unreachable, not failed: the payment may well have gone through, so never offer to pay again here.
          <>
            <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
              {t('payByLink.statusUnknown')}
            </Alert>
            <Button onClick={() => void status.refetch()} loading={status.isFetching}>
              {t('errors.tryAgain')}
            </Button>
          </>
        ) : (
          <>
            <Loader aria-hidden="true" />
            <Text role="status">{t('payByLink.statusIntro')}</Text>
          </>
        )}
      </Stack>
    </Container>
  )
}
