/**
 * Whether an error means the database cannot be reached (an outage), not that a query was wrong. Such a failure
 * is answered 503 with Retry-After (server/app.ts): the request did nothing, and asking again later is right.
 *
 * pg: SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shutting down, or not yet accepting),
 * 3D000 (the database is gone), 53300 (no connection slot), the socket errors of Node, and the messages pg
 * throws itself when a connection ends under it. PGlite: the handle closed (server/db/pglite.ts says so).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '3D000', '53300'])
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
const MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /the database is closed/i,
  /pglite is closed/i,
]

function oneIsOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (code.startsWith('08') || SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true
  const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
  return MESSAGES.some((pattern) => pattern.test(message))
}

/** True when `error` (or an error it wraps, as `cause` or in an AggregateError) is a database outage. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  if (oneIsOutage(error)) return true
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseOutage(e, depth + 1))) return true
  return 'cause' in error && isDatabaseOutage(error.cause, depth + 1)
}

/** Seconds a client waits before asking again: a database restart or fail-over takes about this long. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10

export const OUTAGE_MESSAGE = 'We could not reach the hotel, nothing was lost. Please try again in a moment.'
