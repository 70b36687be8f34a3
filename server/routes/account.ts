/**
 * The Account calls of docs/product/account.md#calls, hardened to OWASP ASVS (docs/decisions/0030-guest-account-security.md):
 * - the same answer, in the same time, whether or not an address has an account (login, reset e-mail);
 * - failed logins limited per e-mail address and per client address, in the database;
 * - new passwords checked against the common ones (server/auth/password-policy.ts), hashed with scrypt;
 * - e-mailed links single-use, one hour, only the newest of a kind working;
 * - a fresh session at login, registration and password change; destroyed at logout; all of them at a reset;
 * - JSON only, so a cross-site form cannot log a guest in or out.
 */
import { languageOf } from '@/domain/language'
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
import { mailNewLink, queueAccountMail } from '../auth/account-mail'
import { commitNewPassword } from '../auth/new-password'
import { confirmEmail, findUserByEmail, insertUser, resetLinkHolder, updateProfile } from '../auth/accounts'
import { hashPassword, verifyPassword } from '../auth/password'
import { passwordProblem } from '../auth/password-policy'
import { currentUser, endSession, startSession, type UserRow } from '../auth/session'
import { consumeToken } from '../auth/tokens'
import { checkLogin, TOO_MANY_ATTEMPTS } from '../auth/login'
import { toUserAccount } from './user-account'
import { requireProperty, type PropertyRow } from '../catalogue/property'
import { forgetSavedCard } from '../reservations/saved-cards'
import { clientNetwork } from '../client-address'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, parseQuery, rawBody, reply } from '../web/http'
import { badRequest, forbidden, notFound, unauthorised } from '../http-errors'
import { clearHits, Limits, spendAttempt, type LimitKey } from '../auth/limits'

export const LOGIN_FAILED = 'Failed to login, please check your email address and password.'
export const RESET_MAIL_SENT =
  'If this e-mail address has an account, we have sent it a link to reset the password. The link works once, for one hour.'
export const RESET_LINK_INVALID =
  'Failed to reset your password. This link is no longer valid: a link works once, for one hour, and only the newest one sent works. Please ask for a new one.'
export const CONFIRM_LINK_INVALID =
  'This confirmation link is no longer valid: a link works once, for one hour. Log in and ask for a new one from Manage account.'

/** Accounts are a property setting (UseUserAccountOnBookingEngine); CLIFFTOP has them off. */
function requireAccounts(property: PropertyRow): PropertyRow {
  if (!property.settings.UseUserAccountOnBookingEngine)
    throw forbidden('Accounts are not available at this property.')
  return property
}

/** What every account route shares: the deps, and the checks most of them make first. */
type AccountRoutes = {
  app: Hono<AppEnv>
  db: AppDeps['db']
  clock: AppDeps['clock']
  trustProxy: AppDeps['trustProxy']
  mail: { publicUrl?: string }
  /** The logged-in guest, or a 401. */
  me: (c: Context) => Promise<UserRow>
  /** The property, if it has accounts (a 403 otherwise). */
  accountsAt: (ref: string | number) => Promise<PropertyRow>
  /** A 400 under `field` for a password the policy refuses. */
  checkNewPassword: (field: string, password: string, context: string[]) => void
}

export function accountRoutes({ db, clock, publicUrl, trustProxy }: AppDeps) {
  const app = new Hono<AppEnv>()
  const routes: AccountRoutes = {
    app,
    db,
    clock,
    trustProxy,
    mail: { publicUrl },
    me: async (c) => {
      const user = await currentUser(c, db, clock())
      if (!user) throw unauthorised()
      return user
    },
    accountsAt: async (ref) => requireAccounts(await requireProperty(db, ref)),
    checkNewPassword: (field, password, context) => {
      const problem = passwordProblem(password, context)
      if (problem) throw badRequest({ [field]: [problem] })
    },
  }

  // A cross-site HTML form can post text/plain with the cookie's blessing of a top-level navigation; it cannot
  // post application/json without a CORS preflight, which this API never grants. An empty body says nothing:
  // Logout takes none (docs/product/account.md#calls), and every other call refuses it with a 400 from its schema.
  app.use('/api/Account/*', async (c, next) => {
    const json = /^application\/json\b/i.test(c.req.header('content-type') ?? '')
    if (c.req.method === 'POST' && !json && (await rawBody(c)).length > 0) {
      return c.json({ Message: 'Please send the request as application/json.' }, 415)
    }
    await next()
  })
  loginRoutes(routes)
  registrationRoutes(routes)
  emailRoutes(routes)
  passwordRoutes(routes)
  profileRoutes(routes)
  return app
}

