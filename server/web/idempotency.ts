/**
 * Idempotency-Key on POSTs that change data (decision 0098). The first request with a key claims it (a row with
 * status 0 and a claim id); the same key with a different body is a 422; a key whose first request is still
 * running is a 409 with Retry-After.
 *
 * Trap: the answer to a change is stored by the change's OWN transaction (`answerInTransaction`), never after
 * it. Whatever runs after the commit may fail (a bug, a lost connection, the outbox kick): the key then already
 * holds the committed answer, this middleware answers with it instead of the error, and a retry gets it again
 * instead of repeating the change. A route that does not answer in its transaction (a search, a read) has its
 * 2xx stored here afterwards. A non-2xx with no stored answer means nothing was committed: the key is released
 * so trying again is possible.
 *
 * A claim whose request died with its process is taken over by the next request with the key: at once when the
 * database shows its instance gone (server/db/instance-lock.ts), else after ABANDONED_AFTER. Should the first request still commit after all, only one of the two can store its answer (the
 * update names the claim id), and the other's transaction rolls back.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as v from 'valibot'
import type { AppEnv, IdempotencyClaim } from './context'
import { instanceGone } from '../db/instance-lock'
import type { Db, Queryable } from '../db/types'
import { checked, rawBody } from './http'
import { badRequest, conflict } from '../http-errors'

/** How long a claim without an answer is taken for a request still running. */
export const ABANDONED_AFTER = '2 minutes'
const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed. Try again shortly.'

type StoredAnswer = { request_hash: string; status: number; response: unknown }

const answerOf = (row: StoredAnswer) =>
  new Response(JSON.stringify(row.response), {
    status: row.status,
    headers: { 'Content-Type': 'application/json' },
  })

/**
 * The hash a key's request is known by. A card's provider reference (CardDetails.PaymentMethodId) is left out:
 * the provider makes a new one each time the same card is entered (the guest reloaded the page after a lost
 * answer), and that is the same request (decision 0113); the app gives a different card a new key.
 */
export function requestHash(raw: string): string {
  let text = raw
  if (raw.includes('PaymentMethodId')) {
    try {
      const body: unknown = JSON.parse(raw)
      const card: unknown = body && typeof body === 'object' ? Reflect.get(body, 'CardDetails') : null
      if (card && typeof card === 'object' && 'PaymentMethodId' in card) {
        Reflect.deleteProperty(card, 'PaymentMethodId')
        text = JSON.stringify(body)
      }
    } catch {
      // not JSON: hashed as it came
    }
  }
  return createHash('sha256').update(text).digest('hex')
}

/**
 * Claims the key for this request: a new key, or one whose request died (its instance is gone, or it has held
 * the key for longer than any request runs). False when it is taken.
 */
async function claimKey(db: Db, claim: IdempotencyClaim, hash: string): Promise<boolean> {
  const fresh = await db.query(
    `INSERT INTO idempotency_key (scope, key, request_hash, claim, holder) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING key`,
    [claim.scope, claim.key, hash, claim.id, db.instance],
  )
  if (fresh.length > 0) return true
  const abandoned = await db.query(
    `UPDATE idempotency_key SET claim = $4, holder = $5, created_at = now()
     WHERE scope = $1 AND key = $2 AND request_hash = $3 AND status = 0
       AND (created_at < now() - interval '${ABANDONED_AFTER}' OR ${instanceGone('holder')})
     RETURNING key`,
    [claim.scope, claim.key, hash, claim.id, db.instance],
  )
  return abandoned.length > 0
}

/** After the handler, when the change stored no answer: a 2xx is kept for replay, anything else releases. */
async function settleAfter(db: Db, c: Context<AppEnv>, claim: IdempotencyClaim): Promise<void> {
  const status = c.res.status
  const where = 'scope = $1 AND key = $2 AND claim = $3 AND status = 0'
  if (status >= 200 && status < 300) {
    // A 204 (ClientLog) has no body to replay.
    const text = await c.res.clone().text()
    const body: unknown = text === '' ? null : JSON.parse(text)
    await db.query(`UPDATE idempotency_key SET status = $4, response = $5 WHERE ${where}`, [
      claim.scope,
      claim.key,
      claim.id,
      status,
      JSON.stringify(body),
    ])
  } else {
    await db.query(`DELETE FROM idempotency_key WHERE ${where}`, [claim.scope, claim.key, claim.id])
  }
}

