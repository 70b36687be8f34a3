import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { PaymentType } from '@/domain/payment'
import {
  CheckVoucherCodeResponse,
  CreateReservationResponse,
  ReservationConfirmation,
  ReservationStatus,
  type CreateReservationRequest,
} from '@/api/contract/reservation'
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../../server/reservations/reference-number'
import { DEMO_INVOICE_ACCOUNT } from '../../../server/seed/demo'
import { bookingFrom, DECLINE, searchBody } from '../../builders/booking-request'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Reservations')

const CLASSIC = 101
const FLEX = 11
const NONREF = 12
const CORP = 14
const FROM = '2027-02-01'
const TO = '2027-02-03'

describe.each(ENGINES)('reservations (%s)', (engine) => {
  let s: TestServer
  let result: SearchResult
  let key = 0
  const nextKey = () => `test-${engine}-${++key}-${Math.random()}`

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    result = await parsed(await s.post('/api/Availability/Search', searchBody(FROM, TO)), SearchResult)
  })

  const create = (
    body: CreateReservationRequest | Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => s.post('/api/Reservation/Create', body, { 'Idempotency-Key': nextKey(), ...headers })

  it('books a room: takes one room for exactly those nights and answers a token and a reference', async () => {
    const before = await stock(s.db, CLASSIC, '2027-01-31', '2027-02-04')
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const res = await create(body)
    expect(res.status).toBe(200)
    const out = await parsed(res, CreateReservationResponse)
    expect(out.Success).toBe(true)
    expect(out.ReferenceNumber).toMatch(new RegExp(`^HH[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`))
    expect(out.ConfirmationToken?.length).toBeGreaterThanOrEqual(32)
    const after = await stock(s.db, CLASSIC, '2027-01-31', '2027-02-04')
    expect(after).toEqual({
      '2027-01-31': before['2027-01-31'],
      '2027-02-01': (before['2027-02-01'] ?? 0) - 1,
      '2027-02-02': (before['2027-02-02'] ?? 0) - 1,
      '2027-02-03': before['2027-02-03'],
    })

    const q = `propertyId=HARBOUR&referenceNumber=${encodeURIComponent(out.ConfirmationToken ?? '')}`
    const status = await parsed(await s.get(`/api/Reservation/Status?${q}`), ReservationStatus)
    expect(status).toMatchObject({ Status: 'Confirmed', ReferenceNumber: out.ReferenceNumber })
    const conf = await parsed(await s.get(`/api/Reservation/Confirmation?${q}`), ReservationConfirmation)
    expect(conf).toMatchObject({
      ReferenceNumber: out.ReferenceNumber,
      PropertyName: 'Harbour House Hotel',
      DateFrom: FROM,
      DateTo: TO,
      Nights: 2,
      Currency: 'GBP',
      PaymentType: PaymentType.PayByCard,
      CardBrand: 'Visa',
      CardLastFour: '4242',
      Booker: { FirstName: 'Grace', CountryName: 'United Kingdom' },
    })
    expect(conf.Rooms[0]).toMatchObject({
      RoomTypeName: 'Classic Double',
      RatePlanName: 'Flexible',
      RoomConfigurationName: 'Double bed',
      LeadGuest: { FirstName: 'Ada' },
    })
    expect(conf.Rooms[0]?.TotalCost).toBe(body.Rooms[0]?.TotalCost)
    // Flexible: nothing charged today (7 days before arrival); VAT 20 % included; levy 5 % of the nights
    expect(conf.Totals.PaidNow).toBe(0)
    expect(conf.Totals.VatIncluded).toBe(true)
    expect(conf.Totals.Vat).toBeCloseTo(((body.Rooms[0]?.TotalCost ?? 0) * 20) / 120, 2)
    expect(conf.Totals.VisitorLevy).toBeCloseTo((body.Rooms[0]?.TotalCost ?? 0) * 0.05, 2)

    await s.outbox.drain()
    const mails = readdirSync(s.mailDir)
    expect(mails.some((f) => f.endsWith('.eml') && f.includes(out.ReferenceNumber ?? '?'))).toBe(true)
  })

  it('charges a non-refundable rate in full and stores only brand, last four, expiry and a token', async () => {
    const body = bookingFrom(result, [
      {
        roomTypeId: CLASSIC,
        ratePlanId: NONREF,
        services: [{ id: 31, price: 16.5, charge: 'PerDay', perPerson: true, quantity: 1 }],
      },
    ])
    expect(body.PaymentAmount).toBeGreaterThan(0)
    const out = await parsed(await create(body), CreateReservationResponse)
    expect(out.Success).toBe(true)
    const conf = await parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=1001&referenceNumber=${out.ConfirmationToken}`),
      ReservationConfirmation,
    )
    expect(conf.Totals.PaidNow).toBe(body.PaymentAmount)
    expect(conf.Rooms[0]?.Services).toEqual([
      { ServiceId: 31, ServiceName: 'Breakfast', Quantity: 1, TotalCost: 66 },
    ])
    const [row] = await s.db.query<{ card: Record<string, unknown> }>(
      'SELECT card FROM reservation WHERE reference_number = $1',
      [out.ReferenceNumber],
    )
    expect(Object.keys(row?.card ?? {}).sort()).toEqual([
      'Brand',
      'Customer',
      'ExpiryMonth',
      'ExpiryYear',
      'LastFour',
      'Provider',
      'Saved',
      'Token',
    ])
    expect(row?.card).toMatchObject({ Brand: 'Visa', LastFour: '4242', Token: expect.stringMatching(/^pm_/) })
    const dump =
      JSON.stringify(await s.db.query('SELECT * FROM reservation')) +
      JSON.stringify(await s.db.query('SELECT * FROM idempotency_key'))
    expect(dump).not.toContain('4242424242424242')
    expect(dump).not.toContain('"123"')
  })

  it('rejects a price the server would not charge, writing nothing', async () => {
    const before = await counts(s.db)
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const room = body.Rooms[0]
    if (!room) throw new Error('no room')
    const res = await create({ ...body, Rooms: [{ ...room, TotalCost: room.TotalCost - 10 }] })
    expect(res.status).toBe(400)
    const err = await parsed(res, ValidationErrorBody)
    expect(err.ModelState['Rooms.0.TotalCost']?.[0]).toMatch(/price has changed/)
    const nonref = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const wrongAmount = await create({ ...nonref, PaymentAmount: nonref.PaymentAmount - 1 })
    expect(Object.keys((await parsed(wrongAmount, ValidationErrorBody)).ModelState)).toEqual([
      'PaymentAmount',
    ])
    expect(await counts(s.db)).toEqual(before)
  })

  it('refuses an empty lead guest with one message per name, each saying which, writing nothing', async () => {
    const before = await counts(s.db)
    const body = bookingFrom(result, [
      { roomTypeId: CLASSIC, ratePlanId: FLEX },
      { roomTypeId: CLASSIC, ratePlanId: FLEX },
    ])
    const [first, second] = body.Rooms
    if (!first || !second) throw new Error('no rooms')
    const res = await create({
      ...body,
      Rooms: [first, { ...second, LeadGuest: { FirstName: ' ', LastName: '' } }],
    })
    expect(res.status).toBe(400)
    const { ModelState } = await parsed(res, ValidationErrorBody)
    expect(ModelState).toEqual({
      'Rooms.1.LeadGuest.FirstName': ["The lead guest's first name is required."],
      'Rooms.1.LeadGuest.LastName': ["The lead guest's last name is required."],
    })
    expect(await counts(s.db)).toEqual(before)
  })

  it('rejects bad input with ModelState, writing nothing', async () => {
    const before = await counts(s.db)
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const res = await create({
      ...body,
      Booker: { ...body.Booker, Email: 'not-an-email', Phone: '0123' },
      Rooms: [],
    })
    expect(res.status).toBe(400)
    const err = await parsed(res, ValidationErrorBody)
    expect(err.ModelState).toMatchObject({
      'Booker.Email': ['A valid email address is required.'],
      'Booker.Phone': ['A valid phone number is required.'],
      Rooms: ['At least one room is required.'],
    })
    const room = body.Rooms[0]
    if (!room) throw new Error('no room')
    const tooMany = await create({ ...body, Rooms: [{ ...room, NumberOfAdults: 3 }] })
    expect(Object.keys((await parsed(tooMany, ValidationErrorBody)).ModelState)).toContain(
      'Rooms.0.NumberOfAdults',
    )
    const noCard = await create({ ...body, CardDetails: null })
    expect((await parsed(noCard, ValidationErrorBody)).ModelState.CardDetails).toBeDefined()
    const company = await create({ ...body, PaymentType: PaymentType.PayByCompanyInvoice, PaymentAmount: 0 })
    expect(Object.keys((await parsed(company, ValidationErrorBody)).ModelState).sort()).toEqual([
      'AccountId',
      'PONumber',
      'PaymentType',
    ])
    const noConfig = await create({ ...body, Rooms: [{ ...room, RoomConfigurationDropdownOptionId: null }] })
    expect(Object.keys((await parsed(noConfig, ValidationErrorBody)).ModelState)).toEqual([
      'Rooms.0.RoomConfigurationDropdownOptionId',
    ])
    expect((await create({ ...body, PropertyId: 'NOPE' })).status).toBe(404)
    expect(await counts(s.db)).toEqual(before)
  })

  it('books a corporate rate on company invoice', async () => {
    // The Corporate rate is offered with its code only (rate-codes.test.ts).
    const withCode = await parsed(
      await s.post('/api/Availability/Search', searchBody(FROM, TO, [{}], { PromoCode: 'PARTNER' })),
      SearchResult,
    )
    const body = bookingFrom(withCode, [{ roomTypeId: CLASSIC, ratePlanId: CORP }])
    const res = await create({
      ...body,
      PromoCode: 'PARTNER',
      PaymentType: PaymentType.PayByCompanyInvoice,
      PaymentAmount: 0,
      CardDetails: null,
      AccountId: 1,
      PONumber: 'PO-77',
      CompanyBookingCode: 'ACME-7K2Q-9XPD',
    })
    expect((await parsed(res, CreateReservationResponse)).Success).toBe(true)
  })

  it('lets only an account the hotel allows pay by individual invoice (docs/product/booking.md#rules)', async () => {
    const body = {
      ...bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }]),
      PaymentType: PaymentType.PayByIndividualInvoice,
      PaymentAmount: 0,
      CardDetails: null,
    }
    const anonymous = await create(body)
    expect(anonymous.status).toBe(400)
    expect((await parsed(anonymous, ValidationErrorBody)).ModelState.PaymentType).toEqual([
      'Pay by invoice is for account holders the hotel has allowed to choose it.',
    ])
    const login = await s.post('/api/Account/Authenticate', {
      PropertyId: 'HARBOUR',
      EmailAddress: DEMO_INVOICE_ACCOUNT.email,
      Password: DEMO_INVOICE_ACCOUNT.password,
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).not.toBe('')
    const res = await create(body, { Cookie: cookie })
    expect((await parsed(res, CreateReservationResponse)).Success).toBe(true)
  })

  it('answers a declined card with Success false and holds nothing', async () => {
    const before = await counts(s.db)
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const res = await create({
      ...body,
      CardDetails: body.CardDetails ? { ...body.CardDetails, PaymentMethodId: DECLINE } : null,
    })
    expect(res.status).toBe(400)
    expect(await parsed(res, CreateReservationResponse)).toEqual({
      Success: false,
      ConfirmationToken: null,
      ReferenceNumber: null,
      Message: 'Your card was declined. Nothing was charged: please try another card.',
    })
    // The attempt is kept, Failed with the bank's reason (decision 0113); every room, extra and voucher is back.
    const after = await counts(s.db)
    expect(after).toEqual({
      ...before,
      reservations: (before?.reservations ?? 0) + 1,
      items: (before?.items ?? 0) + 1,
      guests: (before?.guests ?? 0) + 1,
    })
    const [attempt] = await s.db.query<{ status: string; status_message: string }>(
      'SELECT status, status_message FROM reservation ORDER BY id DESC LIMIT 1',
    )
    expect(attempt).toEqual({
      status: 'Failed',
      status_message: 'Your card was declined. Nothing was charged: please try another card.',
    })
  })

  it('replays the first answer for the same Idempotency-Key and body, and refuses a different body', async () => {
    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const k = nextKey()
    const first = await parsed(await create(body, { 'Idempotency-Key': k }), CreateReservationResponse)
    const mid = await counts(s.db)
    const again = await create(body, { 'Idempotency-Key': k })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await parsed(again, CreateReservationResponse)).toEqual(first)
    expect(await counts(s.db)).toEqual(mid)
    const other = await create({ ...body, Comment: 'something else' }, { 'Idempotency-Key': k })
    expect(other.status).toBe(422)
    await parsed(other, ErrorBody)
    expect(await counts(s.db)).toEqual(mid)
  })

  it('refuses a room that is gone with 409 and keeps stock at zero', async () => {
    await s.db.query(`UPDATE inventory SET available = 0 WHERE room_type_id = $1 AND day = '2027-02-02'`, [
      CLASSIC,
    ])
    const before = await counts(s.db)
    const res = await create(bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }]))
    expect(res.status).toBe(409)
    expect(await parsed(res, ErrorBody)).toEqual({
      Message: 'This room is no longer available for the selected dates.',
    })
    expect(await counts(s.db)).toEqual(before)
    await s.db.query(`UPDATE inventory SET available = 5 WHERE room_type_id = $1 AND day = '2027-02-02'`, [
      CLASSIC,
    ])
  })

  it('keeps confirmations behind the unguessable token and the right property', async () => {
    const out = await parsed(
      await create(bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])),
      CreateReservationResponse,
    )
    const byReference = await s.get(
      `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${out.ReferenceNumber}`,
    )
    expect(byReference.status).toBe(404)
    const otherProperty = await s.get(
      `/api/Reservation/Confirmation?propertyId=CLIFFTOP&referenceNumber=${out.ConfirmationToken}`,
    )
    expect(otherProperty.status).toBe(404)
    expect((await s.get(`/api/Reservation/Status?propertyId=HARBOUR&referenceNumber=nope`)).status).toBe(404)
    const missing = await s.get('/api/Reservation/Status?propertyId=HARBOUR')
    expect(Object.keys((await parsed(missing, ValidationErrorBody)).ModelState)).toEqual(['referenceNumber'])
  })

  it('takes no gift voucher at a hotel without a gift voucher provider (CLIFFTOP)', async () => {
    await s.db.query(
      "INSERT INTO gift_voucher (code, property_id, balance) VALUES ('CLIFF90', 1002, 9000) ON CONFLICT DO NOTHING",
    )
    const checked = await parsed(
      await s.post('/api/Reservation/CheckVoucherCode', { PropertyId: 'CLIFFTOP', VoucherCode: 'CLIFF90' }),
      CheckVoucherCodeResponse,
    )
    expect(checked).toMatchObject({ IsValid: false, TotalDiscount: 0 })
  })

  it('checks the GIFT50 voucher and spends it on a booking', async () => {
    const ok = await parsed(
      await s.post('/api/Reservation/CheckVoucherCode', {
        PropertyId: 1001,
        LanguageCode: 'en',
        VoucherCode: 'gift50',
        Rooms: [{ TotalCost: 30 }],
      }),
      CheckVoucherCodeResponse,
    )
    expect(ok).toMatchObject({
      IsValid: true,
      TotalDiscount: 30,
      Message: 'Gift voucher GIFT50 applied: £30.00 off (balance £50.00).',
    })
    const full = await parsed(
      await s.post('/api/Reservation/CheckVoucherCode', {
        PropertyId: 'HARBOUR',
        VoucherCode: 'GIFT50',
        Rooms: [{ TotalCost: 300 }],
      }),
      CheckVoucherCodeResponse,
    )
    expect(full.TotalDiscount).toBe(50)
    const bad = await parsed(
      await s.post('/api/Reservation/CheckVoucherCode', { PropertyId: 'HARBOUR', VoucherCode: 'NOPE' }),
      CheckVoucherCodeResponse,
    )
    expect(bad).toMatchObject({ IsValid: false, TotalDiscount: 0 })
    expect((await s.post('/api/Reservation/CheckVoucherCode', { PropertyId: 'HARBOUR' })).status).toBe(400)

    const body = bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: NONREF }], {
      voucher: 5000,
      HopGiftVoucherCode: 'GIFT50',
    })
    const out = await parsed(await create(body), CreateReservationResponse)
    expect(out.Success).toBe(true)
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${out.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    expect(conf.Totals.Discount).toBe(50)
    expect(conf.Totals.PaidNow).toBe(body.PaymentAmount)
    const spent = await parsed(
      await s.post('/api/Reservation/CheckVoucherCode', { PropertyId: 'HARBOUR', VoucherCode: 'GIFT50' }),
      CheckVoucherCodeResponse,
    )
    expect(spent.IsValid).toBe(false)
  })
})
