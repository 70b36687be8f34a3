/**
 * A hotel's own property file, imported as `npm run property:import` does, on a database that only had the demo:
 * the new hotel is searchable and bookable over HTTP with its own name, theme and prices; the same file twice
 * changes nothing; export → import gives back the same rows; a re-import never frees a sold room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { PropertySettings } from '@/api/contract/property'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import { exportContent, propertyFileText } from '../../../server/property-file/export'
import { importPropertyFile } from '../../../server/property-file/import'
import { seed } from '../../../server/seed/seed'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'
import { contentOf, dumpTables, fixtureText, LIGHTHOUSE_FILE } from './property-file-kit'

notePostgresSkipped('Property file import')

const today = () => TODAY

describe.each(ENGINES)('a new hotel from its property file (%s)', (engine) => {
  let s: TestServer
  let id = 0
  beforeAll(async () => {
    s = await startServer(engine)
    const [imported] = await importPropertyFile(s.db, contentOf(LIGHTHOUSE_FILE, fixtureText()), today)
    expect(imported).toMatchObject({ code: 'LIGHTHOUSE', created: true })
    id = imported?.id ?? 0
  })
  afterAll(() => s.close())

  const search = async (from: string, to: string, extra: Record<string, unknown> = {}) =>
    parsed(
      await s.post('/api/Availability/Search', {
        ...searchBody(from, to),
        PropertyId: 'LIGHTHOUSE',
        ...extra,
      }),
      SearchResult,
    )

  it('publishes its own name, theme and cards', async () => {
    const settings = await parsed(await s.get('/api/Property/LIGHTHOUSE'), PropertySettings)
    expect(settings).toMatchObject({
      PropertyId: id,
      PropertyName: 'Lighthouse Lodge',
      Currency: 'GBP',
      Theme: { Primary: '#7A1F5C', BrandPrimary: '#7A1F5C' },
    })
    expect(settings.CreditCards.map((c) => c.Code)).toEqual(['VISA', 'MC'])
  })

  it('keeps where the hotel hears of bookings for the server, and never publishes it', async () => {
    const [stored] = await s.db.query<{ settings: Record<string, unknown> }>(
      'SELECT settings FROM property WHERE id = $1',
      [id],
    )
    expect(stored?.settings).toMatchObject({
      ReservationsEmail: 'bookings@lighthouse-lodge.example',
      WebhookUrl: 'https://pms.lighthouse-lodge.example/booking-events',
      WebhookSecret: 'lighthouse-webhook-secret-0001',
      PreCheckInInvitationDays: 5,
    })
    const published = await (await s.get('/api/Property/LIGHTHOUSE')).text()
    for (const kept of ['bookings@lighthouse-lodge', 'pms.lighthouse-lodge', 'lighthouse-webhook-secret'])
      expect(published).not.toContain(kept)
    const exported = (await exportContent(s.db, 'LIGHTHOUSE'))?.properties[0]
    expect(exported?.notifications).toEqual({
      reservationsEmail: 'bookings@lighthouse-lodge.example',
      webhookUrl: 'https://pms.lighthouse-lodge.example/booking-events',
      webhookSecret: 'lighthouse-webhook-secret-0001',
      preCheckInInvitationDays: 5,
    })
  })

  it('sells its three room types on two plans at the prices its rules make', async () => {
    // Monday and Tuesday, then Friday: the weekend rule adds 15 %, the Saver plan takes 10 % off.
    const weekday = await search('2027-02-15', '2027-02-17')
    expect(weekday.RoomTypes.map((o) => o.RoomType.RoomTypeCode).sort()).toEqual([
      'BUNK',
      'KEEPER',
      'LANTERN',
    ])
    const keeper = weekday.RoomTypes.find((o) => o.RoomType.RoomTypeCode === 'KEEPER')
    const plan = (code: string) => keeper?.Rates.find((r) => r.RatePlanCode === code)
    expect(plan('STAY')?.DailyRates.map((d) => d.BaseRate)).toEqual([99, 99])
    expect(plan('SAVER')?.DailyRates.map((d) => d.BaseRate)).toEqual([89, 89])
    const friday = await search('2027-02-19', '2027-02-20')
    const fridayKeeper = friday.RoomTypes.find((o) => o.RoomType.RoomTypeCode === 'KEEPER')
    expect(fridayKeeper?.Rates.find((r) => r.RatePlanCode === 'STAY')?.DailyRates[0]?.BaseRate).toBe(114)
    const promo = await search('2027-02-15', '2027-02-17', { PromoCode: 'BEACON15' })
    expect(promo.IsPromoCodeValid).toBe(true)
  })

  it('is closed on the dates its availability rule closes', async () => {
    const closed = await search('2027-11-03', '2027-11-05')
    expect(closed.RoomTypes).toEqual([])
  })

  it('takes a booking over the API, and a re-import keeps the sold room sold', async () => {
    const result = await search('2027-03-08', '2027-03-10')
    const keeper = result.RoomTypes.find((o) => o.RoomType.RoomTypeCode === 'KEEPER')
    const plan = keeper?.Rates.find((r) => r.RatePlanCode === 'STAY')
    if (!keeper || !plan) throw new Error('KEEPER / STAY is not offered')
    const body = bookingFrom(
      result,
      [{ roomTypeId: keeper.RoomType.RoomTypeId, ratePlanId: plan.RatePlanId }],
      {
        PropertyId: id,
        levy: false,
      },
    )
    const room = body.Rooms[0]
    if (!room) throw new Error('no room')
    const res = await s.post('/api/Reservation/Create', {
      ...body,
      Rooms: [{ ...room, RoomConfigurationDropdownOptionId: null }],
    })
    const out = await parsed(res, CreateReservationResponse)
    expect(out.ReferenceNumber).toMatch(/^LL/)
    const left = async () =>
      s.db.query<{ available: number }>(
        `SELECT available FROM inventory WHERE room_type_id = $1 AND day = '2027-03-08'`,
        [keeper.RoomType.RoomTypeId],
      )
    expect(await left()).toEqual([{ available: 3 }])
    await importPropertyFile(s.db, contentOf(LIGHTHOUSE_FILE, fixtureText()), today)
    expect(await left()).toEqual([{ available: 3 }])
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await dumpTables(s.db)
    const [again] = await importPropertyFile(s.db, contentOf(LIGHTHOUSE_FILE, fixtureText()), today)
    expect(again).toEqual({ id, code: 'LIGHTHOUSE', created: false })
    expect(await dumpTables(s.db)).toEqual(before)
  })

  it('exports a file that imports to the same rows, for a hotel and for the demo group', async () => {
    for (const code of ['LIGHTHOUSE', 'COASTAL']) {
      const before = await dumpTables(s.db)
      const content = await exportContent(s.db, code)
      if (!content) throw new Error(`${code} not found`)
      const text = propertyFileText(content, 'property-file.schema.json')
      expect(text).toMatch(/^# yaml-language-server: \$schema=property-file.schema.json\n/)
      await importPropertyFile(s.db, contentOf(`${code}.yaml`, text), today)
      expect(await dumpTables(s.db)).toEqual(before)
    }
  })
})

describe('a hotel imported into a fresh database', () => {
  it('keeps its own rows when the server seeds the demo beside it on its first start', async () => {
    const db = await openPglite()
    try {
      await migrate(db)
      const [lodge] = await importPropertyFile(db, contentOf(LIGHTHOUSE_FILE, fixtureText()), today)
      expect(lodge?.id).toBeGreaterThan(100_000)
      expect(await seed(db, TODAY)).toEqual({ created: true })
      const codes = await db.query<{ code: string }>('SELECT code FROM property ORDER BY code')
      expect(codes.map((c) => c.code)).toEqual(['CLIFFTOP', 'HARBOUR', 'LIGHTHOUSE'])
    } finally {
      await db.close()
    }
  })
})
