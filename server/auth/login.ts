/**
 * A guest's login, throttled and locked out by the rules of decision 0094: failed logins are counted per e-mail
 * address and per client address in the database before the password is checked, an unknown address takes as
 * long as a wrong password, and an account past its failure limit is not shut to its owner.
 */
import type { Context } from 'hono'
import type { Queryable } from '../db/types'
import { findUserByEmail, setPasswordHash } from './accounts'
import { clearHits, Limits, recordHit, refundAttempt, tooManyRequests, type LimitKey } from './limits'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password'
import type { UserRow } from './session'

export const TOO_MANY_ATTEMPTS =
  'Too many attempts. Please wait a few minutes and try again, or reset your password.'

/** How long each attempt at a locked account waits before its password is checked (decision 0094). */
const LOCKED_ACCOUNT_DELAY_MS = 1000

/**
 * The account whose password this is, or null (unknown address or wrong password). Throws a 429 when the
 * address or the account has tried too often; a success takes its own attempt back and clears the account's.
 */
export async function checkLogin(
  c: Context,
  db: Queryable,
  login: { email: string; password: string; address: string },
  now: Date,
): Promise<UserRow | null> {
  const email = login.email.toLowerCase()
  const byAccount: LimitKey = [Limits.loginPerAccount, email]
  const byAddress: LimitKey = [Limits.loginPerAddress, login.address]
  await countLoginAttempt(c, db, { byAccount, byAddress }, now)

  const user = await findUserByEmail(db, email)
  // Unknown address: verify against a dummy hash, so the answer takes as long as for a wrong password.
  const ok = await verifyPassword(login.password, user?.password_hash ?? (await dummyHash()))
  if (!user || !ok) return null
  // Only failures count: this attempt is taken back, but the address's earlier failures stay (logging in to
  // one's own account must not reset a guessing run).
  await refundAttempt(db, [byAddress], now)
  await clearHits(db, byAccount)
  if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(login.password))
  return user
}

/**
 * Counts a login attempt for the address and the account before the password is checked (so a burst of parallel
 * guesses gets no further than the limits). An account past its failure limit is not shut to its owner: an
 * address with no other attempt in the window may still try, after a pause; one that has tried waits for the
 * window to end (decision 0094).
 */
async function countLoginAttempt(
  c: Context,
  db: Queryable,
  { byAccount, byAddress }: { byAccount: LimitKey; byAddress: LimitKey },
  now: Date,
): Promise<void> {
  const address = await recordHit(db, byAddress, now)
  const account = await recordHit(db, byAccount, now)
  const refuse = async (retryAfter: number) => {
    await refundAttempt(db, [byAddress, byAccount], now)
    return tooManyRequests(c, retryAfter, TOO_MANY_ATTEMPTS)
  }
  if (address.hits > byAddress[0].max) throw await refuse(address.retryAfter)
  if (account.hits <= byAccount[0].max) return
  if (address.hits > 1) throw await refuse(account.retryAfter)
  await new Promise((resolve) => setTimeout(resolve, LOCKED_ACCOUNT_DELAY_MS))
}
