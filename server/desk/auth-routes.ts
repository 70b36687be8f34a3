/**
 * Logging in and out of the desk, and turning the second factor on. The same limits on guessing as guest
 * accounts (decision 0094): failed logins count per address and per e-mail address, wrong codes per staff member,
 * in the database; an unknown address takes as long to refuse as a wrong password.
 */
import { Hono, type Context } from 'hono'
import {
  DeskDone,
  DeskLoginRequest,
  DeskLoginResponse,
  DeskSession,
  DeskTotpRequest,
  DeskTotpSetup,
} from '@/api/contract/desk'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password'
import { clientNetwork } from '../client-address'
import type { AppDeps, AppEnv } from '../web/context'
import { parseBody, reply } from '../web/http'
import { badRequest, unauthorised } from '../http-errors'
import { clearHits, Limits, refundAttempt, spendAttempt, type LimitKey } from '../auth/limits'
import { deskAccess } from './access'
import { writeAudit } from './audit'
import { endStaffSession, presentedSession, startStaffSession } from './session'
import { deskStaff, findStaffByEmail, setStaffPasswordHash, type StaffRow } from './staff'
import { acceptedStep, newTotpSecret } from './totp'
import { isSealed, openTotpSecret, sealTotpSecret } from './totp-secret'

export const DESK_LOGIN_FAILED = 'Failed to log in: please check the e-mail address and password.'
export const DESK_CODE_WRONG = 'This code is not right, or was already used. Please enter the newest one.'
export const DESK_TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

export function deskAuthRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const access = deskAccess(deps)

  app.post('/api/Desk/Login', async (c) => {
    const req = await parseBody(c, DeskLoginRequest)
    const now = clock()
    const email = req.Email.toLowerCase()
    const keys: LimitKey[] = [
      [Limits.loginPerAddress, clientNetwork(c, deps.trustProxy)],
      [Limits.loginPerAccount, `desk\n${email}`],
    ]
    await spendAttempt(c, db, keys, now, DESK_TOO_MANY)
    const staff = await findStaffByEmail(db, email)
    const ok = await verifyPassword(req.Password, staff?.password_hash ?? (await dummyHash()))
    if (!staff || !ok) {
      if (staff) await writeAudit(db, { at: now, staff, action: 'login-failed' })
      throw unauthorised(DESK_LOGIN_FAILED)
    }
    await refundAttempt(db, [keys[0]!], now)
    await clearHits(db, keys[1]!)
    if (needsRehash(staff.password_hash))
      await setStaffPasswordHash(db, staff.id, await hashPassword(req.Password))
    if (staff.totp_secret) {
      const csrf = await startStaffSession(c, db, staff.id, 'totp', now)
      return reply(c, DeskLoginResponse, { Status: 'TotpRequired', Staff: null, CsrfToken: csrf })
    }
    return loggedIn(c, staff, now, { Factors: ['password'] })
  })

  app.post('/api/Desk/Login/Totp', async (c) => {
    const pending = await access.session(c, 'totp')
    const req = await parseBody(c, DeskTotpRequest)
    const now = clock()
    const key: LimitKey = [Limits.loginPerAccount, `desk-totp\n${pending.staff.id}`]
    await spendAttempt(c, db, [key], now, DESK_TOO_MANY)
    const step = await loginCodeStep(deps, pending.staff, req.Code, now)
    if (step === null) {
      await writeAudit(db, { at: now, staff: pending.staff, action: 'login-failed-code' })
      throw badRequest({ Code: [DESK_CODE_WRONG] })
    }
    await clearHits(db, key)
    return loggedIn(c, pending.staff, now, { Factors: ['password', 'totp'] })
  })

  async function loggedIn(c: Context, staff: StaffRow, now: Date, after: unknown) {
    const csrf = await db.transaction(async (tx) => {
      await writeAudit(tx, { at: now, staff, action: 'login', after })
      return startStaffSession(c, tx, staff.id, 'complete', now)
    })
    return reply(c, DeskLoginResponse, {
      Status: 'LoggedIn',
      Staff: await deskStaff(db, staff),
      CsrfToken: csrf,
    })
  }

  app.get('/api/Desk/Session', async (c) => {
    const session = await access.session(c)
    return reply(c, DeskSession, { Staff: await deskStaff(db, session.staff), CsrfToken: session.csrfToken })
  })

  app.post('/api/Desk/Logout', async (c) => {
    // Whatever the session's state (or none), the browser forgets it; a live one is ended and logged.
    const session = await presentedSession(c, db, clock())
    if (session) await writeAudit(db, { at: clock(), staff: session.staff, action: 'logout' })
    await endStaffSession(c, db)
    return reply(c, DeskDone, { Message: 'You are logged out.' })
  })

  totpRoutes(app, deps)
  return app
}

/**
 * The time step a login's code is right for (null: wrong, or already used), its use kept; a secret kept in plain
 * text from before secrets were sealed is sealed now.
 */
async function loginCodeStep(deps: AppDeps, staff: StaffRow, code: string, now: Date) {
  const stored = staff.totp_secret
  const secret = stored ? openTotpSecret(deps.secrets, stored) : null
  const step = secret ? acceptedStep(secret, code, now, staff.totp_last_step) : null
  if (step === null || !secret) return null
  const sealed = stored && !isSealed(stored) ? sealTotpSecret(deps.secrets, secret) : stored
  await deps.db.query('UPDATE staff_account SET totp_last_step = $2, totp_secret = $3 WHERE id = $1', [
    staff.id,
    step,
    sealed,
  ])
  return step
}

function totpRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  const { db, clock } = deps
  const access = deskAccess(deps)
  app.post('/api/Desk/Totp/Start', async (c) => {
    const { staff } = await access.session(c)
    const { secret, uri } = newTotpSecret(staff.email)
    await db.transaction(async (tx) => {
      await tx.query('UPDATE staff_account SET totp_pending = $2 WHERE id = $1', [
        staff.id,
        sealTotpSecret(deps.secrets, secret),
      ])
      // The secret itself is never written to the log.
      await writeAudit(tx, { at: clock(), staff, action: 'totp-setup-started' })
    })
    return reply(c, DeskTotpSetup, { Secret: secret, Uri: uri })
  })

  app.post('/api/Desk/Totp/Confirm', async (c) => {
    const { staff } = await access.session(c)
    const req = await parseBody(c, DeskTotpRequest)
    const now = clock()
    const key: LimitKey = [Limits.loginPerAccount, `desk-totp\n${staff.id}`]
    await spendAttempt(c, db, [key], now, DESK_TOO_MANY)
    if (!staff.totp_pending) throw badRequest({ Code: ['Start setting up the second factor first.'] })
    const offered = openTotpSecret(deps.secrets, staff.totp_pending)
    const step = offered ? acceptedStep(offered, req.Code, now, null) : null
    if (step === null) throw badRequest({ Code: [DESK_CODE_WRONG] })
    await clearHits(db, key)
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE staff_account SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2 WHERE id = $1',
        [staff.id, step],
      )
      await writeAudit(tx, {
        at: now,
        staff,
        action: 'totp-enabled',
        before: { Totp: false },
        after: { Totp: true },
      })
    })
    return reply(c, DeskDone, { Message: 'The second factor is on: logging in now also asks for a code.' })
  })
}
