/**
 * Starts the API on a random port against a fresh copy of the seeded demo database: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a PostgreSQL database of its own (dropped afterwards). Requests go over real HTTP
 * (fetch). Today is pinned: 2027-01-04, a Monday, 10:00 in London.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import * as v from 'valibot'
import { describe, it, vi } from 'vitest'
import { createApp, type AppDeps } from '../../../server/app'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'
import { emlFileTransport } from '../../../server/mail/eml-files'
import { outboxWorker, type OutboxWorker } from '../../../server/mail/outbox-worker'
import type { MailTransport } from '../../../server/mail/transport'
import { NOW, pgliteFromTemplate, postgresFromTemplate } from './database-template'

export { NOW, TODAY } from './database-template'

export type Engine = 'pglite' | 'postgres'

/** The engines to run a suite on; PostgreSQL only with TEST_DATABASE_URL. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/** Registers a visible skipped suite when PostgreSQL is not configured, so the gap is never silent. */
export function notePostgresSkipped(area: string): void {
  if (!process.env.TEST_DATABASE_URL) {
    describe(`${area} on PostgreSQL`, () => {
      it.skip('skipped: set TEST_DATABASE_URL=postgres://… to run this suite against PostgreSQL too', () =>
        undefined)
    })
  }
}

export type TestServer = {
  app: ReturnType<typeof createApp>
  db: Db
  url: string
  /** Where the outbox delivers (.eml files); `await outbox.drain()` before reading it. */
  mailDir: string
  outbox: OutboxWorker
  /** The next `times` steps after a change's commit (the outbox kick) throw, as a fault would. */
  failAfterCommit(times?: number): void
  /** The same database through another connection, as a second server instance would see it. */
  otherInstance(): Promise<Db>
  /** The PostgreSQL database of this server (its own copy), for a plain SQL client; null on PGlite. */
  databaseUrl: string | null
  now: { value: Date }
  get(path: string): Promise<Response>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  /** A POST from `address` as one trusted proxy reports it (start the server with `trustProxy: 1`). */
  postFrom(address: string, path: string, body: unknown): Promise<Response>
  close(): Promise<void>
}

/**
 * `over` replaces settings of the app (e.g. trustProxy) and how the outbox delivers (.eml files in `mailDir` by
 * default); the database, clock and outbox are the test's.
 */
export type ServerOptions = Partial<Pick<AppDeps, 'trustProxy' | 'publicUrl' | 'dataDir'>> & {
  transport?: MailTransport
  /** Who takes the cards, made once the database is there (the built-in test provider in-process by default). */
  payments?: (db: Db, clock: () => Date) => Promise<AppDeps['payments']>
}

export async function startServer(engine: Engine, over: ServerOptions = {}): Promise<TestServer> {
  const { transport: givenTransport, payments: paymentsOf, ...appOver } = over
  let db: Db
  let dropDatabase: (() => Promise<void>) | null = null
  let otherInstance = async (): Promise<Db> => db
  let databaseUrl: string | null = null
  const others: Db[] = []
  if (engine === 'postgres') {
    const copy = await postgresFromTemplate(process.env.TEST_DATABASE_URL ?? '')
    db = copy.db
    databaseUrl = copy.url
    dropDatabase = copy.drop
    otherInstance = async () => {
      const other = await openPostgres(copy.url, { schema: copy.schema, max: 5 })
      others.push(other)
      return other
    }
  } else {
    // PGlite is one connection in this process: a second instance can only share it.
    db = await pgliteFromTemplate()
  }
  const mailDir = mkdtempSync(join(tmpdir(), 'be-mail-'))
  const now = { value: NOW }
  const transport = givenTransport ?? emlFileTransport(mailDir)
  const outbox = outboxWorker({ db, clock: () => now.value, transport })
  let kicksToFail = 0
  const payments = paymentsOf ? await paymentsOf(db, () => now.value) : undefined
  const app = createApp({
    db,
    clock: () => now.value,
    ...(payments ? { payments } : {}),
    secrets: { linkSigningKey: 'test-signing-key' },
    outbox: {
      kick() {
        if (kicksToFail > 0) {
          kicksToFail--
          throw new Error('Injected fault after the commit')
        }
        outbox.kick()
      },
    },
    ...appOver,
  })
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  // A test may hold this process for seconds (an import, a heavy price run) between two requests; the server's
  // 5-second idle timer would then close the kept-alive connection just as the next request goes out on it
  // (ECONNRESET). Tests are not idle clients: keep their connections for as long as a test lasts.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 10 * 60_000
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return {
    app,
    db,
    url,
    mailDir,
    outbox,
    failAfterCommit(times = 1) {
      kicksToFail = times
    },
    otherInstance,
    databaseUrl,
    now,
    get: (path) => fetch(url + path),
    post,
    postFrom: (address, path, body) => post(path, body, { 'X-Forwarded-For': address }),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // The kept connections (above) end with the test, not ten minutes later.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await outbox.stop()
      for (const other of others) await other.close()
      await db.close()
      if (dropDatabase) await dropDatabase()
      rmSync(mailDir, { recursive: true, force: true })
    },
  }
}

/**
 * Collects what goes to console.error for the rest of the test (an injected fault logged by the app, a retried
 * mail logged by the outbox), so the test checks it instead of the unexpected-error guard failing it.
 */
export function collectConsoleErrors(): string[] {
  const seen: string[] = []
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    seen.push(args.map(String).join(' '))
  })
  return seen
}

/** Parses a response body with its contract schema (the way the app does); throws with the issues otherwise. */
export async function parsed<TSchema extends v.GenericSchema>(
  res: Response,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await res.json()
  const r = v.safeParse(schema, body)
  if (!r.success) {
    throw new Error(
      `Response does not match its contract: ${JSON.stringify(v.flatten(r.issues))}\n${JSON.stringify(body).slice(0, 400)}`,
    )
  }
  return r.output
}

/** Total rooms free per night for one room type over [from, to). */
export async function stock(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Record<string, number>> {
  const rows = await db.query<{ day: string; available: number }>(
    'SELECT day::text AS day, available FROM inventory WHERE room_type_id = $1 AND day >= $2 AND day < $3 ORDER BY day',
    [roomTypeId, from, to],
  )
  return Object.fromEntries(rows.map((r) => [r.day, r.available]))
}

export async function counts(db: Db) {
  const [r] = await db.query<{
    reservations: number
    items: number
    guests: number
    services: number
    inventory: number
    stock: number
    voucher: number
  }>(
    `SELECT (SELECT count(*) FROM reservation)::int AS reservations,
            (SELECT count(*) FROM reservation_item)::int AS items,
            (SELECT count(*) FROM reservation_guest)::int AS guests,
            (SELECT count(*) FROM reservation_service)::int AS services,
            (SELECT sum(available) FROM inventory)::int AS inventory,
            (SELECT sum(available) FROM service_stock)::int AS stock,
            (SELECT sum(balance) FROM gift_voucher)::int AS voucher`,
  )
  return r
}
