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
  RequestPasswordResetRequest,
  UpdateAccountRequest,
  UserAccount,
} from '@/api/contract/account'
import { dummyHash, hashPassword, verifyPassword } from '../auth/password'
import { currentUser, endSession, newToken, sha256, startSession, type UserRow } from '../auth/session'
import { requireProperty, type PropertyRow } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import type { Queryable } from '../db/types'
import { forbidden, parseBody, parseQuery, reply, unauthorised } from '../http'
import { writeMail } from '../mail'

const LOGIN_FAILED = 'Failed to login, please check your email address and password.'

/** At most 10 failed logins per e-mail address in 15 minutes (in memory: one server process). */
const MAX_FAILURES = 10
const WINDOW_MS = 15 * 60_000

async function toUserAccount(db: Queryable, u: UserRow): Promise<UserAccount> {
  const cards = await db.query<{
    id: number
    card: { Brand: string; LastFour: string; ExpiryMonth: number; ExpiryYear: number }
  }>(
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
    CreditCards: cards.map((c) => ({
      CreditCardId: c.id,
      CardType: c.card.Brand,
      LastFour: c.card.LastFour,
      ExpiryMonth: c.card.ExpiryMonth,
      ExpiryYear: c.card.ExpiryYear,
    })),
  }
}

/** Accounts are a property setting (UseUserAccountOnBookingEngine); CLIFFTOP has them off. */
function requireAccounts(p: PropertyRow) {
  if (!p.settings.UseUserAccountOnBookingEngine)
    throw forbidden('Accounts are not available at this property.')
}

