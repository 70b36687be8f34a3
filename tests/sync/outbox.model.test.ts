import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { DeviceDb } from '@/storage/db'
import { leaseLock, Outbox, type Transport, type TransportAnswer } from '@/sync/outbox'

// The outbox's promise, checked as a model: whatever happens between queueing a change and the server
// having it (offline spells, reloads — also in the middle of a send —, second tabs, server errors, timeouts
// after the server applied the change), every change is applied exactly once and in order per reservation.
// The fake server behaves like the reference API: Idempotency-Key replay, Version check (409 when stale).

const RESERVATIONS = ['R1', 'R2', 'R3'] as const

type Fault = 'error' | 'timeoutAfterApply'

class FakeServer {
  version = new Map<string, number>(RESERVATIONS.map((r) => [r, 1]))
  applied: { reservation: string; changeId: number }[] = []
  private readonly keys = new Map<string, { hash: string; answer: TransportAnswer }>()
  faults: Fault[] = []
  online = true

  transport: Transport = async ({ path, body, idempotencyKey }) => {
    await Promise.resolve()
    if (!this.online) throw new TypeError('Failed to fetch')
    const fault = this.faults.shift()
    if (fault === 'error') return { status: 500, body: { Message: 'Boom' }, retryAfter: false }
    const hash = JSON.stringify(body)
    const seen = this.keys.get(idempotencyKey)
    let answer: TransportAnswer
    if (seen) {
      answer =
        seen.hash === hash
          ? seen.answer
          : { status: 422, body: { Message: 'Key reused with another body' }, retryAfter: false }
    } else {
      answer = this.apply(path, body)
      if (answer.status < 300) this.keys.set(idempotencyKey, { hash, answer })
    }
    await Promise.resolve()
    if (fault === 'timeoutAfterApply') throw new DOMException('timed out', 'TimeoutError')
    return answer
  }

  private apply(path: string, body: Record<string, unknown>): TransportAnswer {
    const reservation = String(body.ReservationKey)
    const current = this.version.get(reservation) ?? 1
    if (path !== '/api/PreCheckIn/Save') return { status: 404, body: null, retryAfter: false }
    if (body.Version !== current)
      return { status: 409, body: { Message: 'Changed elsewhere' }, retryAfter: false }
    this.version.set(reservation, current + 1)
    this.applied.push({ reservation, changeId: Number(body.ChangeId) })
    return { status: 200, body: { Success: true, Version: current + 1 }, retryAfter: false }
  }
}

type Command =
  | { type: 'queue'; tab: number; reservation: number }
  | { type: 'offline' }
  | { type: 'online'; tab: number }
  | { type: 'reload'; tab: number; midFlight: boolean; ticks: number }
  | { type: 'secondTab' }
  | { type: 'serverError'; count: number }
  | { type: 'timeoutAfterApply' }
  | { type: 'tick'; tab: number; ms: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('queue' as const), tab: fc.nat(2), reservation: fc.nat(2) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('offline' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('online' as const), tab: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('reload' as const),
      tab: fc.nat(2),
      midFlight: fc.boolean(),
      ticks: fc.nat(12),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('secondTab' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('serverError' as const),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('timeoutAfterApply' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('tick' as const),
      tab: fc.nat(2),
      ms: fc.integer({ min: 0, max: 600_000 }),
    }),
  },
)

let runNumber = 0
const openDbs: DeviceDb[] = []

afterEach(() => {
  for (const db of openDbs.splice(0)) db.close()
})

class Device {
  readonly name = `outbox-model-${++runNumber}`
  clock = 1_000_000
  tabs: { db: DeviceDb; outbox: Outbox }[] = []
  /** The Version of the device's copy of each reservation, moved on as our own changes are applied. */
  localVersion = new Map<string, number>(RESERVATIONS.map((r) => [r, 1]))
  queued: { reservation: string; changeId: number }[] = []
  rejected = 0
  /** Failures other than the database closing under a tab being reloaded. */
  errors: unknown[] = []
  private nextChangeId = 1
  private tabCount = 0

  constructor(readonly server: FakeServer) {
    this.openTab()
  }

