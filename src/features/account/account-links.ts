import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

/**
 * The one-time token of an e-mailed link (?token=…). It is read once, then taken out of the address bar (kept in
 * the history entry's state, so a reload still has it) — it should not linger in the address bar, the history
 * list or a shared screenshot.
 */
export function useLinkToken(): string {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const fromQuery = params.get('token') ?? ''
  const state: unknown = location.state
  const fromState =
    typeof state === 'object' && state !== null && 'token' in state && typeof state.token === 'string'
      ? state.token
      : ''
  const token = fromQuery || fromState
  useEffect(() => {
    if (fromQuery) void navigate(location.pathname, { replace: true, state: { token: fromQuery } })
  }, [fromQuery, location.pathname, navigate])
  return token
}

/**
 * Where to go after logging in or registering: the `returnTo` path the guest came from, if it is a path of
 * this app (never another site, never back into the account screens), else the booking search.
 */
export function useReturnTo(propertyCode: string): string {
  const [params] = useSearchParams()
  return safeReturnTo(params.get('returnTo'), propertyCode)
}

export function safeReturnTo(candidate: string | null, propertyCode: string): string {
  const fallback = `/Book/${propertyCode}`
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
    return fallback
  if (/^\/Account\//i.test(candidate)) return fallback
  return candidate
}

/** Carries the return path along when the guest moves between login, register and forgot password. */
export function withReturnTo(path: string, returnTo: string, propertyCode: string): string {
  return returnTo === `/Book/${propertyCode}` ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`
}
