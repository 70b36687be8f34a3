/**
 * /health counts the mail and webhooks given up for good (issue 19), and stays cheap and up whatever the database
 * does: counts are cached, a slow read is not waited for, a failed read keeps the last counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/types'
import { failedDeliveriesReader } from '../../../server/jobs/failed-deliveries'
import { queueMail } from '../../../server/mail/outbox'
import { outboxWorker } from '../../../server/mail/outbox-worker'
import { webhookWorker } from '../../../server/webhooks/webhook-worker'
import { book } from '../../builders/booked-stay'
import {
  collectConsoleErrors,
  ENGINES,
  notePostgresSkipped,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Failed deliveries on /health')

describe.each(ENGINES)('failed deliveries (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  it('shows none on /health at first, then counts what was given up, with a log line each', async () => {
    const health = await s.get('/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ Status: 'ok', MailFailed: 0, WebhooksFailed: 0 })

    const logs = collectConsoleErrors()
    await s.db.transaction((tx) =>
      queueMail(
        tx,
        {
          kind: 'test',
          regarding: 'T1',
          propertyId: null,
          from: 'a@example.com',
          to: 'b@example.com',
          subject: 'S',
          text: 'T',
        },
        s.now.value,
      ),
    )
    const refusing = { deliver: () => Promise.reject(new Error('550 mailbox unknown')) }
    await outboxWorker({ db: s.db, clock: () => s.now.value, transport: refusing, maxAttempts: 1 }).drain()
    await s.db.query(
      `UPDATE property SET settings = settings || '{"WebhookUrl": "ftp://pms.example", "WebhookSecret": "x"}'
       WHERE code = 'HARBOUR'`,
    )
    await book(s, '2027-02-01', '2027-02-02')
    await s.db.query(
      "UPDATE property SET settings = settings - 'WebhookUrl' - 'WebhookSecret' WHERE code = 'HARBOUR'",
    )
    await webhookWorker({ db: s.db, clock: () => s.now.value }).drain()
    await s.outbox.drain()
    expect(
      logs.some((line) => /Mail test T1 .* failed for good after attempt 1: 550 mailbox unknown/.test(line)),
    ).toBe(true)
    expect(logs.some((line) => /Webhook reservation.created \w+ .* failed for good/.test(line))).toBe(true)

    const reader = failedDeliveriesReader(s.db)
    expect(await reader.read()).toEqual({ MailFailed: 1, WebhooksFailed: 1 })
  })

  it('answers at once with the last counts when the database is slow or away', async () => {
    let mode: 'up' | 'hangs' | 'fails' = 'up'
    const flaky: Db = {
      ...s.db,
      query: <T>(sql: string, params?: readonly unknown[]) => {
        if (mode === 'hangs') return new Promise<T[]>(() => undefined)
        if (mode === 'fails') return Promise.reject(new Error('connection refused'))
        return s.db.query<T>(sql, params)
      },
    }
    let now = 0
    const reader = failedDeliveriesReader(flaky, { clock: () => now, maxAgeMs: 1000, waitMs: 50 })
    const first = await reader.read()
    expect(first).not.toBeNull()
    mode = 'fails'
    now += 1000
    expect(await reader.read()).toEqual(first)
    mode = 'hangs'
    now += 1000
    const started = performance.now()
    expect(await reader.read()).toEqual(first)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
