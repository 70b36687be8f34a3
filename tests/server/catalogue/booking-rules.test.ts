import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { PaymentType } from '@/domain/payment'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import { bookingTotals } from '@/domain/totals'
import { loadMigrations } from '../../../server/db/migrate'
import { bookingWindowEnd } from '@/domain/stay-rules'
import { seed } from '../../../server/seed/seed'
import { bookingFrom, onPayStackPage, nightlyRates, searchBody } from '../../builders/booking-request'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  TODAY,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Booking rules')

describe.each(ENGINES)('booking rules (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('charges now the sum of each room policy when rate plans differ', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-15', '2027-02-17', [{}, {}])),
      SearchResult,
    )
    const body = bookingFrom(result, [
      { roomTypeId: 101, ratePlanId: 11 },
      { roomTypeId: 102, ratePlanId: 12 },
    ])
    // Flexible owes nothing yet; Non-refundable owes its whole room (with its share of levy) now.
    const nonref = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === 102)?.Rates.find(
      (r) => r.RatePlanId === 12,
    )
    if (!nonref) throw new Error('no rate')
    const stay = priceStay(nightlyRates(nonref), { adults: 2, children: 0, infants: 0 })
    const alone = bookingTotals({
      rooms: [{ stay, occupancy: { adults: 2, children: 0, infants: 0 }, services: [] }],
      vat: { rate: 20, exclusive: false },
      visitorLevy: { enabled: true, percentage: 5, maxNights: 5 },
      voucherDiscount: 0,
      paymentPolicy: { automaticPaymentType: 'TimeOfBooking', percentageToCharge: 100, daysBeforeArrival: 0 },
      arrival: '2027-02-15',
      today: TODAY,
    })
    const wrong = await s.post('/api/Reservation/Create', body)
    expect(Object.keys((await parsed(wrong, ValidationErrorBody)).ModelState)).toEqual(['PaymentAmount'])
    const res = await s.post('/api/Reservation/Create', {
      ...body,
      PaymentAmount: toMajorUnits(alone.payNow),
    })
    const out = await parsed(res, CreateReservationResponse)
    expect(out.Success).toBe(true)
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${out.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    expect(conf.Rooms).toHaveLength(2)
    expect(toMinorUnits(conf.Totals.PaidNow)).toBe(alone.payNow)
  })

  it('books CLIFFTOP in euros with VAT added on top and PayByPayStack', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', {
        ...searchBody('2027-02-15', '2027-02-17'),
        PropertyId: 'CLIFFTOP',
      }),
      SearchResult,
    )
    expect(result.VisitorLevy).toBeNull()
    const body = bookingFrom(result, [{ roomTypeId: 201, ratePlanId: 22 }], {
      PropertyId: 'CLIFFTOP',
      vat: { rate: 13.5, exclusive: true },
      levy: false,
      PaymentType: PaymentType.PayByPayStack,
      CardDetails: null,
    })
    const room = body.Rooms[0]
    if (!room) throw new Error('no room')
    const out = await parsed(
      await s.post('/api/Reservation/Create', {
        ...body,
        Rooms: [{ ...room, RoomConfigurationDropdownOptionId: null }],
      }),
      CreateReservationResponse,
    )
    expect(out.ReferenceNumber).toMatch(/^CT/)
    // PayStack takes the money on its own page, which sends the guest back to the status page.
    expect(await onPayStackPage(s.url, out.RedirectUrl, 'Pay')).toBe(
      `/Book/CLIFFTOP/Status/${out.ConfirmationToken}`,
    )
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=CLIFFTOP&referenceNumber=${out.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    expect(conf).toMatchObject({ Currency: 'EUR', Totals: { VatIncluded: false, VisitorLevy: 0 } })
    expect(conf.Totals.Total).toBeCloseTo(room.TotalCost * 1.135, 2)
    expect(conf.Totals.PaidNow).toBe(conf.Totals.Total)
    // HARBOUR does not offer PayByPayStack
    const harbour = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-15', '2027-02-17')),
      SearchResult,
    )
    const refused = await s.post('/api/Reservation/Create', {
      ...bookingFrom(harbour, [{ roomTypeId: 101, ratePlanId: 12 }]),
      PaymentType: PaymentType.PayByPayStack,
    })
    expect((await parsed(refused, ValidationErrorBody)).ModelState.PaymentType).toBeDefined()
  })

  it('blocks same-day bookings after 18:00 and takes them before', async () => {
    s.now.value = new Date('2027-01-04T18:30:00Z')
    try {
      const result = await parsed(
        await s.post('/api/Availability/Search', searchBody(TODAY, '2027-01-05')),
        SearchResult,
      )
      const late = await s.post(
        '/api/Reservation/Create',
        bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }]),
      )
      expect((await parsed(late, ValidationErrorBody)).ModelState['Rooms.0.DateFrom']?.[0]).toMatch(
        /Same-day bookings close/,
      )
    } finally {
      s.now.value = new Date('2027-01-04T10:00:00Z')
    }
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody(TODAY, '2027-01-05')),
      SearchResult,
    )
    const early = await s.post(
      '/api/Reservation/Create',
      bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }]),
    )
    expect((await parsed(early, CreateReservationResponse)).Success).toBe(true)
  })

  it('enforces the minimum stay and the occupancy of the room type on create', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-07-02', '2027-07-04')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const room = body.Rooms[0]
    if (!room) throw new Error('no room')
    const short = await s.post('/api/Reservation/Create', {
      ...body,
      DateTo: '2027-07-03',
      Rooms: [{ ...room, DateTo: '2027-07-03' }],
    })
    expect(Object.keys((await parsed(short, ValidationErrorBody)).ModelState)).toContain('Rooms.0.RatePlanId')
  })

  it('seeds once and rolls the window forward on a later start', async () => {
    const [before] = await s.db.query<{ n: number; max: string }>(
      'SELECT count(*)::int AS n, max(day)::text AS max FROM inventory',
    )
    expect(before?.max).toBe(bookingWindowEnd(TODAY))
    const again = await seed(s.db, '2027-02-04')
    expect(again.created).toBe(false)
    const [after] = await s.db.query<{ n: number; max: string }>(
      'SELECT count(*)::int AS n, max(day)::text AS max FROM inventory',
    )
    expect(after?.max).toBe(bookingWindowEnd('2027-02-04'))
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(
      nightsBetween(bookingWindowEnd(TODAY), bookingWindowEnd('2027-02-04')) * 10,
    )
    const [props] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM property')
    expect(props?.n).toBe(2)
    const [migrations] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')
    expect(migrations?.n).toBe(loadMigrations().length)
  })
})
