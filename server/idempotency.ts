/**
 * Idempotency-Key on POSTs that change data. The first request with a key claims it (a row with status 0);
 * a 2xx answer is stored with the key and replayed for the same key and the same body; the same key with a
 * different body is a 422; a key whose first request is still running is a 409. A non-2xx answer (bad input,
 * a decline, a sold-out room) releases the key: nothing happened, so trying again must be possible.
 */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from './db/types'
import { badRequest, rawBody } from './http'

export function idempotency(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key')
    if (c.req.method !== 'POST' || key === undefined) return next()
    if (key.length === 0 || key.length > 200)
      throw badRequest({ 'Idempotency-Key': ['The Idempotency-Key must be 1 to 200 characters.'] })
    const scope = new URL(c.req.url).pathname.toLowerCase()
    // Account calls carry passwords and start sessions: their bodies are never hashed into the table (a fast
    // hash of a password is a password) and their answers never replayed.
    if (scope.startsWith('/api/account/')) return next()
    const hash = createHash('sha256')
      .update(await rawBody(c))
      .digest('hex')
    const claimed = await db.query(
      `INSERT INTO idempotency_key (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
      [scope, key, hash],
    )
    if (claimed.length === 0) {
      const [row] = await db.query<{ request_hash: string; status: number; response: unknown }>(
        'SELECT request_hash, status, response FROM idempotency_key WHERE scope = $1 AND key = $2',
        [scope, key],
      )
      if (row && row.request_hash !== hash) {
        return c.json({ Message: 'This Idempotency-Key was already used with a different request.' }, 422)
      }
      if (!row || row.status === 0) {
        // Retry-After tells an outbox this 409 is "try again", unlike a stale Version's 409.
        c.header('Retry-After', '1')
        return c.json(
          { Message: 'A request with this Idempotency-Key is still being processed. Try again shortly.' },
          409,
        )
      }
      c.header('Idempotent-Replayed', 'true')
      if (row.status === 204) return c.body(null, 204)
      return c.json(row.response as Record<string, unknown>, row.status as ContentfulStatusCode)
    }
    await next()
    const status = c.res.status
    if (status >= 200 && status < 300) {
      // A 204 (ClientLog) has no body to replay.
      const text = await c.res.clone().text()
      const body: unknown = text === '' ? null : JSON.parse(text)
      await db.query('UPDATE idempotency_key SET status = $3, response = $4 WHERE scope = $1 AND key = $2', [
        scope,
        key,
        status,
        JSON.stringify(body),
      ])
    } else {
      await db.query('DELETE FROM idempotency_key WHERE scope = $1 AND key = $2', [scope, key])
    }
  }
}
