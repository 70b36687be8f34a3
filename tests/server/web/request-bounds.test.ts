/**
 * Bounded input, as an attacker sends it: NUL bytes, ids beyond PostgreSQL's integer, hundreds of rooms, broken
 * %-encoding, deep nesting. Every one is a 400 whose ModelState names the field, and nothing is written.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import {
  CreateReservationResponse,
  ReservationConfirmation,
  type CreateReservationRequest,
} from '@/api/contract/reservation'
import { createApp } from '../../../server/app'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  NOW,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Request bounds')

const CLASSIC = 101
const FLEX = 11

async function modelState(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(400)
  return v.parse(ValidationErrorBody, await res.json()).ModelState
}

describe.each(ENGINES)('bounded input (%s)', (engine) => {
  let s: TestServer
  let booking: CreateReservationRequest
  const postJson = (path: string, body: unknown) =>
    s.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  beforeAll(async () => {
    s = await startServer(engine)
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
      SearchResult,
    )
    booking = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
  })
  afterAll(() => s.close())

  it('refuses a NUL byte in any string of a body, naming the field, and books nothing', async () => {
    const before = await counts(s.db)
    const body = { ...booking, Booker: { ...booking.Booker, FirstName: 'Gr\u0000ace' } }
    expect(await modelState(await postJson('/api/Reservation/Create', body))).toHaveProperty([
      'Booker.FirstName',
    ])
    const unknownField = { ...booking, Extra: 'a\u0000b' }
    expect(await modelState(await postJson('/api/Reservation/Create', unknownField))).toHaveProperty([
      'Extra',
    ])
    expect(await counts(s.db)).toEqual(before)
  })

  it('refuses half a surrogate pair, which PostgreSQL json cannot store, and keeps a whole one', async () => {
    const before = await counts(s.db)
    const lone = {
      ...booking,
      Comment: 'late arrival \ud800',
      Booker: { ...booking.Booker, LastName: 'X\udfff' },
    }
    const refused = await modelState(await postJson('/api/Reservation/Create', lone))
    expect(Object.keys(refused).sort()).toEqual(['Booker.LastName', 'Comment'])
    expect(await counts(s.db)).toEqual(before)
    const emoji = { ...booking, Comment: 'late arrival \ud83d\ude00' }
    expect((await postJson('/api/Reservation/Create', emoji)).status).toBe(200)
  })

  it('refuses integers beyond the database integer in bodies and queries', async () => {
    const body = { ...booking, Booker: { ...booking.Booker, CountryId: 99999999999 } }
    expect(await modelState(await postJson('/api/Reservation/Create', body))).toHaveProperty([
      'Booker.CountryId',
    ])
    const restaurant = await s.app.request(
      '/api/RestaurantBooking/RestaurantSetup?propertyId=HARBOUR&restaurantId=99999999999&date=2027-02-01',
    )
    expect(await modelState(restaurant)).toHaveProperty(['restaurantId'])
    const item = await s.app.request(
      '/api/Service/GetReservationItemServices?propertyId=HARBOUR&reservationItemId=3000000000&referenceNumber=X&code=Y',
    )
    expect(await modelState(item)).toHaveProperty(['reservationItemId'])
    const group = await postJson('/api/Availability/SearchPropertyGroupAreaAvailability', {
      PropertyGroupId: 4294967296,
      FromDate: '2027-02-01',
      ToDate: '2027-02-05',
    })
    expect(await modelState(group)).toHaveProperty(['PropertyGroupId'])
  })

  it("checks the hotel's room limit before pricing any room", async () => {
    // Five rooms of a room type that does not exist: priced, each would add its own error.
    const room = { ...booking.Rooms[0], RoomTypeId: 999 }
    const five = { ...booking, Rooms: Array.from({ length: 5 }, () => room) }
    const errors = await modelState(await postJson('/api/Reservation/Create', five))
    expect(errors.Rooms?.[0]).toContain('At most 4 rooms')
    expect(Object.keys(errors).filter((key) => key.startsWith('Rooms.'))).toEqual([])
    // As many real rooms as the contract lets through, then 800 (a small body each): both answered at once.
    const started = performance.now()
    const most = { ...booking, Rooms: Array.from({ length: 50 }, () => booking.Rooms[0]) }
    expect(Object.keys(await modelState(await postJson('/api/Reservation/Create', most)))).toEqual(['Rooms'])
    const many = { ...booking, Rooms: Array.from({ length: 800 }, () => ({})) }
    expect(Object.keys(await modelState(await postJson('/api/Reservation/Create', many)))).toEqual(['Rooms'])
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('checks the room limit of a manage update before pricing any added room', async () => {
    const created = await parsed(
      await postJson('/api/Reservation/Create', booking),
      CreateReservationResponse,
    )
    const confirmation = await parsed(
      await s.app.request(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${created.ConfirmationToken ?? ''}`,
      ),
      ReservationConfirmation,
    )
    const room = booking.Rooms[0]
    const added = { ...room, RoomTypeId: 999, Guests: [], Services: [] }
    const update = {
      PropertyId: 'HARBOUR',
      ReferenceNumber: confirmation.ReferenceNumber,
      Code: confirmation.Code,
      Version: 1,
      RoomsToAdd: Array.from({ length: 10 }, () => added),
    }
    const errors = await modelState(await postJson('/api/ManageBooking/Update', update))
    expect(errors.RoomsToAdd?.[0]).toContain('At most 4 rooms')
    expect(Object.keys(errors).filter((key) => key.startsWith('RoomsToAdd.'))).toEqual([])
  })

  it('refuses endless strings, lists and nesting', async () => {
    const longName = { ...booking, Comment: 'x'.repeat(30_000) }
    expect(await modelState(await postJson('/api/Reservation/Create', longName))).toHaveProperty(['Comment'])
    const deep = `{"PropertyId":"HARBOUR","Rooms":${'['.repeat(5000)}${']'.repeat(5000)}}`
    expect(Object.keys(await modelState(await postJson('/api/Availability/Search', deep))).length).toBe(1)
    const voucher = {
      PropertyId: 'HARBOUR',
      VoucherCode: 'GIFT50',
      Rooms: Array(1000).fill({ TotalCost: 1 }),
    }
    expect(await modelState(await postJson('/api/Reservation/CheckVoucherCode', voucher))).toHaveProperty([
      'Rooms',
    ])
  })

  it('refuses broken %-encoding and control characters in paths and queries', async () => {
    expect(await modelState(await s.app.request('/api/Property/%E0%A4%A'))).toHaveProperty([''])
    expect(await modelState(await s.app.request('/api/Property/HAR%00BOUR'))).toHaveProperty([''])
    const query = await s.app.request('/api/RestaurantBooking/Restaurants?propertyId=%zz')
    expect(await modelState(query)).toHaveProperty(['propertyId'])
    const nul = await s.app.request('/api/Company/SearchCompanies?propertyId=HARBOUR&searchTerm=ac%00me')
    expect(await modelState(nul)).toHaveProperty(['searchTerm'])
    const long = await s.app.request(`/api/RestaurantBooking/Restaurants?propertyId=${'H'.repeat(5000)}`)
    expect(await modelState(long)).toHaveProperty(['propertyId'])
  })

  it('answers a page address with broken %-encoding 400, and a hostile search address with the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'be-pages-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    try {
      const pages = createApp({
        db: s.db,
        clock: () => NOW,
        secrets: { linkSigningKey: 'k' },
        staticDir: dir,
      })
      expect((await pages.request('/Book/%E0%A4%A')).status).toBe(400)
      expect((await pages.request('/Book/HAR%00BOUR')).status).toBe(400)
      const hostile =
        '/Book/HARBOUR/Rooms-And-Rates?arrival=2027-02-01&departure=2027-02-03&rooms=2-0-0&promoCode=a%00b&locationId=99999999999'
      expect((await pages.request(hostile)).status).toBe(200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
