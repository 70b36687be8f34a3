import { Alert, Button, Container, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import { payByLinkConfigQuery, payByLinkInfoQuery, type PayLink } from '@/api/pay-by-link'
import { actionFromLink, canPayInvoice } from '@/domain/pay-by-link-flow'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { PayByLinkForm } from './pay-by-link-form'
import { PayByLinkProblem, type ProblemState } from './pay-by-link-problem'

/**
 * What PayByLinkError is told about a link that did not load. A refusal of the link itself (400, 403, 404) or of
 * what it asks (409, 422) carries the hotel's message; an outage (5xx) or an answer the app cannot read says so,
 * and offers the same link again: it says nothing about whether the link is good.
 */
function problemFor(error: unknown, link: string): ProblemState {
  const refused =
    error instanceof ApiError &&
    ['invalid-input', 'forbidden', 'not-found', 'conflict', 'unprocessable'].includes(error.code)
  if (refused) return { message: error.message || null }
  return { message: t('payByLink.loadFailed'), retry: link }
}

/**
 * Pay by link (docs/product/after-booking.md#screens /SecurePay/{propertyCode}/{actionType}/{invoiceNumber}/{code}?id): loads the link's
 * invoice; action P pays it, any other action stores a card. A link the hotel did not sign goes to
 * PayByLinkError; a paid invoice says there is nothing to pay.
 */
export function PayByLinkPage() {
  const property = useRouteProperty()
  const { actionType = '', invoiceNumber = '', code = '' } = useParams()
  const [params] = useSearchParams()
  const location = useLocation()
  const link: PayLink = {
    propertyId: property.PropertyId,
    actionType,
    invoiceNumber,
    code,
    paymentId: params.get('id'),
  }
  const config = useQuery(payByLinkConfigQuery(property.PropertyId))
  const info = useQuery(payByLinkInfoQuery(link))

  // The hotel has switched paying by link off (the server refuses its calls too, decision 0102).
  if (config.data?.Enabled === false) {
    return <PayByLinkProblem title={t('payByLink.notAvailableTitle')} message={t('payByLink.notAvailable')} />
  }
  if (info.isError) {
    // Only a call that got no answer at all (offline, connection dropped) says nothing about the link: the guest
    // stays here and tries again. Any answer that is not the invoice goes to PayByLinkError (docs/product/after-booking.md#screens).
    if (info.error instanceof ApiError && info.error.code === 'network') {
      return (
        <Container size="sm" py="xl">
          <Stack gap="md" align="flex-start">
            <Title order={1}>{t('payByLink.title')}</Title>
            <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
              {t('errors.network')}
            </Alert>
            <Button onClick={() => void info.refetch()} loading={info.isFetching}>
              {t('errors.tryAgain')}
            </Button>
          </Stack>
        </Container>
      )
    }
    const here = `/SecurePay/${property.PropertyCode}/${encodeURIComponent(actionType)}/${encodeURIComponent(invoiceNumber)}`
    return (
      <Navigate to={here} replace state={problemFor(info.error, `${location.pathname}${location.search}`)} />
    )
  }
  if (info.isPending || config.isPending) return <PageLoader />

  const data = info.data
  const action = actionFromLink(actionType)
  if (action === 'Pay' && !canPayInvoice({ action, amountToPay: data.AmountToPay })) {
    return (
      <PayByLinkProblem
        title={t('payByLink.nothingToPayTitle')}
        message={config.data?.NoOutstandingBalanceMessage ?? t('payByLink.noOutstandingBalance')}
        invoiceNumber={data.InvoiceNumber}
      />
    )
  }
  return (
    <PayByLinkForm
      key={data.Hash}
      info={data}
      link={link}
      payByPayStack={config.data?.PayByPayStack ?? property.PayByPayStack}
    />
  )
}