  openTab(): void {
    const db = new DeviceDb(this.name)
    openDbs.push(db)
    const owner = `tab-${++this.tabCount}`
    const now = () => this.clock
    const outbox = new Outbox({
      db,
      transport: this.server.transport,
      lock: leaseLock(db, now, owner),
      now,
      isOnline: () => this.server.online,
      random: () => 0.5,
      setTimer: null,
      newKey: () => `${owner}-${crypto.randomUUID()}`,
      onError: (error) => {
        if (!(error instanceof Error && error.name === 'DatabaseClosedError')) this.errors.push(error)
      },
      onSettled: (change) => {
        if (change.state === 'rejected') this.rejected++
        const version = (change.response as { Version?: number } | null)?.Version
        if (typeof version === 'number') this.localVersion.set(change.reservationKey, version)
      },
    })
    this.tabs.push({ db, outbox })
  }

  tab(index: number) {
    const tab = this.tabs[index % this.tabs.length]
    if (!tab) throw new Error('no tab')
    return tab
  }

  async queue(tabIndex: number, reservationIndex: number): Promise<void> {
    const reservation = RESERVATIONS[reservationIndex % RESERVATIONS.length] ?? 'R1'
    const changeId = this.nextChangeId++
    const queued = this.tab(tabIndex).outbox.queue({
      kind: 'preCheckInSave',
      reservationKey: reservation,
      path: '/api/PreCheckIn/Save',
      body: { ReservationKey: reservation, ChangeId: changeId },
      baseVersion: this.localVersion.get(reservation) ?? 1,
    })
    await queued
    this.queued.push({ reservation, changeId })
  }

  async flushAll(): Promise<void> {
    await Promise.all(this.tabs.map((t) => t.outbox.flush()))
  }

  /** Closes a tab, optionally while it is sending, and opens the app again over the same database. */
  async reload(index: number, midFlight: boolean, ticks: number): Promise<void> {
    const position = index % this.tabs.length
    const tab = this.tab(position)
    if (midFlight) {
      const flight = tab.outbox.flush().catch(() => undefined)
      for (let i = 0; i < ticks; i++) await new Promise((resolve) => setTimeout(resolve, 0))
      tab.db.close()
      await flight
    } else {
      tab.db.close()
    }
    tab.outbox.stop()
    this.tabs.splice(position, 1)
    this.openTab()
  }
}

async function run(commands: Command[]): Promise<void> {
  const server = new FakeServer()
  const device = new Device(server)
  for (const c of commands) {
    switch (c.type) {
      case 'queue':
        await device.queue(c.tab, c.reservation)
        break
      case 'offline':
        server.online = false
        break
      case 'online':
        server.online = true
        await device.tab(c.tab).outbox.flush()
        break
      case 'reload':
        await device.reload(c.tab, c.midFlight, c.ticks)
        break
      case 'secondTab':
        if (device.tabs.length < 3) device.openTab()
        await device.flushAll()
        break
      case 'serverError':
        for (let i = 0; i < c.count; i++) server.faults.push('error')
        break
      case 'timeoutAfterApply':
        server.faults.push('timeoutAfterApply')
        break
      case 'tick':
        device.clock += c.ms
        await device.tab(c.tab).outbox.flush()
        break
    }
  }
  // The network comes back for good: everything must arrive.
  server.online = true
  server.faults = []
  for (let round = 0; round < 40 && server.applied.length < device.queued.length; round++) {
    device.clock += 10 * 60_000
    await device.flushAll()
  }

  const appliedIds = server.applied.map((a) => a.changeId)
  expect(new Set(appliedIds).size, 'a change was applied twice').toBe(appliedIds.length)
  expect(appliedIds.length, 'a change was lost').toBe(device.queued.length)
  expect(device.rejected, 'a change was rejected').toBe(0)
  expect(device.errors).toEqual([])
  for (const reservation of RESERVATIONS) {
    const sent = server.applied.filter((a) => a.reservation === reservation).map((a) => a.changeId)
    const made = device.queued.filter((q) => q.reservation === reservation).map((q) => q.changeId)
    expect(sent, `order of ${reservation}`).toEqual(made)
  }
  for (const t of device.tabs) t.outbox.stop()
}

describe('outbox model', () => {
  it('loses nothing, applies nothing twice and keeps order per reservation, over 1,000 random histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        try {
          await run(commands)
        } finally {
          for (const db of openDbs.splice(0)) db.close()
        }
      }),
      { numRuns: 1000 },
    )
  }, 600_000)
})
