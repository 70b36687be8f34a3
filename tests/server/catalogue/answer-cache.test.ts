/**
 * Search and calendar answers are kept in memory between writes (decision 0060). These tests prove that every
 * kind of write to what they are built from — a booking, a cancellation, a voucher spent, a row changed straight
 * in the database — shows in the very next answer, and that a kept answer is the same as a fresh one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AvailabilityDays, SearchRequest, SearchResult } from '@/api/contract/availability'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { writeScopedMemo } from '../../../server/catalogue/answer-cache'
import { keptCatalogue } from '../../../server/catalogue/catalogue'
import { search as searchDirect } from '../../../server/catalogue/search'
import { tablesWritten, writeGeneration } from '../../../server/db/write-generation'
import { searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { access, book, CLASSIC, FLEX, REASON, SUPERIOR } from '../../builders/booked-stay'

notePostgresSkipped('Kept search answers')

describe('which statements count as writes to search inputs', () => {
  it('names the input tables a writing statement touches, and nothing for reads or other tables', () => {
    expect(tablesWritten('UPDATE inventory SET available = available - 1 WHERE room_type_id = $1')).toEqual([
      'inventory',
    ])
    expect(tablesWritten('INSERT INTO rate (room_type_id) SELECT rt.id FROM room_type rt').sort()).toEqual([
      'rate',
      'room_type',
    ])
    expect(tablesWritten('update gift_voucher set balance = 0')).toEqual(['gift_voucher'])
    expect(tablesWritten('DELETE FROM promo_code WHERE id = 1')).toEqual(['promo_code'])
    expect(tablesWritten('SELECT MIN(available) FROM inventory WHERE property_id = $1')).toEqual([])
    expect(tablesWritten('INSERT INTO reservation (property_id, rate_plan_id) VALUES ($1, $2)')).toEqual([])
    expect(tablesWritten('UPDATE user_session SET updated_at = now()')).toEqual([])
  })

  it('moves the count of each table written, and the overall count with it', () => {
    const writes = writeGeneration()
    writes.bump(['inventory'])
    expect([writes.value, writes.of('inventory'), writes.of('rate')]).toEqual([1, 1, 0])
    writes.bump(new Set(['rate', 'inventory'] as const))
    expect([writes.value, writes.of('inventory'), writes.of('rate'), writes.of('rate', 'inventory')]).toEqual(
      [3, 2, 1, 3],
    )
  })
})

describe('a memo scoped to writes', () => {
  it('shares one load between callers, forgets a failed one, and empties on the next write', async () => {
    const writes = writeGeneration()
    const memo = writeScopedMemo<number>(() => writes.value, 2)
    let loads = 0
    const load = async () => ++loads
    const [a, b] = await Promise.all([memo.get('k', load), memo.get('k', load)])
    expect([a, b, loads]).toEqual([1, 1, 1])

    await expect(memo.get('bad', () => Promise.reject(new Error('bad input')))).rejects.toThrow('bad input')
    expect(await memo.get('bad', load)).toBe(2)

    writes.bump(['rate'])
    expect(await memo.get('k', load)).toBe(3)
    // At most two kept: the least recently used goes first (x, not k, which was asked for again).
    expect(await memo.get('x', load)).toBe(4)
    expect(await memo.get('k', load)).toBe(3)
    expect(await memo.get('y', load)).toBe(5)
    expect(memo.size).toBe(2)
    expect(await memo.get('k', load)).toBe(3)
    expect(await memo.get('x', load)).toBe(6)
  })
})

describe.each(ENGINES)('kept search and calendar answers (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const FROM = '2027-05-03'
  const TO = '2027-05-05'
  const search = async (body = searchBody(FROM, TO)) =>
    parsed(await s.post('/api/Availability/Search', body), SearchResult)
  const calendar = async () =>
    parsed(
      await s.get(`/api/Availability?propertyId=HARBOUR&fromDate=${FROM}&toDate=${TO}`),
      AvailabilityDays,
    )
  const classicLeft = async () => (await search()).NumberOfRoomsPerRoomTypeId[String(CLASSIC)]
  const roomsOn = async (day: string) => (await calendar()).find((d) => d.DateOfStay === day)?.AvailableRooms

  it('answers a repeated search exactly like the first time', async () => {
    const first = await s.post('/api/Availability/Search', searchBody(FROM, TO))
    const again = await s.post('/api/Availability/Search', searchBody(FROM, TO))
    expect(first.headers.get('Content-Type')).toBe('application/json')
    expect(await again.json()).toEqual(await first.json())
    const plain = await fetch(`${s.url}/api/Availability/Search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
      body: JSON.stringify(searchBody(FROM, TO)),
    })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await parsed(plain, SearchResult)).toEqual(await search())
  })

  it('lists upgrades by rate plan; their prices are the upgrade room type’s own offer in the same answer', async () => {
    const r = await search()
    const classic = r.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)
    expect(classic?.RoomType.Upgrades.length).toBeGreaterThan(0)
    for (const u of classic?.RoomType.Upgrades ?? []) {
      const target = r.RoomTypes.find((o) => o.RoomType.RoomTypeId === u.RoomTypeId)
      expect(u.AvailableRates.map((x) => x.RatePlanId)).toEqual(target?.Rates.map((x) => x.RatePlanId))
    }
  })

  it('shows a booking and its cancellation in the next search and calendar', async () => {
    const before = await classicLeft()
    const nightBefore = await roomsOn(FROM)
    const b = await book(s, FROM, TO)
    expect(await classicLeft()).toBe((before ?? 0) - 1)
    expect(await roomsOn(FROM)).toBe((nightBefore ?? 0) - 1)

    await parsed(
      await s.post('/api/ManageBooking/Cancel', {
        ...access(b),
        ReservationId: b.id,
        CancellationReasonId: REASON,
      }),
      ManageActionResponse,
    )
    expect(await classicLeft()).toBe(before)
    expect(await roomsOn(FROM)).toBe(nightBefore)
  })

  it('shows a change written straight to the database in the next answer', async () => {
    expect((await search()).RoomTypes.some((o) => o.RoomType.RoomTypeId === CLASSIC)).toBe(true)
    await s.db.query('UPDATE inventory SET available = 0 WHERE room_type_id = $1 AND day = $2', [
      CLASSIC,
      FROM,
    ])
    const r = await search()
    expect(r.NumberOfRoomsPerRoomTypeId[String(CLASSIC)]).toBe(0)
    expect(r.RoomTypes.some((o) => o.RoomType.RoomTypeId === CLASSIC)).toBe(false)

    const flexOf = (r: SearchResult, roomTypeId: number) =>
      r.RoomTypes.find((o) => o.RoomType.RoomTypeId === roomTypeId)?.Rates.find((p) => p.RatePlanId === FLEX)
    const night = flexOf(await search(), SUPERIOR)?.DailyRates[0]?.BaseRate ?? 0
    await s.db.query('UPDATE rate SET base_rate = base_rate + 1000 WHERE room_type_id = $1 AND day = $2', [
      SUPERIOR,
      FROM,
    ])
    expect(flexOf(await search(), SUPERIOR)?.DailyRates[0]?.BaseRate).toBe(night + 10)

    const withVoucher = searchBody(FROM, TO, [{}], { HopGiftVoucherCode: 'GIFT50' })
    expect((await search(withVoucher)).HopGiftVoucherCodeMessage).toContain('50.00')
    await s.db.transaction(async (tx) => {
      await tx.query(`UPDATE gift_voucher SET balance = 1234 WHERE code = 'GIFT50'`)
    })
    expect((await search(withVoucher)).HopGiftVoucherCodeMessage).toContain('12.34')
  })

  it('cuts stays across month ends and year ends out of the kept rate months exactly as from the database', async () => {
    const kept = keptCatalogue(s.db)
    const p = await kept.property('HARBOUR')
    for (const [from, to] of [
      ['2027-05-30', '2027-06-02'],
      ['2027-12-28', '2028-01-03'],
      ['2027-06-01', '2027-07-01'],
      ['2027-07-02', '2027-07-03'],
    ] as const) {
      const req = v.parse(
        SearchRequest,
        searchBody(from, to, [{ adults: 2, children: 1 }], { PromoCode: 'SUMMER10' }),
      )
      expect(await searchDirect(s.db, p, req, TODAY, kept)).toEqual(await searchDirect(s.db, p, req, TODAY))
    }
  })

  it('answers bad input with 400 every time, never a kept answer', async () => {
    const bad = searchBody(TO, FROM)
    expect((await s.post('/api/Availability/Search', bad)).status).toBe(400)
    expect((await s.post('/api/Availability/Search', bad)).status).toBe(400)
  })
})
