import { Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useParams } from 'react-router'
import { payByLinkConfigQuery } from '@/api/pay-by-link'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { PayByLinkProblem, problemMessage, problemRetry } from './pay-by-link-problem'

/**
 * PayByLinkError (docs/product/after-booking.md#screens /SecurePay/{propertyCode}/{actionType?}/{invoiceNumber?}): a link that is not valid,
 * with the message the page that sent the guest here passed along, else the hotel's invalid-link text. After an
 * outage (not a verdict on the link) it offers the same link again.
 */
export function PayByLinkErrorPage() {
  const property = useRouteProperty()
  const { invoiceNumber } = useParams()
  const location = useLocation()
  const config = useQuery(payByLinkConfigQuery(property.PropertyId))
  const message = problemMessage(location.state) ?? config.data?.InvalidLinkMessage ?? t('payByLink.invalid')
  const retry = problemRetry(location.state)
  return (
    <PayByLinkProblem
      title={t('payByLink.errorTitle')}
      message={message}
      invoiceNumber={invoiceNumber}
      action={
        retry ? (
          <Button component={Link} to={retry} replace>
            {t('errors.tryAgain')}
          </Button>
        ) : undefined
      }
    />
  )
}
