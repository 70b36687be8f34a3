import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { bookingFrom, searchBody } from './builders'
import { ENGINES, notePostgresSkipped, parsed, startServer, stock, type TestServer } from './harness'

notePostgresSkipped('Concurrent bookings')

const SUITE = 104
const FLEX = 11

// On PGlite the transactions are serialised by the adapter's queue, so this proves the conditional update and
// the queue; on PostgreSQL (TEST_DATABASE_URL) it proves the row locks of truly parallel transactions.
describe.each(ENGINES)('concurrent bookings for the last room (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('lets exactly one of many simultaneous creates have the last room', async () => {
    await s.db.query(
      `UPDATE inventory SET available = 1 WHERE room_type_id = $1 AND day IN ('2027-02-10', '2027-02-11')`,
      [SUITE],
    )
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-10', '2027-02-12')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: SUITE, ratePlanId: FLEX }])
    const N = 16
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        s.post(
          '/api/Reservation/Create',
          { ...body, Comment: `racer ${i}` },
          { 'Idempotency-Key': `race-${engine}-${i}` },
        ),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((x) => x === 200)).toHaveLength(1)
    expect(statuses.filter((x) => x === 409)).toHaveLength(N - 1)
    const winner = answers.find((r) => r.status === 200)
    expect((await parsed(winner ?? new Response('{}'), CreateReservationResponse)).Success).toBe(true)
    expect(await stock(s.db, SUITE, '2027-02-10', '2027-02-12')).toEqual({ '2027-02-10': 0, '2027-02-11': 0 })
    const [n] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservation_item WHERE room_type_id = $1',
      [SUITE],
    )
    expect(n?.n).toBe(1)
    const [neg] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inventory WHERE available < 0',
    )
    expect(neg?.n).toBe(0)
  })
})
