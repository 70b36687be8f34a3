/**
 * Signed webhooks (decision 0106) delivered to a real HTTP receiver started here: the receiver verifies the
 * signature as a PMS would (its own HMAC over the raw body), a retry after a 500 carries the same event id and
 * body, two workers at once deliver each event once, a receiver that never answers 2xx is given up and counted,
 * and a URL inside the server's own network is refused unless allowed.
 */
import { createHmac } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { webhookWorker, type WebhookWorkerOptions } from '../../../server/webhooks/webhook-worker'
import { isPrivateAddress } from '../../../server/webhooks/webhook-post'
import { book } from '../../builders/booked-stay'
import { ENGINES, notePostgresSkipped, startServer, type TestServer } from '../../support/server/harness'
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from './webhook-receiver'

notePostgresSkipped('Webhooks')

const SECRET = 'whsec-test-3f9a'

/** What a receiver does: HMAC-SHA256(secret, timestamp + "." + raw body), compared with the header. */
function verifies(hook: ReceivedHook, secret = SECRET): boolean {
  const timestamp = String(hook.headers['webhook-timestamp'])
  const expected = createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex')
  return hook.headers['webhook-signature'] === `sha256=${expected}`
}

const SentEvent = v.object({ Id: v.string(), Type: v.string(), Reference: v.string(), Data: v.unknown() })

const bodyOf = (hook: ReceivedHook | undefined) => v.parse(SentEvent, JSON.parse(hook?.body ?? '{}'))

async function deliveryStatus(s: TestServer): Promise<{ status: string; attempts: number }[]> {
  return s.db.query('SELECT status, attempts FROM webhook_delivery ORDER BY id')
}

