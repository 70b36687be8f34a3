/**
 * The Account calls of spec §7, hardened to OWASP ASVS (docs/decisions/0030-guest-account-security.md):
 * - the same answer, in the same time, whether or not an address has an account (login, reset e-mail);
 * - failed logins limited per e-mail address and per client address, in the database;
 * - new passwords checked against the common ones (server/auth/password-policy.ts), hashed with scrypt;
 * - e-mailed links single-use, one hour, only the newest of a kind working;
 * - a fresh session at login, registration and password change; destroyed at logout; all of them at a reset;
 * - JSON only, so a cross-site form cannot log a guest in or out.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  AccountActionResponse,
  AccountQuery,
  AuthenticateRequest,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  LoginResponse,
  PasswordResetRequest,
  RegisterRequest,
  RemoveCardRequest,
  RequestPasswordResetRequest,
  SendConfirmEmailRequest,
  UpdateAccountRequest,
  UserAccount,
} from '@/api/contract/account'
import { sendAccountMail } from '../auth/account-mail'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password'
import { passwordProblem } from '../auth/password-policy'
import { currentUser, endAllSessions, endSession, sha256, startSession, type UserRow } from '../auth/session'
import {
  clearHits,
  clientAddress,
  isLimited,
  Limits,
  overLimit,
  recordHit,
  retryAfterSeconds,
  type Limit,
} from '../auth/throttle'
import { consumeToken, issueToken, revokeTokens } from '../auth/tokens'
import { requireProperty, type PropertyRow } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import type { Queryable } from '../db/types'
import { badRequest, forbidden, notFound, parseBody, parseQuery, reply, unauthorised } from '../http'

export const LOGIN_FAILED = 'Failed to login, please check your email address and password.'
export const TOO_MANY_ATTEMPTS =
  'Too many attempts. Please wait a few minutes and try again, or reset your password.'
export const RESET_MAIL_SENT =
  'If this e-mail address has an account, we have sent it a link to reset the password. The link works once, for one hour.'
export const RESET_LINK_INVALID =
  'Failed to reset your password. This link is no longer valid: a link works once, for one hour, and only the newest one sent works. Please ask for a new one.'
export const CONFIRM_LINK_INVALID =
  'This confirmation link is no longer valid: a link works once, for one hour. Log in and ask for a new one from Manage account.'

type StoredCardJson = {
  Brand: string
  LastFour: string
  ExpiryMonth: number
  ExpiryYear: number
  Token: string
}

async function toUserAccount(db: Queryable, u: UserRow): Promise<UserAccount> {
  // A card kept for the account is the gateway token of a booking made with "save for future use"; the newest
  // booking that used a token stands for it (its id is the CreditCardId).
  const cards = await db.query<{ id: number; card: StoredCardJson }>(
    `SELECT DISTINCT ON (card->>'Token') id, card FROM reservation
     WHERE user_id = $1 AND card IS NOT NULL AND (card->>'Saved')::boolean IS TRUE ORDER BY card->>'Token', id DESC`,
    [u.id],
  )
  return {
    Firstname: u.first_name,
    Lastname: u.last_name,
    Telephone: u.telephone,
    EmailAddress: u.email,
    ReceiveBrandOffers: u.receive_brand_offers,
    CanChoosePaymentMethod: u.can_choose_payment_method,
    CreditCards: cards
      .sort((a, b) => a.id - b.id)
      .map((c) => ({
        CreditCardId: c.id,
        CardType: c.card.Brand,
        LastFour: c.card.LastFour,
        ExpiryMonth: c.card.ExpiryMonth,
        ExpiryYear: c.card.ExpiryYear,
      })),
    EmailConfirmed: u.email_confirmed,
  }
}

/** Accounts are a property setting (UseUserAccountOnBookingEngine); CLIFFTOP has them off. */
function requireAccounts(p: PropertyRow): PropertyRow {
  if (!p.settings.UseUserAccountOnBookingEngine)
    throw forbidden('Accounts are not available at this property.')
  return p
}

function tooMany(c: Context, limit: Limit) {
  c.header('Retry-After', retryAfterSeconds(limit))
  return c.json({ Message: TOO_MANY_ATTEMPTS }, 429)
}

