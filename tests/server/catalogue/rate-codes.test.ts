import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AvailabilityDays, CheckPromoCodeResponse, SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { bookingFrom, searchBody } from '../../builders/booking-request'

notePostgresSkipped('Rates only a code opens')

// HARBOUR's Corporate rate ("invoiced to the company") is for business partners: the property file gives it the
// code PARTNER, and only a search or a booking with that code is offered it (decision 0138).
const CLASSIC = 101
const CORP = 14
const FROM = '2027-02-15'
const TO = '2027-02-17'

describe.each(ENGINES)('rates only a code opens (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const search = async (extra: Record<string, unknown> = {}) =>
    parsed(await s.post('/api/Availability/Search', searchBody(FROM, TO, [{}], extra)), SearchResult)
  const codesOf = (r: SearchResult) => new Set(r.RoomTypes.flatMap((o) => o.Rates.map((p) => p.RatePlanCode)))

  it('offers the Corporate rate to a search with its code only, in any case', async () => {
    expect(codesOf(await search()).has('CORP')).toBe(false)
    expect(codesOf(await search({ RatePlanCode: 'CORP' })).size).toBe(0)
    const coded = await search({ PromoCode: 'partner' })
    expect(codesOf(coded).has('CORP')).toBe(true)
    expect(coded).toMatchObject({
      IsPromoCodeValid: true,
      PromoCodeMessage: 'The rates this code gives you are shown.',
    })
    // Its prices are not discounted by the code: it opens the rate, no more.
    expect(coded.RoomTypes[0]?.Rates.find((r) => r.RatePlanCode === 'FLEX')?.Promotion).toBeNull()
  })

  it('calls the code valid when it is checked on its own', async () => {
    const check = async (promoCode: string) =>
      parsed(
        await s.post('/api/Availability/CheckPromoCode', { propertyId: 'HARBOUR', promoCode }),
        CheckPromoCodeResponse,
      )
    expect(await check('PARTNER')).toMatchObject({ IsValid: true, Promotion: null })
    expect(await check('PARTNERS')).toMatchObject({ IsValid: false })
  })

  it('leaves the Corporate rate out of the calendar’s prices', async () => {
    // The Corporate rate made the cheapest of the night: the calendar still gives the public one.
    await s.db.query(
      `UPDATE rate SET base_rate = 100, cost_per_room = 0, pp_adult = 0 WHERE rate_plan_id = $1 AND day = $2`,
      [CORP, FROM],
    )
    const res = await s.get(`/api/Availability?propertyId=HARBOUR&fromDate=${FROM}&toDate=${FROM}&adults=2`)
    const [day] = await parsed(res, AvailabilityDays)
    expect(Math.min(...(day?.Rates.map((r) => r.MinimumRate) ?? []))).toBeGreaterThan(1)
  })

  it('refuses to book the Corporate rate without its code, and books it with', async () => {
    const body = {
      ...bookingFrom(await search({ PromoCode: 'PARTNER' }), [{ roomTypeId: CLASSIC, ratePlanId: CORP }]),
      PaymentType: PaymentType.PayByCompanyInvoice,
      PaymentAmount: 0,
      CardDetails: null,
      AccountId: 1,
      PONumber: 'PO-30',
      CompanyBookingCode: 'ACME-7K2Q-9XPD',
    }
    const refused = await s.post('/api/Reservation/Create', body)
    expect(refused.status).toBe(400)
    expect((await parsed(refused, ValidationErrorBody)).ModelState['Rooms.0.RatePlanId']).toEqual([
      'This rate is offered only with its code.',
    ])
    const booked = await s.post('/api/Reservation/Create', { ...body, PromoCode: 'PARTNER' })
    expect((await parsed(booked, CreateReservationResponse)).Success).toBe(true)
  })
})
