/**
 * Request validation and answers (the errors themselves: server/http-errors.ts). Every body and query goes through a contract schema first; a failure
 * is a 400 with ModelState (field dot-path → messages) and nothing has been written yet.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { hasControlCharacter, withoutControlCharacters } from '@/api/contract/common'
import { languageFromHeader, languageOf, type Language } from '@/domain/language'
import { translateError } from '@/i18n/error-text'
import {
  badRequest,
  HttpError,
  modelStateBuilder,
  modelStateOf,
  refuseIfAny,
  type ModelState,
} from '../http-errors'

export function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const r = v.safeParse(schema, input)
  if (!r.success) throw badRequest(modelStateOf(r.issues))
  return r.output
}

/** The raw body text (read once; the idempotency middleware may have read it already). */
export async function rawBody(c: Context): Promise<string> {
  const cached = c.get('rawBody') as string | undefined
  if (cached !== undefined) return cached
  let text: string
  try {
    text = await c.req.text()
  } catch {
    // The server ended a body that arrived too slowly (server/web/slow-clients.ts), or the client went away.
    throw new HttpError(408, { Message: 'The request was not received in time.' })
  }
  c.set('rawBody', text)
  return text
}

/**
 * Backstops of every request (decision 0099), checked before any schema: the schemas bound each field they know,
 * these bound what they do not look at (unknown keys, loose objects) and what PostgreSQL refuses (a NUL byte).
 */
export const REQUEST_BOUNDS = {
  maxDepth: 12,
  maxArrayLength: 200,
  maxStringLength: 20_000,
  maxQueryValueLength: 2_000,
  maxQueryParameters: 50,
} as const

export type RequestBounds = { [K in keyof typeof REQUEST_BOUNDS]: number }

const NOT_ALLOWED = 'This text contains characters that are not allowed.'

/** What is wrong with a parsed JSON body beyond its schema, by field dot-path (empty when nothing is). */
export function boundsIssues(body: unknown, bounds: RequestBounds = REQUEST_BOUNDS): ModelState {
  const issues = modelStateBuilder()
  const add = issues.add
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }]
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`)
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string') {
      if (value.length > bounds.maxStringLength) add(path, 'This text is too long.')
      else if (hasControlCharacter(value, true)) add(path, NOT_ALLOWED)
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= REQUEST_BOUNDS.maxDepth) add(path, 'The request is nested too deeply.')
      else if (Array.isArray(value)) {
        if (value.length > REQUEST_BOUNDS.maxArrayLength) add(path, 'This list is too long.')
        else
          value.forEach((item, index) =>
            pending.push({ value: item, path: join(path, index), depth: depth + 1 }),
          )
      } else {
        const entries = Object.entries(value)
        if (entries.length > REQUEST_BOUNDS.maxArrayLength) add(path, 'This object has too many fields.')
        else
          for (const [key, item] of entries) {
            if (hasControlCharacter(key) || key.length > 200) add(path, 'A field name is not allowed.')
            else pending.push({ value: item, path: join(path, key), depth: depth + 1 })
          }
      }
    }
  }
  return issues.build()
}

/** `bounds`: wider backstops for the one body that is a whole document (the desk's property file upload). */
export async function parseBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  bounds: RequestBounds = REQUEST_BOUNDS,
): Promise<v.InferOutput<TSchema>> {
  const text = await rawBody(c)
  let json: unknown
  try {
    json = text.length === 0 ? undefined : JSON.parse(text)
  } catch {
    throw badRequest({ '': ['The body is not valid JSON.'] })
  }
  refuseIfAny(boundsIssues(json, bounds))
  return check(schema, json)
}

/** `text` %-decoded (a + in a query is a space), or null when its encoding is broken. */
function strictlyDecoded(text: string, plusIsSpace = true): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text)
  } catch {
    return null
  }
}

/**
 * The address of every API call, before routing: a path or query with broken %-encoding, a control character
 * (a NUL reaches SQL through a path parameter as easily as through a body) or an endless value is a 400.
 */
export function boundedAddress(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    const path = strictlyDecoded(url.pathname, false)
    if (path === null || hasControlCharacter(path) || path.length > REQUEST_BOUNDS.maxQueryValueLength)
      throw badRequest({ '': ['The address is not valid.'] })
    const pairs = url.search.length > 1 ? url.search.slice(1).split('&') : []
    if (pairs.length > REQUEST_BOUNDS.maxQueryParameters)
      throw badRequest({ '': ['The address has too many parameters.'] })
    const issues = modelStateBuilder()
    for (const pair of pairs) {
      const [rawName = '', rawValue = ''] = pair.split(/=(.*)/s)
      const name = strictlyDecoded(rawName)
      const value = strictlyDecoded(rawValue)
      // The field named in ModelState is the parameter as sent, made printable and short.
      const field = withoutControlCharacters(name ?? rawName, '?').slice(0, 100)
      if (name === null || value === null) issues.add(field, 'This value is not valid.')
      else if (value.length > REQUEST_BOUNDS.maxQueryValueLength || name.length > 200)
        issues.add(field, 'This value is too long.')
      else if (hasControlCharacter(value) || hasControlCharacter(name)) issues.add(field, NOT_ALLOWED)
    }
    if (issues.size > 0) throw badRequest(issues.build())
    await next()
  }
}

/** Query parameters, matched case-insensitively against the schema's keys (propertyId, PropertyId, …). */
export function parseQuery<TSchema extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  c: Context,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const given = c.req.query()
  const byLower = new Map(Object.entries(given).map(([k, val]) => [k.toLowerCase(), val]))
  const input: Record<string, string> = {}
  for (const key of Object.keys(schema.entries)) {
    const val = byLower.get(key.toLowerCase())
    if (val !== undefined) input[key] = val
  }
  return check(schema, input)
}

/** `body`, after checking it against its contract schema (a mismatch is our bug: a 500). */
export function checked<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: v.InferInput<TSchema>,
): v.InferInput<TSchema> {
  const r = v.safeParse(schema, body)
  if (!r.success) {
    throw new Error(
      `Response does not match its contract: ${JSON.stringify(modelStateOf(r.issues)).slice(0, 500)}`,
    )
  }
  return body
}

/** Answers with `body` after checking it against its contract schema (a mismatch is our bug: a 500). */
export function reply<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
) {
  return c.json(checked(schema, withMessageIn(c, body)) as never, status)
}

/**
 * An answer's Message in the request's language (its Accept-Language, as error answers are, decision 0122) when it
 * is one of the server's own sentences: a declined card's, a failed payment's (decision 0146). A Message no
 * catalogue lists — a hotel's text, a reference — is sent as it is.
 */
function withMessageIn<T>(c: Context, body: T): T {
  if (typeof body !== 'object' || body === null || !('Message' in body)) return body
  const language = languageFromHeader(c.req.header('Accept-Language'))
  if (!language || typeof body.Message !== 'string') return body
  return { ...body, Message: translateError(body.Message, language) }
}

/**
 * The language a request reads the hotel's own words in (decision 0132): the LanguageCode its body or address
 * gives (every call of the app sends one), else its Accept-Language. Any BCP 47 code: a hotel may write a
 * language the app does not speak.
 */
export function requestLanguage(c: Context, languageCode?: string | null): string | null {
  const given = languageCode ?? c.req.query('languageCode') ?? c.req.query('LanguageCode')
  return given?.trim() || languageFromHeader(c.req.header('Accept-Language'))
}

/** The request's language when the app speaks it (its own catalogues: errors, policy words, mails), else null. */
export function requestAppLanguage(c: Context): Language | null {
  return languageOf(requestLanguage(c))
}