export function accountRoutes({ db, clock, mailDir }: AppDeps) {
  const app = new Hono<AppEnv>()
  const failures = new Map<string, { count: number; until: number }>()
  const me = async (c: Parameters<typeof currentUser>[0]) => {
    const u = await currentUser(c, db, clock())
    if (!u) throw unauthorised()
    return u
  }
  const oneTimeToken = async (userId: number, kind: 'reset' | 'confirm') => {
    const token = newToken()
    await db.query(
      'INSERT INTO account_token (token_hash, user_id, kind, expires_at) VALUES ($1, $2, $3, $4)',
      [
        sha256(token),
        userId,
        kind,
        new Date(clock().getTime() + (kind === 'reset' ? 3_600_000 : 7 * 86_400_000)).toISOString(),
      ],
    )
    return token
  }
  const useToken = async (token: string, kind: 'reset' | 'confirm') => {
    const [row] = await db.query<{ user_id: number }>(
      `UPDATE account_token SET used = true WHERE token_hash = $1 AND kind = $2 AND NOT used AND expires_at > $3 RETURNING user_id`,
      [sha256(token), kind, clock().toISOString()],
    )
    return row?.user_id ?? null
  }

  app.get('/api/Account', async (c) => {
    const q = parseQuery(c, AccountQuery)
    requireAccounts(await requireProperty(db, q.propertyId))
    return reply(c, UserAccount, await toUserAccount(db, await me(c)))
  })

  app.post('/api/Account/Authenticate', async (c) => {
    const req = await parseBody(c, AuthenticateRequest)
    requireAccounts(await requireProperty(db, req.PropertyId))
    const key = req.EmailAddress.toLowerCase()
    const now = clock().getTime()
    const seen = failures.get(key)
    if (seen && seen.until > now && seen.count >= MAX_FAILURES) {
      return c.json(
        { Message: 'Too many failed logins. Please wait 15 minutes or reset your password.' },
        429,
      )
    }
    const [u] = await db.query<UserRow>('SELECT * FROM user_account WHERE email = lower($1)', [
      req.EmailAddress,
    ])
    const ok = await verifyPassword(req.Password, u?.password_hash ?? (await dummyHash()))
    if (!u || !ok) {
      const fresh = !seen || seen.until <= now
      failures.set(key, { count: fresh ? 1 : seen.count + 1, until: fresh ? now + WINDOW_MS : seen.until })
      return reply(c, LoginResponse, { Success: false, Message: LOGIN_FAILED, User: null })
    }
    failures.delete(key)
    await startSession(c, db, u.id, clock())
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome back, ${u.first_name}.`,
      User: await toUserAccount(db, u),
    })
  })

  app.post('/api/Account/Logout', async (c) => {
    await endSession(c, db)
    return reply(c, AccountActionResponse, { Success: true, Message: null })
  })

  app.post('/api/Account/Register', async (c) => {
    const req = await parseBody(c, RegisterRequest)
    const p = await requireProperty(db, req.PropertyId)
    requireAccounts(p)
    const hash = await hashPassword(req.Password)
    const [u] = await db.query<UserRow>(
      `INSERT INTO user_account (email, password_hash, first_name, last_name, telephone)
       VALUES (lower($1), $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING *`,
      [req.EmailAddress, hash, req.Firstname, req.Lastname, req.MobileNumber || null],
    )
    if (!u) {
      return reply(
        c,
        LoginResponse,
        {
          Success: false,
          Message: 'Failed to register User. This e-mail address already has an account.',
          User: null,
        },
        409,
      )
    }
    const token = await oneTimeToken(u.id, 'confirm')
    await writeMail(
      mailDir,
      `confirm-email-${u.id}`,
      {
        from: `${p.name} <${p.settings.Email}>`,
        to: u.email,
        subject: `Confirm your e-mail address for ${p.name}`,
        text: `Hello ${u.first_name},\n\nPlease confirm your e-mail address: /Account/ConfirmEmail/${p.code}?token=${token}\n`,
      },
      clock(),
    )
    await startSession(c, db, u.id, clock())
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome, ${u.first_name}.`,
      User: await toUserAccount(db, u),
    })
  })

  app.post('/api/Account/ConfirmEmail', async (c) => {
    const req = await parseBody(c, ConfirmEmailRequest)
    await requireProperty(db, req.PropertyId)
    const userId = await useToken(req.Token, 'confirm')
    if (userId === null)
      return reply(
        c,
        AccountActionResponse,
        { Success: false, Message: 'This confirmation link is not valid any more.' },
        400,
      )
    await db.query('UPDATE user_account SET email_confirmed = true WHERE id = $1', [userId])
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Thank you, your e-mail address is confirmed.',
    })
  })

  app.post('/api/Account/Update', async (c) => {
    const req = await parseBody(c, UpdateAccountRequest)
    requireAccounts(await requireProperty(db, req.PropertyId))
    const u = await me(c)
    const [updated] = await db.query<UserRow>(
      `UPDATE user_account SET first_name = $2, last_name = $3, telephone = $4, receive_brand_offers = $5 WHERE id = $1 RETURNING *`,
      [u.id, req.Firstname, req.Lastname, req.Telephone || null, req.ReceiveBrandOffers],
    )
    return reply(c, UserAccount, await toUserAccount(db, updated ?? u))
  })

  app.post('/api/Account/ChangePassword', async (c) => {
    const req = await parseBody(c, ChangePasswordRequest)
    requireAccounts(await requireProperty(db, req.PropertyId))
    const u = await me(c)
    if (!(await verifyPassword(req.CurrentPassword, u.password_hash))) {
      return reply(
        c,
        AccountActionResponse,
        { Success: false, Message: 'The current password is not right.' },
        400,
      )
    }
    await db.query('UPDATE user_account SET password_hash = $2 WHERE id = $1', [
      u.id,
      await hashPassword(req.NewPassword),
    ])
    return reply(c, AccountActionResponse, { Success: true, Message: 'Your password has been changed.' })
  })

  // Always the same answer, so the call cannot tell which e-mail addresses have accounts.
  app.post('/api/Account/RequestPasswordReset', async (c) => {
    const req = await parseBody(c, RequestPasswordResetRequest)
    const p = await requireProperty(db, req.PropertyId)
    requireAccounts(p)
    const [u] = await db.query<UserRow>('SELECT * FROM user_account WHERE email = lower($1)', [
      req.EmailAddress,
    ])
    if (u) {
      const token = await oneTimeToken(u.id, 'reset')
      await writeMail(
        mailDir,
        `password-reset-${u.id}`,
        {
          from: `${p.name} <${p.settings.Email}>`,
          to: u.email,
          subject: `Reset your password for ${p.name}`,
          text: `Hello ${u.first_name},\n\nReset your password within an hour: /Account/ResetPassword/${p.code}?token=${token}\n\nIf you did not ask for this, ignore this e-mail.\n`,
        },
        clock(),
      )
    }
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'If this address has an account, we have sent it a link to reset the password.',
    })
  })

  app.post('/api/Account/PasswordReset', async (c) => {
    const req = await parseBody(c, PasswordResetRequest)
    requireAccounts(await requireProperty(db, req.PropertyId))
    const userId = await useToken(req.Token, 'reset')
    if (userId === null)
      return reply(
        c,
        AccountActionResponse,
        { Success: false, Message: 'Failed to reset your password. The link is not valid any more.' },
        400,
      )
    await db.query('UPDATE user_account SET password_hash = $2 WHERE id = $1', [
      userId,
      await hashPassword(req.Password),
    ])
    // A reset ends every session of the account.
    await db.query('DELETE FROM user_session WHERE user_id = $1', [userId])
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Your password has been reset. Please log in.',
    })
  })

  return app
}
