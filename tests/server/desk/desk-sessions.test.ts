/**
 * Desk sessions end (idle, absolute, logout), logins are limited like the guests', and the TOTP second factor is
 * turned on and then asked for, with real codes computed from the secret by the library.
 */
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskLoginResponse, DeskSession, DeskTotpSetup } from '@/api/contract/desk'
import { parsed, startServer, type TestServer } from '../../support/server/harness'
import { cookieOf, deskCall, deskLogin, FRONT_DESK, OWNER } from './desk-kit'

const MINUTE = 60_000

describe('desk sessions', () => {
  let s: TestServer
  const later = (ms: number) => {
    s.now.value = new Date(s.now.value.getTime() + ms)
  }
  beforeAll(async () => {
    s = await startServer('pglite')
  })
  afterAll(() => s.close())

  it('ends after 30 idle minutes, and 12 hours after login however busy', async () => {
    const desk = await deskLogin(s, FRONT_DESK)
    later(29 * MINUTE)
    expect((await deskCall(s, desk, 'GET', '/api/Desk/Session')).status).toBe(200)
    later(31 * MINUTE)
    expect((await deskCall(s, desk, 'GET', '/api/Desk/Session')).status).toBe(401)

    const busy = await deskLogin(s, FRONT_DESK)
    for (let hour = 0; hour < 12 * 3; hour++) {
      later(20 * MINUTE)
      const res = await deskCall(s, busy, 'GET', '/api/Desk/Session')
      expect(res.status, `after ${(hour + 1) * 20} minutes`).toBe(hour < 35 ? 200 : 401)
    }
  })

  it('ends at logout, for that browser only', async () => {
    const one = await deskLogin(s, FRONT_DESK)
    const two = await deskLogin(s, FRONT_DESK)
    expect((await deskCall(s, one, 'POST', '/api/Desk/Logout')).status).toBe(200)
    expect((await deskCall(s, one, 'GET', '/api/Desk/Session')).status).toBe(401)
    expect((await deskCall(s, two, 'GET', '/api/Desk/Session')).status).toBe(200)
  })

  it('refuses a wrong password with a 401, and a sixth within the window with a 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await s.post('/api/Desk/Login', { Email: OWNER.email, Password: 'Not-the-password-1!' })
      expect(res.status).toBe(401)
    }
    const limited = await s.post('/api/Desk/Login', { Email: OWNER.email, Password: OWNER.password })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    later(16 * MINUTE)
    expect((await s.post('/api/Desk/Login', { Email: OWNER.email, Password: OWNER.password })).status).toBe(
      200,
    )
  })

  it('turns TOTP on with a first code, then asks for a code at login, and takes each code once', async () => {
    const owner = await deskLogin(s, OWNER)
    const setup = await parsed(await deskCall(s, owner, 'POST', '/api/Desk/Totp/Start'), DeskTotpSetup)
    expect(setup.Uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    const [started] = await s.db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM audit_entry ORDER BY id DESC LIMIT 1',
    )
    expect(started).toEqual({ action: 'totp-setup-started', after: null })
    const totp = new TOTP({ secret: Secret.fromBase32(setup.Secret) })
    const codeAt = (at: Date) => totp.generate({ timestamp: at.getTime() })
    const wrong = await deskCall(s, owner, 'POST', '/api/Desk/Totp/Confirm', { Code: '000000' })
    expect(wrong.status).toBe(400)
    const on = await deskCall(s, owner, 'POST', '/api/Desk/Totp/Confirm', { Code: codeAt(s.now.value) })
    expect(on.status).toBe(200)
    expect(
      (await parsed(await deskCall(s, owner, 'GET', '/api/Desk/Session'), DeskSession)).Staff.TotpEnabled,
    ).toBe(true)
    // At rest the secret is sealed with the server's secret: the database alone does not give it away.
    const [kept] = await s.db.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff_account WHERE email = $1',
      [OWNER.email],
    )
    expect(kept?.totp_secret).toMatch(/^v1:[\w-]+$/)
    expect(kept?.totp_secret).not.toContain(setup.Secret)

    later(MINUTE)
    const res = await s.post('/api/Desk/Login', { Email: OWNER.email, Password: OWNER.password })
    const first = await parsed(res, DeskLoginResponse)
    expect(first).toMatchObject({ Status: 'TotpRequired', Staff: null })
    const pending = { cookie: cookieOf(res), csrf: first.CsrfToken ?? '' }
    // The password alone opens nothing.
    expect((await deskCall(s, pending, 'GET', '/api/Desk/Session')).status).toBe(401)
    expect((await deskCall(s, pending, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(401)
    const bad = await deskCall(s, pending, 'POST', '/api/Desk/Login/Totp', { Code: '12345' })
    expect(bad.status).toBe(400)
    const code = codeAt(s.now.value)
    const done = await deskCall(s, pending, 'POST', '/api/Desk/Login/Totp', { Code: code })
    const loggedIn = await parsed(done, DeskLoginResponse)
    expect(loggedIn.Status).toBe('LoggedIn')
    const full = { cookie: cookieOf(done), csrf: loggedIn.CsrfToken ?? '' }
    expect(full.cookie).not.toBe(pending.cookie)
    expect((await deskCall(s, full, 'GET', '/api/Desk/HARBOUR/Day')).status).toBe(200)

    // The same code again, in a new login within its 30 seconds: refused.
    const again = await s.post('/api/Desk/Login', { Email: OWNER.email, Password: OWNER.password })
    const second = await parsed(again, DeskLoginResponse)
    const replay = await deskCall(
      s,
      { cookie: cookieOf(again), csrf: second.CsrfToken ?? '' },
      'POST',
      '/api/Desk/Login/Totp',
      { Code: code },
    )
    expect(replay.status).toBe(400)
  })
})
