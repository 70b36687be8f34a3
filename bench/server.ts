/**
 * Server throughput: searches/s with p50/p99 latency at 32 concurrent clients, then reservations/s.
 * Runs the real app over HTTP against a fresh in-memory PGlite (or PostgreSQL with BENCH_DATABASE_URL, in a
 * throw-away schema). Usage: npx tsx bench/server.ts [seconds per phase, default 10]
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
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
import { bookingFrom, searchBody } from '../tests/server/builders'
import { NOW, TODAY } from '../tests/server/harness'

const seconds = Number(process.argv[2] ?? 10)
const CLIENTS = 32

const schema = `bench_${randomBytes(4).toString('hex')}`
const db: Db = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL, { schema, max: 20 })
  : await openPglite()
await migrate(db)
await seed(db, TODAY)
const app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'bench' } })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => server.once('listening', r))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

async function phase(name: string, clients: number, once: (i: number, n: number) => Promise<boolean>) {
  const latencies: number[] = []
  let failures = 0
  const end = performance.now() + seconds * 1000
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
  latencies.sort((a, b) => a - b)
  const rate = latencies.length / seconds
  console.log(
    `${name}: ${rate.toFixed(1)}/s over ${seconds}s at ${clients} clients; p50 ${pct(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${pct(latencies, 99).toFixed(1)} ms; ${latencies.length} requests, ${failures} not ok`,
  )
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

console.log(`engine: ${db.kind}`)
// Searches over a spread of 2-night stays in the next year.
await phase('search', CLIENTS, async (_i, n) => {
  const from = addDays('2027-01-11', n % 300)
  const res = await post('/api/Availability/Search', searchBody(from, addDays(from, 2)))
  await res.arrayBuffer()
  return res.ok
})

await phase('calendar (3 years)', CLIENTS, async () => {
  const res = await fetch(`${url}/api/Availability?propertyId=HARBOUR&fromDate=${TODAY}&toDate=2030-01-04`)
  await res.arrayBuffer()
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
    await (await post('/api/Availability/Search', searchBody(from, to, [{ adults: 1 }]))).json(),
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
  const text = await res.text()
  if (!res.ok && failed++ < 3) console.log(`  not ok: ${res.status} ${text.slice(0, 200)}`)
  return res.ok
})

server.close()
await db.close()
if (process.env.BENCH_DATABASE_URL) {
  const pg = await import('pg')
  const c = new pg.default.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await c.connect()
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await c.end()
}