function loginRoutes({ app, db, clock, trustProxy, accountsAt }: AccountRoutes) {
  app.post('/api/Account/Authenticate', async (c) => {
    const req = await parseBody(c, AuthenticateRequest)
    await accountsAt(req.PropertyId)
    const now = clock()
    const login = { email: req.EmailAddress, password: req.Password, address: clientNetwork(c, trustProxy) }
    const user = await checkLogin(c, db, login, now)
    if (!user) return reply(c, LoginResponse, { Success: false, Message: LOGIN_FAILED, User: null })
    await startSession(c, db, user.id, now)
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome back, ${user.first_name}.`,
      User: await toUserAccount(db, user),
    })
  })

  app.post('/api/Account/Logout', async (c) => {
    await endSession(c, db)
    return reply(c, AccountActionResponse, { Success: true, Message: 'You are logged out.' })
  })
}

function registrationRoutes({
  app,
  db,
  clock,
  trustProxy,
  mail,
  accountsAt,
  checkNewPassword,
}: AccountRoutes) {
  app.post('/api/Account/Register', async (c) => {
    const req = await parseBody(c, RegisterRequest)
    const property = await accountsAt(req.PropertyId)
    const now = clock()
    const keys: LimitKey[] = [
      [Limits.registerPerAddress, clientNetwork(c, trustProxy)],
      [Limits.registerPerAccount, req.EmailAddress.toLowerCase()],
    ]
    await spendAttempt(c, db, keys, now, TOO_MANY_ATTEMPTS)
    checkNewPassword('Password', req.Password, [req.EmailAddress, req.Firstname, req.Lastname, property.name])
    const passwordHash = await hashPassword(req.Password)
    // The account, its confirmation link and e-mail and its first session commit together (decision 0098).
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: req.EmailAddress,
        passwordHash,
        firstName: req.Firstname,
        lastName: req.Lastname,
        telephone: req.MobileNumber || null,
        language: languageOf(req.LanguageCode),
      })
      if (created) {
        await mailNewLink(tx, { ...mail, now }, 'confirm-email', property, created)
        await startSession(c, tx, created.id, now)
      }
      return created
    })
    if (!user) {
      // Logging a new guest straight in (docs/product/account.md#steps) cannot look the same as refusing a taken address; the owner
      // hears of the attempt, and the per-address limit keeps anyone from sweeping for addresses.
      const owner = await findUserByEmail(db, req.EmailAddress)
      if (owner) await queueAccountMail(db, { ...mail, now }, 'register-attempt', property, owner)
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
    return reply(c, LoginResponse, {
      Success: true,
      Message: `Welcome, ${user.first_name}.`,
      User: await toUserAccount(db, user),
    })
  })
}

function emailRoutes({ app, db, clock, mail, me, accountsAt }: AccountRoutes) {
  app.post('/api/Account/ConfirmEmail', async (c) => {
    const req = await parseBody(c, ConfirmEmailRequest)
    await accountsAt(req.PropertyId)
    const userId = await consumeToken(db, req.Token, 'confirm', clock())
    if (userId === null)
      return reply(c, AccountActionResponse, { Success: false, Message: CONFIRM_LINK_INVALID }, 400)
    await confirmEmail(db, userId)
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Thank you, your e-mail address is confirmed.',
    })
  })

  app.post('/api/Account/SendConfirmEmail', async (c) => {
    const req = await parseBody(c, SendConfirmEmailRequest)
    const property = await accountsAt(req.PropertyId)
    const user = await me(c)
    const now = clock()
    if (user.email_confirmed)
      return reply(c, AccountActionResponse, {
        Success: true,
        Message: 'Your e-mail address is already confirmed.',
      })
    await spendAttempt(c, db, [[Limits.confirmMailPerUser, String(user.id)]], now, TOO_MANY_ATTEMPTS)
    await db.transaction((tx) => mailNewLink(tx, { ...mail, now }, 'confirm-email', property, user))
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: `We have sent a new confirmation link to ${user.email}. It works once, for one hour.`,
    })
  })
}

function passwordRoutes({
  app,
  db,
  clock,
  trustProxy,
  mail,
  me,
  accountsAt,
  checkNewPassword,
}: AccountRoutes) {
  app.post('/api/Account/ChangePassword', async (c) => {
    const req = await parseBody(c, ChangePasswordRequest)
    const property = await accountsAt(req.PropertyId)
    const user = await me(c)
    const now = clock()
    const key: LimitKey = [Limits.currentPasswordPerUser, String(user.id)]
    await spendAttempt(c, db, [key], now, TOO_MANY_ATTEMPTS)
    if (!(await verifyPassword(req.CurrentPassword, user.password_hash)))
      throw badRequest({ CurrentPassword: ['The current password is not right.'] })
    await clearHits(db, key)
    if (req.NewPassword.normalize('NFKC') === req.CurrentPassword.normalize('NFKC'))
      throw badRequest({ NewPassword: ['The new password must be different from the current one.'] })
    checkNewPassword('NewPassword', req.NewPassword, [
      user.email,
      user.first_name,
      user.last_name,
      property.name,
    ])
    // Every other device is logged out; this one gets a fresh session.
    const hash = await hashPassword(req.NewPassword)
    await commitNewPassword(db, { user, hash, via: { reset: false, session: c } }, { ...mail, property, now })
    return reply(c, AccountActionResponse, { Success: true, Message: 'Your password has been changed.' })
  })

  // The same answer whether or not the address has an account; the limits count every address alike.
  app.post('/api/Account/RequestPasswordReset', async (c) => {
    const req = await parseBody(c, RequestPasswordResetRequest)
    const property = await accountsAt(req.PropertyId)
    const now = clock()
    const email = req.EmailAddress.toLowerCase()
    const keys: LimitKey[] = [
      [Limits.resetMailPerAddress, clientNetwork(c, trustProxy)],
      [Limits.resetMailPerAccount, email],
    ]
    await spendAttempt(c, db, keys, now, TOO_MANY_ATTEMPTS)
    const user = await findUserByEmail(db, email)
    if (user) {
      await db.transaction((tx) => mailNewLink(tx, { ...mail, now }, 'password-reset', property, user))
    }
    return reply(c, AccountActionResponse, { Success: true, Message: RESET_MAIL_SENT })
  })

  app.post('/api/Account/PasswordReset', async (c) => {
    const req = await parseBody(c, PasswordResetRequest)
    const property = await accountsAt(req.PropertyId)
    const now = clock()
    // Look first, use later: a refused password leaves the link working for a better one.
    const holder = await resetLinkHolder(db, req.Token, now)
    if (holder)
      checkNewPassword('Password', req.Password, [
        holder.email,
        holder.first_name,
        holder.last_name,
        property.name,
      ])
    const userId = holder ? await consumeToken(db, req.Token, 'reset', now) : null
    if (!holder || userId !== holder.id)
      return reply(c, AccountActionResponse, { Success: false, Message: RESET_LINK_INVALID }, 400)
    const hash = await hashPassword(req.Password)
    await commitNewPassword(db, { user: holder, hash, via: { reset: true } }, { ...mail, property, now })
    await clearHits(db, [Limits.loginPerAccount, holder.email])
    return reply(c, AccountActionResponse, {
      Success: true,
      Message: 'Your password has been reset. Please log in with your new password.',
    })
  })
}

function profileRoutes({ app, db, me, accountsAt }: AccountRoutes) {
  app.get('/api/Account', async (c) => {
    const q = parseQuery(c, AccountQuery)
    await accountsAt(q.propertyId)
    return reply(c, UserAccount, await toUserAccount(db, await me(c)))
  })

  app.post('/api/Account/Update', async (c) => {
    const req = await parseBody(c, UpdateAccountRequest)
    await accountsAt(req.PropertyId)
    const user = await me(c)
    const updated = await updateProfile(db, user.id, {
      firstName: req.Firstname,
      lastName: req.Lastname,
      telephone: req.Telephone || null,
      receiveBrandOffers: req.ReceiveBrandOffers,
      language: languageOf(req.Language),
    })
    return reply(c, UserAccount, await toUserAccount(db, updated ?? user))
  })

  app.post('/api/Account/RemoveCard', async (c) => {
    const req = await parseBody(c, RemoveCardRequest)
    await accountsAt(req.PropertyId)
    const user = await me(c)
    if (!(await forgetSavedCard(db, user.id, req.CreditCardId)))
      throw notFound('This stored card was not found.')
    return reply(c, UserAccount, await toUserAccount(db, user))
  })
}
