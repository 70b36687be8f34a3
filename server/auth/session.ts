/**
 * Sessions: a random 32-byte token in an HttpOnly, SameSite=Lax cookie (Secure over https); the database keeps
 * only its sha256. One-time tokens (password reset, e-mail confirmation) are stored the same way.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Queryable } from '../db/types'

export const SESSION_COOKIE = 'be_session'
const SESSION_DAYS = 30

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

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

export async function startSession(c: Context, db: Queryable, userId: number, now: Date): Promise<void> {
  const token = newToken()
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  await db.query('INSERT INTO user_session (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    expires.toISOString(),
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
  const token = getCookie(c, SESSION_COOKIE)
  if (token) await db.query('DELETE FROM user_session WHERE token_hash = $1', [sha256(token)])
  deleteCookie(c, SESSION_COOKIE, { path: '/api' })
}

export async function currentUser(c: Context, db: Queryable, now: Date): Promise<UserRow | null> {
  const token = getCookie(c, SESSION_COOKIE)
  if (!token) return null
  const [u] = await db.query<UserRow>(
    `SELECT u.* FROM user_session s JOIN user_account u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [sha256(token), now.toISOString()],
  )
  return u ?? null
}
