/**
 * Staff sessions (decision 0117). A random token in an HttpOnly, SameSite=Strict cookie scoped to /api/Desk (Secure
 * over https); the database keeps its sha256. A session ends after 30 idle minutes, 12 hours after login whatever
 * happens, or at logout. A login with TOTP on first makes a 'totp' session that opens only the code step, for 5
 * minutes; the code then replaces it with a fresh complete one (a new token: a planted one never gets promoted).
 *
 * CSRF: SameSite=Strict keeps the cookie off other sites' requests, and on top every change must carry the
 * session's own random token in X-Desk-Csrf (a synchronizer token, read by the desk from GET /api/Desk/Session):
 * a page on another site can neither read it nor send that header without a CORS preflight this API refuses.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { DESK_CSRF_HEADER } from '@/api/contract/desk'
import { newToken, sha256 } from '../crypto'
import type { Queryable } from '../db/types'
import type { StaffRow } from './staff'

export const DESK_COOKIE = 'desk_session'
const COOKIE_PATH = '/api/Desk'
export const IDLE_MS = 30 * 60_000
export const ABSOLUTE_MS = 12 * 3_600_000
const TOTP_STEP_MS = 5 * 60_000

export type StaffSession = {
  tokenHash: string
  stage: 'totp' | 'complete'
  csrfToken: string
  staff: StaffRow
}

const presentedHash = (c: Context) => {
  const token = getCookie(c, DESK_COOKIE)
  return token ? sha256(token) : null
}

const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'

/** Starts a session of `stage` for the staff member, ending the one the browser presented (if any). */
export async function startStaffSession(
  c: Context,
  db: Queryable,
  staffId: number,
  stage: StaffSession['stage'],
  now: Date,
): Promise<string> {
  const previous = presentedHash(c)
  if (previous) await db.query('DELETE FROM staff_session WHERE token_hash = $1', [previous])
  await db.query(
    'DELETE FROM staff_session WHERE staff_id = $1 AND (expires_at <= $2 OR last_seen_at <= $3)',
    [staffId, now.toISOString(), new Date(now.getTime() - IDLE_MS).toISOString()],
  )
  const token = newToken()
  const csrfToken = newToken()
  const expires = new Date(now.getTime() + (stage === 'totp' ? TOTP_STEP_MS : ABSOLUTE_MS))
  await db.query(
    `INSERT INTO staff_session (token_hash, staff_id, stage, csrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [sha256(token), staffId, stage, csrfToken, now.toISOString(), expires.toISOString()],
  )
  setCookie(c, DESK_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: COOKIE_PATH,
    // A session cookie for the browser: the server decides when the session ends.
  })
  return csrfToken
}

/** The live session the browser presented (touching it, so it stays alive while used), or null. */
export async function presentedSession(c: Context, db: Queryable, now: Date): Promise<StaffSession | null> {
  const hash = presentedHash(c)
  if (!hash) return null
  const [row] = await db.query<StaffRow & { stage: StaffSession['stage']; csrf_token: string }>(
    `UPDATE staff_session s SET last_seen_at = $2 FROM staff_account a
     WHERE s.token_hash = $1 AND a.id = s.staff_id AND s.expires_at > $2 AND s.last_seen_at > $3
     RETURNING a.*, s.stage, s.csrf_token`,
    [hash, now.toISOString(), new Date(now.getTime() - IDLE_MS).toISOString()],
  )
  if (!row) return null
  const { stage, csrf_token: csrfToken, ...staff } = row
  return { tokenHash: hash, stage, csrfToken, staff }
}

export async function endStaffSession(c: Context, db: Queryable): Promise<void> {
  const hash = presentedHash(c)
  if (hash) await db.query('DELETE FROM staff_session WHERE token_hash = $1', [hash])
  deleteCookie(c, DESK_COOKIE, { path: COOKIE_PATH, secure: isHttps(c), sameSite: 'Strict', httpOnly: true })
}

/** Whether the request carries the session's CSRF token (compared in constant time). */
export function carriesCsrfToken(c: Context, session: StaffSession): boolean {
  const sent = Buffer.from(c.req.header(DESK_CSRF_HEADER) ?? '')
  const expected = Buffer.from(session.csrfToken)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}
