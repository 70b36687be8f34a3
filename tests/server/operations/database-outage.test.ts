/**
 * PostgreSQL goes away under load: the server reaches it through a TCP proxy the test cuts (every open connection
 * reset, new ones refused), as a network partition or a database restart would. Every answer is then a 503 with
 * Retry-After (never a 500), and once the proxy lets connections through again the same calls work.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { OUTAGE_MESSAGE } from '../../../server/db/outage'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'
import { notePostgresSkipped, NOW, startServer, type TestServer } from '../../support/server/harness'

notePostgresSkipped('A database outage')

/** A TCP proxy to PostgreSQL that can be cut (resetting every connection, refusing new ones) and restored. */
async function cuttableProxy(target: URL) {
  const open = new Set<Socket>()
  let cut = false
  const server: Server = createServer((client) => {
    if (cut) return client.destroy()
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from)
      from.pipe(to)
      from.on('error', () => to.destroy())
      from.on('close', () => {
        open.delete(from)
        to.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      cut = true
      for (const socket of open) socket.destroy()
    },
    restore() {
      cut = false
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The owner's desk session (cookie), so staff calls are under load too (decision 0120). */
let deskCookie = ''

const calls = (base: string) => [
  () => fetch(`${base}/api/Property/HARBOUR`),
  () => fetch(`${base}/api/ManageBooking/Config/HARBOUR`),
  () =>
    fetch(`${base}/api/Account/Authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        PropertyId: 'HARBOUR',
        EmailAddress: 'nobody@example.com',
        Password: 'wrong-one',
      }),
    }),
  () => fetch(`${base}/api/Desk/HARBOUR/Grid?days=7`, { headers: { Cookie: deskCookie } }),
  () =>
    fetch(`${base}/api/Desk/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'owner@example.com', Password: 'Harbour-Owner-2026!' }),
    }),
]

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage under load', () => {
  let base: TestServer
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>
  let db: Db
  let http: ServerType
  let url = ''

  beforeAll(async () => {
    base = await startServer('postgres')
    const direct = new URL(base.databaseUrl ?? '')
    proxy = await cuttableProxy(direct)
    const proxied = new URL(direct)
    proxied.hostname = '127.0.0.1'
    proxied.port = String(proxy.port)
    db = await openPostgres(proxied.toString(), { schema: direct.pathname.slice(1), max: 10 })
    const app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'test-signing-key' } })
    http = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    const login = await calls(url).at(-1)!()
    expect(login.status).toBe(200)
    deskCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()))
    await db.close().catch(() => undefined)
    await proxy.close()
    await base.close()
  })

  it('answers 503 with Retry-After while it is out, and works again when it is back', async () => {
    for (const call of calls(url)) expect((await call()).status).not.toBeGreaterThanOrEqual(500)
    expect((await calls(url)[3]!()).status).toBe(200)

    // Load in flight when the database goes away, and more while it is away.
    const inFlight = Array.from({ length: 30 }, (_, i) => calls(url)[i % 5]!())
    proxy.cut()
    const during = Array.from({ length: 30 }, (_, i) => calls(url)[i % 5]!())
    const answers = await Promise.all([...inFlight, ...during])
    const failed = answers.filter((res) => res.status >= 500)
    expect(answers.every((res) => res.status < 500 || res.status === 503)).toBe(true)
    const afterCut = await Promise.all(during)
    for (const res of afterCut) {
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(await res.json()).toEqual({ Message: OUTAGE_MESSAGE })
    }
    expect(failed.length).toBeGreaterThanOrEqual(during.length)

    proxy.restore()
    for (const call of calls(url)) expect((await call()).status).toBeLessThan(500)
    expect((await calls(url)[3]!()).status).toBe(200)
  }, 60_000)
})
