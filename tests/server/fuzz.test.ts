/**
 * Property-based HTTP fuzzing of every route of the app (issue 17), in-process through app.request against a fresh
 * database. Each route's well-formed example (fuzz-examples.ts) is mutated: hostile values, removed and added
 * fields, grown lists, broken queries and path segments, bodies that are not JSON. Whatever is sent:
 * - the answer is below 500;
 * - an error answer is the spec's shape: { Message } (docs/product/the-app.md#errors), and a 400 also a ModelState dictionary;
 * - a refused request (4xx) changed no table: a row trigger on every table counts changes (rolled back with the
 *   transaction that made them), read after each request — cheaper than comparing the tables.
 * The routes are read from the app, so a new route is fuzzed without editing this file, and fails until it has an
 * example. The number of requests is printed; the suite asserts at least 5,000.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountActionResponse } from '@/api/contract/account'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { ManageSearchResponse } from '@/api/contract/manage-booking'
import { PayByLinkInfo, PayByLinkProcessResponse } from '@/api/contract/pay-by-link'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { DEMO_TIME_ZONE, propertyNow } from '../../server/catalogue/property'
import { payLinkCode } from '../../server/payments/pay-link'
import { ensureDemoReservations } from '../../server/seed/demo-reservations'
import { deskLogin, OWNER } from './desk/desk-kit'
import { createApiKey } from '../../server/pms/api-keys'
import { bookingFrom, searchBody } from '../builders/booking-request'
import { routeExamples, type FuzzContext, type RouteExample } from '../support/server/fuzz-examples'
import {
  addressMutation,
  applyMutation,
  bodyMutation,
  brokenBody,
  hostileRawText,
  mutatedQuery,
  type AddressMutation,
  type BodyMutation,
  type BrokenBody,
} from '../support/server/fuzz-mutations'
import { ENGINES, notePostgresSkipped, parsed, startServer, type TestServer } from '../support/server/harness'

notePostgresSkipped('Fuzzing')

const MINIMUM_REQUESTS = 5_000
/**
 * Tables a refused request may write by design: the idempotency key is claimed before the answer is known and
 * released when it is not a 2xx; request_limit (server/auth/limits.ts) exists to count refused attempts; a desk
 * session is kept alive by every call it makes (server/desk/session.ts), refused or not.
 */
const WRITTEN_WHEN_REFUSED = /^(idempotency_key|request_limit|staff_session)$/
/** A Register refused for a taken address tells the address's owner by e-mail, queued in the outbox (0098). */
const MAILS_WHEN_REFUSED = new Set(['POST /api/Account/Register 409'])
/**
 * The spec's error shape (docs/product/the-app.md#errors): every error answer has a Message; a 400 about input has ModelState (field → list of
 * messages). These 400s are not about a field: a { Success: false, Message } action answer (a link that no longer
 * works, a card the gateway declined).
 */
const ACTION_ANSWER_400: Record<string, v.GenericSchema> = {
  'POST /api/Account/ConfirmEmail': AccountActionResponse,
  'POST /api/Account/PasswordReset': AccountActionResponse,
  'POST /api/Reservation/Create': CreateReservationResponse,
}

type FuzzCase = {
  body: BodyMutation[]
  address: AddressMutation[]
  segment: { pick: number; raw: string } | null
  broken: BrokenBody | null
  session: boolean
  idempotencyKey: string | null
}

const fuzzCase: fc.Arbitrary<FuzzCase> = fc.record({
  body: fc.array(bodyMutation, { maxLength: 3 }),
  address: fc.array(addressMutation, { maxLength: 3 }),
  segment: fc.option(fc.record({ pick: fc.nat(), raw: hostileRawText }), { freq: 6 }),
  broken: fc.option(brokenBody, { freq: 6 }),
  session: fc.boolean(),
  idempotencyKey: fc.option(fc.constantFrom('k1', 'k2', 'x'.repeat(300)), { freq: 4 }),
})

/** The address of `route` with its example's parameters, one segment possibly replaced as written. */
function addressOf(route: string, example: RouteExample, fuzz: FuzzCase): string {
  const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
  const hit = fuzz.segment && names.length > 0 ? names[fuzz.segment.pick % names.length] : undefined
  const path = route.replace(/:(\w+)/g, (_, name: string) =>
    name === hit && fuzz.segment ? fuzz.segment.raw : encodeURIComponent(example.params?.[name] ?? 'x'),
  )
  const query = mutatedQuery(example.query ?? {}, fuzz.address)
  return query === '' ? path : `${path}?${query}`
}

