/**
 * Rate limits for the account calls, kept in the database (auth_throttle) so they hold across server processes
 * and restarts. Fixed windows per (scope, key); the key is an e-mail address, a user id or a client address and
 * is stored only as its sha256. The counter is bumped with one upsert, so concurrent requests cannot both slip
 * under the limit.
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Queryable } from '../db/types'
import { sha256 } from './session'

export type Limit = { scope: string; max: number; windowMs: number }

const MINUTE = 60_000

/** The limits of the account area (docs/decisions/0030-guest-account-security.md). */
export const Limits = {
  /** Failed logins for one e-mail address, whether or not it has an account. */
  loginPerAccount: { scope: 'login:account', max: 5, windowMs: 15 * MINUTE },
  /** Failed logins from one client address, over every e-mail address it tries. */
  loginPerAddress: { scope: 'login:address', max: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords when changing it (a stolen session must not become a password oracle). */
  currentPasswordPerUser: { scope: 'password:user', max: 5, windowMs: 15 * MINUTE },
  registerPerAddress: { scope: 'register:address', max: 20, windowMs: 60 * MINUTE },
  resetMailPerAccount: { scope: 'reset:account', max: 5, windowMs: 60 * MINUTE },
  resetMailPerAddress: { scope: 'reset:address', max: 20, windowMs: 60 * MINUTE },
  confirmMailPerUser: { scope: 'confirm:user', max: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>

const keyHash = (limit: Limit, key: string) => sha256(`${limit.scope}\n${key.trim().toLowerCase()}`)

/** True when `key` has used up its allowance in the current window. */
export async function isLimited(db: Queryable, limit: Limit, key: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ hits: number }>(
    'SELECT hits FROM auth_throttle WHERE scope = $1 AND key_hash = $2 AND window_start > $3',
    [limit.scope, keyHash(limit, key), new Date(now.getTime() - limit.windowMs).toISOString()],
  )
  return (row?.hits ?? 0) >= limit.max
}

/** Counts one hit and returns the hits in the current window (the first hit of a new window is 1). */
export async function recordHit(db: Queryable, limit: Limit, key: string, now: Date): Promise<number> {
  const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString()
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO auth_throttle AS t (scope, key_hash, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, key_hash) DO UPDATE SET
       hits = CASE WHEN t.window_start <= $4 THEN 1 ELSE t.hits + 1 END,
       window_start = CASE WHEN t.window_start <= $4 THEN EXCLUDED.window_start ELSE t.window_start END
     RETURNING hits`,
    [limit.scope, keyHash(limit, key), now.toISOString(), windowStartedBefore],
  )
  // Windows are an hour at most: anything older than a day is dead weight.
  await db.query('DELETE FROM auth_throttle WHERE window_start < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ])
  return row?.hits ?? 1
}

/** Counts a hit and says whether it went over the limit (for calls where every attempt counts). */
export async function overLimit(db: Queryable, limit: Limit, key: string, now: Date): Promise<boolean> {
  return (await recordHit(db, limit, key, now)) > limit.max
}

export async function clearHits(db: Queryable, limit: Limit, key: string): Promise<void> {
  await db.query('DELETE FROM auth_throttle WHERE scope = $1 AND key_hash = $2', [
    limit.scope,
    keyHash(limit, key),
  ])
}

/**
 * The client's address. Behind a reverse proxy (TRUST_PROXY) it is the first X-Forwarded-For entry, which the
 * proxy must set; otherwise the socket's peer, so a client cannot pick its own address.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in-process has no socket.
    return 'unknown'
  }
}

export function retryAfterSeconds(limit: Limit): string {
  return String(Math.ceil(limit.windowMs / 1000))
}
