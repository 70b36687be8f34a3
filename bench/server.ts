/**
 * Server throughput: searches/s with p50/p99 latency at 32 concurrent clients, the 3-year calendar, then
 * reservations/s (a search and a create each). The real app serves over HTTP from child processes of its own
 * (bench/server-instance.ts), as in production where the clients are other machines; this process only plays the
 * clients, so their fetch and gunzip work is not charged to the server. Each phase also prints the servers' CPU
 * time per request and how busy their event loops were.
 *
 * PGlite (the default) is one process: one instance. With BENCH_DATABASE_URL (PostgreSQL) the same phases run on
 * one instance and then on two sharing one database (issue 20), side by side, each on a fresh schema with the
 * cache invalidation (LISTEN/NOTIFY, decision 0103) in place; the clients take the instances in turn.
 * Usage: [BENCH_DATABASE_URL=postgres://…] npx tsx bench/server.ts [seconds per phase, default 10]
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { SearchResult } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { bookingFrom, searchBody } from '../tests/builders/booking-request'
import { TODAY } from '../tests/support/server/harness'
import { httpClient, runPhase, type PhaseFigures, type Send } from './http-load'
import type { FromInstance, ToInstance } from './server-instance'

const seconds = Number(process.argv[2] ?? 10)
const CLIENTS = 32
const FLEX = 11
const instanceScript = fileURLToPath(new URL('./server-instance.ts', import.meta.url))

type Instance = { url: string; engine: string; tell(m: ToInstance): void; next(): Promise<FromInstance> }

function startInstance(schema: string): Promise<Instance> {
  const child: ChildProcess = fork(instanceScript, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SCHEMA: schema },
  })
  const waiting: ((m: FromInstance) => void)[] = []
  child.on('message', (m: FromInstance) => waiting.shift()?.(m))
  const next = () => new Promise<FromInstance>((resolve) => waiting.push(resolve))
  return next().then((ready) => {
    if (ready.type !== 'ready') throw new Error('A bench server did not start.')
    return { url: `http://127.0.0.1:${ready.port}`, engine: ready.engine, tell: (m) => child.send(m), next }
  })
}

type Figures = PhaseFigures & { cpuMsPerRequest: number; busy: number[] }
type Run = { instances: number; engine: string; phases: Map<string, Figures>; notOk: string[] }

/** The phases on `count` instances of one fresh database. */
async function measure(count: number): Promise<Run> {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  // The first migrates and seeds; the others then start on its data.
  const first = await startInstance(schema)
  const instances = [
    first,
    ...(await Promise.all(Array.from({ length: count - 1 }, () => startInstance(schema)))),
  ]
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  const sends = instances.map((i) => httpClient(i.url, agent))
  const run: Run = { instances: count, engine: first.engine, phases: new Map(), notOk: [] }

  const phase = async (
    name: string,
    once: (send: Send, i: number, n: number) => Promise<boolean>,
    length = seconds,
  ) => {
    for (const i of instances) i.tell({ type: 'phase-start' })
    const figures = await runPhase(sends, CLIENTS, length, once)
    const usage = await Promise.all(
      instances.map((i) => {
        const answer = i.next()
        i.tell({ type: 'phase-end' })
        return answer
      }),
    )
    let cpuMs = 0
    const busy: number[] = []
    for (const u of usage) {
      if (u.type !== 'phase') continue
      cpuMs += u.cpuMs
      busy.push(u.busy)
    }
    run.phases.set(name, { ...figures, cpuMsPerRequest: cpuMs / Math.max(1, figures.requests), busy })
  }

  // A freshly started server runs its first few thousand requests through V8's slower tiers. Warm the code with
  // searches for stays of another year, so the measured phase starts with compiled code but with no answer and no
  // month of rates kept for its own stays: its first 300 requests are all built from the database.
  await phase(
    'warm-up',
    async (send, _i, n) => {
      const from = addDays('2028-03-01', n % 300)
      return (await send('POST', '/api/Availability/Search', searchBody(from, addDays(from, 3)))).ok
    },
    2,
  )
  // Searches over a spread of 2-night stays in the next year.
  await phase('search', async (send, _i, n) => {
    const from = addDays('2027-01-11', n % 300)
    return (await send('POST', '/api/Availability/Search', searchBody(from, addDays(from, 2)))).ok
  })
  await phase('calendar (3 years)', async (send) => {
    const path = `/api/Availability?propertyId=HARBOUR&fromDate=${TODAY}&toDate=2030-01-04`
    return (await send('GET', path)).ok
  })
  // Each client books two-night stays spread over 600 arrival days (little contention): a search, then a create
  // of the first room type still offered. 'not ok' counts stays where nothing was offered (the seeded sold-out
  // nights) or a create that was refused.
  await phase('reservation (search + create)', async (send, i, n) => {
    const from = addDays('2027-04-01', (i * 37 + n) % 600)
    const to = addDays(from, 2)
    const found = await send('POST', '/api/Availability/Search', searchBody(from, to, [{ adults: 1 }]))
    const result = v.parse(SearchResult, JSON.parse(found.text()))
    const offer = result.RoomTypes.find((o) => o.Rates.some((r) => r.RatePlanId === FLEX))
    if (!offer) return false
    const body = bookingFrom(result, [
      {
        roomTypeId: offer.RoomType.RoomTypeId,
        ratePlanId: FLEX,
        occupancy: { adults: offer.RoomType.MinimumOccupancy > 1 ? 2 : 1 },
      },
    ])
    const res = await send('POST', '/api/Reservation/Create', body, { 'Idempotency-Key': `bench-${i}-${n}` })
    if (!res.ok && run.notOk.length < 3) run.notOk.push(`${res.status} ${res.text().slice(0, 200)}`)
    return res.ok
  })

  agent.destroy()
  await Promise.all(
    instances.map((instance, index) => {
      const stopped = instance.next()
      instance.tell({ type: 'stop', drop: index === instances.length - 1 })
      return stopped
    }),
  )
  return run
}

