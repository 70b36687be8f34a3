/**
 * The server's e-mail and phone rules are the browser's (decision 0100): over HTTP, Create refuses every address and
 * number the shared table refuses, with the field named in ModelState and nothing written, and ManageBooking/Update
 * takes every one it accepts as the booker's details (and refuses the others), exactly as the checkout form does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { ManageActionResponse } from '@/api/contract/manage-booking'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import { book, updateBody, type Booked } from '../../builders/booked-stay'
import { EMAIL_TABLE, PHONE_TABLE } from '../../builders/contact-table'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Contact rules')

const booker = {
  FirstName: 'Ana',
  LastName: 'Silva',
  Email: 'ana@example.com',
  Phone: '+44 20 7946 0958',
  Street: '1 Harbour Row',
  City: 'Falmouth',
  ZipCode: 'TR11 2AA',
  CountryId: 826,
}

describe.each(ENGINES)('the shared e-mail and phone table on the server (%s)', (engine) => {
  let s: TestServer
  let stay: Booked
  let version = 1

  beforeAll(async () => {
    s = await startServer(engine)
    stay = await book(s, '2027-03-01', '2027-03-03')
  })
  afterAll(() => s.close())

  /** ManageBooking/Update with the booker's e-mail or phone changed: 200 at the next version, or a 400. */
  const updateBooker = async (change: { Email?: string; Phone?: string }) => {
    const res = await s.post(
      '/api/ManageBooking/Update',
      updateBody(stay, version, { Booker: { ...booker, ...change } }),
    )
    if (res.status !== 200)
      return { status: res.status, modelState: (await parsed(res, ValidationErrorBody)).ModelState }
    const saved = await parsed(res, ManageActionResponse)
    expect(saved.Success).toBe(true)
    version = saved.Reservation?.Version ?? version
    return { status: 200, booker: saved.Reservation?.Booker }
  }

  it.each(EMAIL_TABLE)('Update: e-mail %j accepted %s', async (address, accepted) => {
    const answer = await updateBooker({ Email: address })
    expect(answer.status).toBe(accepted ? 200 : 400)
    if (accepted) expect(answer.booker?.Email).toBe(address.trim())
    else expect(Object.keys(answer.modelState ?? {})).toEqual(['Booker.Email'])
  })

  it.each(PHONE_TABLE)('Update: phone %j accepted %s', async (number, accepted) => {
    const answer = await updateBooker({ Phone: number })
    expect(answer.status).toBe(accepted ? 200 : 400)
    if (accepted) expect(answer.booker?.Phone).toBe(number.trim())
    else expect(Object.keys(answer.modelState ?? {})).toEqual(['Booker.Phone'])
  })

  it('Create refuses every refused address and number with its field named, and writes nothing', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-08', '2027-03-10')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const before = await counts(s.db)
    for (const [address] of EMAIL_TABLE.filter(([, accepted]) => !accepted)) {
      const res = await s.post('/api/Reservation/Create', {
        ...body,
        Booker: { ...body.Booker, Email: address },
      })
      expect(res.status, address).toBe(400)
      expect(Object.keys((await parsed(res, ValidationErrorBody)).ModelState), address).toEqual([
        'Booker.Email',
      ])
    }
    for (const [number] of PHONE_TABLE.filter(([, accepted]) => !accepted)) {
      const res = await s.post('/api/Reservation/Create', {
        ...body,
        Booker: { ...body.Booker, Phone: number },
      })
      expect(res.status, number).toBe(400)
      expect(Object.keys((await parsed(res, ValidationErrorBody)).ModelState), number).toEqual([
        'Booker.Phone',
      ])
    }
    expect(await counts(s.db)).toEqual(before)
  })

  it('Create books a guest with a .travel address and a 00-form number', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-15', '2027-03-17')),
      SearchResult,
    )
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const res = await s.post('/api/Reservation/Create', {
      ...body,
      Booker: { ...body.Booker, Email: 'ana@company.travel', Phone: '00975 2 322 123' },
    })
    expect(res.status).toBe(200)
  })
})
