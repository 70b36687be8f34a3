/**
 * Sessions: a random 32-byte token in an HttpOnly, SameSite=Lax cookie (Secure over https); the database keeps
 * only its sha256. A login, a registration and a password change start a fresh session (the token the browser
 * presented is destroyed first, so a planted token never becomes a logged-in one); logout destroys it; a
 * password reset destroys every session of the account.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { newToken, sha256 } from '../crypto'
import type { Queryable } from '../db/types'

export const SESSION_COOKIE = 'be_session'
const SESSION_DAYS = 30

export type UserRow = {
  id: number
  email: string
  password_hash: string
  first_name: string
  last_name: string
  telephone: string | null
  receive_brand_offers: boolean
  can_choose_payment_method: boolean
  email_confirmed: boolean
}

const presentedHash = (c: Context) => {
  const token = getCookie(c, SESSION_COOKIE)
  return token ? sha256(token) : null
}

export async function startSession(c: Context, db: Queryable, userId: number, now: Date): Promise<void> {
  const previous = presentedHash(c)
  if (previous) await db.query('DELETE FROM user_session WHERE token_hash = $1', [previous])
  const token = newToken()
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  await db.query(
    'INSERT INTO user_session (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, expires.toISOString(), now.toISOString()],
  )
  // Expired sessions of this account are dead weight.
  await db.query('DELETE FROM user_session WHERE user_id = $1 AND expires_at <= $2', [
    userId,
    now.toISOString(),
  ])
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https',
    path: '/api',
    expires,
  })
}

export async function endSession(c: Context, db: Queryable): Promise<void> {
  const hash = presentedHash(c)
  if (hash) await db.query('DELETE FROM user_session WHERE token_hash = $1', [hash])
  deleteCookie(c, SESSION_COOKIE, { path: '/api' })
}

/** Ends every session of an account (after a password reset). */
export async function endAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_session WHERE user_id = $1', [userId])
}

export async function currentUser(c: Context, db: Queryable, now: Date): Promise<UserRow | null> {
  const hash = presentedHash(c)
  if (!hash) return null
  const [u] = await db.query<UserRow>(
    `SELECT u.* FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hash, now.toISOString()],
  )
  return u ?? null
}