export function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('idempotencyKey', null)
    const key = c.req.header('Idempotency-Key')
    if (c.req.method !== 'POST' || key === undefined) return next()
    if (key.length === 0 || key.length > 200)
      throw badRequest({ 'Idempotency-Key': ['The Idempotency-Key must be 1 to 200 characters.'] })
    const scope = new URL(c.req.url).pathname.toLowerCase()
    // Account calls carry passwords and start sessions: their bodies are never hashed into the table (a fast
    // hash of a password is a password) and their answers never replayed.
    if (scope.startsWith('/api/account/')) return next()
    const hash = requestHash(await rawBody(c))
    const stored = async () =>
      (
        await db.query<StoredAnswer>(
          'SELECT request_hash, status, response FROM idempotency_key WHERE scope = $1 AND key = $2',
          [scope, key],
        )
      )[0]
    const claim = { scope, key, id: randomUUID() }
    if (!(await claimKey(db, claim, hash))) {
      const row = await stored()
      if (row && row.request_hash !== hash) {
        return c.json({ Message: 'This Idempotency-Key was already used with a different request.' }, 422)
      }
      if (!row || row.status === 0) {
        // Retry-After tells an outbox this 409 is "try again", unlike a stale Version's 409.
        c.header('Retry-After', '1')
        return c.json({ Message: STILL_RUNNING }, 409)
      }
      c.header('Idempotent-Replayed', 'true')
      if (row.status === 204) return c.body(null, 204)
      return c.json(row.response as Record<string, unknown>, row.status as ContentfulStatusCode)
    }
    c.set('idempotencyKey', claim)
    await next()
    const row = await stored()
    if (row && row.status !== 0) {
      // Answered inside the change's transaction: that answer stands, whatever happened after the commit.
      if (c.res.status !== row.status) {
        c.res = undefined
        c.res = answerOf(row)
      }
      return
    }
    await settleAfter(db, c, claim)
  }
}

/**
 * Checks `body` against its contract and stores it as the answer to the request's Idempotency-Key (if it has
 * one) with `tx`, the transaction of the change it answers. Returns the body for `reply`. When the claim was
 * taken over meanwhile (this request was thought dead) and answered by the other request, the change is rolled
 * back: the key's answer is the other's.
 */
export async function answerInTransaction<TSchema extends v.GenericSchema>(
  tx: Queryable,
  c: Context<AppEnv>,
  schema: TSchema,
  body: v.InferInput<TSchema>,
): Promise<v.InferInput<TSchema>> {
  const answer = checked(schema, body)
  const claim = c.get('idempotencyKey')
  if (claim) {
    const stored = await tx.query(
      `UPDATE idempotency_key SET status = 200, response = $4
       WHERE scope = $1 AND key = $2 AND claim = $3 AND status = 0 RETURNING key`,
      [claim.scope, claim.key, claim.id, JSON.stringify(answer)],
    )
    if (stored.length === 0) throw conflict(STILL_RUNNING)
  }
  return answer
}

/**
 * Replaces the answer this request stored earlier with `answerInTransaction` (same claim), inside `tx`: a change
 * made in two steps (a booking held, then settled by the payment provider) answers a retry with its final outcome.
 * Nothing is done when the request has no key.
 */
export async function reanswerInTransaction<TSchema extends v.GenericSchema>(
  tx: Queryable,
  c: Context<AppEnv>,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: number,
): Promise<v.InferInput<TSchema>> {
  const answer = checked(schema, body)
  const claim = c.get('idempotencyKey')
  if (claim)
    await tx.query(
      `UPDATE idempotency_key SET status = $5, response = $4 WHERE scope = $1 AND key = $2 AND claim = $3 AND status <> 0`,
      [claim.scope, claim.key, claim.id, JSON.stringify(answer), status],
    )
  return answer
}
