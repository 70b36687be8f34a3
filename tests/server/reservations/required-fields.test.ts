/**
 * docs/product/booking.md#rules "required if configured" (decision 0090): every config answer carries the property's RequiredFields,
 * and Create, ManageBooking/Update and PreCheckIn/Save refuse a booker or guest without a field it requires —
 * a 400 whose ModelState names the field, nothing written — and accept the same request with it given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { BookConfig } from '@/api/contract/book-config'
import { ValidationErrorBody } from '@/api/contract/common'
import { ManageActionResponse, ManageBookingConfig } from '@/api/contract/manage-booking'
import { PreCheckInConfig, PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import type { RequiredFields } from '@/api/contract/required-fields'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { access, asUpdate, book, load, updateBody } from '../../builders/booked-stay'

notePostgresSkipped('Required fields')

const COTTAGE = 201
const CLIFFTOP_FLEXIBLE = 21

describe.each(ENGINES)('required if configured (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** HARBOUR's setting, as a hotel would change it; null takes it out of the stored config altogether. */
  const configureHarbour = (fields: RequiredFields | null) =>
    s.db.query(
      fields
        ? `UPDATE property SET book_config = jsonb_set(book_config, '{RequiredFields}', $1::jsonb) WHERE code = 'HARBOUR'`
        : `UPDATE property SET book_config = book_config - 'RequiredFields' WHERE code = 'HARBOUR' AND $1::text IS NULL`,
      [fields ? JSON.stringify(fields) : null],
    )

  const modelState = async (res: Response) => {
    expect(res.status).toBe(400)
    return (await parsed(res, ValidationErrorBody)).ModelState
  }

  it('answers every config call with the property’s required fields; none where the setting was never made', async () => {
    const clifftop = { Booker: ['City', 'StateOrCounty'], Guest: [] }
    expect((await parsed(await s.get('/api/Book/Config/CLIFFTOP'), BookConfig)).RequiredFields).toEqual(
      clifftop,
    )
    expect(
      (await parsed(await s.get('/api/ManageBooking/Config/1002'), ManageBookingConfig)).RequiredFields,
    ).toEqual(clifftop)
    expect(
      (await parsed(await s.get('/api/PreCheckIn/Config/CLIFFTOP'), PreCheckInConfig)).RequiredFields,
    ).toEqual(clifftop)
    const none = { Booker: [], Guest: [] }
    expect((await parsed(await s.get('/api/Book/Config/HARBOUR'), BookConfig)).RequiredFields).toEqual(none)

    await configureHarbour(null)
    try {
      for (const path of [
        '/api/Book/Config/HARBOUR',
        '/api/ManageBooking/Config/HARBOUR',
        '/api/PreCheckIn/Config/HARBOUR',
      ]) {
        const res = await s.get(path)
        expect(res.status).toBe(200)
        expect(((await res.json()) as { RequiredFields: unknown }).RequiredFields).toEqual(none)
      }
    } finally {
      await configureHarbour(none)
    }
  })

  it('Reservation/Create at CLIFFTOP needs the booker’s town and county; HARBOUR books without them', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', {
        ...searchBody('2027-02-15', '2027-02-17'),
        PropertyId: 'CLIFFTOP',
      }),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: COTTAGE, ratePlanId: CLIFFTOP_FLEXIBLE }], {
      PropertyId: 'CLIFFTOP',
      vat: { rate: 13.5, exclusive: true },
      levy: false,
    })
    const withBooker = (over: Partial<typeof body.Booker>) => ({
      ...body,
      Booker: { ...body.Booker, ...over },
      Rooms: body.Rooms.map((r) => ({ ...r, RoomConfigurationDropdownOptionId: null })),
    })
    const before = await counts(s.db)
    const refused = await s.post('/api/Reservation/Create', withBooker({ City: null, StateOrCounty: '   ' }))
    expect(await modelState(refused)).toEqual({
      'Booker.City': ['Town or city is required.'],
      'Booker.StateOrCounty': ['State or county is required.'],
    })
    expect(await counts(s.db)).toEqual(before)

    const booked = await parsed(
      await s.post('/api/Reservation/Create', withBooker({ City: 'Salcombe', StateOrCounty: 'Devon' })),
      CreateReservationResponse,
    )
    expect(booked).toMatchObject({ Success: true, ReferenceNumber: expect.stringMatching(/^CT/) })

    // HARBOUR asks nothing beyond docs/product/booking.md#rules: City and StateOrCounty are sent null, as docs/product/booking.md#what-is-kept has them.
    const harbour = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-15', '2027-02-17')),
      SearchResult,
    )
    const plain = bookingFrom(harbour, [{ roomTypeId: 101, ratePlanId: 11 }])
    const ok = await parsed(
      await s.post('/api/Reservation/Create', {
        ...plain,
        Booker: { ...plain.Booker, City: null, StateOrCounty: null },
      }),
      CreateReservationResponse,
    )
    expect(ok.Success).toBe(true)
  })

  describe('with HARBOUR requiring the booker’s town and each guest’s phone', () => {
    beforeAll(() => configureHarbour({ Booker: ['City'], Guest: ['Phone'] }))
    afterAll(() => configureHarbour({ Booker: [], Guest: [] }))

    const booker = {
      FirstName: 'Grace',
      LastName: 'Murray',
      Email: 'grace.murray@example.com',
      Phone: '+441234500000',
      Street: '2 Navy Way',
      City: null,
      ZipCode: 'TR11 1AB',
      CountryId: 826,
    }

    it('ManageBooking/Update refuses a changed booker or a room’s guests without them, then takes them', async () => {
      const b = await book(s, '2027-03-01', '2027-03-03')
      const item = b.reservation.ReservationItems[0]
      if (!item) throw new Error('no item')
      const guests = [
        { FirstName: 'Ada', LastName: 'King', Phone: '' },
        { FirstName: 'William', LastName: 'King' },
      ]
      const refused = await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 1, { Booker: booker, ReservationItems: [{ ...asUpdate(item), Guests: guests }] }),
      )
      expect(await modelState(refused)).toEqual({
        'Booker.City': ['Town or city is required.'],
        'ReservationItems.0.Guests.0.Phone': ['A valid phone number is required.'],
        'ReservationItems.0.Guests.1.Phone': ['A valid phone number is required.'],
      })
      expect((await load(s, b.ref, b.code)).Version).toBe(1)

      const saved = await parsed(
        await s.post(
          '/api/ManageBooking/Update',
          updateBody(b, 1, {
            Booker: { ...booker, City: 'Truro' },
            ReservationItems: [
              {
                ...asUpdate(item),
                Guests: guests.map((g, i) => ({ ...g, Phone: `+44123450000${i + 1}` })),
              },
            ],
          }),
        ),
        ManageActionResponse,
      )
      expect(saved).toMatchObject({ Success: true, Reservation: { Version: 2, Booker: { City: 'Truro' } } })
      expect(saved.Reservation?.ReservationItems[0]?.Guests.map((g) => g.Phone)).toEqual([
        '+441234500001',
        '+441234500002',
      ])
    })

    it('PreCheckIn/Save refuses the booker or a guest without them, then takes them', async () => {
      const b = await book(s, '2027-03-08', '2027-03-10')
      const item = b.reservation.ReservationItems[0]
      if (!item) throw new Error('no item')
      const body = {
        ...access(b),
        Version: 1,
        Booker: booker,
        ReservationItems: [
          {
            ReservationItemId: item.ReservationItemId,
            Guests: [
              { FirstName: 'Ada', LastName: 'King', Phone: '+441234500001' },
              { FirstName: 'William', LastName: 'King', Phone: null },
            ],
          },
        ],
      }
      expect(await modelState(await s.post('/api/PreCheckIn/Save', body))).toEqual({
        'Booker.City': ['Town or city is required.'],
        'ReservationItems.0.Guests.1.Phone': ['A valid phone number is required.'],
      })
      expect((await load(s, b.ref, b.code)).PreCheckInCompletedAt).toBeNull()

      const saved = await parsed(
        await s.post('/api/PreCheckIn/Save', {
          ...body,
          Booker: { ...booker, City: 'Truro' },
          ReservationItems: body.ReservationItems.map((r) => ({
            ...r,
            Guests: r.Guests.map((g) => ({ ...g, Phone: g.Phone ?? '+441234500002' })),
          })),
        }),
        PreCheckInSaveResponse,
      )
      expect(saved).toMatchObject({ Success: true, Version: 2, Reservation: { Booker: { City: 'Truro' } } })
    })
  })
})
