/**
 * The app's offline outbox (src/sync/outbox.ts, with its real fetch transport) against the real server: a manage
 * change or a pre-check-in that the server applied is never shown to the guest as rejected, whether the step after
 * the server's commit failed, the answer was lost on the way back, or both (issue 17).
 */
import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DeviceDb } from '@/storage/db'
import { leaseLock, Outbox, type Transport } from '@/sync/outbox'
import { fetchTransport } from '@/sync/transport'
import { addDays } from '@/domain/dates'
import { book, guestChangeBody, preCheckInBody, type Booked } from '../../builders/booked-stay'
import {
  collectConsoleErrors,
  ENGINES,
  notePostgresSkipped,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('The offline outbox against the server')

describe.each(ENGINES)('the offline outbox against the server (%s)', (engine) => {
  let s: TestServer
  const realFetch = globalThis.fetch
  beforeAll(async () => {
    s = await startServer(engine)
    // The app calls /api/… on its own origin; here that origin is the test server.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, s.url), init))
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    await s.close()
  })
  const opened: DeviceDb[] = []
  afterEach(() => {
    for (const db of opened.splice(0)) db.close()
  })

  /** One device: its outbox on a clock the test moves, sending through the app's transport. */
  function device(faults: { dropAnswers: number }) {
    const db = new DeviceDb(`outbox-${crypto.randomUUID()}`)
    opened.push(db)
    const clock = { value: 1_000_000 }
    const transport: Transport = async (request) => {
      const answer = await fetchTransport(request)
      if (faults.dropAnswers > 0) {
        faults.dropAnswers--
        throw new DOMException('The answer was lost', 'TimeoutError')
      }
      return answer
    }
    const now = () => clock.value
    const outbox = new Outbox({
      db,
      transport,
      now,
      lock: leaseLock(db, now, 'tab'),
      isOnline: () => true,
      random: () => 0.5,
      setTimer: null,
      onError: (error) => {
        throw error
      },
    })
    /** Flushes until nothing is waiting, moving the clock past each backoff. */
    const settle = async () => {
      for (let round = 0; round < 10; round++) {
        await outbox.flush()
        const waiting = await db.outbox.where('state').equals('waiting').count()
        if (waiting === 0) return
        clock.value += 10 * 60_000
      }
    }
    return { db, outbox, settle }
  }

  const versionOf = async (b: Booked) =>
    (await s.db.query<{ version: number }>('SELECT version FROM reservation WHERE id = $1', [b.id]))[0]
      ?.version

  const cases = [
    { fault: 'the step after the commit fails', afterCommit: 1, dropAnswers: 0 },
    { fault: 'the answer is lost', afterCommit: 0, dropAnswers: 1 },
    { fault: 'both', afterCommit: 1, dropAnswers: 2 },
  ]

  const changes = [
    {
      what: 'a manage change',
      kind: 'manageUpdate' as const,
      path: '/ManageBooking/Update',
      body: guestChangeBody,
    },
    {
      what: 'a pre-check-in',
      kind: 'preCheckInSave' as const,
      path: '/PreCheckIn/Save',
      body: preCheckInBody,
    },
  ]
  let week = 0

  for (const { fault, afterCommit, dropAnswers } of cases) {
    for (const change of changes) {
      it(`applies ${change.what} once and shows it sent when ${fault}`, async () => {
        const logged = collectConsoleErrors()
        const from = addDays('2027-05-03', 7 * week++)
        const b = await book(s, from, addDays(from, 2))
        const { db, outbox, settle } = device({ dropAnswers })
        s.failAfterCommit(afterCommit)
        const queued = await outbox.queue({
          kind: change.kind,
          reservationKey: `HARBOUR:${b.ref}`,
          path: change.path,
          body: change.body(b),
          baseVersion: b.reservation.Version,
        })
        await settle()
        const sent = await db.outbox.get(queued.seq)
        expect(sent?.state).toBe('sent')
        expect(sent?.rejection).toBeNull()
        expect(await versionOf(b)).toBe(b.reservation.Version + 1)
        expect(logged).toEqual(
          Array(afterCommit).fill(expect.stringContaining('Injected fault after the commit')),
        )
      })
    }
  }
})
