import * as v from 'valibot'
import { API_CREDENTIALS, API_ORIGIN } from './api-origin'
import { ApiError, codeForStatus } from './api-error'
import type { ClientLogInput } from './client-log'
import { languageCode } from '@/i18n/i18n'
import { noteServerClock } from '@/device/clock'

// The one fetch wrapper (docs/architecture.md#the-app-talks-to-the-api): JSON both ways, the guest's language on every call (decision 0121), every
// answer parsed with its contract schema (never cast), failures as ApiError. A 401 is not logged; other
// failures are logged with message, status, url and method (docs/product/the-app.md#calls, client-log.ts) and passed on.

// On another backend when the build names one (api-origin.ts, decision 0109).
const API_ROOT = `${API_ORIGIN}/api`

type Query = Record<string, string | number | boolean | null | undefined>

export type RequestOptions<S extends v.GenericSchema> = {
  method?: 'GET' | 'POST'
  query?: Query
  body?: unknown
  schema: S
  idempotencyKey?: string
  signal?: AbortSignal
}

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const qs = search.toString()
  return `${API_ROOT}${path}${qs ? `?${qs}` : ''}`
}

export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  options: RequestOptions<S>,
): Promise<v.InferOutput<S>> {
  const method = options.method ?? 'GET'
  const { query, body } = withLanguageCode(options.query, options.body)
  const url = apiUrl(path, query)
  // The server answers its messages in the guest's language (decision 0121).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': languageCode() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey

  let response: Response
  const sentMs = Date.now()
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: API_CREDENTIALS,
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    const error = new ApiError(
      'network',
      'We could not reach the hotel. Check your connection and try again.',
    )
    // Offline is the guest's situation, not a fault: nothing to report (and nowhere to send it).
    if (navigatorOnline()) logFailure(error, url, method)
    throw error
  }

  noteClockOf(response, sentMs)
  const answer: unknown = await readBody(response)
  if (!response.ok) {
    const error = errorFromResponse(response.status, answer)
    if (error.code !== 'unauthorised') logFailure(error, url, method)
    throw error
  }
  const parsed = v.safeParse(options.schema, answer)
  if (!parsed.success) {
    const error = new ApiError(
      'invalid-response',
      'The hotel answered in a way this app does not understand.',
      {
        status: response.status,
        body: answer,
      },
    )
    logFailure(error, url, method, issuePaths(parsed.issues))
    throw error
  }
  return parsed.output
}

/**
 * Adds the language code (docs/product/the-app.md#what-the-guest-can-do): in a JSON object body as LanguageCode, otherwise (GET, or a POST without a
 * body) in the query as languageCode. A call that names it already keeps its own.
 */
export function withLanguageCode(
  query: Query | undefined,
  body: unknown,
): { query: Query | undefined; body: unknown } {
  const named = (keys: string[]) => keys.some((k) => k.toLowerCase() === 'languagecode')
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return named(Object.keys(body))
      ? { query, body }
      : { query, body: { LanguageCode: languageCode(), ...body } }
  }
  return named(Object.keys(query ?? {}))
    ? { query, body }
    : { query: { ...query, languageCode: languageCode() }, body }
}

/**
 * The server's clock from an answer no cache may keep (no-store, the API's default): one the service worker
 * answers from its cache has its Date removed there (sw/sw.ts), so a stored answer never sets the clock back.
 */
function noteClockOf(response: Response, sentMs: number): void {
  if (!/no-store/i.test(response.headers.get('Cache-Control') ?? '')) return
  noteServerClock(response.headers.get('Date'), sentMs, Date.now())
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

const ErrorShape = v.object({
  Message: v.optional(v.string()),
  ModelState: v.optional(v.record(v.string(), v.array(v.string()))),
})

function errorFromResponse(status: number, body: unknown): ApiError {
  const shape = v.safeParse(ErrorShape, body)
  const message = typeof body === 'string' ? body : shape.success ? (shape.output.Message ?? '') : ''
  return new ApiError(codeForStatus(status), message, {
    status,
    modelState: shape.success ? (shape.output.ModelState ?? {}) : {},
    body,
  })
}

function logFailure(error: ApiError, url: string, method: string, detail?: string): void {
  const message = [error.message || error.code, detail].filter(Boolean).join(' ')
  if (import.meta.env.DEV) console.warn('API call failed', { message, status: error.status, url, method })
  record({
    // A refusal (4xx) is often the guest's input; an outage or an answer we cannot read is ours to fix.
    level:
      error.code === 'server' || error.code === 'network' || error.code === 'invalid-response'
        ? 'error'
        : 'warn',
    message,
    url,
    method,
    status: error.status || null,
  })
}

/**
 * The client log (its queue, sending and redaction rules) is needed only once a call has failed, so it loads
 * then rather than before the first paint (issue 22). A log that cannot load loses the entry: the log must
 * never make things worse (client-log.ts).
 */
function record(entry: ClientLogInput): void {
  void import('./client-log').then(
    (log) => log.clientLog().record(entry),
    () => undefined,
  )
}

/** Where an answer broke its contract (field paths only: the values may be personal). */
function issuePaths(issues: readonly v.BaseIssue<unknown>[]): string {
  const paths = [...new Set(issues.map((issue) => v.getDotPath(issue) ?? '(root)'))].slice(0, 10)
  return `Unexpected answer at: ${paths.join(', ')}.`
}

function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/** A fresh idempotency key, made once before the first attempt and reused for every retry. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
