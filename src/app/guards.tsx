import { Navigate, Outlet } from 'react-router'
import { useAccount } from '@/api/account'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/ui/route-property'

/** Manage Account is only for a logged-in guest; anyone else goes to Book (spec §2, §6). */
export function RequireAccount() {
  const property = useRouteProperty()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  if (property.UseUserAccountOnBookingEngine && account.isPending) return <PageLoader />
  return account.data ? <Outlet /> : <Navigate to={`/Book/${property.PropertyCode}`} replace />
}
