/**
 * Two server instances on one PostgreSQL behave as one (issue 20): two createApp on two separate connection
 * pools to the same schema. What one keeps in memory is dropped when the other — or plain SQL from a third
 * connection — writes, within 100 ms; the last room raced from both is sold once; an idempotency key taken on
 * one holds on the other; a lost LISTEN connection drops everything and comes back.
 */
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserAccount } from '@/api/contract/account'
import { SearchResult } from '@/api/contract/availability'
import { createApp } from '../../../server/app'
import { LISTENER_APPLICATION_NAME } from '../../../server/db/write-notifications'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import { notePostgresSkipped, parsed, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('Two instances on one database')

const SUITE = 104
const FLEX = 11
const [FROM, TO] = ['2027-03-08', '2027-03-10']
const CALENDAR = `/api/Availability?propertyId=HARBOUR&fromDate=${FROM}&toDate=${TO}&languageCode=en`

type App = ReturnType<typeof createApp>
const search = (app: App, from = FROM, to = TO) =>
  app.request('/api/Availability/Search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(searchBody(from, to)),
  })
const answerOf = async (app: App, path: string | null) =>
  (await (path ? app.request(path) : search(app))).text()

/** Asks `app` again until its answer passes `ok`; resolves with how long that took (or fails after 2 s). */
async function msUntil(app: App, path: string | null, ok: (answer: string) => boolean): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < 2_000) {
    if (ok(await answerOf(app, path))) return performance.now() - started
    await new Promise((r) => setTimeout(r, 2))
  }
  throw new Error('the other instance kept its stale answer')
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one database (postgres)', () => {
  let s: TestServer
  let a: App
  let b: App
  let psql: pg.Client
  let listenerName = ''
  let bServer: ServerType
  let bUrl = ''
  beforeAll(async () => {
    s = await startServer('postgres')
    a = s.app
    b = createApp({
      db: await s.otherInstance(),
      clock: () => s.now.value,
      secrets: { linkSigningKey: 'test-signing-key' },
    })
    const [{ schema } = { schema: '' }] = await s.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    )
    listenerName = `${LISTENER_APPLICATION_NAME} ${schema}`
    psql = new pg.Client({
      connectionString: s.databaseUrl ?? '',
      options: `-c search_path=${schema}`,
    })
    await psql.connect()
    // Accounts go over real HTTP: their limits count per client address, which needs a socket.
    bServer = await new Promise((resolve) => {
      const started = serve({ fetch: b.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    bUrl = `http://127.0.0.1:${(bServer.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => bServer.close(() => resolve()))
    await psql.end()
    await s.close()
  })

  it("drops B's search and calendar within 100 ms of a booking on A", async () => {
    const searchBefore = await answerOf(b, null)
    const calendarBefore = await answerOf(b, CALENDAR)
    expect(await answerOf(b, null)).toBe(searchBefore)
    const offer = await parsed(await search(a), SearchResult)
    const booked = await a.request('/api/Reservation/Create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'two-instances-1' },
      body: JSON.stringify(bookingFrom(offer, [{ roomTypeId: SUITE, ratePlanId: FLEX }])),
    })
    expect(booked.status).toBe(200)
    const searchAfter = await answerOf(a, null)
    const calendarAfter = await answerOf(a, CALENDAR)
    expect(searchAfter).not.toBe(searchBefore)
    expect(calendarAfter).not.toBe(calendarBefore)
    expect(await msUntil(b, null, (x) => x === searchAfter)).toBeLessThan(100)
    expect(await msUntil(b, CALENDAR, (x) => x === calendarAfter)).toBeLessThan(100)
  })

  it("shows a rate changed with plain SQL in both instances' next answers", async () => {
    const before = await answerOf(a, null)
    expect(await answerOf(b, null)).toBe(before)
    await psql.query('UPDATE rate SET base_rate = base_rate + 700 WHERE day = $1', [FROM])
    for (const app of [a, b]) expect(await msUntil(app, null, (x) => x !== before)).toBeLessThan(100)
    expect(await answerOf(a, null)).toBe(await answerOf(b, null))
  })

  it('sells the last room once when both instances race for it', async () => {
    const [from, to] = ['2027-03-15', '2027-03-17']
    await psql.query(
      `UPDATE inventory SET available = 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3`,
      [SUITE, from, to],
    )
    const offer = await parsed(await search(b, from, to), SearchResult)
    const body = JSON.stringify(bookingFrom(offer, [{ roomTypeId: SUITE, ratePlanId: FLEX }]))
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? a : b).request('/api/Reservation/Create', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `two-instances-race-${i}` },
          body,
        }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const { rows } = await psql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservation_item WHERE room_type_id = $1 AND date_from = $2`,
      [SUITE, from],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('answers an idempotency key taken on A the same on B, without a second booking', async () => {
    const [from, to] = ['2027-03-22', '2027-03-24']
    const offer = await parsed(await search(a, from, to), SearchResult)
    const request = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'two-instances-once' },
      body: JSON.stringify(bookingFrom(offer, [{ roomTypeId: SUITE, ratePlanId: FLEX }])),
    }
    const first = await a.request('/api/Reservation/Create', request)
    const again = await b.request('/api/Reservation/Create', request)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    const { rows } = await psql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservation_item WHERE room_type_id = $1 AND date_from = $2`,
      [SUITE, from],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('drops what it keeps when its LISTEN connection is lost, and hears writes again after', async () => {
    const before = await answerOf(b, null)
    await psql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
      listenerName,
    ])
    // While deaf, a write must not leave a stale answer behind, however soon it is asked for.
    await psql.query('UPDATE rate SET base_rate = base_rate + 300 WHERE day = $1', [FROM])
    // Well before the listener's retry (1 s): the answer is fresh because nothing is kept while deaf.
    expect(await msUntil(b, null, (x) => x !== before)).toBeLessThan(500)
    // Listening again (the listener retries every second): a later write is heard.
    const listeners = async () =>
      (
        await psql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
          [listenerName],
        )
      ).rows[0]?.n
    for (let i = 0; i < 50 && (await listeners()) !== 2; i++) await new Promise((r) => setTimeout(r, 100))
    expect(await listeners()).toBe(2)
    const heard = await answerOf(b, null)
    await psql.query('UPDATE rate SET base_rate = base_rate + 300 WHERE day = $1', [FROM])
    expect(await msUntil(b, null, (x) => x !== heard)).toBeLessThan(500)
  })
  it('keeps a session made on A on B, and limits wrong passwords alternating between them', async () => {
    await psql.query('DELETE FROM request_limit')
    const post = (url: string, path: string, body: unknown, cookie = '') =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ LanguageCode: 'en', PropertyId: 'HARBOUR', ...(body as object) }),
      })
    const email = `two-instances-${Date.now()}@example.com`
    const password = 'tide tables & lanterns'
    const registered = await post(s.url, '/api/Account/Register', {
      EmailAddress: email,
      Password: password,
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      MobileNumber: '+44 20 7946 0000',
    })
    const cookie =
      registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('be_session='))
        ?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^be_session=./)
    const me = await fetch(`${bUrl}/api/Account?propertyId=HARBOUR`, { headers: { Cookie: cookie } })
    expect((await parsed(me, UserAccount)).EmailAddress).toBe(email)

    const statuses: number[] = []
    for (let i = 1; i <= 6; i++) {
      const res = await post(i % 2 === 0 ? bUrl : s.url, '/api/Account/Authenticate', {
        EmailAddress: email,
        Password: `wrong guess ${i}!`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
