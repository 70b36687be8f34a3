/**
 * Who may call each desk route, over HTTP: nobody, a guest's session, a password without its code, a change
 * without the CSRF token, front desk on an owner's route, and another property's staff are each refused (401 or
 * 403); the staff the route is for get their answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESK_HOTEL_OPERATIONS } from '../../../server/openapi/desk-hotel-operations'
import { DESK_OPERATIONS } from '../../../server/openapi/desk-operations'
import { ENGINES, notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'
import {
  bookDemoStays,
  cookieOf,
  deskCall,
  deskLogin,
  FRONT_DESK,
  NOBODY,
  OWNER,
  type Caller,
} from './desk-kit'
import { DESK_HOTEL_ROUTES, type Route } from './desk-hotel-routes'

notePostgresSkipped('Desk access')

const ONCE = [200, 409]

/** Every route of a property, with a body it accepts. */
const PROPERTY_ROUTES: Route[] = [
  { method: 'GET', path: (code) => `/api/Desk/${code}/Day?date=2027-01-06` },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Search?q=Franklin` },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Bookings/HH900002` },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Bookings/HH900002/Notes`,
    body: { Text: 'Late arrival.' },
  },
  { method: 'POST', path: (code) => `/api/Desk/${code}/Bookings/HH900002/ResendConfirmation` },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Bookings/HH900002/Money` },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Bookings/HH900002/Registration` },
  { method: 'POST', path: (code) => `/api/Desk/${code}/Bookings/HH900002/PayLink`, answers: ONCE },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Bookings/HH900002/Refund`,
    body: { Amount: null },
    answers: [200, 409],
  },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Bookings/HH900001/ChangeOptions` },
  // A change that names no room: refused on its body, after the caller was let in.
  ...(['ChangeQuote', 'Change'] as const).map((action): Route => ({
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Bookings/HH900001/${action}`,
    body: { Version: 1, Rooms: [] },
    answers: [400],
  })),
  // Too early for a no-show (arrival is in two days): the refusal is the booking's, not the caller's.
  { method: 'POST', path: (code) => `/api/Desk/${code}/Bookings/HH900002/NoShow`, answers: [400] },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Bookings/HH900002/Cancel`,
    body: { WaivePenalty: false },
    answers: ONCE,
  },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Log` },
  { method: 'GET', path: (code) => `/api/Desk/${code}/Staff`, owner: true },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Staff`,
    body: { Email: 'new.desk@example.com', Name: 'New Desk', Role: 'front-desk' },
    owner: true,
    answers: ONCE,
  },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Staff/Reset`,
    body: { Email: 'new.desk@example.com' },
    owner: true,
  },
  ...(['Resend', 'Revoke'] as const).map((action): Route => ({
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Staff/${action}`,
    body: { Email: 'new.desk@example.com' },
    owner: true,
    answers: [200, 409],
  })),
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Staff/Remove`,
    body: { Email: 'new.desk@example.com' },
    owner: true,
    answers: [200, 404],
  },
  ...DESK_HOTEL_ROUTES,
]
const SESSION_ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/Desk/Session' },
  { method: 'GET', path: () => '/api/Desk/Group/COASTAL' },
  { method: 'POST', path: () => '/api/Desk/Totp/Start' },
  { method: 'POST', path: () => '/api/Desk/Totp/Confirm', body: { Code: '123456' } },
  { method: 'POST', path: () => '/api/Desk/Login/Totp', body: { Code: '123456' } },
]

/** The routes that need no session: logging in and out, and following a mailed link (tested below). */
const PUBLIC_ROUTES = [
  'POST /api/Desk/Login',
  'POST /api/Desk/Logout',
  'POST /api/Desk/Invitation',
  'POST /api/Desk/Invitation/Accept',
]

