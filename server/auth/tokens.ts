/**
 * One-time tokens for the e-mailed links (confirm e-mail, reset password): 256 random bits, stored only as a
 * sha256, valid for one hour, used once. A new token of a kind replaces the user's earlier ones of that kind,
 * so only the newest link works.
 */
import type { Queryable } from '../db/types'
import { newToken, sha256 } from '../crypto'

export type TokenKind = 'reset' | 'confirm'
export const TOKEN_LIFETIME_MS = 60 * 60_000

export async function issueToken(db: Queryable, userId: number, kind: TokenKind, now: Date): Promise<string> {
  await revokeTokens(db, userId, kind)
  const token = newToken()
  await db.query(
    'INSERT INTO account_token (token_hash, user_id, kind, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, kind, new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString()],
  )
  return token
}

/** Marks the token used and returns its user; null when it is unknown, used, expired or of another kind. */
export async function consumeToken(
  db: Queryable,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `UPDATE account_token SET used = true
     WHERE token_hash = $1 AND kind = $2 AND NOT used AND expires_at > $3 RETURNING user_id`,
    [sha256(token), kind, now.toISOString()],
  )
  return row?.user_id ?? null
}

/** Every outstanding token of a kind stops working (a newer link was sent, or the password changed). */
export async function revokeTokens(db: Queryable, userId: number, kind: TokenKind): Promise<void> {
  await db.query('UPDATE account_token SET used = true WHERE user_id = $1 AND kind = $2 AND NOT used', [
    userId,
    kind,
  ])
}
