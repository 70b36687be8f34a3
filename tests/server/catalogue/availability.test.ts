import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AvailabilityDays,
  CheckPromoCodeResponse,
  GroupAreaAvailability,
  GroupSearchResult,
  SearchResult,
} from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { ServiceListResponse } from '@/api/contract/service'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { searchBody } from '../../builders/booking-request'

notePostgresSkipped('Availability and services')

const CLASSIC = 101
const SUITE = 104

describe.each(ENGINES)('availability, search and services (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const search = async (body: unknown) => parsed(await s.post('/api/Availability/Search', body), SearchResult)

  it('lists the calendar days of the whole window in one answer', async () => {
    const t0 = performance.now()
    const res = await s.get(
      `/api/Availability?propertyId=HARBOUR&fromDate=${TODAY}&toDate=2030-01-04&languageCode=en`,
    )
    const days = await parsed(res, AvailabilityDays)
    const ms = performance.now() - t0
    expect(days.length).toBe(1097)
    expect(days[0]?.DateOfStay).toBe(TODAY)
    // 10 + 8 + 6 + 2 + 6 + 3 + 4 rooms on an ordinary night
    expect(days.find((d) => d.DateOfStay === '2027-02-01')?.AvailableRooms).toBe(39)
    // The whole hotel is sold out on 24 and 25 March; Classic Double on the 2nd Saturday of the month
    expect(days.find((d) => d.DateOfStay === '2027-03-24')).toMatchObject({ AvailableRooms: 0, Rates: [] })
    expect(days.find((d) => d.DateOfStay === '2027-02-13')?.AvailableRooms).toBe(29)
    // July Fridays have a 2-night minimum stay
    expect(days.find((d) => d.DateOfStay === '2027-07-02')?.Rates.map((r) => r.MinLengthOfStay)).toEqual([2])
    expect(days.find((d) => d.DateOfStay === '2027-02-01')?.Rates[0]?.MinimumRate).toBeGreaterThan(0)
    // A guard against the planner regression of docs/decisions/0010 (~60 s), loose enough for a busy CI box.
    expect(ms).toBeLessThan(10_000)
  })

  it('rejects a bad calendar query with ModelState', async () => {
    const res = await s.get('/api/Availability?propertyId=HARBOUR&fromDate=2027-13-01&toDate=tomorrow')
    expect(res.status).toBe(400)
    const body = await parsed(res, ValidationErrorBody)
    expect(Object.keys(body.ModelState).sort()).toEqual(['fromDate', 'toDate'])
    expect(
      (await s.get(`/api/Availability?propertyId=NOPE&fromDate=${TODAY}&toDate=2027-02-01`)).status,
    ).toBe(404)
  })

  it('searches a stay: every room type with rooms and a sellable rate, priced per night', async () => {
    const r = await search(searchBody('2027-02-01', '2027-02-03'))
    expect(r.RoomTypes.map((o) => o.RoomType.Name)).toEqual([
      'Classic Double',
      'Superior Double',
      'Deluxe Sea View',
      'Harbour Suite',
      'Twin Room',
      'Family Room',
      'Single Room',
    ])
    expect(r.NumberOfRoomsPerRoomTypeId[String(CLASSIC)]).toBe(10)
    const classic = r.RoomTypes[0]
    // The Corporate rate only with its code (rate-codes.test.ts).
    expect(classic?.Rates.map((p) => p.RatePlanCode)).toEqual(['FLEX', 'NONREF', 'BB'])
    expect(classic?.Rates[0]?.DailyRates.map((d) => d.DateOfStay)).toEqual(['2027-02-01', '2027-02-02'])
    expect(classic?.LowestRate).toBeGreaterThan(0)
    expect(classic?.RoomType.Upgrades.map((u) => u.RoomTypeId)).toEqual([102, 103, 104])
    expect(r.VisitorLevy).toEqual({ Percentage: 5, MaximumNights: 5, Description: expect.any(String) })
    expect(r.IsPromoCodeValid).toBe(false)
  })

  it('leaves out a room type that is sold out on one night of the stay', async () => {
    const r = await search(searchBody('2027-02-12', '2027-02-14'))
    expect(r.RoomTypes.some((o) => o.RoomType.RoomTypeId === CLASSIC)).toBe(false)
    expect(r.NumberOfRoomsPerRoomTypeId[String(CLASSIC)]).toBe(0)
    const full = await search(searchBody('2027-03-23', '2027-03-26'))
    expect(full.RoomTypes).toEqual([])
  })

  it('honours the minimum stay of the arrival night', async () => {
    expect((await search(searchBody('2027-07-02', '2027-07-03'))).RoomTypes).toEqual([])
    expect((await search(searchBody('2027-07-02', '2027-07-04'))).RoomTypes.length).toBe(7)
  })

  it('applies SUMMER10 to the live components and keeps the originals', async () => {
    const plain = await search(searchBody('2027-02-01', '2027-02-03'))
    const promo = await search(searchBody('2027-02-01', '2027-02-03', [{}], { PromoCode: 'summer10' }))
    expect(promo.IsPromoCodeValid).toBe(true)
    const a = plain.RoomTypes[0]?.Rates[0]?.DailyRates[0]
    const b = promo.RoomTypes[0]?.Rates[0]?.DailyRates[0]
    expect(b?.OriginalBaseRate).toBe(a?.BaseRate)
    expect(b?.BaseRate).toBeCloseTo((a?.BaseRate ?? 0) * 0.9, 2)
    expect(promo.RoomTypes[0]?.Rates[0]?.Promotion?.Code).toBe('SUMMER10')
    expect(promo.RoomTypes[0]?.OriginalLowestRate).toBe(plain.RoomTypes[0]?.LowestRate)
    const bad = await search(searchBody('2027-02-01', '2027-02-03', [{}], { PromoCode: 'NOPE' }))
    expect(bad).toMatchObject({ IsPromoCodeValid: false, PromoCodeMessage: 'This promo code is not valid.' })
  })

  it('filters by rate plan code', async () => {
    const r = await search(
      searchBody('2027-02-01', '2027-02-03', [{}], { RatePlanCode: 'CORP', PromoCode: 'PARTNER' }),
    )
    expect(new Set(r.RoomTypes.flatMap((o) => o.Rates.map((p) => p.RatePlanCode)))).toEqual(new Set(['CORP']))
  })

  it('rejects bad searches with ModelState', async () => {
    const res = await s.post('/api/Availability/Search', {
      PropertyId: 'HARBOUR',
      DateFrom: '2027-02-03',
      DateTo: '2027-02-01',
      Rooms: [],
    })
    expect(res.status).toBe(400)
    const body = await parsed(res, ValidationErrorBody)
    expect(body.Message).toBe('The request is invalid.')
    expect(body.ModelState.Rooms).toBeDefined()
    const past = await s.post('/api/Availability/Search', searchBody('2026-12-01', '2026-12-03'))
    expect((await parsed(past, ValidationErrorBody)).ModelState.DateFrom).toEqual([
      'The arrival date is in the past.',
    ])
    const tooMany = await s.post(
      '/api/Availability/Search',
      searchBody('2027-02-01', '2027-02-03', [{}, {}, {}, {}, {}]),
    )
    expect((await parsed(tooMany, ValidationErrorBody)).ModelState.Rooms?.[0]).toMatch(/At most 4 rooms/)
    const notJson = await s.post('/api/Availability/Search', '{nope')
    expect(notJson.status).toBe(400)
    expect(
      (
        await s.post('/api/Availability/Search', {
          ...searchBody('2027-02-01', '2027-02-03'),
          PropertyId: 'NOPE',
        })
      ).status,
    ).toBe(404)
  })

  it('checks a promo code', async () => {
    const ok = await parsed(
      await s.post('/api/Availability/CheckPromoCode', { propertyId: 'HARBOUR', promoCode: 'SUMMER10' }),
      CheckPromoCodeResponse,
    )
    expect(ok).toMatchObject({ IsValid: true, Promotion: { Code: 'SUMMER10', DiscountPercentage: 10 } })
    const bad = await parsed(
      await s.post('/api/Availability/CheckPromoCode', { propertyId: 1001, promoCode: 'WINTER' }),
      CheckPromoCodeResponse,
    )
    expect(bad.IsValid).toBe(false)
    expect((await s.post('/api/Availability/CheckPromoCode', { propertyId: 1001 })).status).toBe(400)
    const group = await parsed(
      await s.post('/api/Availability/CheckPromoCodeGroup', {
        propertyGroupId: 'COASTAL',
        promoCode: 'summer10',
      }),
      CheckPromoCodeResponse,
    )
    expect(group.IsValid).toBe(true)
  })

  it('lists the extras with their stock for a stay', async () => {
    const res = await s.get(
      '/api/Service/Get?propertyId=HARBOUR&roomTypeId=101&ratePlanId=11&dateOfArrival=2027-02-01&dateOfDeparture=2027-02-03&languageCode=en',
    )
    const r = await parsed(res, ServiceListResponse)
    expect(r.Services.map((x) => x.ServiceCode)).toEqual([
      'BREAKFAST',
      'PARKING',
      'CHAMPAGNE',
      'LATECHECKOUT',
    ])
    expect(r.Services.find((x) => x.ServiceCode === 'BREAKFAST')).toMatchObject({
      ChargeType: 'PerDay',
      ChargePerPerson: true,
      Price: 16.5,
    })
    expect(r.InventoryPerServiceId['32']).toEqual({
      ServiceId: 32,
      StartingInventory: 5,
      ReservationItems: [],
    })
    expect(r.InventoryPerServiceId['31']?.StartingInventory).toBeNull()
    const bad = await s.get(
      '/api/Service/Get?propertyId=HARBOUR&dateOfArrival=2027-02-03&dateOfDeparture=2027-02-01',
    )
    expect(bad.status).toBe(400)
    expect(Object.keys((await parsed(bad, ValidationErrorBody)).ModelState)).toEqual(['dateOfDeparture'])
    expect((await s.get('/api/Service/Get?propertyId=HARBOUR')).status).toBe(400)
  })

  it('lists only the upgrades that are free for the whole stay', async () => {
    await s.db.query(`UPDATE inventory SET available = 0 WHERE room_type_id = $1 AND day = '2027-02-22'`, [
      SUITE,
    ])
    const r = await search(searchBody('2027-02-22', '2027-02-24'))
    expect(
      r.RoomTypes.find((o) => o.RoomType.RoomTypeId === CLASSIC)?.RoomType.Upgrades.map((u) => u.RoomTypeId),
    ).toEqual([102, 103])
  })

  it('searches the whole group, by area too, and answers the group calendar', async () => {
    const body = {
      PropertyGroupId: 'COASTAL',
      DateFrom: '2027-03-23',
      DateTo: '2027-03-26',
      Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
    }
    const all = await parsed(await s.post('/api/Availability/SearchPropertyGroup', body), GroupSearchResult)
    expect(all.Properties.map((p) => [p.PropertyCode, p.IsAvailable, p.Currency])).toEqual([
      ['HARBOUR', false, 'GBP'],
      ['CLIFFTOP', true, 'EUR'],
    ])
    expect(all.Properties[1]?.LowestRate).toBeGreaterThan(0)
    const devon = await parsed(
      await s.post('/api/Availability/SearchPropertyGroup', { ...body, AreaId: 2 }),
      GroupSearchResult,
    )
    expect(devon.Properties.map((p) => p.PropertyCode)).toEqual(['CLIFFTOP'])
    const cal = await parsed(
      await s.post('/api/Availability/SearchPropertyGroupAreaAvailability', {
        PropertyGroupId: 'COASTAL',
        FromDate: '2027-03-24',
        ToDate: '2027-03-26',
      }),
      GroupAreaAvailability,
    )
    expect(cal.map((d) => d.AvailablePropertyIds)).toEqual([[1002], [1002], [1001, 1002]])
    expect(
      (await s.post('/api/Availability/SearchPropertyGroup', { ...body, PropertyGroupId: 'NOPE' })).status,
    ).toBe(404)
    expect((await s.post('/api/Availability/SearchPropertyGroup', { ...body, Rooms: [] })).status).toBe(400)
  })
})
