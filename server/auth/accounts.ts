/** Guest accounts: the SQL of the user_account table (sessions, tokens and limits have their own modules). */
import type { Queryable } from '../db/types'
import { type UserRow } from './session'
import { sha256 } from '../crypto'

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [user] = await db.query<UserRow>('SELECT * FROM user_account WHERE email = lower($1)', [email.trim()])
  return user ?? null
}

/** A new account; null when the address already has one. */
export async function insertUser(
  db: Queryable,
  user: {
    email: string
    passwordHash: string
    firstName: string
    lastName: string
    telephone: string | null
  },
): Promise<UserRow | null> {
  const [inserted] = await db.query<UserRow>(
    `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone)
     VALUES (lower($1), $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING *`,
    [user.email, user.passwordHash, user.firstName, user.lastName, user.telephone],
  )
  return inserted ?? null
}

export async function updateProfile(
  db: Queryable,
  userId: number,
  profile: { firstName: string; lastName: string; telephone: string | null; receiveBrandOffers: boolean },
): Promise<UserRow | null> {
  const [updated] = await db.query<UserRow>(
    `UPDATE user_account SET first_name = $2, last_name = $3, telephone = $4, receive_brand_offers = $5
     WHERE id = $1 RETURNING *`,
    [userId, profile.firstName, profile.lastName, profile.telephone, profile.receiveBrandOffers],
  )
  return updated ?? null
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE user_account SET password_hash = $2 WHERE id = $1', [userId, passwordHash])
}

/** A reset sets the password and, since opening the e-mailed link proves the address, confirms it. */
export async function resetPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE user_account SET password_hash = $2, email_confirmed = true WHERE id = $1', [
    userId,
    passwordHash,
  ])
}

export async function confirmEmail(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE user_account SET email_confirmed = true WHERE id = $1', [userId])
}

/** The holder of an unused, unexpired reset link, without using the link up. */
export async function resetLinkHolder(db: Queryable, token: string, now: Date): Promise<UserRow | null> {
  const [holder] = await db.query<UserRow>(
    `SELECT u.* FROM account_token t JOIN user_account u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.kind = 'reset' AND NOT t.used AND t.expires_at > $2`,
    [sha256(token), now.toISOString()],
  )
  return holder ?? null
}

/** Whether the hotel allows this account to choose its payment method (pay by invoice, docs/product/account.md#rules). */
export async function canChoosePaymentMethod(db: Queryable, userId: number): Promise<boolean> {
  const [account] = await db.query<{ can_choose_payment_method: boolean }>(
    'SELECT can_choose_payment_method FROM user_account WHERE id = $1',
    [userId],
  )
  return account?.can_choose_payment_method ?? false
}