function requestOf(
  method: string,
  example: RouteExample,
  fuzz: FuzzCase,
  sender: { cookie: string; address: string; desk: { cookie: string; csrf: string } },
): RequestInit {
  const headers: Record<string, string> = { ...example.headers, 'X-Forwarded-For': sender.address }
  if (fuzz.session || example.session) headers.Cookie = sender.cookie
  if (example.deskSession) {
    headers.Cookie = [headers.Cookie, sender.desk.cookie].filter(Boolean).join('; ')
    headers['X-Desk-Csrf'] = sender.desk.csrf
  }
  if (fuzz.idempotencyKey) headers['Idempotency-Key'] = fuzz.idempotencyKey
  if (method === 'GET') return { method, headers }
  if (fuzz.broken) {
    if (fuzz.broken.contentType) headers['Content-Type'] = fuzz.broken.contentType
    return { method, headers, body: fuzz.broken.text }
  }
  headers['Content-Type'] = 'application/json'
  const body = fuzz.body.reduce<unknown>((at, mutation) => applyMutation(at, mutation), example.body ?? {})
  return { method, headers, body: JSON.stringify(body) ?? '' }
}

describe.each(ENGINES)('fuzzing every route (%s)', (engine) => {
  let s: TestServer
  let context: FuzzContext
  let cookie = ''
  let desk = { cookie: '', csrf: '' }
  let changes = 0
  const statuses = new Map<string, number>()
  let sentFrom = 0

  const changeCount = async () => {
    const [row] = await s.db.query<{ n: number; last_table: string | null }>(
      'SELECT n::int AS n, last_table FROM fuzz_change',
    )
    return row ?? { n: 0, last_table: null }
  }

  async function watchTables() {
    await s.db.query('CREATE TABLE fuzz_change (id int PRIMARY KEY, n bigint NOT NULL, last_table text)')
    await s.db.query('INSERT INTO fuzz_change VALUES (1, 0, NULL)')
    await s.db.query(`CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_change SET n = n + 1, last_table = TG_TABLE_NAME WHERE id = 1; RETURN NULL; END $$`)
    const tables = await s.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'fuzz_change'`,
    )
    for (const { name } of tables.filter((table) => !WRITTEN_WHEN_REFUSED.test(table.name))) {
      // The outbox's worker updates its rows in the background (decision 0098); a request only ever inserts.
      const events = name === 'outbox_message' ? 'INSERT OR DELETE' : 'INSERT OR UPDATE OR DELETE'
      await s.db.query(
        `CREATE TRIGGER fuzz_watch AFTER ${events} ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`,
      )
    }
    return tables.length
  }

  async function bookThroughTheApi(): Promise<FuzzContext> {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
      SearchResult,
    )
    const booking = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const created = await parsed(await s.post('/api/Reservation/Create', booking), CreateReservationResponse)
    const token = created.ConfirmationToken ?? ''
    const confirmation = await parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`),
      ReservationConfirmation,
    )
    const { ReferenceNumber: ref, Code: code } = confirmation
    const found = await parsed(
      await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&hash=${code}`, {}),
      ManageSearchResponse,
    )
    const hash = payLinkCode({ linkSigningKey: 'test-signing-key' }, 1001, 'P', 'INV-1001')
    const payQuote = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1001&hash=${hash}&actionType=P`),
      PayByLinkInfo,
    )
    const paid = await parsed(
      await s.post('/api/PayByLink/Process', {
        ...payQuote,
        PropertyId: 'HARBOUR',
        Email: 'ada@example.com',
        CardDetails: {
          ...{ CardNumber: '4242 4242 4242 4242', NameOnCard: 'A', EmailAddress: 'a@example.com' },
        },
      }),
      v.any(),
    ).catch(() => null)
    const payToken = v.is(PayByLinkProcessResponse, paid) ? (paid.ConfirmationToken ?? '') : ''
    return {
      booking,
      ref,
      code,
      token,
      reservationId: found.Reservation?.ReservationId ?? 0,
      itemId: found.Reservation?.ReservationItems[0]?.ReservationItemId ?? 0,
      payQuote,
      payToken,
      pmsKey: (await createApiKey(s.db, 'HARBOUR', 'fuzzing')).key,
    }
  }

  async function signIn() {
    const account = { PropertyId: 'HARBOUR', EmailAddress: 'fuzz@example.com', Password: 'long enough!' }
    await s.post('/api/Account/Register', { ...account, Firstname: 'F', Lastname: 'Z' })
    const res = await s.post('/api/Account/Authenticate', account)
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
  }

  beforeAll(async () => {
    s = await startServer(engine, { trustProxy: 1 })
    context = await bookThroughTheApi()
    await signIn()
    await ensureDemoReservations(
      s.db,
      { linkSigningKey: 'test-signing-key' },
      propertyNow(() => s.now.value, DEMO_TIME_ZONE),
    )
    desk = await deskLogin(s, OWNER)
    expect(await watchTables()).toBeGreaterThan(20)
    // The watch itself is checked: a write to a watched table is seen.
    const before = (await changeCount()).n
    await s.db.query('UPDATE property SET id = id WHERE id = 1001')
    expect((await changeCount()).n).toBe(before + 1)
    changes = before + 1
  })
  afterAll(() => s.close())

  // Calls that end what the others use (the booking, the session) go last, so the others reach their handlers.
  const ending = (key: string) => /\/(Cancel|Logout|ChangePassword)$/.test(key)
  const routes = () =>
    s.app.routes
      // The built-in card provider's pages and calls speak Stripe's errors, not ours (test-provider*.test.ts).
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*') && !r.path.startsWith('/test-provider/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key, i, all) => all.indexOf(key) === i)
      .sort((a, b) => Number(ending(a)) - Number(ending(b)))

  it('has a well-formed example for every route of the app', () => {
    const examples = routeExamples(context)
    expect(routes().length).toBeGreaterThanOrEqual(50)
    expect(routes().filter((route) => !(route in examples))).toEqual([])
  })

  /** Sends one fuzzed request and checks the answer and the tables; returns a description of what broke. */
  async function probe(key: string, example: RouteExample, fuzz: FuzzCase): Promise<string | null> {
    const [method = 'GET', route = '/'] = key.split(' ')
    const address = addressOf(route, example, fuzz)
    // Each request from an address of its own (behind TRUST_PROXY=1), so the per-address limits let the fuzzing
    // reach the handlers; the per-account and per-reservation limits still answer 429, which is fine.
    sentFrom += 1
    const from = `10.${(sentFrom >> 16) & 255}.${(sentFrom >> 8) & 255}.${sentFrom & 255}`
    const res = await s.app.request(
      address,
      requestOf(method, example, fuzz, { cookie, address: from, desk }),
    )
    const status = res.status === 429 ? '429' : `${Math.floor(res.status / 100)}xx`
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    const text = await res.text()
    const after = await changeCount()
    const changed = after.n !== changes
    changes = after.n
    const where = `${method} ${address.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`
    if (res.status >= 500) return `a ${res.status}: ${where}`
    const mailed = after.last_table === 'outbox_message' && MAILS_WHEN_REFUSED.has(`${key} ${res.status}`)
    if (res.status >= 400 && changed && !mailed)
      return `a refused request changed table ${after.last_table}: ${where}`
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) {
      // Only the PayStack stand-in pages answer in HTML (they are pages, not calls of the API).
      return res.status >= 400 && !route.startsWith('/api/PayStack/') ? `not JSON: ${where}` : null
    }
    const body: unknown = JSON.parse(text)
    const actionSchema = ACTION_ANSWER_400[key]
    const actionAnswer = res.status === 400 && actionSchema !== undefined && v.is(actionSchema, body)
    const shape = res.status === 400 ? ValidationErrorBody : ErrorBody
    return actionAnswer || v.is(shape, body) ? null : `not the spec's error shape: ${where}`
  }

  it(`answers ${MINIMUM_REQUESTS}+ fuzzed requests below 500, in the spec's error shape, writing nothing when refused`, async () => {
    const examples = routeExamples(context)
    const all = routes()
    const runsPerRoute = Math.ceil(MINIMUM_REQUESTS / all.length)
    let sent = 0
    const started = performance.now()
    for (const key of all) {
      const example = examples[key] ?? {}
      await fc.assert(
        fc.asyncProperty(fuzzCase, async (fuzz) => {
          sent++
          const problem = await probe(key, example, fuzz)
          expect(problem, key).toBeNull()
        }),
        { numRuns: runsPerRoute, endOnFailure: true },
      )
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const tally = [...statuses].map(([status, count]) => `${status} ${count}`).join(', ')
    console.log(
      `Fuzzing: ${sent} requests over ${all.length} routes in ${seconds} s (${tally}), none 500 or above`,
    )
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS)
  }, 240_000)
})
