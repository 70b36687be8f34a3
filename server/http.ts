/**
 * Request validation and error answers. Every body and query goes through a contract schema first; a failure
 * is a 400 with ModelState (field dot-path → messages) and nothing has been written yet.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { INVALID_REQUEST_MESSAGE } from '@/api/contract/common'

export type ModelState = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.Message === 'string' ? body.Message : `HTTP ${status}`)
  }
}

export function badRequest(modelState: ModelState): HttpError {
  return new HttpError(400, { Message: INVALID_REQUEST_MESSAGE, ModelState: modelState })
}
export const notFound = (message = 'Not found.') => new HttpError(404, { Message: message })
export const conflict = (message: string) => new HttpError(409, { Message: message })
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, { Message: message })
export const unauthorised = (message = 'Please log in.') => new HttpError(401, { Message: message })

export function modelStateOf(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): ModelState {
  const out: ModelState = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

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
  const text = await c.req.text()
  c.set('rawBody', text)
  return text
}

export async function parseBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await rawBody(c)
  let json: unknown
  try {
    json = text.length === 0 ? undefined : JSON.parse(text)
  } catch {
    throw badRequest({ '': ['The body is not valid JSON.'] })
  }
  return check(schema, json)
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
  return c.json(checked(schema, body) as never, status)
}
