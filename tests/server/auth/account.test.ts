/**
 * Guest accounts over HTTP against a fresh database: registration, e-mail confirmation, login and its limits,
 * sessions, password change and reset, details and stored cards. The e-mails are read back from the outbox
 * (.eml files), as a guest would read them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AccountActionResponse, LoginResponse, UserAccount } from '@/api/contract/account'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { createApp } from '../../../server/app'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Guest accounts')

const P = 'HARBOUR'
const PASSWORD = 'tide tables & lanterns'
const NEW_PASSWORD = 'gulls over the quay!'
const MINUTE = 60_000

describe.each(ENGINES)('guest accounts (%s)', (engine) => {
  let s: TestServer
  let n = 0
  const uniqueEmail = () => `guest${++n}-${Date.now()}@example.com`

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    s.now.value = NOW
    // Every request here comes from 127.0.0.1: the per-address counts would leak from one test to the next.
    await s.db.query('DELETE FROM request_limit')
  })

  const call = (path: string, body: unknown, cookie = '') =>
    fetch(s.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    })
  const getAccount = (cookie: string) =>
    fetch(`${s.url}/api/Account?propertyId=${P}`, { headers: cookie ? { Cookie: cookie } : {} })
  const sessionCookie = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('be_session='))
    const pair = set?.split(';')[0] ?? ''
    return pair === 'be_session=' ? '' : pair
  }
  const register = async (email = uniqueEmail(), over: Record<string, unknown> = {}) => {
    const res = await call('/api/Account/Register', {
      LanguageCode: 'en',
      PropertyId: P,
      EmailAddress: email,
      Password: PASSWORD,
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      MobileNumber: '+44 20 7946 0000',
      ...over,
    })
    return { res, email, cookie: sessionCookie(res) }
  }
  const login = (email: string, password: string, cookie = '') =>
    call(
      '/api/Account/Authenticate',
      { LanguageCode: 'en', PropertyId: P, EmailAddress: email, Password: password },
      cookie,
    )

  /** The newest e-mail to `to` whose subject starts with `subject`, once the outbox has delivered it. */
  const mailTo = async (to: string, subject: string) => {
    await s.outbox.drain()
    const files = readdirSync(s.mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(s.mailDir, f), 'utf8'))
      .filter((m) => m.includes(`\r\nTo: ${to}\r\n`) && m.includes(`\r\nSubject: ${subject}`))
    return files.at(-1) ?? null
  }
  const tokenIn = (mail: string | null) => /[?&]token=([\w-]+)/.exec(mail ?? '')?.[1] ?? ''

  describe('register and confirm', () => {
    it('creates the account, logs the guest in and e-mails a confirmation link', async () => {
      const { res, email, cookie } = await register()
      expect(res.status).toBe(200)
      const body = await parsed(res, LoginResponse)
      expect(body).toMatchObject({ Success: true, Message: 'Welcome, Ada.' })
      expect(body.User).toMatchObject({
        Firstname: 'Ada',
        Lastname: 'Lovelace',
        EmailAddress: email,
        Telephone: '+44 20 7946 0000',
        EmailConfirmed: false,
        CreditCards: [],
      })
      expect(cookie).toMatch(/^be_session=[\w-]{43}$/)
      const set = res.headers.getSetCookie().join('\n')
      expect(set).toMatch(/HttpOnly/i)
      expect(set).toMatch(/SameSite=Lax/i)

      const me = await parsed(await getAccount(cookie), UserAccount)
      expect(me.EmailAddress).toBe(email)

      const mail = await mailTo(email, 'Confirm your e-mail address')
      expect(mail).toContain('/Account/ConfirmEmail/HARBOUR?token=')
      expect(tokenIn(mail)).toMatch(/^[\w-]{43}$/)
    })

    it('confirms the address once from the e-mailed link', async () => {
      const { email, cookie } = await register()
      const token = tokenIn(await mailTo(email, 'Confirm your e-mail address'))
      const first = await call('/api/Account/ConfirmEmail', { PropertyId: P, Token: token })
      expect(first.status).toBe(200)
      expect(await parsed(first, AccountActionResponse)).toMatchObject({ Success: true })
      expect((await parsed(await getAccount(cookie), UserAccount)).EmailConfirmed).toBe(true)

      const again = await call('/api/Account/ConfirmEmail', { PropertyId: P, Token: token })
      expect(again.status).toBe(400)
      expect(await parsed(again, AccountActionResponse)).toMatchObject({ Success: false })
    })

    it('lets a confirmation link expire after an hour and sends a fresh one on request', async () => {
      const { email, cookie } = await register()
      const stale = tokenIn(await mailTo(email, 'Confirm your e-mail address'))
      s.now.value = new Date(NOW.getTime() + 61 * MINUTE)
      expect((await call('/api/Account/ConfirmEmail', { PropertyId: P, Token: stale })).status).toBe(400)

      const resend = await call('/api/Account/SendConfirmEmail', { PropertyId: P }, cookie)
      expect(resend.status).toBe(200)
      const fresh = tokenIn(await mailTo(email, 'Confirm your e-mail address'))
      expect(fresh).not.toBe(stale)
      expect((await call('/api/Account/ConfirmEmail', { PropertyId: P, Token: fresh })).status).toBe(200)
    })

    it('refuses short, symbol-less, common and personal passwords next to the field, without echoing them', async () => {
      const cases: [string, RegExp][] = [
        ['short!', /at least ten characters/],
        ['longbutnosymbol', /not a letter or digit/],
        ['Password123!', /most common/],
        ['P@ssw0rd2024', /most common/],
        ['qwertyuiop!', /most common/],
        ['Liverpool1892!', /most common/],
        ['1234567890!', /most common/],
        ['LovelaceAda1!', /your name/],
      ]
      for (const [password, message] of cases) {
        const { res } = await register(uniqueEmail(), { Password: password })
        expect(res.status, password).toBe(400)
        const text = await res.text()
        expect(text, password).not.toContain(password)
        const body = v.parse(ValidationErrorBody, JSON.parse(text))
        expect(body.ModelState.Password?.join(' '), password).toMatch(message)
      }
    })

    it('does not log in over a taken address, and tells its owner instead', async () => {
      const { email } = await register()
      const { res, cookie } = await register(email.toUpperCase(), { Firstname: 'Mallory' })
      expect(res.status).toBe(409)
      expect(await parsed(res, LoginResponse)).toMatchObject({ Success: false, User: null })
      expect(cookie).toBe('')
      expect(await mailTo(email, 'Your account at Harbour House Hotel')).toContain(
        'Someone tried to create an account',
      )
      const [row] = await s.db.query<{ first_name: string }>(
        'SELECT first_name FROM user_account WHERE email = $1',
        [email],
      )
      expect(row?.first_name).toBe('Ada')
    })

    it('is off where the property has no accounts', async () => {
      const res = await call('/api/Account/Register', {
        PropertyId: 'CLIFFTOP',
        EmailAddress: uniqueEmail(),
        Password: PASSWORD,
        Firstname: 'Ada',
        Lastname: 'Lovelace',
      })
      expect(res.status).toBe(403)
      expect(await parsed(res, ErrorBody)).toMatchObject({
        Message: 'Accounts are not available at this property.',
      })
    })
  })

  describe('login', () => {
    it('gives a wrong password and an unknown address the same answer', async () => {
      const { email } = await register()
      const wrong = await login(email, 'not my password!')
      const unknown = await login(uniqueEmail(), 'not my password!')
      expect(wrong.status).toBe(200)
      expect(unknown.status).toBe(wrong.status)
      const a = await wrong.text()
      const b = await unknown.text()
      expect(a).toBe(b)
      expect(v.parse(LoginResponse, JSON.parse(a))).toEqual({
        Success: false,
        Message: 'Failed to login, please check your email address and password.',
        User: null,
      })
      expect(sessionCookie(wrong)).toBe('')
      expect(sessionCookie(unknown)).toBe('')
    })

    it('logs in with the right password, case-insensitively on the address, and welcomes by first name', async () => {
      const { email } = await register()
      const res = await login(email.toUpperCase(), PASSWORD)
      const body = await parsed(res, LoginResponse)
      expect(body).toMatchObject({ Success: true, Message: 'Welcome back, Ada.' })
      expect(body.User?.EmailAddress).toBe(email)
      expect(sessionCookie(res)).not.toBe('')
    })

    it('limits the 6th quick wrong attempt on an account, even with the right password, for 15 minutes', async () => {
      const { email } = await register()
      for (let i = 1; i <= 5; i++) {
        const res = await login(email, `wrong guess ${i}!`)
        expect(res.status, `attempt ${i}`).toBe(200)
      }
      const sixth = await login(email, 'wrong guess 6!')
      expect(sixth.status).toBe(429)
      expect(sixth.headers.get('retry-after')).toBe('900')
      expect(await parsed(sixth, ErrorBody)).toMatchObject({
        Message: expect.stringMatching(/Too many attempts/),
      })
      expect((await login(email, PASSWORD)).status).toBe(429)

      s.now.value = new Date(NOW.getTime() + 16 * MINUTE)
      expect(await parsed(await login(email, PASSWORD), LoginResponse)).toMatchObject({ Success: true })
    })

    it('limits an unknown address exactly like a known one', async () => {
      const email = uniqueEmail()
      for (let i = 1; i <= 5; i++) expect((await login(email, `wrong guess ${i}!`)).status).toBe(200)
      expect((await login(email, 'wrong guess 6!')).status).toBe(429)
    })

    it('keeps the limit in the database, so a restarted server still holds it', async () => {
      const { email } = await register()
      for (let i = 1; i <= 5; i++) await login(email, `wrong guess ${i}!`)
      // The same client address as the failed attempts, seen through one trusted proxy.
      const restarted = createApp({
        db: s.db,
        clock: () => s.now.value,
        secrets: { linkSigningKey: 'k' },
        trustProxy: 1,
      })
      const res = await restarted.request('/api/Account/Authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '127.0.0.1' },
        body: JSON.stringify({ PropertyId: P, EmailAddress: email, Password: PASSWORD }),
      })
      expect(res.status).toBe(429)
      const [row] = await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM request_limit WHERE key_hash LIKE '%@%'",
      )
      expect(row?.n).toBe(0)
    })

    it('limits failed logins per client address across many e-mail addresses', async () => {
      const { email } = await register()
      for (let i = 1; i <= 30; i++) expect((await login(uniqueEmail(), 'spray and pray!')).status).toBe(200)
      expect((await login(email, PASSWORD)).status).toBe(429)
    })

    it('renews the session at login and destroys it at logout', async () => {
      const { email, cookie: first } = await register()
      const res = await login(email, PASSWORD, first)
      const second = sessionCookie(res)
      expect(second).not.toBe('')
      expect(second).not.toBe(first)
      expect((await getAccount(first)).status).toBe(401)
      expect((await getAccount(second)).status).toBe(200)

      const out = await call('/api/Account/Logout', {}, second)
      expect(out.status).toBe(200)
      expect(out.headers.getSetCookie().join('\n')).toMatch(/be_session=;/)
      expect((await getAccount(second)).status).toBe(401)
    })

    it('accepts only JSON, so a cross-site form cannot log anyone in', async () => {
      const { email } = await register()
      const res = await fetch(`${s.url}/api/Account/Authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ PropertyId: P, EmailAddress: email, Password: PASSWORD }),
      })
      expect(res.status).toBe(415)
      expect(sessionCookie(res)).toBe('')
    })
  })

  describe('password reset', () => {
    const requestReset = (email: string) =>
      call('/api/Account/RequestPasswordReset', { PropertyId: P, EmailAddress: email })
    const reset = (token: string, password = NEW_PASSWORD) =>
      call('/api/Account/PasswordReset', { PropertyId: P, Token: token, Password: password })

    it('answers the same whether or not the address has an account, and mails only an account', async () => {
      const { email } = await register()
      const stranger = uniqueEmail()
      const known = await requestReset(email)
      const unknown = await requestReset(stranger)
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      expect(await known.text()).toBe(await unknown.text())
      expect(await mailTo(email, 'Reset your password')).not.toBeNull()
      expect(await mailTo(stranger, 'Reset your password')).toBeNull()
    })

    it('resets with the e-mailed token once, ends every session and lets the new password in', async () => {
      const { email, cookie } = await register()
      await requestReset(email)
      const token = tokenIn(await mailTo(email, 'Reset your password'))
      expect(token).toMatch(/^[\w-]{43}$/)

      const ok = await reset(token)
      expect(ok.status).toBe(200)
      expect(await parsed(ok, AccountActionResponse)).toMatchObject({ Success: true })
      expect((await getAccount(cookie)).status).toBe(401)

      const again = await reset(token, 'another fine phrase!')
      expect(again.status).toBe(400)
      expect(await parsed(again, AccountActionResponse)).toMatchObject({
        Success: false,
        Message: expect.stringMatching(/^Failed to reset your password\./),
      })
      expect(await parsed(await login(email, PASSWORD), LoginResponse)).toMatchObject({ Success: false })
      const fresh = await parsed(await login(email, NEW_PASSWORD), LoginResponse)
      expect(fresh).toMatchObject({ Success: true })
      // Following the e-mailed link proved the address, and the guest hears that the password changed.
      expect(fresh.User?.EmailConfirmed).toBe(true)
      expect(await mailTo(email, 'Your password for Harbour House Hotel was changed')).not.toBeNull()
    })

    it('lets only the newest link work, and none after an hour', async () => {
      const { email } = await register()
      await requestReset(email)
      const older = tokenIn(await mailTo(email, 'Reset your password'))
      s.now.value = new Date(NOW.getTime() + 1000)
      await requestReset(email)
      const newer = tokenIn(await mailTo(email, 'Reset your password'))
      expect(newer).not.toBe(older)
      expect((await reset(older)).status).toBe(400)

      s.now.value = new Date(NOW.getTime() + 62 * MINUTE)
      expect((await reset(newer)).status).toBe(400)
    })

    it('keeps the link working when the new password is refused', async () => {
      const { email } = await register()
      await requestReset(email)
      const token = tokenIn(await mailTo(email, 'Reset your password'))
      const weak = await reset(token, 'Password123!')
      expect(weak.status).toBe(400)
      expect(v.parse(ValidationErrorBody, await weak.json()).ModelState.Password?.[0]).toMatch(/most common/)
      expect((await reset(token)).status).toBe(200)
    })

    it('limits reset e-mails per address alike for known and unknown addresses', async () => {
      const { email } = await register()
      const stranger = uniqueEmail()
      for (let i = 1; i <= 5; i++) {
        expect((await requestReset(email)).status).toBe(200)
        expect((await requestReset(stranger)).status).toBe(200)
      }
      expect((await requestReset(email)).status).toBe(429)
      expect((await requestReset(stranger)).status).toBe(429)
    })
  })

  describe('manage account', () => {
    it('changes the details and the brand-offer choice, and refuses bad input by field', async () => {
      const { cookie, email } = await register()
      const res = await call(
        '/api/Account/Update',
        {
          PropertyId: P,
          Firstname: ' Augusta ',
          Lastname: 'King',
          Telephone: '0044 1326 000000',
          ReceiveBrandOffers: true,
        },
        cookie,
      )
      expect(await parsed(res, UserAccount)).toMatchObject({
        Firstname: 'Augusta',
        Lastname: 'King',
        Telephone: '0044 1326 000000',
        ReceiveBrandOffers: true,
        EmailAddress: email,
      })
      const bad = await call(
        '/api/Account/Update',
        { PropertyId: P, Firstname: '', Lastname: 'King', Telephone: '12345' },
        cookie,
      )
      expect(bad.status).toBe(400)
      const modelState = v.parse(ValidationErrorBody, await bad.json()).ModelState
      expect(Object.keys(modelState)).toEqual(expect.arrayContaining(['Firstname', 'Telephone']))
      expect(
        (await call('/api/Account/Update', { PropertyId: P, Firstname: 'X', Lastname: 'Y' })).status,
      ).toBe(401)
    })

    it('changes the password only with the current one, renews this session and ends the others', async () => {
      const { cookie: here, email } = await register()
      const elsewhere = sessionCookie(await login(email, PASSWORD))
      const wrong = await call(
        '/api/Account/ChangePassword',
        { PropertyId: P, CurrentPassword: 'not it at all!', NewPassword: NEW_PASSWORD },
        here,
      )
      expect(wrong.status).toBe(400)
      expect(v.parse(ValidationErrorBody, await wrong.json()).ModelState).toEqual({
        CurrentPassword: ['The current password is not right.'],
      })
      const ok = await call(
        '/api/Account/ChangePassword',
        { PropertyId: P, CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD },
        here,
      )
      expect(await parsed(ok, AccountActionResponse)).toMatchObject({ Success: true })
      const renewed = sessionCookie(ok)
      expect(renewed).not.toBe('')
      expect((await getAccount(renewed)).status).toBe(200)
      expect((await getAccount(here)).status).toBe(401)
      expect((await getAccount(elsewhere)).status).toBe(401)
      expect(await mailTo(email, 'Your password for Harbour House Hotel was changed')).not.toBeNull()
    })

    it('limits guesses of the current password on a logged-in session', async () => {
      const { cookie } = await register()
      for (let i = 1; i <= 5; i++) {
        const res = await call(
          '/api/Account/ChangePassword',
          { PropertyId: P, CurrentPassword: `guess number ${i}`, NewPassword: NEW_PASSWORD },
          cookie,
        )
        expect(res.status).toBe(400)
      }
      const sixth = await call(
        '/api/Account/ChangePassword',
        { PropertyId: P, CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD },
        cookie,
      )
      expect(sixth.status).toBe(429)
    })

    it('keeps a card saved at booking (brand, last four, expiry only) until the guest removes it', async () => {
      const { cookie } = await register()
      const result = await parsed(
        await s.post('/api/Availability/Search', searchBody('2027-03-02', '2027-03-04')),
        SearchResult,
      )
      const booking = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
      const withSave = {
        ...booking,
        CardDetails: { ...booking.CardDetails, SaveCreditCardToIndividual: true },
      }
      const created = await fetch(`${s.url}/api/Reservation/Create`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookie,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(withSave),
      })
      expect(await parsed(created, CreateReservationResponse)).toMatchObject({ Success: true })

      const res = await getAccount(cookie)
      const raw = await res.text()
      // Neither the card nor the provider's references to it (decision 0113) reach the browser.
      expect(raw).not.toMatch(/Token|Customer|pm_|cus_|4242 4242|424242424242/)
      const me = v.parse(UserAccount, JSON.parse(raw))
      expect(me.CreditCards).toEqual([
        {
          CreditCardId: expect.any(Number),
          CardType: 'Visa',
          LastFour: '4242',
          ExpiryMonth: 12,
          ExpiryYear: 2030,
        },
      ])
      const id = me.CreditCards[0]?.CreditCardId ?? 0

      const other = await register()
      const notTheirs = await call(
        '/api/Account/RemoveCard',
        { PropertyId: P, CreditCardId: id },
        other.cookie,
      )
      expect(notTheirs.status).toBe(404)

      const removed = await call('/api/Account/RemoveCard', { PropertyId: P, CreditCardId: id }, cookie)
      expect((await parsed(removed, UserAccount)).CreditCards).toEqual([])
      expect(
        (await call('/api/Account/RemoveCard', { PropertyId: P, CreditCardId: id }, cookie)).status,
      ).toBe(404)
    })
  })

  describe('secrets', () => {
    it('never stores or logs a password or a link token in clear', async () => {
      const lines: string[] = []
      const logged: unknown[] = []
      const original = { log: console.log, info: console.info, warn: console.warn }
      console.log = (...a: unknown[]) => void logged.push(a)
      console.info = (...a: unknown[]) => void logged.push(a)
      console.warn = (...a: unknown[]) => void logged.push(a)
      const app = createApp({
        db: s.db,
        clock: () => s.now.value,
        secrets: { linkSigningKey: 'k' },
        outbox: s.outbox,
        log: (line) => lines.push(line),
      })
      const post = (path: string, body: unknown, cookie = '') =>
        app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify(body),
        })
      const email = uniqueEmail()
      const first = 'first Secret phrase 1!'
      const second = 'second Secret phrase 2!'
      const third = 'third Secret phrase 3!'
      const tokens: string[] = []
      try {
        const reg = await post('/api/Account/Register', {
          PropertyId: P,
          EmailAddress: email,
          Password: first,
          Firstname: 'Sam',
          Lastname: 'Vimes',
        })
        const cookie = sessionCookie(reg)
        tokens.push(cookie.split('=')[1] ?? '', tokenIn(await mailTo(email, 'Confirm your e-mail address')))
        await post('/api/Account/Authenticate', {
          PropertyId: P,
          EmailAddress: email,
          Password: 'wrong Secret phrase 0!',
        })
        // A client that sends an Idempotency-Key on a login gets no stored copy of its body or answer.
        await app.request('/api/Account/Authenticate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ PropertyId: P, EmailAddress: email, Password: first }),
        })
        await post(
          '/api/Account/ChangePassword',
          { PropertyId: P, CurrentPassword: first, NewPassword: second },
          cookie,
        )
        await post('/api/Account/RequestPasswordReset', { PropertyId: P, EmailAddress: email })
        const resetToken = tokenIn(await mailTo(email, 'Reset your password'))
        tokens.push(resetToken)
        await post('/api/Account/PasswordReset', { PropertyId: P, Token: resetToken, Password: third })
        await post('/api/Account/Register', {
          PropertyId: P,
          EmailAddress: email,
          Password: 'short',
          Firstname: 'S',
          Lastname: 'V',
        })
      } finally {
        Object.assign(console, original)
      }
      await s.outbox.drain()
      const secrets = [first, second, third, 'wrong Secret phrase 0!', ...tokens.filter(Boolean)]
      expect(tokens.filter(Boolean)).toHaveLength(3)

      const logText = JSON.stringify([lines, logged])
      const tables = await s.db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      )
      let dump = ''
      for (const { table_name } of tables) {
        const rows = await s.db.query<{ j: string }>(
          `SELECT row_to_json(t)::text AS j FROM "${table_name}" t`,
        )
        dump += rows.map((r) => r.j).join('\n')
      }
      expect(dump).toContain(email)
      const replays = await s.db.query("SELECT 1 FROM idempotency_key WHERE scope LIKE '/api/account%'")
      expect(replays).toEqual([])
      for (const secret of secrets) {
        expect(dump, 'database').not.toContain(secret)
        expect(logText, 'logs').not.toContain(secret)
      }
      const mails = readdirSync(s.mailDir)
        .map((f) => readFileSync(join(s.mailDir, f), 'utf8'))
        .join('\n')
      for (const password of [first, second, third]) expect(mails).not.toContain(password)
      const [row] = await s.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM user_account WHERE email = $1',
        [email],
      )
      expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/)
    })
  })

  it('answers 401 to GET /api/Account for a guest who is not logged in', async () => {
    const res = await getAccount('')
    expect(res.status).toBe(401)
    expect(await parsed(res, ErrorBody)).toMatchObject({ Message: expect.any(String) })
  })
})
