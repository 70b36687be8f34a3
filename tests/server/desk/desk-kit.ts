/** Logging in to the desk over HTTP in tests: the cookie and the CSRF token a browser would hold. */
import type { ParsedMail } from 'mailparser'
import { DeskLoginResponse } from '@/api/contract/desk'
import { expect } from 'vitest'
import { DEMO_TIME_ZONE, propertyNow } from '../../../server/catalogue/property'
import { ensureDemoReservations } from '../../../server/seed/demo-reservations'
import { parsed, type TestServer } from '../../support/server/harness'
import { bothParts, buttonsOf } from '../mail/read-mail'
import type { SmtpSuite } from '../mail/smtp-suite'

export const OWNER = { email: 'owner@example.com', password: 'Harbour-Owner-2026!' }
export const FRONT_DESK = { email: 'frontdesk@example.com', password: 'Harbour-Desk-2026!' }

export type Caller = { cookie: string; csrf: string }
export const NOBODY: Caller = { cookie: '', csrf: '' }

/** The name=value pair of the first cookie `res` sets, or ''. */
export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

export async function deskLogin(s: TestServer, who: { email: string; password: string }): Promise<Caller> {
  const res = await s.post('/api/Desk/Login', { Email: who.email, Password: who.password })
  expect(res.status).toBe(200)
  const body = await parsed(res, DeskLoginResponse)
  return { cookie: cookieOf(res), csrf: body.CsrfToken ?? '' }
}

/** A call as `who`: GET, or POST with JSON (and the CSRF token unless `csrf` is false). */
export function deskCall(
  s: TestServer,
  who: Caller,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  { csrf = true }: { csrf?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Cookie: who.cookie }
  if (method === 'POST') headers['Content-Type'] = 'application/json'
  if (csrf && who.csrf) headers['X-Desk-Csrf'] = who.csrf
  return fetch(s.url + path, {
    method,
    headers,
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  })
}

/** The demo's three stays (HH900001–3), booked relative to the server's pinned today as a start would. */
export async function bookDemoStays(s: TestServer): Promise<void> {
  const now = propertyNow(() => s.now.value, DEMO_TIME_ZONE)
  await ensureDemoReservations(s.db, { linkSigningKey: 'test-signing-key' }, now)
}

/** The link of the newest desk mail delivered to `to` (its one button), and the token in its fragment. */
export async function deskLinkTo(
  suite: SmtpSuite,
  to: string,
): Promise<{ url: string; token: string; mail: ParsedMail }> {
  const mail = (await suite.delivered(to)).at(-1)
  if (!mail) throw new Error(`no mail to ${to}`)
  const [url = ''] = [...buttonsOf(bothParts(mail).html).values()]
  return { url, token: /#token=([\w-]+)$/.exec(url)?.[1] ?? '', mail }
}

/** Chooses `password` through the link of `token` at `code`: the answer logs the member in. */
export function acceptLink(s: TestServer, code: string, token: string, password: string): Promise<Response> {
  return s.post('/api/Desk/Invitation/Accept', { Code: code, Token: token, Password: password })
}