describe.each(ENGINES)('webhooks (%s)', (engine) => {
  let s: TestServer
  let receiver: WebhookReceiver
  const logs: string[] = []
  const worker = (db = s.db, over: Partial<WebhookWorkerOptions> = {}) =>
    webhookWorker({
      db,
      clock: () => s.now.value,
      allowPrivate: true,
      log: (line) => logs.push(line),
      ...over,
    })
  const hotelSets = (settings: Record<string, string>) =>
    s.db.query(`UPDATE property SET settings = settings || $1::jsonb WHERE code = 'HARBOUR'`, [
      JSON.stringify(settings),
    ])

  beforeAll(async () => {
    s = await startServer(engine)
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await receiver.stop()
    await s.close()
  })
  afterEach(async () => {
    receiver.received.length = 0
    receiver.answers = [204]
    receiver.delayMs = 0
    logs.length = 0
    await s.db.query('DELETE FROM webhook_delivery')
    await s.db.query(
      "UPDATE property SET settings = settings - 'WebhookUrl' - 'WebhookSecret' WHERE code = 'HARBOUR'",
    )
  })

  it('sends nothing for a hotel without a WebhookUrl', async () => {
    await book(s, '2027-02-01', '2027-02-02')
    expect(await worker().drain()).toBe(0)
    expect(await deliveryStatus(s)).toEqual([])
  })

  it('POSTs each event once, signed so the receiver can verify it', async () => {
    await hotelSets({ WebhookUrl: receiver.url, WebhookSecret: SECRET })
    const b = await book(s, '2027-02-03', '2027-02-04')
    expect(await worker().drain()).toBe(1)
    expect(receiver.received).toHaveLength(1)
    const [hook] = receiver.received
    if (!hook) throw new Error('nothing received')
    expect(verifies(hook)).toBe(true)
    expect(verifies(hook, 'another secret')).toBe(false)
    expect(verifies({ ...hook, body: hook.body.replace(b.ref, 'X1') })).toBe(false)
    expect(hook.headers['webhook-timestamp']).toBe(String(Math.floor(s.now.value.getTime() / 1000)))
    const [event] = await s.db.query<{ event_id: string }>(
      'SELECT event_id::text AS event_id FROM hotel_event WHERE reference = $1',
      [b.ref],
    )
    const sent = bodyOf(hook)
    expect(hook.headers['webhook-id']).toBe(event?.event_id)
    expect(sent).toMatchObject({ Id: event?.event_id, Type: 'reservation.created', Reference: b.ref })
    expect(sent.Data).toMatchObject({ Kind: 'Reservation', Reference: b.ref, Status: 'Confirmed' })
    expect(await deliveryStatus(s)).toEqual([{ status: 'delivered', attempts: 1 }])
    expect(await worker().drain()).toBe(0)
  })

  it('retries after a 500 with the same event id and body, once its time has come', async () => {
    await hotelSets({ WebhookUrl: receiver.url, WebhookSecret: SECRET })
    receiver.answers = [500, 200]
    await book(s, '2027-02-05', '2027-02-06')
    const w = worker()
    expect(await w.drain()).toBe(0)
    expect(logs.join('\n')).toMatch(/failed, retried later after attempt 1: The receiver answered 500/)
    expect(await w.drain()).toBe(0)
    expect(receiver.received).toHaveLength(1)
    const started = s.now.value
    s.now.value = new Date(started.getTime() + 31_000)
    try {
      expect(await w.drain()).toBe(1)
    } finally {
      s.now.value = started
    }
    const [first, second] = receiver.received
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id'])
    expect(second?.body).toBe(first?.body)
    expect(second && verifies(second)).toBe(true)
    expect(await deliveryStatus(s)).toEqual([{ status: 'delivered', attempts: 2 }])
  })

  it('delivers each event once when two instances send at the same moment', async () => {
    await hotelSets({ WebhookUrl: receiver.url, WebhookSecret: SECRET })
    for (const [from, to] of [
      ['2027-03-01', '2027-03-02'],
      ['2027-03-03', '2027-03-04'],
      ['2027-03-05', '2027-03-06'],
      ['2027-03-08', '2027-03-09'],
    ] as const) {
      await book(s, from, to)
    }
    receiver.delayMs = 100
    const other = await s.otherInstance()
    const [a, b] = await Promise.all([
      worker(s.db, { batchSize: 1 }).drain(),
      worker(other, { batchSize: 1 }).drain(),
    ])
    expect(a + b).toBe(4)
    const ids = receiver.received.map((hook) => hook.headers['webhook-id'])
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
    expect((await deliveryStatus(s)).map((d) => d.status)).toEqual(Array(4).fill('delivered'))
  })

  it('gives up after the last attempt and says so', async () => {
    await hotelSets({ WebhookUrl: receiver.url, WebhookSecret: SECRET })
    receiver.answers = [503]
    const b = await book(s, '2027-02-15', '2027-02-16')
    const w = worker(s.db, { maxAttempts: 2 })
    await w.drain()
    const started = s.now.value
    s.now.value = new Date(started.getTime() + 60 * 60_000)
    try {
      await w.drain()
      await w.drain()
    } finally {
      s.now.value = started
    }
    expect(receiver.received).toHaveLength(2)
    expect(await deliveryStatus(s)).toEqual([{ status: 'failed', attempts: 2 }])
    expect(logs.at(-1)).toContain(`Webhook reservation.created ${b.ref}`)
    expect(logs.at(-1)).toContain('failed for good after attempt 2')
  })

  it("refuses the server's own network, a non-http URL and a missing secret at once", async () => {
    await hotelSets({ WebhookUrl: receiver.url, WebhookSecret: SECRET })
    await book(s, '2027-02-17', '2027-02-18')
    await hotelSets({ WebhookUrl: 'file:///etc/passwd' })
    await book(s, '2027-02-19', '2027-02-20')
    await hotelSets({ WebhookUrl: `http://localhost:${new URL(receiver.url).port}/hooks` })
    await book(s, '2027-02-21', '2027-02-22')
    const guarded = worker(s.db, { allowPrivate: false })
    expect(await guarded.drain()).toBe(0)
    // The secret is read when a webhook is sent: a hotel that removed it gets nothing unsigned.
    await s.db.query("UPDATE property SET settings = settings - 'WebhookSecret' WHERE code = 'HARBOUR'")
    await hotelSets({ WebhookUrl: 'https://pms.example.com/hooks' })
    await book(s, '2027-02-23', '2027-02-24')
    expect(await guarded.drain()).toBe(0)
    expect(receiver.received).toEqual([])
    expect(await deliveryStatus(s)).toEqual(Array(4).fill({ status: 'failed', attempts: 1 }))
    const said = logs.join('\n')
    expect(said).toContain('127.0.0.1 is a private address')
    expect(said).toContain('must start with http:// or https://')
    expect(said).toMatch(/localhost is a private address/)
    expect(said).toContain('no WebhookSecret')
  })
})

describe('private addresses', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'nonsense',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })
})
