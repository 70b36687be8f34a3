import { Navigate, Outlet } from 'react-router'
import { useRouteProperty } from '@/ui/route-property'

/**
 * Manage Account is only for a logged-in guest, otherwise the guest goes to Book (spec §6). Sign-in arrives
 * with the accounts issue; until a session exists nobody is logged in, so the guard sends everyone to Book.
 */
export function RequireAccount() {
  const property = useRouteProperty()
  const loggedIn = false
  return loggedIn ? <Outlet /> : <Navigate to={`/Book/${property.PropertyCode}`} replace />
}
