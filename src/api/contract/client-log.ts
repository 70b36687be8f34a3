import * as v from 'valibot'
import { OptionalMeasure, withoutControlCharacters } from './common'

/**
 * POST /api/ClientLog (the spec leaves the path unnamed). The client sends entries as they come (docs/product/the-app.md#calls: batch
 * size 1, at most 20 kept while sends fail, send timeout 5000 ms). Entries carry what an API error has —
 * message, status, url and method — and never a request body, card data, a password, a token or a guest's
 * personal details: the client redacts them before sending and the server redacts again before it writes a
 * line (both with the functions below). Answered with 204.
 */
export const ClientLogEntry = v.object({
  Level: v.picklist(['error', 'warn', 'info']),
  Message: v.pipe(v.string(), v.maxLength(2000)),
  Url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
  Method: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10)))),
  Status: OptionalMeasure,
  Timestamp: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  PropertyCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
})
export type ClientLogEntry = v.InferOutput<typeof ClientLogEntry>

export const CLIENT_LOG_MAX_ENTRIES = 20

export const ClientLogRequest = v.object({
  Entries: v.pipe(
    v.array(ClientLogEntry),
    v.minLength(1),
    v.maxLength(CLIENT_LOG_MAX_ENTRIES, 'At most 20 entries per batch.'),
  ),
})
export type ClientLogRequest = v.InferOutput<typeof ClientLogRequest>

// ---------------------------------------------------------------- redaction (client and server)

const REDACTED = '…'

/** Query parameters whose values say nothing about a guest and carry no secret; every other value is dropped. */
const PLAIN_QUERY_PARAMS = new Set(
  [
    'propertyId',
    'propertyGroupId',
    'languageCode',
    'actionType',
    'restaurantId',
    'roomTypeId',
    'ratePlanId',
    'date',
    'fromDate',
    'toDate',
    'dateOfArrival',
    'dateOfDeparture',
    'partySize',
    'isReservation',
    'baseCurrency',
    'currencySymbol',
  ].map((k) => k.toLowerCase()),
)

/**
 * App addresses whose tail is a reference, a link code or a confirmation token: the part matched is kept, every
 * segment after it is redacted (/Manage/HARBOUR/Reservation/HH123/abc… → /Manage/HARBOUR/Reservation/…/…).
 */
const APP_ROUTES_WITH_CODES = [
  /^(\/Manage\/[^/]+\/Reservation)(\/.*)$/i,
  /^(\/PreCheckIn\/[^/]+)(\/.*)$/i,
  /^(\/SecurePay\/[^/]+\/(?:Status|Confirmation))(\/.*)$/i,
  /^(\/SecurePay\/[^/]+\/[A-Za-z]{1,2})(\/.*)$/i,
  /^(\/SecurePay\/[^/]+)(\/.*)$/i,
  /^(\/Book\/[^/]+\/(?:Checkout|Status|Confirmation))(\/.*)$/i,
  /^(\/Restaurant\/[^/]+)(\/.*)$/i,
]

/** A path segment that looks like a token or code: long, of base64url characters, with a digit, or very long. */
function tokenLike(segment: string): boolean {
  return (
    /^[A-Za-z0-9_~.%-]+$/.test(segment) &&
    ((segment.length >= 16 && /\d/.test(segment)) || segment.length >= 32)
  )
}

/**
 * A URL as it may be logged: no fragment, query values only for plain parameters (propertyId, dates, …), link
 * codes, tokens and references in app addresses redacted, token-like path segments redacted.
 */
export function redactLogUrl(url: string): string {
  const [beforeHash = ''] = url.split('#')
  const queryAt = beforeHash.indexOf('?')
  let path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)
  let origin = ''
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)
  if (absolute) {
    origin = absolute[0]
    path = path.slice(origin.length)
  }
  for (const route of APP_ROUTES_WITH_CODES) {
    const m = route.exec(path)
    if (m?.[1] && m[2]) {
      path = m[1] + m[2].replace(/\/[^/]+/g, `/${REDACTED}`)
      break
    }
  }
  path = path
    .split('/')
    .map((segment) => (tokenLike(segment) ? REDACTED : segment))
    .join('/')
  const params = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = ''] = pair.split('=')
      return PLAIN_QUERY_PARAMS.has(decodeSafe(name).toLowerCase()) ? pair : `${name}=${REDACTED}`
    })
  return oneLine(`${origin}${path}${params.length > 0 ? `?${params.join('&')}` : ''}`, 500)
}

/**
 * Free text (an error message) as it may be logged: e-mail addresses, long numbers (cards, phones), secrets
 * written as name=value, and token-like words are redacted; one line, at most `max` characters.
 */
export function redactLogText(text: string, max = 500): string {
  const redacted = text
    .replace(/[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(
      /\b(password|passwd|pwd|cvv|cvc|cv2|security ?code|securitycode|card ?number|cardnumber|token|hash|code|authorization|cookie)(\s*["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi,
      `$1$2${REDACTED}`,
    )
    // Nine digits or more, with or without spaces or dashes between them: card and phone numbers.
    .replace(/\+?\d(?:[\s-]?\d){8,}/g, '[number]')
    .replace(/[A-Za-z0-9_-]{16,}/g, (word) => (tokenLike(word) ? '[token]' : word))
  return oneLine(redacted, max)
}

/**
 * One line of a log as it may be written: control characters (ESC, CR, LF, NUL, the C1 set and the Unicode line
 * separators) become spaces, so text from a client can neither forge a line nor steer a terminal.
 */
export function oneLine(s: string, max: number): string {
  const line = withoutControlCharacters(s).trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