const ms = (n: number) => `${n.toFixed(1)} ms`
function describeFigures(f: Figures): string[] {
  return [
    `${f.rate.toFixed(1)}/s`,
    `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`,
    `${f.requests} requests, ${f.failures} not ok`,
    `server ${f.cpuMsPerRequest.toFixed(2)} ms CPU/request, loop busy ${f.busy.map((b) => `${Math.round(b * 100)} %`).join(' + ')}`,
  ]
}

function printRuns(runs: Run[]) {
  const width = 44
  const head = runs.map((r) =>
    `${r.instances} instance${r.instances > 1 ? 's' : ''} (${r.engine})`.padEnd(width),
  )
  console.log(`${' '.repeat(32)}${head.join('')}`)
  for (const name of runs[0]?.phases.keys() ?? []) {
    if (name === 'warm-up') continue
    const columns = runs.map((r) => {
      const f = r.phases.get(name)
      return f ? describeFigures(f) : []
    })
    for (let line = 0; line < 4; line++) {
      const label = line === 0 ? `${name}:` : ''
      console.log(`${label.padEnd(32)}${columns.map((c) => (c[line] ?? '').padEnd(width)).join('')}`)
    }
  }
  for (const r of runs) for (const line of r.notOk) console.log(`  not ok on ${r.instances}: ${line}`)
}

const counts = process.env.BENCH_DATABASE_URL ? [1, 2] : [1]
console.log(`${CLIENTS} clients, ${seconds} s per phase, on a ${availableParallelism()}-core machine`)
const runs: Run[] = []
for (const count of counts) runs.push(await measure(count))
printRuns(runs)
if (!process.env.BENCH_DATABASE_URL)
  console.log('Set BENCH_DATABASE_URL to compare one and two instances on PostgreSQL.')
