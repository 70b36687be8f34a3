/**
 * One API request, as Stripe answers it: the key checked (401 otherwise), the form body (or the query, for a
 * GET) parsed, the operation run in one transaction with its Idempotency-Key, `expand[]` applied, and the answer
 * given as JSON with a Request-Id. A ProviderError thrown by the operation rolls the transaction back and becomes
 * its Stripe-shaped error answer.
 */
import type { Context } from 'hono'
import type { Queryable } from '../../db/types'
import type { Answer, Ctx } from './context'
import { ProviderError, unauthorised } from './errors'
import { parseForm, stringList, type Params } from './form-body'
import { newId } from './ids'
import { requestHash, withIdempotency } from './idempotency'
import type { ProviderSettings } from './options'
import { findAny } from './store'

/** Which key a call takes: the browser's card frame holds only the publishable one. */
export type KeyKind = 'secret' | 'publishable'

export type Operation = (ctx: Ctx, params: Params) => Promise<Answer | object>

const isAnswer = (x: Answer | object): x is Answer => 'status' in x && 'body' in x && !('object' in x)

function mask(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****'
}

function checkKey(settings: ProviderSettings, header: string | undefined, kind: KeyKind): void {
  const key = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  if (!key) {
    throw unauthorised(
      'You did not provide an API key. You need to provide your API key in the Authorization header, using ' +
        "Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    )
  }
  const expected = kind === 'secret' ? settings.secretKey : settings.publishableKey
  if (key === expected) return
  if (kind === 'secret' && key === settings.publishableKey) {
    throw unauthorised(
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
    )
  }
  throw unauthorised(`Invalid API Key provided: ${mask(key)}`)
}

/** Replaces the ids named by `expand[]` (top-level fields) with their objects. */
async function expand(tx: Queryable, body: object, paths: string[]): Promise<object> {
  if (paths.length === 0) return body
  const out: Record<string, unknown> = { ...body }
  for (const path of paths) {
    const value = out[path]
    if (typeof value !== 'string') continue
    const found = await findAny(tx, value)
    if (found) out[path] = found
  }
  return out
}

export async function runRequest(
  c: Context,
  settings: ProviderSettings,
  kind: KeyKind,
  operation: Operation,
): Promise<Response> {
  c.header('Request-Id', newId('req'))
  c.header('Cache-Control', 'no-store')
  try {
    checkKey(settings, c.req.header('Authorization'), kind)
    const post = c.req.method === 'POST'
    const raw = post ? await c.req.text() : new URL(c.req.url).search.slice(1)
    const params = parseForm(raw)
    const key = post ? c.req.header('Idempotency-Key') : undefined
    const now = settings.clock()
    const answer = await settings.db.transaction(async (tx) => {
      const run = async (): Promise<Answer> => {
        const result = await operation({ tx, now, settings }, params)
        const plain = isAnswer(result) ? result : { status: 200 as const, body: result }
        if (plain.status !== 200) return plain
        return { status: 200, body: await expand(tx, plain.body, stringList(params, 'expand')) }
      }
      if (!key) return { ...(await run()), replayed: false }
      return withIdempotency(tx, key, requestHash(c.req.method, c.req.path, raw), now, run)
    })
    if (answer.replayed) c.header('Idempotent-Replayed', 'true')
    if (key) c.header('Idempotency-Key', key)
    return c.json(answer.body, answer.status)
  } catch (error) {
    if (error instanceof ProviderError) return c.json({ error: error.body }, error.status)
    throw error
  }
}
