import * as v from 'valibot'
import { ApiError, codeForStatus } from './api-error'

// The one fetch wrapper (ARCHITECTURE.md): JSON both ways, LanguageCode 'en' where the call takes it, every
// answer parsed with its contract schema (never cast), failures as ApiError. A 401 is not logged; other
// failures are logged with message, status, url and method (spec §7) and passed on.

const API_ROOT = '/api'

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
  const url = apiUrl(path, options.query)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError('network', 'We could not reach the hotel. Check your connection and try again.')
  }

  const body: unknown = await readBody(response)
  if (!response.ok) {
    const error = errorFromResponse(response.status, body)
    if (error.code !== 'unauthorised') logFailure(error, url, method)
    throw error
  }
  const parsed = v.safeParse(options.schema, body)
  if (!parsed.success) {
    const error = new ApiError(
      'invalid-response',
      'The hotel answered in a way this app does not understand.',
      {
        status: response.status,
        body,
      },
    )
    logFailure(error, url, method, v.flatten(parsed.issues))
    throw error
  }
  return parsed.output
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

function logFailure(error: ApiError, url: string, method: string, detail?: unknown): void {
  // Kept to the console for now; client log shipping batches these to the server (spec §7).
  console.warn('API call failed', { message: error.message, status: error.status, url, method, detail })
}

/** A fresh idempotency key, made once before the first attempt and reused for every retry. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
