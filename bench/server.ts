/**
 * Server throughput: searches/s with p50/p99 latency at 32 concurrent clients, then reservations/s.
 * The real app serves over HTTP from a child process of its own (as in production, where the clients are other
 * machines), against a fresh in-memory PGlite (or PostgreSQL with BENCH_DATABASE_URL, in a throw-away schema);
 * this process only plays the 32 clients, so their fetch and gunzip work is not charged to the server. Each
 * phase also prints the server process's CPU time per request and how busy its event loop was.
 * Usage: npx tsx bench/server.ts [seconds per phase, default 10]
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance as nodePerformance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import * as v from 'valibot'
import { SearchResult } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { createApp } from '../server/app'
import { migrate } from '../server/db/migrate'
import { openPglite } from '../server/db/pglite'
import { openPostgres } from '../server/db/postgres'
import type { Db } from '../server/db/types'
import { seed } from '../server/seed/seed'
import { bookingFrom, searchBody } from '../tests/builders/booking-request'
import { NOW, TODAY } from '../tests/server/harness'

type ToServer = { type: 'phase-start' } | { type: 'phase-end' } | { type: 'stop' }
type FromServer =
  | { type: 'ready'; port: number; engine: string }
  | { type: 'phase'; cpuMs: number; busy: number }
  | { type: 'stopped' }

const eventLoopUtilization = nodePerformance.eventLoopUtilization.bind(nodePerformance)

if (process.send) await runServer()
else await runClients()

/** The child process: the app over one database, started and stopped by the parent. */
async function runServer() {
  const send = (m: FromServer) => process.send?.(m)
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const db: Db = process.env.BENCH_DATABASE_URL
    ? await openPostgres(process.env.BENCH_DATABASE_URL, { schema, max: 20 })
    : await openPglite()
  await migrate(db)
  await seed(db, TODAY)
  // As in production (server/main.ts): search and calendar answers are not checked against the contract.
  const app = createApp({
    db,
    clock: () => NOW,
    secrets: { linkSigningKey: 'bench' },
    checkHotAnswers: false,
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  let cpu = process.cpuUsage()
  let elu = eventLoopUtilization()
  process.on('message', (m: ToServer) => {
    if (m.type === 'phase-start') {
      cpu = process.cpuUsage()
      elu = eventLoopUtilization()
    } else if (m.type === 'phase-end') {
      const used = process.cpuUsage(cpu)
      send({
        type: 'phase',
        cpuMs: (used.user + used.system) / 1000,
        busy: eventLoopUtilization(elu).utilization,
      })
    } else {
      void (async () => {
        server.close()
        await db.close()
        if (process.env.BENCH_DATABASE_URL) {
          const pg = await import('pg')
          const c = new pg.default.Client({ connectionString: process.env.BENCH_DATABASE_URL })
          await c.connect()
          await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          await c.end()
        }
        send({ type: 'stopped' })
        process.exit(0)
      })()
    }
  })
  send({ type: 'ready', port: (server.address() as AddressInfo).port, engine: db.kind })
}

async function runClients() {
  const seconds = Number(process.argv[2] ?? 10)
  const CLIENTS = 32

  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] })
  const next = () =>
    new Promise<FromServer>((resolve) => child.once('message', (m: FromServer) => resolve(m)))
  const ready = await next()
  if (ready.type !== 'ready') throw new Error('The bench server did not start.')
  const url = `http://127.0.0.1:${ready.port}`
  const tell = (m: ToServer) => child.send(m)

  function pct(sorted: number[], p: number) {
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
  }

  async function phase(
    name: string,
    clients: number,
    once: (i: number, n: number) => Promise<boolean>,
    length = seconds,
  ) {
    tell({ type: 'phase-start' })
    const latencies: number[] = []
    let failures = 0
    const end = performance.now() + length * 1000
    let n = 0
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        while (performance.now() < end) {
          const t0 = performance.now()
          const ok = await once(i, n++)
          latencies.push(performance.now() - t0)
          if (!ok) failures++
        }
      }),
    )
    const answer = next()
    tell({ type: 'phase-end' })
    const server = await answer
    latencies.sort((a, b) => a - b)
    const rate = latencies.length / length
    console.log(
      `${name}: ${rate.toFixed(1)}/s over ${length}s at ${clients} clients; p50 ${pct(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${pct(latencies, 99).toFixed(1)} ms; ${latencies.length} requests, ${failures} not ok`,
    )
    if (server.type === 'phase') {
      console.log(
        `  server: ${(server.cpuMs / latencies.length).toFixed(2)} ms CPU per request, event loop busy ` +
          `${Math.round(server.busy * 100)} %`,
      )
    }
  }

  // node:http with kept-alive connections, asking for gzip as browsers do: fetch() cost the client process more
  // CPU per request than the server spent answering, so the clients, not the server, set the pace.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  type Answer = { ok: boolean; status: number; text(): string }
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        url + path,
        {
          method,
          agent,
          headers: {
            'Accept-Encoding': 'gzip',
            ...(payload === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const status = res.statusCode ?? 0
            const raw = Buffer.concat(chunks)
            const gzipped = res.headers['content-encoding'] === 'gzip'
            resolve({
              ok: status >= 200 && status < 300,
              status,
              text: () => (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
            })
          })
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send('POST', path, body, headers)

  console.log(`engine: ${ready.engine}`)
  // A freshly started server runs its first few thousand requests through V8's slower tiers. Warm the code with
  // searches for stays of another year, so the measured phase starts with compiled code but with no answer and no
  // month of rates kept for its own stays: its first 300 requests are all built from the database.
  await phase(
    'warm-up (other stays, not the figure)',
    CLIENTS,
    async (_i, n) => {
      const from = addDays('2028-03-01', n % 300)
      return (await post('/api/Availability/Search', searchBody(from, addDays(from, 3)))).ok
    },
    2,
  )
  // Searches over a spread of 2-night stays in the next year.
  await phase('search', CLIENTS, async (_i, n) => {
    const from = addDays('2027-01-11', n % 300)
    const res = await post('/api/Availability/Search', searchBody(from, addDays(from, 2)))
    return res.ok
  })

  await phase('calendar (3 years)', CLIENTS, async () => {
    const res = await send('GET', `/api/Availability?propertyId=HARBOUR&fromDate=${TODAY}&toDate=2030-01-04`)
    return res.ok
  })

  let failed = 0
  // Reservations: each client books two-night stays spread over 600 arrival days (little contention): a search, then
  // a create of the first room type still offered. The figure is bookings per second including that search; 'not ok'
  // counts stays where nothing was offered (the seeded sold-out nights) or a create that was refused.
  await phase('reservation (search + create)', CLIENTS, async (i, n) => {
    const from = addDays('2027-04-01', (i * 37 + n) % 600)
    const to = addDays(from, 2)
    const result = v.parse(
      SearchResult,
      JSON.parse((await post('/api/Availability/Search', searchBody(from, to, [{ adults: 1 }]))).text()),
    )
    const offer = result.RoomTypes.find((o) => o.Rates.some((r) => r.RatePlanId === 11))
    if (!offer) return false
    const body = bookingFrom(result, [
      {
        roomTypeId: offer.RoomType.RoomTypeId,
        ratePlanId: 11,
        occupancy: { adults: offer.RoomType.MinimumOccupancy > 1 ? 2 : 1 },
      },
    ])
    const res = await post('/api/Reservation/Create', body, { 'Idempotency-Key': `bench-${i}-${n}` })
    if (!res.ok && failed++ < 3) console.log(`  not ok: ${res.status} ${res.text().slice(0, 200)}`)
    return res.ok
  })

  const stopped = next()
  tell({ type: 'stop' })
  await stopped
}
