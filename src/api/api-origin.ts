/**
 * Where the API the app calls lives (decision 0109): the app's own origin by default, or another backend that
 * implements docs/openapi.json, named at build time with VITE_API_ORIGIN=https://api.example.com. Read by the
 * fetch wrapper, the outbox's transport, the client log and the service worker's cache routes.
 *
 * Trap: another origin means CORS. That backend must answer preflights for the app's origin (the app sends JSON
 * and Idempotency-Key), allow credentials for account calls, and the page's Content-Security-Policy must let it
 * connect there. The reference server is one origin with the app and does none of this (decision 0002).
 */

/** The origin of an absolute http(s) address without a path, or '' when none is given; throws on anything else. */
export function apiOriginOf(raw: unknown): string {
  if (raw === undefined || raw === '') return ''
  const url = typeof raw === 'string' && URL.canParse(raw) ? new URL(raw) : null
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new Error(
      `VITE_API_ORIGIN must be an origin such as https://api.example.com, not "${String(raw)}".`,
    )
  return url.origin
}

/** The API's origin, '' for the app's own. */
export const API_ORIGIN = apiOriginOf(import.meta.env.VITE_API_ORIGIN)

/** Cookies (the account session) go with every call: to the app's own origin, or to the backend named. */
export const API_CREDENTIALS: RequestCredentials = API_ORIGIN ? 'include' : 'same-origin'
