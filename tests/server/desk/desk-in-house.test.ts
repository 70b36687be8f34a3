/**
 * A stay in house (arrived, not yet gone) has its departure moved at the desk over HTTP (decision 0134): longer
 * and shorter, re-priced and settled as any change, in the audit log; nothing else of it moves, the departure not
 * before today, and the guest's own Update still refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationErrorBody } from '@/api/contract/common'
import { DeskBooking } from '@/api/contract/desk'
import { DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { DEPARTURE_BEFORE_TODAY, IN_HOUSE_MESSAGE } from '../../../server/reservations/in-house-change'
import { asUpdate, book, CLASSIC, FLEX, load, SUPERIOR, updateBody } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  NOW,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, FRONT_DESK, type Caller } from './desk-kit'

notePostgresSkipped('Desk in-house changes')

const BOOKINGS = '/api/Desk/HARBOUR/Bookings'

describe.each(ENGINES)('the desk moves the departure of a stay in house (%s)', (engine) => {
  let s: TestServer
  let desk: Caller
  const get = (path: string) => deskCall(s, desk, 'GET', `${BOOKINGS}/${path}`)
  const post = (path: string, body?: unknown) => deskCall(s, desk, 'POST', `${BOOKINGS}/${path}`, body)

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** The booking's one room with these changes, against the version the desk saw. */
  const changed = async (reference: string, over: { DateTo?: string; RoomTypeId?: number }) => {
    const options = await parsed(await get(`${reference}/ChangeOptions`), DeskChangeOptions)
    const [room] = options.Rooms
    if (!room) throw new Error('no room')
    const { ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId } = room
    return {
      Version: options.Version,
      Rooms: [{ ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId, ...over }],
    }
  }
  const quoteThenChange = async (reference: string, body: Awaited<ReturnType<typeof changed>>) => {
    const quoted = await post(`${reference}/ChangeQuote`, body)
    expect(quoted.status).toBe(200)
    const quote = await parsed(quoted, DeskChangeQuote)
    const rooms = body.Rooms.map((room, index) => ({ ...room, TotalCost: quote.Rooms[index]?.After }))
    const res = await post(`${reference}/Change`, { ...body, Rooms: rooms })
    expect(res.status).toBe(200)
    return quote
  }

  it('extends and shortens a stay in house, re-priced and settled, each in the log', async () => {
    s.now.value = NOW
    const b = await book(s, '2027-01-12', '2027-01-15', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    // The second night of the stay, 10:00 at the hotel.
    s.now.value = new Date('2027-01-13T10:00:00Z')
    desk = await deskLogin(s, FRONT_DESK)

    const longer = await quoteThenChange(b.ref, await changed(b.ref, { DateTo: '2027-01-17' }))
    expect(longer.TotalAfter).toBeGreaterThan(longer.TotalBefore)
    const page = await parsed(await get(b.ref), DeskBooking)
    expect(page.Rooms[0]).toMatchObject({ DateFrom: '2027-01-12', DateTo: '2027-01-17' })
    expect(page.Audit[0]).toMatchObject({
      Action: 'booking-changed',
      Staff: FRONT_DESK.email,
      Before: { Rooms: [{ DateTo: '2027-01-15' }] },
      After: { Rooms: [{ DateTo: '2027-01-17' }], Total: longer.TotalAfter },
    })

    const shorter = await quoteThenChange(b.ref, await changed(b.ref, { DateTo: '2027-01-14' }))
    expect(shorter.TotalAfter).toBeLessThan(longer.TotalAfter)
    expect(shorter.TotalAfter).toBeLessThan(longer.TotalBefore)
    const after = await parsed(await get(b.ref), DeskBooking)
    expect(after.Rooms[0]).toMatchObject({ DateFrom: '2027-01-12', DateTo: '2027-01-14' })
    expect(after.Audit[0]).toMatchObject({ After: { Rooms: [{ DateTo: '2027-01-14' }] } })
  })

  it('moves nothing else of a stay in house, and no departure before today', async () => {
    s.now.value = NOW
    const b = await book(s, '2027-01-24', '2027-01-27', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    s.now.value = new Date('2027-01-25T10:00:00Z')
    desk = await deskLogin(s, FRONT_DESK)
    const past = await post(`${b.ref}/ChangeQuote`, await changed(b.ref, { DateTo: '2027-01-24' }))
    expect(past.status).toBe(400)
    expect((await parsed(past, ValidationErrorBody)).ModelState).toEqual({
      'Rooms.0.DateTo': [DEPARTURE_BEFORE_TODAY],
    })
    const room = await post(`${b.ref}/ChangeQuote`, await changed(b.ref, { RoomTypeId: SUPERIOR }))
    expect((await parsed(room, ValidationErrorBody)).ModelState).toEqual({
      'Rooms.0.ReservationItemId': [IN_HOUSE_MESSAGE],
    })
  })

  it('still refuses the guest’s own change of a stay in house', async () => {
    s.now.value = NOW
    const b = await book(s, '2027-01-30', '2027-02-01', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    s.now.value = new Date('2027-01-31T10:00:00Z')
    const [item] = (await load(s, b.ref, b.code)).ReservationItems
    if (!item) throw new Error('no room')
    const res = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { ReservationItems: [{ ...asUpdate(item), DateTo: '2027-02-02' }] }),
    )
    expect(res.status).toBe(403)
  })
})
