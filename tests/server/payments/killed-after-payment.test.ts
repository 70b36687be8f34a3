/**
 * The fault of decision 0113: the server is killed after the card provider confirmed the payment and before the
 * booking was written as confirmed. A real server process talks to the provider through Stripe's library
 * (STRIPE_API_URL); a proxy in front of the provider lets the payment through, then SIGKILLs the server before
 * the answer reaches it. Started again on the same database, the server must complete the booking from the
 * provider's event — once: one confirmed booking, one charge, one confirmation mail, whatever is delivered again.
 */
import { createServer, request as forward, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { SearchResult } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { openPostgres } from '../../../server/db/postgres'
import type { Db } from '../../../server/db/types'
import { deliverTestProviderEvents } from '../../../server/payments/test-provider/event-delivery'
import { startTestProvider, type RunningTestProvider } from '../../../server/payments/test-provider/server'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  freePort,
  freshDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../support/server/server-process'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const WEBHOOK_SECRET = 'whsec_killed_after_payment'
const NONREF = 12

/** Forwards to the provider; when `armed`, the first payment answer kills the server before it is passed on. */
function killingProxy(port: number, target: () => RunningTestProvider, onPaid: () => Promise<void>) {
  let armed = false
  const server: Server = createServer((req, res) => {
    const upstream = forward(
      { host: target().host, port: target().port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const paid = armed && req.method === 'POST' && req.url === '/v1/payment_intents'
          const pass = () => {
            res.writeHead(answer.statusCode ?? 500, answer.headers)
            res.end(Buffer.concat(chunks))
          }
          if (!paid) return pass()
          armed = false
          void onPaid().then(pass, pass)
        })
      },
    )
    req.pipe(upstream)
  })
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    arm: () => (armed = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe.skipIf(!databaseUrl)('the server killed between the bank’s yes and the booking (postgres)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let db: Db
  let provider: RunningTestProvider
  let proxy: ReturnType<typeof killingProxy>
  let first: ServerProcess
  let second: ServerProcess | null = null
  let env: Record<string, string>

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl)
    const proxyPort = await freePort()
    proxy = killingProxy(
      proxyPort,
      () => provider,
      async () => {
        first.child.kill('SIGKILL')
        await first.exited
      },
    )
    await proxy.listen()
    env = {
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: 'sk_test_builtin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_builtin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${proxyPort}`,
    }
    first = await startServerProcess(env)
    // The provider keeps its objects in the same database (the built-in provider's tables, migrated by the server).
    db = await openPostgres(database.url, { max: 3 })
    provider = await startTestProvider({ db, clock: () => new Date(), port: 0 })
  }, 120_000)
  afterAll(async () => {
    for (const p of [first, second]) if (p?.child.exitCode === null) p.child.kill('SIGKILL')
    await Promise.all([first?.exited, second?.exited])
    await proxy?.close()
    await provider?.close()
    await db?.close()
    await database?.drop()
  })

  it('completes the booking from the provider’s event when it is back, exactly once', async () => {
    const arrival = addDays(new Date().toISOString().slice(0, 10), 150)
    const departure = addDays(arrival, 2)
    const search = await fetch(`${first.url}/api/Availability/Search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(searchBody(arrival, departure)),
    })
    const result = v.parse(SearchResult, await search.json())
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: NONREF }])
    proxy.arm()
    const lost = await fetch(`${first.url}/api/Reservation/Create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'killed-after-payment' },
      body: JSON.stringify(body),
    }).then(
      (r) => `answered ${r.status}`,
      (e: unknown) => `lost ${String((e as { cause?: unknown }).cause ?? e)}`,
    )
    expect(lost, first.output().slice(-3000)).toMatch(/^lost/)
    await first.exited
    expect(first.child.signalCode, lost).toBe('SIGKILL')
    const [held] = await db.query<{ id: number; status: string; reference_number: string }>(
      `SELECT id, status, reference_number FROM reservation WHERE date_from = $1 ORDER BY id DESC LIMIT 1`,
      [arrival],
    )
    expect(held?.status).toBe('Pending')
    const paid = await db.query(
      `SELECT 1 FROM test_provider_object WHERE kind = 'payment_intent' AND data->>'status' = 'succeeded'
         AND data->'metadata'->>'reservation' = $1`,
      [String(held?.id)],
    )
    expect(paid).toHaveLength(1)

    second = await startServerProcess(env)
    const server = second
    // Its scheduler sends the provider's events to its own webhook route; the booking is confirmed by them.
    const deadline = Date.now() + 30_000
    let status = 'Pending'
    while (status === 'Pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const [row] = await db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [
        held?.id,
      ])
      status = row?.status ?? 'gone'
    }
    expect(status).toBe('Confirmed')
    // Delivered again, as Stripe may: nothing more happens.
    await db.query(
      'UPDATE test_provider_event SET delivered_at = NULL, attempts = 0, next_attempt_at = now()',
    )
    await deliverTestProviderEvents(
      { db, webhookSecret: WEBHOOK_SECRET },
      async (text, headers) =>
        (await fetch(`${server.url}/api/Payments/Webhook`, { method: 'POST', headers, body: text })).status,
      new Date(),
    )
    const mails = await db.query(
      `SELECT 1 FROM outbox_message WHERE kind = 'confirmation' AND regarding = $1 AND recipient LIKE '%grace@example.com%'`,
      [held?.reference_number],
    )
    expect(mails).toHaveLength(1)
    const entries = await db.query<{ state: string }>(
      `SELECT state FROM ledger_entry WHERE reservation_id = $1`,
      [held?.id],
    )
    expect(entries.map((e) => e.state)).toEqual(['succeeded'])
  }, 120_000)
})
