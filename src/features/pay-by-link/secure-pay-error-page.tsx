import { Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { payByLinkStatusQuery } from '@/api/pay-by-link'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { PayByLinkProblem, problemMessage } from './pay-by-link-problem'
import { linkPath, savedLink } from './saved-link'

/**
 * SecurePayError (docs/product/after-booking.md#screens /SecurePay/{propertyCode}/{confirmationToken}): where a payment that did not go through
 * comes back to. It needs the link saved for this token in this tab (to offer the same link again); without it,
 * PayByLinkError. A payment that did settle after all goes on to its confirmation.
 */
export function SecurePayErrorPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const location = useLocation()
  const saved = savedLink(confirmationToken)
  const status = useQuery({
    ...payByLinkStatusQuery(property.PropertyId, confirmationToken),
    enabled: saved !== null,
  })

  if (!saved) return <Navigate to={`/SecurePay/${property.PropertyCode}`} replace />
  if (status.isPending) return <PageLoader />
  if (status.data?.Status === 'Confirmed') {
    return (
      <Navigate
        to={`/SecurePay/${property.PropertyCode}/Confirmation/${encodeURIComponent(confirmationToken)}`}
        replace
      />
    )
  }
  const message = problemMessage(location.state) ?? status.data?.Message ?? t('payByLink.processFailed')
  return (
    <PayByLinkProblem
      title={t('payByLink.notCompletedTitle')}
      message={message}
      invoiceNumber={saved.invoiceNumber}
      action={
        <Button component={Link} to={linkPath(saved)}>
          {t('payByLink.tryAgain')}
        </Button>
      }
    />
  )
}