describe.each(ENGINES)('desk access (%s)', (engine) => {
  let s: TestServer
  let owner: Caller
  let frontDesk: Caller
  let guest: Caller

  beforeAll(async () => {
    s = await startServer(engine)
    await bookDemoStays(s)
    owner = await deskLogin(s, OWNER)
    frontDesk = await deskLogin(s, FRONT_DESK)
    const res = await s.post('/api/Account/Authenticate', {
      PropertyId: 'HARBOUR',
      EmailAddress: 'guest@example.com',
      Password: 'Harbour-Guest-2026!',
    })
    expect(res.status).toBe(200)
    guest = { cookie: cookieOf(res), csrf: '' }
  })
  afterAll(() => s.close())

  it('describes every route it tests', () => {
    const described = [...DESK_OPERATIONS, ...DESK_HOTEL_OPERATIONS].map(
      (o) => `${o.method.toUpperCase()} ${o.path}`,
    )
    const tested = [...PROPERTY_ROUTES, ...SESSION_ROUTES].map(
      (r) =>
        `${r.method} ${r
          .path('{code}')
          .replace(/\?.*$/, '')
          .replace(/HH90000[12]/, '{reference}')
          .replace('999999', '{id}')
          .replace('COASTAL', '{group}')}`,
    )
    expect(described.filter((d) => !PUBLIC_ROUTES.includes(d)).sort()).toEqual(tested.sort())
  })

  it('refuses nobody and a guest’s session with a 401 on every route', async () => {
    for (const route of [...PROPERTY_ROUTES, ...SESSION_ROUTES]) {
      for (const who of [NOBODY, guest]) {
        const res = await deskCall(s, who, route.method, route.path('HARBOUR'), route.body)
        expect(res.status, `${route.method} ${route.path('HARBOUR')}`).toBe(401)
      }
    }
  })

  it('refuses another property’s staff, and front desk on the owner’s routes, with a 403', async () => {
    for (const route of PROPERTY_ROUTES) {
      const elsewhere = await deskCall(s, frontDesk, route.method, route.path('CLIFFTOP'), route.body)
      expect(elsewhere.status, route.path('CLIFFTOP')).toBe(403)
      const unknown = await deskCall(s, frontDesk, route.method, route.path('NOWHERE'), route.body)
      expect(unknown.status).toBe(403)
      const here = await deskCall(s, frontDesk, route.method, route.path('HARBOUR'), route.body)
      const allowed = route.answers ?? [200]
      expect(route.owner ? [403] : allowed, route.path('HARBOUR')).toContain(here.status)
      const byOwner = await deskCall(s, owner, route.method, route.path('HARBOUR'), route.body)
      expect(
        route.ownerStatus === undefined ? allowed : [route.ownerStatus],
        route.path('HARBOUR'),
      ).toContain(byOwner.status)
    }
  })

  it('opens a mailed link to its token alone: no session gives more, a made-up token is unknown', async () => {
    for (const who of [NOBODY, guest, frontDesk, owner]) {
      const link = { Code: 'HARBOUR', Token: 'made-up-token' }
      const look = await deskCall(s, who, 'POST', '/api/Desk/Invitation', link)
      expect(look.status).toBe(404)
      const accept = await deskCall(s, who, 'POST', '/api/Desk/Invitation/Accept', {
        ...link,
        Password: 'A-Strong-Choice-2026!',
      })
      expect(accept.status).toBe(404)
    }
  })

  it('refuses a change without the session’s CSRF token, or with another session’s', async () => {
    for (const route of PROPERTY_ROUTES.filter((r) => r.method === 'POST')) {
      const none = await deskCall(s, owner, 'POST', route.path('HARBOUR'), route.body, { csrf: false })
      expect(none.status).toBe(403)
      const other = await deskCall(
        s,
        { ...owner, csrf: frontDesk.csrf },
        'POST',
        route.path('HARBOUR'),
        route.body,
      )
      expect(other.status).toBe(403)
    }
  })

  it('sets the cookie HttpOnly, SameSite=Strict, for the desk’s API only', async () => {
    const res = await s.post('/api/Desk/Login', { Email: OWNER.email, Password: OWNER.password })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^desk_session=[\w-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\/api\/Desk/)
    const https = await fetch(`${s.url}/api/Desk/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ Email: OWNER.email, Password: OWNER.password }),
    })
    expect(https.headers.get('set-cookie')).toMatch(/Secure/)
  })
})
