/**
 * Company invoice against an anonymous client (decision 0097): the company search gives names only, for three
 * characters or more; billing a company needs its booking code, and a refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { CompanyList } from '@/api/contract/company'
import { CreateReservationResponse, type CreateReservationRequest } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { CODE_GUESSES_LIMITED, Limits } from '../../../server/auth/limits'
import { COMPANIES } from '../../../server/seed/demo'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Company invoice')

const [ACME, KERNOW] = COMPANIES
const CORP = 14

describe.each(ENGINES)('company invoice (%s)', (engine) => {
  let s: TestServer
  let body: CreateReservationRequest

  beforeAll(async () => {
    s = await startServer(engine)
    const result = await parsed(
      // The Corporate rate is offered with its code only (rate-codes.test.ts).
      await s.post(
        '/api/Availability/Search',
        searchBody('2027-03-08', '2027-03-10', [{}], { PromoCode: 'PARTNER' }),
      ),
      SearchResult,
    )
    body = {
      ...bookingFrom(result, [{ roomTypeId: 101, ratePlanId: CORP }]),
      PaymentType: PaymentType.PayByCompanyInvoice,
      PaymentAmount: 0,
      CardDetails: null,
      AccountId: ACME.id,
      PONumber: 'PO-4411',
      PromoCode: 'PARTNER',
    }
  })
  afterAll(() => s.close())

  const search = (term: string) =>
    s.get(`/api/Company/SearchCompanies?propertyId=HARBOUR&searchTerm=${encodeURIComponent(term)}`)

  it('finds companies by three letters of their name and never shows an account number', async () => {
    const res = await search('ern')
    const text = await res.clone().text()
    expect(await parsed(res, CompanyList)).toEqual([{ AccountId: KERNOW.id, Name: KERNOW.name }])
    expect(text).not.toContain(KERNOW.account)
    expect(text).not.toContain('AccountNumber')
    // An account number is no longer a way in.
    expect(await parsed(await search(ACME.account), CompanyList)).toEqual([])
  })

  it('refuses a search shorter than three characters with ModelState on searchTerm', async () => {
    for (const term of ['', 'a', 'ac', '  ac  ']) {
      const res = await search(term)
      expect(res.status).toBe(400)
      expect(Object.keys((await parsed(res, ValidationErrorBody)).ModelState)).toEqual(['searchTerm'])
    }
  })

  it('refuses to bill a company without its booking code, and writes nothing', async () => {
    const before = await counts(s.db)
    const attempts: [Partial<CreateReservationRequest>, string][] = [
      [{ CompanyBookingCode: null }, 'Please enter the booking code your company received from the hotel.'],
      [{ CompanyBookingCode: 'ACME-0000-0000' }, 'This is not the booking code of the company chosen.'],
      // Another company's code does not open this one.
      [{ CompanyBookingCode: KERNOW.bookingCode }, 'This is not the booking code of the company chosen.'],
    ]
    for (const [over, message] of attempts) {
      const res = await s.post('/api/Reservation/Create', { ...body, ...over })
      expect(res.status).toBe(400)
      expect((await parsed(res, ValidationErrorBody)).ModelState).toEqual({ CompanyBookingCode: [message] })
    }
    const unknown = await s.post('/api/Reservation/Create', {
      ...body,
      AccountId: 999,
      CompanyBookingCode: ACME.bookingCode,
    })
    expect((await parsed(unknown, ValidationErrorBody)).ModelState).toEqual({
      AccountId: ['Please choose a company.'],
    })
    expect(await counts(s.db)).toEqual(before)
  })

  it('bills the company when the booker gives its code, however it is typed', async () => {
    const typed = ACME.bookingCode.toLowerCase().replaceAll('-', ' ')
    const res = await s.post('/api/Reservation/Create', { ...body, CompanyBookingCode: typed })
    const out = await parsed(res, CreateReservationResponse)
    expect(out.Success).toBe(true)
    const [booked] = await s.db.query<{ payment_type: number; company_id: number; po_number: string }>(
      'SELECT payment_type, company_id, po_number FROM reservation WHERE reference_number = $1',
      [out.ReferenceNumber],
    )
    expect(booked).toEqual({
      payment_type: PaymentType.PayByCompanyInvoice,
      company_id: ACME.id,
      po_number: 'PO-4411',
    })
    // The code itself is kept nowhere: only its hash, on the company.
    const rows = await s.db.query<{ row: string }>('SELECT row_to_json(r)::text AS row FROM reservation r')
    expect(rows.some((r) => r.row.toUpperCase().includes('7K2Q'))).toBe(false)
  })

  // Last: it uses up this client address's allowance of wrong codes.
  it('counts wrong company codes with the other code guesses: past the limit a 429, even for the right code', async () => {
    const before = await counts(s.db)
    let res = await s.post('/api/Reservation/Create', { ...body, CompanyBookingCode: 'ACME-GUES-S000' })
    for (let tries = 1; res.status === 400 && tries <= Limits.codeGuessPerAddress.max; tries++)
      res = await s.post('/api/Reservation/Create', { ...body, CompanyBookingCode: `ACME-GUES-S${tries}` })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await parsed(res, ErrorBody)).toEqual({ Message: CODE_GUESSES_LIMITED })
    const right = await s.post('/api/Reservation/Create', { ...body, CompanyBookingCode: ACME.bookingCode })
    expect(right.status).toBe(429)
    expect(await counts(s.db)).toEqual(before)
  })
})
