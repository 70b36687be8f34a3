/**
 * The scheduled jobs in the production entry (decision 0106): two real server processes (server/main.ts) started
 * together on one PostgreSQL both run the invitation job at start — the demo stay arriving in two days is invited
 * once — and a restaurant booking on one of them is POSTed to the hotel's webhook once, signed, without waiting
 * for a timer. PostgreSQL only: a PGlite process keeps its database to itself.
 */
import { createHmac } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/domain/dates'
import { tableBooking } from '../../builders/table-booking'
import { freshDatabase, startServerProcess, type ServerProcess } from '../../support/server/server-process'
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/webhook-receiver'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const SECRET = 'process-secret-51'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!databaseUrl)('scheduled jobs in two server processes (postgres)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let processes: ServerProcess[] = []
  let receiver: WebhookReceiver
  let sql: pg.Client

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl)
    receiver = await startWebhookReceiver()
    const env = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4', WEBHOOK_ALLOW_PRIVATE: '1' }
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)])
    sql = new pg.Client({ connectionString: database.url })
    await sql.connect()
  }, 120_000)
  afterAll(async () => {
    await sql?.end()
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM')
    await Promise.all(processes.map((p) => p.exited))
    await receiver?.stop()
    await database?.drop()
  })

  /** Polls `read` until it gives a non-zero count (at most ~15 s), then once more after a pause: the final count. */
  async function settled(read: () => Promise<number>): Promise<number> {
    for (let i = 0; i < 150 && (await read()) === 0; i++) await pause(100)
    await pause(1500)
    return read()
  }

  it('invites the demo stay arriving in two days once, though both processes ran the job', async () => {
    const invited = await settled(async () => {
      const { rows } = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox_message WHERE kind = 'pre-check-in-invitation' AND regarding = 'HH900002'`,
      )
      return rows[0]?.n ?? 0
    })
    expect(invited).toBe(1)
  })

  it('POSTs a restaurant booking made on one process to the webhook once, signed', async () => {
    await sql.query(`UPDATE property SET settings = settings || $1::jsonb WHERE code = 'HARBOUR'`, [
      JSON.stringify({ WebhookUrl: receiver.url, WebhookSecret: SECRET }),
    ])
    const visit = addDays(new Date().toISOString().slice(0, 10), 10)
    const [first] = processes
    const made = await fetch(`${first?.url ?? ''}/api/RestaurantBooking/Create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(tableBooking({ VisitDate: visit })),
    })
    expect(made.status).toBe(200)
    expect(await settled(() => Promise.resolve(receiver.received.length))).toBe(1)
    const [hook] = receiver.received
    const timestamp = String(hook?.headers['webhook-timestamp'])
    const expected = createHmac('sha256', SECRET)
      .update(`${timestamp}.${hook?.body ?? ''}`)
      .digest('hex')
    expect(hook?.headers['webhook-signature']).toBe(`sha256=${expected}`)
    expect(hook?.body).toContain('"Type":"restaurant-booking.created"')
  })

  it('both stop cleanly on SIGTERM, jobs and all', async () => {
    for (const p of processes) p.child.kill('SIGTERM')
    expect(await Promise.all(processes.map((p) => p.exited))).toEqual([0, 0])
  })
})