export function accountRoutes({ db, clock, mailDir, publicUrl, trustProxy }: AppDeps) {
  const app = new Hono<AppEnv>()
  const mail = { mailDir, publicUrl }
  const me = async (c: Context) => {
    const u = await currentUser(c, db, clock())
    if (!u) throw unauthorised()
    return u
  }
  const accountsAt = async (ref: string | number) => requireAccounts(await requireProperty(db, ref))
  const findUser = async (email: string) =>
    (await db.query<UserRow>('SELECT * FROM user_account WHERE email = lower($1)', [email.trim()]))[0] ?? null
  const checkNewPassword = (field: string, password: string, context: string[]) => {
    const problem = passwordProblem(password, context)
    if (problem) throw badRequest({ [field]: [problem] })
  }

  // A cross-site HTML form can post text/plain with the cookie's blessing of a top-level navigation; it cannot
  // post application/json without a CORS preflight, which this API never grants.
  app.use('/api/Account/*', async (c, next) => {
    if (c.req.method === 'POST' && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return c.json({ Message: 'Please send the request as application/json.' }, 415)
    }
    await next()
  })

  app.get('/api/Account', async (c) => {
    const q = parseQuery(c, AccountQuery)
    await accountsAt(q.propertyId)
    return reply(c, UserAccount, await toUserAccount(db, await me(c)))
  })

  app.post('/api/Account/Authenticate', async (c) => {
    const req = await parseBody(c, AuthenticateRequest)
    await accountsAt(req.PropertyId)
    const now = clock()
    const email = req.EmailAddress.toLowerCase()
    const address = clientAddress(c, trustProxy)
    if (await isLimited(db, Limits.loginPerAccount, email, now)) return tooMany(c, Limits.loginPerAccount)
    if (await isLimited(db, Limits.loginPerAddress, address, now)) return tooMany(c, Limits.loginPerAddress)

    const u = await findUser(email)
    // Unknown address: verify against a dummy hash, so the answer takes as long as for a wrong password.
    const ok = await verifyPassword(req.Password, u?.password_hash ?? (await dummyHash()))
    if (!u || !ok) {
      await recordHit(db, Limits.loginPerAccount, email, now)
      await recordHit(db, Limits.loginPerAddress, address, now)
      return reply(c, LoginResponse, { Success: false, Message: LOGIN_FAILED, User: null })
    }
    // The per-address count stays: logging in to one's own account must not reset a guessing run.
    await clearHits(db, Limits.loginPerAccount, email)
    if (needsRehash(u.password_hash)) {
      await db.query('UPDATE user_account SET password_hash = $2 WHERE id = $1', [
        u.id,
        await hashPassword(req.Password),
      ])
    }
    await startSession(c, db, u.id, now)
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome back, ${u.first_name}.`,
      User: await toUserAccount(db, u),
    })
  })

  app.post('/api/Account/Logout', async (c) => {
    await endSession(c, db)
    return reply(c, AccountActionResponse, { Success: true, Message: 'You are logged out.' })
  })

  app.post('/api/Account/Register', async (c) => {
    const req = await parseBody(c, RegisterRequest)
    const p = await accountsAt(req.PropertyId)
    const now = clock()
    if (await overLimit(db, Limits.registerPerAddress, clientAddress(c, trustProxy), now))
      return tooMany(c, Limits.registerPerAddress)
    checkNewPassword('Password', req.Password, [req.EmailAddress, req.Firstname, req.Lastname, p.name])
    const hash = await hashPassword(req.Password)
    const [u] = await db.query<UserRow>(
      `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone)
       VALUES (lower($1), $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING *`,
      [req.EmailAddress, hash, req.Firstname, req.Lastname, req.MobileNumber || null],
    )
    if (!u) {
      // Logging a new guest straight in (spec §4) cannot look the same as refusing a taken address; the owner
      // hears of the attempt, and the per-address limit keeps anyone from sweeping for addresses.
      const owner = await findUser(req.EmailAddress)
      if (owner) await sendAccountMail({ ...mail, now }, 'register-attempt', p, owner)
      return reply(
        c,
        LoginResponse,
        {
          Success: false,
          Message:
            'Failed to register User. This e-mail address already has an account: please log in, or reset your password if you have forgotten it.',
          User: null,
        },
        409,
      )
    }
    const token = await issueToken(db, u.id, 'confirm', now)
    await sendAccountMail({ ...mail, now }, 'confirm-email', p, u, token)
    await startSession(c, db, u.id, now)
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome, ${u.first_name}.`,
      User: await toUserAccount(db, u),
    })
  })

  app.post('/api/Account/ConfirmEmail', async (c) => {
    const req = await parseBody(c, ConfirmEmailRequest)
    await accountsAt(req.PropertyId)
    const userId = await consumeToken(db, req.Token, 'confirm', clock())
    if (userId === null)
      return reply(c, AccountActionResponse, { Success: false, Message: CONFIRM_LINK_INVALID }, 400)
    await db.query('UPDATE user_account SET email_confirmed = true WHERE id = $1', [userId])
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Thank you, your e-mail address is confirmed.',
    })
  })

  app.post('/api/Account/SendConfirmEmail', async (c) => {
    const req = await parseBody(c, SendConfirmEmailRequest)
    const p = await accountsAt(req.PropertyId)
    const u = await me(c)
    const now = clock()
    if (u.email_confirmed)
      return reply(c, AccountActionResponse, {
        Success: true,
        Message: 'Your e-mail address is already confirmed.',
      })
    if (await overLimit(db, Limits.confirmMailPerUser, String(u.id), now))
      return tooMany(c, Limits.confirmMailPerUser)
    const token = await issueToken(db, u.id, 'confirm', now)
    await sendAccountMail({ ...mail, now }, 'confirm-email', p, u, token)
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: `We have sent a new confirmation link to ${u.email}. It works once, for one hour.`,
    })
  })

  app.post('/api/Account/Update', async (c) => {
    const req = await parseBody(c, UpdateAccountRequest)
    await accountsAt(req.PropertyId)
    const u = await me(c)
    const [updated] = await db.query<UserRow>(
      `UPDATE user_account SET first_name = $2, last_name = $3, telephone = $4, receive_brand_offers = $5
       WHERE id = $1 RETURNING *`,
      [u.id, req.Firstname, req.Lastname, req.Telephone || null, req.ReceiveBrandOffers],
    )
    return reply(c, UserAccount, await toUserAccount(db, updated ?? u))
  })

  app.post('/api/Account/ChangePassword', async (c) => {
    const req = await parseBody(c, ChangePasswordRequest)
    const p = await accountsAt(req.PropertyId)
    const u = await me(c)
    const now = clock()
    const key = String(u.id)
    if (await isLimited(db, Limits.currentPasswordPerUser, key, now))
      return tooMany(c, Limits.currentPasswordPerUser)
    if (!(await verifyPassword(req.CurrentPassword, u.password_hash))) {
      await recordHit(db, Limits.currentPasswordPerUser, key, now)
      throw badRequest({ CurrentPassword: ['The current password is not right.'] })
    }
    if (req.NewPassword.normalize('NFKC') === req.CurrentPassword.normalize('NFKC'))
      throw badRequest({ NewPassword: ['The new password must be different from the current one.'] })
    checkNewPassword('NewPassword', req.NewPassword, [u.email, u.first_name, u.last_name, p.name])
    await clearHits(db, Limits.currentPasswordPerUser, key)
    await db.query('UPDATE user_account SET password_hash = $2 WHERE id = $1', [
      u.id,
      await hashPassword(req.NewPassword),
    ])
    // Every other device is logged out; this one gets a fresh session.
    await endAllSessions(db, u.id)
    await startSession(c, db, u.id, now)
    await revokeTokens(db, u.id, 'reset')
    await sendAccountMail({ ...mail, now }, 'password-changed', p, u)
    return reply(c, AccountActionResponse, { Success: true, Message: 'Your password has been changed.' })
  })

  // The same answer whether or not the address has an account; the limits count every address alike.
  app.post('/api/Account/RequestPasswordReset', async (c) => {
    const req = await parseBody(c, RequestPasswordResetRequest)
    const p = await accountsAt(req.PropertyId)
    const now = clock()
    const email = req.EmailAddress.toLowerCase()
    const byAddress = await overLimit(db, Limits.resetMailPerAddress, clientAddress(c, trustProxy), now)
    const byAccount = await overLimit(db, Limits.resetMailPerAccount, email, now)
    if (byAddress) return tooMany(c, Limits.resetMailPerAddress)
    if (byAccount) return tooMany(c, Limits.resetMailPerAccount)
    const u = await findUser(email)
    if (u) {
      const token = await issueToken(db, u.id, 'reset', now)
      await sendAccountMail({ ...mail, now }, 'password-reset', p, u, token)
    }
    return reply(c, AccountActionResponse, { Success: true, Message: RESET_MAIL_SENT })
  })

  app.post('/api/Account/PasswordReset', async (c) => {
    const req = await parseBody(c, PasswordResetRequest)
    const p = await accountsAt(req.PropertyId)
    const now = clock()
    // Look first, use later: a refused password leaves the link working for a better one.
    const [holder] = await db.query<UserRow>(
      `SELECT u.* FROM account_token t JOIN user_account u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.kind = 'reset' AND NOT t.used AND t.expires_at > $2`,
      [sha256(req.Token), now.toISOString()],
    )
    if (holder)
      checkNewPassword('Password', req.Password, [holder.email, holder.first_name, holder.last_name, p.name])
    const userId = holder ? await consumeToken(db, req.Token, 'reset', now) : null
    if (!holder || userId !== holder.id)
      return reply(c, AccountActionResponse, { Success: false, Message: RESET_LINK_INVALID }, 400)
    // Opening the e-mailed link proves the address too.
    await db.query('UPDATE user_account SET password_hash = $2, email_confirmed = true WHERE id = $1', [
      userId,
      await hashPassword(req.Password),
    ])
    await endAllSessions(db, userId)
    await revokeTokens(db, userId, 'reset')
    await clearHits(db, Limits.loginPerAccount, holder.email)
    await sendAccountMail({ ...mail, now }, 'password-changed', p, holder)
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Your password has been reset. Please log in with your new password.',
    })
  })

  app.post('/api/Account/RemoveCard', async (c) => {
    const req = await parseBody(c, RemoveCardRequest)
    await accountsAt(req.PropertyId)
    const u = await me(c)
    const [row] = await db.query<{ token: string }>(
      `SELECT card->>'Token' AS token FROM reservation
       WHERE id = $1 AND user_id = $2 AND (card->>'Saved')::boolean IS TRUE`,
      [req.CreditCardId, u.id],
    )
    if (!row) throw notFound('This stored card was not found.')
    // The bookings keep the token they were paid with; the account stops offering it.
    await db.query(
      `UPDATE reservation SET card = card || '{"Saved": false}'::jsonb
       WHERE user_id = $1 AND card->>'Token' = $2`,
      [u.id, row.token],
    )
    return reply(c, UserAccount, await toUserAccount(db, u))
  })

  return app
}
