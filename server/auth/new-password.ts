/**
 * A password changed (by its owner) or reset (through an e-mailed link): the new hash, every session ended (the
 * owner's own device gets a fresh one on a change), reset links revoked and the owner told by e-mail, in one
 * transaction, so the e-mail exists exactly when the change does (decision 0098).
 */
import type { Context } from 'hono'
import type { PropertyRow } from '../catalogue/property'
import type { Db } from '../db/types'
import { queueAccountMail } from './account-mail'
import { resetPasswordHash, setPasswordHash } from './accounts'
import { endAllSessions, startSession, type UserRow } from './session'
import { revokeTokens } from './tokens'

export type NewPassword = {
  user: Pick<UserRow, 'id' | 'email' | 'first_name'> & Partial<Pick<UserRow, 'language_code'>>
  hash: string
  /** A reset also confirms the address (opening the e-mailed link proved it); a change keeps this session. */
  via: { reset: true } | { reset: false; session: Context }
}

export async function commitNewPassword(
  db: Db,
  change: NewPassword,
  mail: { property: PropertyRow; publicUrl?: string; now: Date },
): Promise<void> {
  const { user, hash, via } = change
  await db.transaction(async (tx) => {
    if (via.reset) await resetPasswordHash(tx, user.id, hash)
    else await setPasswordHash(tx, user.id, hash)
    await endAllSessions(tx, user.id)
    if (!via.reset) await startSession(via.session, tx, user.id, mail.now)
    await revokeTokens(tx, user.id, 'reset')
    await queueAccountMail(
      tx,
      { publicUrl: mail.publicUrl, now: mail.now },
      'password-changed',
      mail.property,
      user,
    )
  })
}
