/**
 * The account limits against an attacker who spreads over many client addresses (issue 17): registration and
 * reset e-mails are limited per account as well as per address; a locked account still lets its owner in from
 * an address that has not failed, while the addresses that guessed stay shut out; and Logout needs no body.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LoginResponse } from '@/api/contract/account'
import { ErrorBody } from '@/api/contract/common'
import { Limits } from '../../../server/auth/limits'
import { TOO_MANY_ATTEMPTS } from '../../../server/auth/login'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Account limits')

const P = 'HARBOUR'
const PASSWORD = 'tide tables & lanterns'

describe.each(ENGINES)('account limits (%s)', (engine) => {
  let s: TestServer
  let n = 0
  const uniqueEmail = () => `limits${++n}-${Date.now()}@example.com`

  beforeAll(async () => {
    s = await startServer(engine, { trustProxy: 1 })
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    s.now.value = NOW
    await s.db.query('DELETE FROM request_limit')
  })

  const post = (path: string, body: unknown, address: string) => s.postFrom(address, path, body)
  const register = (email: string, address: string) =>
    post(
      '/api/Account/Register',
      { PropertyId: P, EmailAddress: email, Password: PASSWORD, Firstname: 'Ada', Lastname: 'Lovelace' },
      address,
    )
  const login = (email: string, password: string, address: string) =>
    post('/api/Account/Authenticate', { PropertyId: P, EmailAddress: email, Password: password }, address)
  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await parsed(res, ErrorBody)).toEqual({ Message: TOO_MANY_ATTEMPTS })
  }

  it('limits registrations of one e-mail address from many client addresses', async () => {
    const email = uniqueEmail()
    expect((await register(email, '198.51.100.1')).status).toBe(200)
    for (let i = 2; i <= Limits.registerPerAccount.max; i += 1)
      expect((await register(email, `198.51.100.${i}`)).status).toBe(409)
    await expectRefused(await register(email, '198.51.100.99'))
    expect((await register(uniqueEmail(), '198.51.100.99')).status).toBe(200)
  })

  it('limits registrations from one client address over many e-mail addresses', async () => {
    for (let i = 0; i < Limits.registerPerAddress.max; i += 1)
      expect((await register(uniqueEmail(), '198.51.100.150')).status).toBe(200)
    await expectRefused(await register(uniqueEmail(), '198.51.100.150'))
  })

  it('limits reset e-mails for one account from many client addresses', async () => {
    const email = uniqueEmail()
    const reset = (address: string) =>
      post('/api/Account/RequestPasswordReset', { PropertyId: P, EmailAddress: email }, address)
    for (let i = 0; i < Limits.resetMailPerAccount.max; i += 1)
      expect((await reset(`203.0.113.${i + 1}`)).status).toBe(200)
    await expectRefused(await reset('203.0.113.99'))
  })

  it('lets the owner into a locked account from a clean address, and keeps the guessers out', async () => {
    const email = uniqueEmail()
    expect((await register(email, '192.0.2.1')).status).toBe(200)
    for (let i = 0; i < Limits.loginPerAccount.max; i += 1)
      expect((await login(email, `wrong guess ${i}!`, '203.0.113.66')).status).toBe(200)
    // The guessing address is out, even with the right password.
    await expectRefused(await login(email, PASSWORD, '203.0.113.66'))
    // A new address may try once, after a pause; having failed, it is out as well.
    const started = Date.now()
    const fresh = await parsed(await login(email, 'another guess!', '203.0.113.67'), LoginResponse)
    expect(fresh.Success).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    await expectRefused(await login(email, PASSWORD, '203.0.113.67'))
    // The owner, from an address that has not failed, gets in.
    const owner = await parsed(await login(email, PASSWORD, '192.0.2.1'), LoginResponse)
    expect(owner).toMatchObject({ Success: true })
  })

  it('logs out with an empty body and no content type, and still refuses a non-JSON body', async () => {
    const empty = await fetch(`${s.url}/api/Account/Logout`, { method: 'POST' })
    expect(empty.status).toBe(200)
    const form = await fetch(`${s.url}/api/Account/Logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x=1',
    })
    expect(form.status).toBe(415)
    const emptyLogin = await fetch(`${s.url}/api/Account/Authenticate`, { method: 'POST' })
    expect(emptyLogin.status).toBe(400)
  })
})
