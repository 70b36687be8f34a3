import { Alert, Button, Container, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import { payByLinkConfigQuery, payByLinkInfoQuery, type PayLink } from '@/api/pay-by-link'
import { canPayInvoice } from '@/domain/validation'
import { actionFromLink } from '@/domain/pay-by-link-flow'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/ui/route-property'
import { PayByLinkForm } from './pay-by-link-form'
import { PayByLinkProblem, type ProblemState } from './pay-by-link-problem'

/**
 * Pay by link (spec §2 /SecurePay/{propertyCode}/{actionType}/{invoiceNumber}/{code}?id): loads the link's
 * invoice; action P pays it, any other action stores a card. A link the hotel did not sign goes to
 * PayByLinkError; a paid invoice says there is nothing to pay.
 */
export function PayByLinkPage() {
  const property = useRouteProperty()
  const { actionType = '', invoiceNumber = '', code = '' } = useParams()
  const [params] = useSearchParams()
  const link: PayLink = {
    propertyId: property.PropertyId,
    actionType,
    invoiceNumber,
    code,
    paymentId: params.get('id'),
  }
  const config = useQuery(payByLinkConfigQuery(property.PropertyId))
  const info = useQuery(payByLinkInfoQuery(link))

  if (info.isError) {
    const refused =
      info.error instanceof ApiError && ['forbidden', 'not-found', 'invalid-input'].includes(info.error.code)
    if (refused) {
      const state: ProblemState = { message: info.error.message || null }
      return (
        <Navigate
          to={`/SecurePay/${property.PropertyCode}/${encodeURIComponent(actionType)}/${encodeURIComponent(invoiceNumber)}`}
          replace
          state={state}
        />
      )
    }
    // The hotel could not be reached: that says nothing about the link, so the guest can simply try again.
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
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
