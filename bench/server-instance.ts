/**
 * One server instance of the throughput bench (bench/server.ts forks it): the app over PGlite in memory, or over
 * the schema BENCH_SCHEMA of BENCH_DATABASE_URL (several instances then share it, as behind a load balancer).
 * Migrating and seeding take the startup lock, so the second instance finds the first's data. It reports its
 * CPU time and event-loop use per phase, and the instance told `drop` removes the schema on stop.
 */
import { performance as nodePerformance } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { migrate } from '../server/db/migrate'
import { openPglite } from '../server/db/pglite'
import { openPostgres } from '../server/db/postgres'
import { oneInstanceAtATime } from '../server/db/startup-lock'
import type { Db } from '../server/db/types'
import { seed } from '../server/seed/seed'
import { NOW, TODAY } from '../tests/support/server/harness'

export type ToInstance = { type: 'phase-start' } | { type: 'phase-end' } | { type: 'stop'; drop: boolean }
export type FromInstance =
  | { type: 'ready'; port: number; engine: string }
  | { type: 'phase'; cpuMs: number; busy: number }
  | { type: 'stopped' }

const eventLoopUtilization = nodePerformance.eventLoopUtilization.bind(nodePerformance)
const send = (m: FromInstance) => process.send?.(m)

const databaseUrl = process.env.BENCH_DATABASE_URL
const schema = process.env.BENCH_SCHEMA ?? 'bench'
const db: Db = databaseUrl
  ? await openPostgres(databaseUrl, { schema, max: Number(process.env.BENCH_POOL_SIZE ?? 10) })
  : await openPglite()
await oneInstanceAtATime(db, 'bench startup', async () => {
  await migrate(db)
  await seed(db, TODAY)
})
// As in production (server/main.ts): search and calendar answers are not checked against the contract.
const app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'bench' }, checkHotAnswers: false })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => server.once('listening', r))

let cpu = process.cpuUsage()
let elu = eventLoopUtilization()
process.on('message', (m: ToInstance) => {
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
    void stop(m.drop)
  }
})
send({ type: 'ready', port: (server.address() as AddressInfo).port, engine: db.kind })

async function stop(drop: boolean) {
  server.close()
  if (drop && databaseUrl) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await db.close()
  send({ type: 'stopped' })
  process.exit(0)
}
