import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody } from '@/api/contract/common'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { toMajorUnits } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import { bookingFrom, nightlyRates, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'
import { book, load, updateBody } from '../../builders/booked-stay'

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

  it('lets exactly one of several reservations add the last room in manage booking; the others change nothing', async () => {
    const [from, to] = ['2027-04-13', '2027-04-15']
    const bookings = await Promise.all([0, 1, 2, 3].map(() => book(s, from, to)))
    await s.db.query(
      `UPDATE inventory SET available = 1 WHERE room_type_id = $1 AND day >= $2 AND day < $3`,
      [SUITE, from, to],
    )
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === SUITE)?.Rates.find(
      (r) => r.RatePlanId === FLEX,
    )
    if (!plan) throw new Error('The suite is not offered')
    const room = {
      DateFrom: from,
      DateTo: to,
      RoomTypeId: SUITE,
      RatePlanId: FLEX,
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      TotalCost: toMajorUnits(priceStay(nightlyRates(plan), { adults: 2, children: 0, infants: 0 }).total),
    }
    const answers = await Promise.all(
      bookings.map((b, i) =>
        s.post('/api/ManageBooking/Update', updateBody(b, 1, { RoomsToAdd: [room] }), {
          'Idempotency-Key': `add-last-${engine}-${i}`,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((x) => x === 200)).toHaveLength(1)
    expect(statuses.filter((x) => x === 409)).toHaveLength(bookings.length - 1)
    for (const r of answers.filter((a) => a.status === 409)) {
      expect((await parsed(r, ErrorBody)).Message).toBe(
        'This room is no longer available for the selected dates.',
      )
    }
    expect(await stock(s.db, SUITE, from, to)).toEqual({ '2027-04-13': 0, '2027-04-14': 0 })
    // The losers are as they were: one room, version 1. The winner has the suite and its placeholder guests.
    const after = await Promise.all(bookings.map((b) => load(s, b.ref, b.code)))
    expect(after.map((r) => r.ReservationItems.length).sort()).toEqual([1, 1, 1, 2])
    expect(after.map((r) => r.Version).sort()).toEqual([1, 1, 1, 2])
    const winner = after.find((r) => r.ReservationItems.length === 2)
    expect(winner?.ReservationItems[1]?.Guests.map((g) => `${g.FirstName} ${g.LastName}`)).toEqual([
      'New Guest',
      'New Guest',
    ])
    // The next search no longer offers the suite for those nights.
    const again = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    expect(again.NumberOfRoomsPerRoomTypeId[String(SUITE)]).toBe(0)
  })
})
