/**
 * The availability-and-rates API from outside, as a PMS and a guest use it: an update through the API changes the
 * guest's next search; bad updates are refused whole with ModelState; replays are answered, not repeated.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { AvailabilityUpdateResponse, PmsPropertyMapping } from '../../../server/pms/contract'
import { searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { pmsClient, type PmsClient } from './pms-client'

notePostgresSkipped('PMS availability updates')

const UPDATE = '/api/pms/properties/HARBOUR/availability'
const CLASSIC = 101
const FLEX = 11

async function search(s: TestServer, from: string, to: string) {
  return parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
}

function offerOf(result: SearchResult, roomTypeId: number, ratePlanId: number) {
  const room = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === roomTypeId)
  return room?.Rates.find((r) => r.RatePlanId === ratePlanId)
}

async function modelState(res: Response) {
  expect(res.status).toBe(400)
  return (await parsed(res, ValidationErrorBody)).ModelState
}

describe.each(ENGINES)('PMS availability and rates (%s)', (engine) => {
  let s: TestServer
  let pms: PmsClient
  beforeAll(async () => {
    s = await startServer(engine)
    pms = await pmsClient(s)
  })
  afterAll(() => s.close())

  it('shows the mapping a PMS needs: codes, rooms and the nights it may update', async () => {
    const mapping = await parsed(await pms.get('/api/pms/properties/harbour'), PmsPropertyMapping)
    expect(mapping).toMatchObject({ PropertyCode: 'HARBOUR', FirstNight: TODAY, LastNight: '2030-02-03' })
    expect(mapping.RoomTypes).toContainEqual({ Code: 'CLASSIC', Name: 'Classic Double', Rooms: 10 })
    expect(mapping.RatePlans.map((r) => r.Code)).toEqual(expect.arrayContaining(['FLEX', 'NONREF']))
    expect(mapping.RoomTypes.map((r) => r.Code)).not.toContain('LOFT')
  })

  it('changes the next search at once: rooms, prices and minimum stays', async () => {
    const before = await search(s, '2027-03-01', '2027-03-03')
    expect(offerOf(before, CLASSIC, FLEX)).toBeDefined()
    const closed = await pms.post(UPDATE, {
      Inventory: [{ RoomTypeCode: 'CLASSIC', From: '2027-03-02', To: '2027-03-02', Available: 0 }],
    })
    expect(await parsed(closed, AvailabilityUpdateResponse)).toEqual({
      Success: true,
      NightsUpdated: { Inventory: 1, Rates: 0, Restrictions: 0 },
    })
    expect(offerOf(await search(s, '2027-03-01', '2027-03-03'), CLASSIC, FLEX)).toBeUndefined()

    const priced = await pms.post(UPDATE, {
      Inventory: [{ RoomTypeCode: 'classic', From: '2027-03-01', To: '2027-03-02', Available: 4 }],
      Rates: [
        {
          RoomTypeCode: 'CLASSIC',
          RatePlanCode: 'FLEX',
          From: '2027-03-01',
          To: '2027-03-02',
          BaseRate: 99.5,
        },
      ],
    })
    expect(priced.status).toBe(200)
    const offer = offerOf(await search(s, '2027-03-01', '2027-03-03'), CLASSIC, FLEX)
    expect(offer?.DailyRates.map((d) => d.BaseRate)).toEqual([99.5, 99.5])
    expect(await stock(s.db, CLASSIC, '2027-03-01', '2027-03-03')).toEqual({
      '2027-03-01': 4,
      '2027-03-02': 4,
    })

    const minStay = await pms.post(UPDATE, {
      Restrictions: [{ RoomTypeCode: 'CLASSIC', From: '2027-03-01', To: '2027-03-01', MinLengthOfStay: 3 }],
    })
    expect((await parsed(minStay, AvailabilityUpdateResponse)).NightsUpdated.Restrictions).toBeGreaterThan(1)
    expect(offerOf(await search(s, '2027-03-01', '2027-03-03'), CLASSIC, FLEX)).toBeUndefined()
    expect(offerOf(await search(s, '2027-03-01', '2027-03-04'), CLASSIC, FLEX)?.MinLengthOfStay).toBe(3)
  })

  it('updates only the days of the week named, and occupancy prices alone', async () => {
    // 2027-04-05 is a Monday: of the week to the 11th only Saturday and Sunday change.
    const res = await pms.post(UPDATE, {
      Rates: [
        {
          RoomTypeCode: 'CLASSIC',
          RatePlanCode: 'FLEX',
          From: '2027-04-05',
          To: '2027-04-11',
          DaysOfWeek: ['Sat', 'Sun'],
          CostPerAdult: 40,
          CostPerChild: 12.25,
        },
      ],
    })
    expect((await parsed(res, AvailabilityUpdateResponse)).NightsUpdated.Rates).toBe(2)
    const rows = await s.db.query<{ day: string; cost_per_adult: number; cost_per_child: number }>(
      `SELECT day::text AS day, cost_per_adult, cost_per_child FROM rate
       WHERE room_type_id = $1 AND rate_plan_id = $2 AND day BETWEEN '2027-04-09' AND '2027-04-11' ORDER BY day`,
      [CLASSIC, FLEX],
    )
    expect(rows.map((r) => [r.day, r.cost_per_adult, r.cost_per_child])).toEqual([
      ['2027-04-09', 3000, 1500],
      ['2027-04-10', 4000, 1225],
      ['2027-04-11', 4000, 1225],
    ])
  })

  it('refuses bad updates whole, naming each field, and writes nothing', async () => {
    const res = await pms.post(UPDATE, {
      Inventory: [
        { RoomTypeCode: 'CLASSIC', From: '2027-05-01', To: '2027-05-02', Available: 1 },
        { RoomTypeCode: 'LOFT', From: '2027-05-01', To: '2027-05-02', Available: 1 },
        { RoomTypeCode: 'CLASSIC', From: '2027-01-03', To: '2027-01-05', Available: 1 },
        { RoomTypeCode: 'CLASSIC', From: '2030-01-01', To: '2030-03-01', Available: 1 },
        { RoomTypeCode: 'CLASSIC', From: '2027-05-02', To: '2027-05-01', Available: 1 },
        { RoomTypeCode: 'CLASSIC', From: '2027-05-01', To: '2027-05-01', Available: 11 },
      ],
      Rates: [
        { RoomTypeCode: 'CLASSIC', RatePlanCode: 'NOPE', From: '2027-05-01', To: '2027-05-01', BaseRate: 1 },
      ],
    })
    expect(Object.keys(await modelState(res)).sort()).toEqual([
      'Inventory.1.RoomTypeCode',
      'Inventory.2.From',
      'Inventory.3.To',
      'Inventory.4.To',
      'Inventory.5.Available',
      'Rates.0.RatePlanCode',
    ])
    expect(await stock(s.db, CLASSIC, '2027-05-01', '2027-05-03')).toEqual({
      '2027-05-01': 10,
      '2027-05-02': 10,
    })

    const shapes = await pms.post(UPDATE, {
      Rates: [
        { RoomTypeCode: 'CLASSIC', RatePlanCode: 'FLEX', From: '2027-02-30', To: 'soon', BaseRate: 1.005 },
      ],
      Restrictions: [
        { RoomTypeCode: 'CLASSIC', From: TODAY, To: TODAY, MinLengthOfStay: 0, DaysOfWeek: ['Xyz'] },
      ],
    })
    expect(Object.keys(await modelState(shapes)).sort()).toEqual([
      'Rates.0.BaseRate',
      'Rates.0.From',
      'Rates.0.To',
      'Restrictions.0.DaysOfWeek.0',
      'Restrictions.0.MinLengthOfStay',
    ])
    expect(await modelState(await pms.post(UPDATE, {}))).toHaveProperty([''])
  })

  it('applies a request in one transaction: a later refused update undoes the earlier ones', async () => {
    await s.db.query(
      `DELETE FROM rate WHERE room_type_id = $1 AND rate_plan_id = $2 AND day = '2027-06-10'`,
      [CLASSIC, FLEX],
    )
    const res = await pms.post(UPDATE, {
      Inventory: [{ RoomTypeCode: 'CLASSIC', From: '2027-06-09', To: '2027-06-10', Available: 2 }],
      Rates: [
        {
          RoomTypeCode: 'CLASSIC',
          RatePlanCode: 'FLEX',
          From: '2027-06-09',
          To: '2027-06-10',
          CostPerRoom: 5,
        },
      ],
    })
    expect((await modelState(res))['Rates.0.BaseRate']?.[0]).toMatch(/1 of these nights have no price yet/)
    expect(await stock(s.db, CLASSIC, '2027-06-09', '2027-06-11')).toEqual({
      '2027-06-09': 10,
      '2027-06-10': 10,
    })

    const repriced = await pms.post(UPDATE, {
      Rates: [
        {
          RoomTypeCode: 'CLASSIC',
          RatePlanCode: 'FLEX',
          From: '2027-06-09',
          To: '2027-06-10',
          BaseRate: 150,
        },
      ],
    })
    expect((await parsed(repriced, AvailabilityUpdateResponse)).NightsUpdated.Rates).toBe(2)
    const [row] = await s.db.query<{ base_rate: number; base_adults: number; cost_per_adult: number }>(
      `SELECT base_rate, base_adults, cost_per_adult FROM rate
       WHERE room_type_id = $1 AND rate_plan_id = $2 AND day = '2027-06-10'`,
      [CLASSIC, FLEX],
    )
    expect(row).toEqual({ base_rate: 15000, base_adults: 2, cost_per_adult: 0 })
  })

  it('answers a replayed Idempotency-Key with the first answer, without writing again', async () => {
    const body = {
      Inventory: [{ RoomTypeCode: 'CLASSIC', From: '2027-07-01', To: '2027-07-01', Available: 3 }],
    }
    const headers = { 'Idempotency-Key': 'pms-push-1' }
    const first = await pms.post(UPDATE, body, headers)
    expect(first.status).toBe(200)
    await s.db.query(`UPDATE inventory SET available = 7 WHERE room_type_id = $1 AND day = '2027-07-01'`, [
      CLASSIC,
    ])
    const again = await pms.post(UPDATE, body, headers)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect(await stock(s.db, CLASSIC, '2027-07-01', '2027-07-02')).toEqual({ '2027-07-01': 7 })
    const changed = await pms.post(UPDATE, { Inventory: [{ ...body.Inventory[0], Available: 2 }] }, headers)
    expect(changed.status).toBe(422)
  })

  it('counts large requests: more nights than one request may write is refused', async () => {
    const all = (code: string) => ({ RoomTypeCode: code, From: TODAY, To: '2030-02-03', Available: 1 })
    const res = await pms.post(UPDATE, { Inventory: Array.from({ length: 40 }, () => all('CLASSIC')) })
    expect((await modelState(res))['']?.[0]).toMatch(/At most 40000 nights/)
    expect(v.is(ValidationErrorBody, await (await pms.post(UPDATE, '{"Inventory": [')).json())).toBe(true)
  })
})
