// One error type for every failed call, with a literal-union code the screens switch on, and one place that
// turns it into guest-facing text (docs/product/the-app.md#errors: ModelState joined, else the server's Message, else a default).

export type ApiErrorCode =
  | 'invalid-input' // 400 with ModelState
  | 'unauthorised' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409
  | 'unprocessable' // 422
  | 'too-many-requests' // 429: an attempt limit; the Message says what to do, Retry-After when to try again
  | 'server' // 5xx and other statuses
  | 'network' // no answer: offline, DNS, reset
  | 'invalid-response' // an answer the contract does not accept

export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly status: number
  readonly modelState: Record<string, string[]>
  readonly body: unknown

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number; modelState?: Record<string, string[]>; body?: unknown } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = options.status ?? 0
    this.modelState = options.modelState ?? {}
    this.body = options.body
  }
}

export function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return 'invalid-input'
  if (status === 401) return 'unauthorised'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  if (status === 409) return 'conflict'
  if (status === 422) return 'unprocessable'
  if (status === 429) return 'too-many-requests'
  return 'server'
}

/** Joins ModelState messages (docs/product/the-app.md#errors), with or without the field names. */
export function joinModelState(modelState: Record<string, string[]>, withFieldNames = false): string {
  return Object.entries(modelState)
    .flatMap(([field, messages]) => messages.map((m) => (withFieldNames && field ? `${field}: ${m}` : m)))
    .join(' ')
}

/** What a 503 says, whoever sent it (our server while its database is out, or a proxy in front of it). */
export const UNREACHABLE_MESSAGE =
  'We could not reach the hotel, nothing was lost. Please try again in a moment.'

/**
 * The text to show a guest for a failed call: ModelState, else Message, else the screen's default. A 503 always
 * says the hotel could not be reached: nothing was written, so the guest can simply try again.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return UNREACHABLE_MESSAGE
    const joined = joinModelState(error.modelState)
    if (joined) return joined
    if (error.message) return error.message
  }
  return fallback
}

/**
 * A server message without the lead a screen already shows as its title: with the title "Failed to register
 * User." the message "Failed to register User. This e-mail address already has an account…" reads "This e-mail
 * address already has an account…". A message that does not start with the lead is returned whole; one that is
 * only the lead comes back empty.
 */
export function withoutLead(message: string, lead: string): string {
  const bare = (s: string) => s.trim().replace(/[.!:]+$/, '')
  const text = message.trim()
  const head = bare(lead)
  if (!head || text.slice(0, head.length).toLowerCase() !== head.toLowerCase()) return text
  return text
    .slice(head.length)
    .replace(/^[\s.!:,;-]+/, '')
    .trim()
}

/** ModelState keys for one field, e.g. 'Booker.Email' → ['A valid email address is required.'] */
export function fieldErrors(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.modelState)) {
    if (!field.startsWith(prefix) || !messages[0]) continue
    out[field.slice(prefix.length)] = messages[0]
  }
  return out
}
