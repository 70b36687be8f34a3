import { Navigate, Outlet } from 'react-router'
import { useAccount } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'

/**
 * Manage Account is only for a logged-in guest; anyone else goes to Book (docs/product/the-app.md#screens, docs/product/the-app.md#who-may). When the hotel cannot
 * be asked (offline), the guest is told so rather than sent away as if logged out.
 */
export function RequireAccount() {
  const property = useRouteProperty()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  if (property.UseUserAccountOnBookingEngine && account.isPending) return <PageLoader />
  if (account.isError && account.data === undefined) {
    return (
      <MessagePage
        title={t('errors.errorTitle')}
        actions={<LinkButton href={window.location.href}>{t('errors.tryAgain')}</LinkButton>}
      >
        {errorMessage(account.error, t('errors.network'))}
      </MessagePage>
    )
  }
  return account.data ? <Outlet /> : <Navigate to={`/Book/${property.PropertyCode}`} replace />
}
