import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { DeviceDb } from '@/storage/db'
import { saveDraft } from '@/storage/drafts'
import { changeBySeq, discardChange, dueChanges, requeueOnVersion } from '@/storage/outbox'
import { Outbox, type Transport, type TransportAnswer } from '@/sync/outbox'

let n = 0
const dbs: DeviceDb[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
})

function setUp(answers: (TransportAnswer | 'offline')[]) {
  const db = new DeviceDb(`outbox-${++n}`)
  dbs.push(db)
  const sent: { body: Record<string, unknown>; key: string }[] = []
  const transport: Transport = ({ body, idempotencyKey }) => {
    sent.push({ body, key: idempotencyKey })
    const answer = answers.shift() ?? { status: 200, body: { Version: 99 }, retryAfter: false }
    return answer === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answer)
  }
  let clock = 1_000
  const outbox = new Outbox({
    db,
    transport,
    lock: (_name, task) => task(),
    now: () => clock,
    isOnline: () => true,
    random: () => 0.5,
    setTimer: null,
  })
  const queue = (reservationKey: string, body: Record<string, unknown>, extra: { draftKey?: string } = {}) =>
    outbox.queue({
      kind: 'manageUpdate',
      reservationKey,
      path: '/api/ManageBooking/Update',
      body,
      baseVersion: 4,
      ...extra,
    })
  return { db, outbox, sent, queue, advance: (ms: number) => (clock += ms) }
}

const ok = (version: number): TransportAnswer => ({
  status: 200,
  body: { Success: true, Version: version },
  retryAfter: false,
})

describe('outbox', () => {
  it('sends the Version of the copy, then follows its own applied changes for the next one', async () => {
    const t = setUp([ok(5), ok(6)])
    await t.queue('A', { n: 1 })
    await t.queue('A', { n: 2 })
    await t.outbox.flush()
    expect(t.sent.map((s) => s.body)).toEqual([
      { n: 1, Version: 4 },
      { n: 2, Version: 5 },
    ])
  })

  it('retries a server error with the very same request and key, after a backoff', async () => {
    const t = setUp([{ status: 503, body: null, retryAfter: false }, 'offline', ok(5)])
    const change = await t.queue('A', { n: 1 })
    await t.outbox.flush()
    expect(t.sent).toHaveLength(1)
    expect(await dueChanges(1_000, t.db)).toEqual([])
    t.advance(2_000)
    await t.outbox.flush()
    t.advance(4_000)
    await t.outbox.flush()
    expect(t.sent).toHaveLength(3)
    expect(new Set(t.sent.map((s) => JSON.stringify(s)))).toEqual(new Set([JSON.stringify(t.sent[0])]))
    expect((await changeBySeq(change.seq, t.db))?.state).toBe('sent')
  })

  it('treats a 409 with Retry-After (same key still running) as try again, and a stale Version as a rejection', async () => {
    const t = setUp([
      { status: 409, body: { Message: 'still processing' }, retryAfter: true },
      { status: 409, body: { Message: 'changed elsewhere' }, retryAfter: false },
    ])
    const change = await t.queue('A', { n: 1 })
    await t.outbox.flush()
    expect((await changeBySeq(change.seq, t.db))?.state).toBe('waiting')
    t.advance(10_000)
    await t.outbox.flush()
    const settled = await changeBySeq(change.seq, t.db)
    expect(settled?.state).toBe('rejected')
    expect(settled?.rejection).toEqual({ status: 409, body: { Message: 'changed elsewhere' } })
  })

  it('holds later changes to a reservation behind a rejected one until the guest decides', async () => {
    const t = setUp([
      { status: 400, body: { FirstName: ['Required'] }, retryAfter: false },
      ok(5),
      ok(7),
      ok(8),
    ])
    const first = await t.queue('A', { n: 1 })
    await t.queue('A', { n: 2 })
    await t.queue('B', { n: 3 })
    await t.outbox.flush()
    // B is not held up by A.
    expect(t.sent.map((s) => s.body.n)).toEqual([1, 3])
    // The guest keeps their version: it goes again on the server's current Version with a new key.
    await requeueOnVersion(first.seq, 6, 'new-key', 2_000, t.db)
    t.advance(5_000)
    await t.outbox.flush()
    expect(t.sent.slice(2).map((s) => [s.body.n, s.body.Version, s.key])).toEqual([
      [1, 6, 'new-key'],
      [2, 7, expect.any(String)],
    ])
  })

  it('lets the next change go when the guest discards a rejected one', async () => {
    const t = setUp([{ status: 403, body: null, retryAfter: false }, ok(5)])
    const first = await t.queue('A', { n: 1 })
    await t.queue('A', { n: 2 })
    await t.outbox.flush()
    await discardChange(first.seq, t.db)
    await t.outbox.flush()
    expect(t.sent.map((s) => s.body.n)).toEqual([1, 2])
  })

  it('removes the draft a change came from once it is sent, but not edits made after Save', async () => {
    const t = setUp([ok(5), ok(6)])
    await saveDraft('d1', { a: 1 }, t.db)
    await t.queue('A', { n: 1 }, { draftKey: 'd1' })
    await t.outbox.flush()
    expect(await t.db.drafts.get('d1')).toBeUndefined()

    const t2 = setUp([{ status: 500, body: null, retryAfter: false }, ok(5)])
    await saveDraft('d2', { a: 1 }, t2.db)
    await t2.queue('A', { n: 1 }, { draftKey: 'd2' })
    await t2.outbox.flush()
    t2.advance(60_000)
    await saveDraft('d2', { a: 2 }, t2.db)
    await t2.outbox.flush()
    expect((await t2.db.drafts.get('d2'))?.value).toEqual({ a: 2 })
  })

  it('never queues card data', async () => {
    const t = setUp([])
    await expect(t.queue('A', { Card: { CardNumber: '4242424242424242' } })).rejects.toThrow()
    expect(await t.db.outbox.count()).toBe(0)
  })
})
