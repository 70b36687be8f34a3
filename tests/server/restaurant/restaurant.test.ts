import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationErrorBody } from '@/api/contract/common'
import { RestaurantAvailability, RestaurantBookingResponse, RestaurantSetup } from '@/api/contract/restaurant'
import { QUAY_KITCHEN, tableBooking } from '../../builders/table-booking'
import {
  ENGINES,
  NOW,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Restaurant tables')

const LIGHTHOUSE_BAR = 2

describe.each(ENGINES)('restaurant tables (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const slots = async (restaurantId: number, date: string, partySize: number) =>
    parsed(
      await s.get(
        `/api/RestaurantBooking/Availability?propertyId=HARBOUR&restaurantId=${restaurantId}&date=${date}&partySize=${partySize}`,
      ),
      RestaurantAvailability,
    )
  const book = (overrides: Record<string, unknown> = {}) =>
    s.post('/api/RestaurantBooking/Create', tableBooking(overrides))

  it('offers the setup party sizes and slots with their promotions and tables left', async () => {
    const setup = await parsed(
      await s.get(
        `/api/RestaurantBooking/RestaurantSetup?propertyId=HARBOUR&restaurantId=${QUAY_KITCHEN}&date=2027-02-10&isReservation=true`,
      ),
      RestaurantSetup,
    )
    expect(setup).toMatchObject({ MinOnlinePartySize: 1, MaxOnlinePartySize: 8, CurrencySymbol: '£' })
    const open = await slots(QUAY_KITCHEN, '2027-02-10', 4)
    expect(open.map((x) => x.Time)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ])
    expect(open[0]).toMatchObject({ TablesLeft: 12, IsLeaveTimeRequired: false })
    expect(open[0]?.Promotions.map((p) => p.Name)).toEqual(['Early bird'])
    expect(open.find((x) => x.Time === '20:00')).toMatchObject({ IsLeaveTimeRequired: true, Promotions: [] })
    // A party the restaurant does not take online has no slots.
    expect(await slots(QUAY_KITCHEN, '2027-02-10', 9)).toEqual([])
  })

  it('fills a slot as tables are booked, and mails the guest their reference', async () => {
    const before = (await slots(QUAY_KITCHEN, '2027-02-11', 4)).find((x) => x.Time === '19:30')
    const made = await parsed(await book({ VisitDate: '2027-02-11' }), RestaurantBookingResponse)
    expect(made).toMatchObject({ Success: true })
    expect(made.BookingReference).toMatch(/^RB[0-9A-F]{8}$/)
    const after = (await slots(QUAY_KITCHEN, '2027-02-11', 4)).find((x) => x.Time === '19:30')
    expect(after?.TablesLeft).toBe((before?.TablesLeft ?? 0) - 1)
    // Other times and other days are untouched.
    expect((await slots(QUAY_KITCHEN, '2027-02-11', 4)).find((x) => x.Time === '19:00')?.TablesLeft).toBe(12)
    expect((await slots(QUAY_KITCHEN, '2027-02-12', 4)).find((x) => x.Time === '19:30')?.TablesLeft).toBe(12)
    await s.outbox.drain()
    const mail = readdirSync(s.mailDir).find((f) => f.includes(`Z-table-${made.BookingReference ?? '?'}-`))
    expect(mail).toBeDefined()
    const text = readFileSync(join(s.mailDir, mail ?? ''), 'utf8')
    expect(text).toContain('To: ada@example.com')
    expect(text).toContain('Dear Ada Lovelace,')
  })

  it("says the booked table in the guest's language, and the hotel's copy in English", async () => {
    const german = await parsed(
      await s.post('/api/RestaurantBooking/Create', tableBooking({ VisitDate: '2027-02-13' }), {
        'Accept-Language': 'de',
      }),
      RestaurantBookingResponse,
    )
    expect(german.InfoMessage).toMatch(/^Ihr Tisch im .+ ist für 4 Personen am .+ um 19:30 Uhr reserviert\.$/)
    const english = await parsed(await book({ VisitDate: '2027-02-13' }), RestaurantBookingResponse)
    expect(english.InfoMessage).toMatch(/^Your table at .+ is booked for 4 guests on .+ at 19:30\.$/)
    await s.outbox.drain()
    const texts = readdirSync(s.mailDir)
      .filter((f) => f.includes(`-table-${german.BookingReference ?? '?'}-`))
      .map((f) => readFileSync(join(s.mailDir, f), 'utf8'))
    expect(texts.find((x) => x.includes('booked a table:'))).toContain('booked a table: Your table at')
  })

  it('gives the last table of a slot to exactly one of two guests booking it at once', async () => {
    const date = '2027-02-15'
    for (let i = 0; i < 11; i++) {
      expect((await parsed(await book({ VisitDate: date }), RestaurantBookingResponse)).Success).toBe(true)
    }
    expect((await slots(QUAY_KITCHEN, date, 4)).find((x) => x.Time === '19:30')?.TablesLeft).toBe(1)

    const [a, b] = await Promise.all([
      book({ VisitDate: date, Identifier: 'First Guest' }),
      book({ VisitDate: date, Identifier: 'Second Guest' }),
    ])
    const answers = [
      { status: a?.status, body: await parsed(a as Response, RestaurantBookingResponse) },
      { status: b?.status, body: await parsed(b as Response, RestaurantBookingResponse) },
    ]
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409])
    expect(answers.filter((x) => x.body.Success)).toHaveLength(1)
    expect(answers.find((x) => !x.body.Success)?.body).toEqual({
      Success: false,
      BookingReference: null,
      InfoMessage: 'No tables left that day. Please call us.',
    })
    const [{ n } = { n: 0 }] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM restaurant_booking WHERE visit_date = $1 AND visit_time = '19:30'`,
      [date],
    )
    expect(n).toBe(12)
    // The full slot is no longer offered; its neighbours still are.
    const open = await slots(QUAY_KITCHEN, date, 4)
    expect(open.some((x) => x.Time === '19:30')).toBe(false)
    expect(open.some((x) => x.Time === '19:00')).toBe(true)
  })

  it('refuses what the restaurant does not take online, field by field', async () => {
    const tooMany = await book({ PartySize: 9 })
    expect((await parsed(tooMany, ValidationErrorBody)).ModelState).toEqual({
      PartySize: ['Online bookings are for 1 to 8 guests.'],
    })
    const past = await book({ VisitDate: '2027-01-03' })
    expect(Object.keys((await parsed(past, ValidationErrorBody)).ModelState)).toEqual(['VisitDate'])
    const farAhead = await book({ VisitDate: '2028-02-01' })
    expect(Object.keys((await parsed(farAhead, ValidationErrorBody)).ModelState)).toEqual(['VisitDate'])
    const closed = await book({ VisitTime: '23:00' })
    expect(closed.status).toBe(409)
    const missing = await book({ Identifier: ' ', Email: 'ada', ContactNumber: '0123' })
    expect(Object.keys((await parsed(missing, ValidationErrorBody)).ModelState).sort()).toEqual([
      'ContactNumber',
      'Email',
      'Identifier',
    ])
  })

  it("does not offer today's times that have passed", async () => {
    s.now.value = new Date(`${TODAY}T13:10:00Z`)
    try {
      const open = await slots(LIGHTHOUSE_BAR, TODAY, 2)
      expect(open.map((x) => x.Time)).toEqual(['13:30', '14:00', '14:30', '15:00', '15:30', '16:00'])
      expect(
        (await book({ RestaurantId: LIGHTHOUSE_BAR, VisitDate: TODAY, VisitTime: '12:30', PartySize: 2 }))
          .status,
      ).toBe(409)
    } finally {
      s.now.value = NOW
    }
  })
})
