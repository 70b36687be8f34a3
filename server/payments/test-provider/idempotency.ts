/**
 * Stripe's Idempotency-Key on POSTs: the first request with a key runs, and its answer (success or decline) is
 * stored with a hash of the request in the same transaction; a retry with the same key and the same request gets
 * the stored answer back (one charge, whatever the retries); the same key with another request is refused with
 * Stripe's idempotency_error. As on Stripe, a request refused before it ran (a validation 400) stores nothing,
 * since its transaction is rolled back.
 *
 * Two requests with one key at once: the second's INSERT waits on the first's row until it commits, then finds
 * it and replays it (PostgreSQL), or simply runs after it (PGlite's one connection).
 */
import { createHash } from 'node:crypto'
import type { Queryable } from '../../db/types'
import type { Answer } from './context'
import { ProviderError } from './errors'

export type Replay = Answer & { replayed: boolean }

export const requestHash = (method: string, path: string, body: string) =>
  createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex')

export async function withIdempotency(
  tx: Queryable,
  key: string,
  hash: string,
  now: Date,
  run: () => Promise<Answer>,
): Promise<Replay> {
  const [claimed] = await tx.query(
    `INSERT INTO test_provider_idempotency (key, request_hash, status, response, created_at)
     VALUES ($1, $2, 0, '{}', $3) ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, hash, now.toISOString()],
  )
  if (!claimed) {
    const [row] = await tx.query<{ request_hash: string; status: Answer['status']; response: object }>(
      `SELECT request_hash, status, response FROM test_provider_idempotency WHERE key = $1`,
      [key],
    )
    if (!row || row.request_hash !== hash) {
      throw new ProviderError(400, {
        type: 'idempotency_error',
        message:
          `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      })
    }
    return { status: row.status, body: row.response, replayed: true }
  }
  const answer = await run()
  await tx.query(`UPDATE test_provider_idempotency SET status = $2, response = $3 WHERE key = $1`, [
    key,
    answer.status,
    JSON.stringify(answer.body),
  ])
  return { ...answer, replayed: false }
}
