/**
 * From the desk, what the guest can do in manage (decision 0134), over HTTP: cancel one room of several, change a
 * room's occupancy and extras, add a room — each quoted first, made through the guest's Update with its checks
 * and prices, and in the audit log (who, before, after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationErrorBody } from '@/api/contract/common'
import { DeskBooking } from '@/api/contract/desk'
import { DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { BREAKFAST, book, CLASSIC, FLEX } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { deskCall, deskLogin, OWNER, type Caller } from './desk-kit'

notePostgresSkipped('Desk room changes')

const BOOKINGS = '/api/Desk/HARBOUR/Bookings'

type Change = {
  Rooms?: object[]
  RoomsToAdd?: object[]
  RoomsToCancel?: { ReservationItemId: number }[]
}

describe.each(ENGINES)('the desk adds, cancels and changes rooms as the guest can (%s)', (engine) => {
  let s: TestServer
  let desk: Caller
  const get = (path: string) => deskCall(s, desk, 'GET', `${BOOKINGS}/${path}`)
  const post = (path: string, body?: unknown) => deskCall(s, desk, 'POST', `${BOOKINGS}/${path}`, body)
  const optionsOf = async (reference: string) =>
    parsed(await get(`${reference}/ChangeOptions`), DeskChangeOptions)

  beforeAll(async () => {
    s = await startServer(engine)
    desk = await deskLogin(s, OWNER)
  })
  afterAll(() => s.close())

  /** Quotes the change against the version now, then makes it with the quoted totals. */
  const quoteThenChange = async (reference: string, change: Change) => {
    const { Version } = await optionsOf(reference)
    const body = { Version, Rooms: [], RoomsToAdd: [], RoomsToCancel: [], ...change }
    const res = await post(`${reference}/ChangeQuote`, body)
    expect(res.status).toBe(200)
    const quote = await parsed(res, DeskChangeQuote)
    const priced = {
      ...body,
      Rooms: body.Rooms.map((room, index) => ({ ...room, TotalCost: quote.Rooms[index]?.After })),
      RoomsToAdd: body.RoomsToAdd.map((room, index) => ({ ...room, TotalCost: quote.Added[index] })),
    }
    expect((await post(`${reference}/Change`, priced)).status).toBe(200)
    return quote
  }
  const lastAudit = async (reference: string) => (await parsed(await get(reference), DeskBooking)).Audit[0]

  it('cancels one room of two, then changes the other’s occupancy and extras, then adds a room', async () => {
    const two = { roomTypeId: CLASSIC, ratePlanId: FLEX }
    const b = await book(s, '2027-02-08', '2027-02-10', [two, two])
    const start = await optionsOf(b.ref)
    const [first, second] = start.Rooms
    if (!first || !second) throw new Error('two rooms')

    const cancelled = await quoteThenChange(b.ref, {
      RoomsToCancel: [{ ReservationItemId: second.ReservationItemId }],
    })
    expect(cancelled.TotalAfter).toBeLessThan(cancelled.TotalBefore)
    expect((await optionsOf(b.ref)).Rooms.map((room) => room.ReservationItemId)).toEqual([
      first.ReservationItemId,
    ])
    expect(await lastAudit(b.ref)).toMatchObject({
      Action: 'booking-changed',
      Staff: OWNER.email,
      Before: { Rooms: [{ ReservationItemId: second.ReservationItemId }] },
      After: { Rooms: [], Cancelled: [second.ReservationItemId] },
    })

    const { ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId } = first
    const stay = { ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId }
    const fuller = { ...stay, Adults: 1, Services: [{ ServiceId: BREAKFAST.id, Quantity: 1 }] }
    const changed = await quoteThenChange(b.ref, { Rooms: [fuller] })
    expect(changed.Rooms[0]?.After).not.toBe(changed.Rooms[0]?.Before)
    const [room] = (await optionsOf(b.ref)).Rooms
    expect(room).toMatchObject({ Adults: 1, Services: [{ ServiceId: BREAKFAST.id, Quantity: 1 }] })
    expect(await lastAudit(b.ref)).toMatchObject({
      Before: { Rooms: [{ Adults: first.Adults, Extras: [] }] },
      After: { Rooms: [{ Adults: 1, Extras: [{ ServiceId: BREAKFAST.id, Quantity: 1 }] }] },
    })

    const added = { DateFrom, DateTo, RoomTypeId: CLASSIC, RatePlanId: FLEX, Adults: 2 }
    const grown = await quoteThenChange(b.ref, { RoomsToAdd: [added] })
    expect(grown.Added[0]).toBeGreaterThan(0)
    // The booking's total also carries what the hotel adds per person (the visitor levy).
    expect(grown.TotalAfter).toBeGreaterThan(grown.TotalBefore + (grown.Added[0] ?? 0) - 0.01)
    const rooms = (await optionsOf(b.ref)).Rooms
    expect(rooms).toHaveLength(2)
    expect(rooms[1]).toMatchObject({ RoomTypeId: CLASSIC, Adults: 2, Total: grown.Added[0] })
    expect(await lastAudit(b.ref)).toMatchObject({
      Before: { Rooms: [] },
      After: { Rooms: [{ Adults: 2, DateFrom, Total: grown.Added[0] }] },
    })
  })

  it('refuses what the guest’s Update refuses, on the desk’s fields', async () => {
    const b = await book(s, '2027-02-15', '2027-02-17', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const { Version, Rooms } = await optionsOf(b.ref)
    const [room] = Rooms
    if (!room) throw new Error('no room')
    const { ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId } = room
    const crowded = { ReservationItemId, DateFrom, DateTo, RoomTypeId, RatePlanId, Adults: 9 }
    const tooMany = await post(`${b.ref}/ChangeQuote`, { Version, Rooms: [crowded] })
    expect(tooMany.status).toBe(400)
    const keys = Object.keys((await parsed(tooMany, ValidationErrorBody)).ModelState)
    expect(keys.every((key) => key.startsWith('Rooms.0'))).toBe(true)

    const nobody = { DateFrom, DateTo, RoomTypeId, RatePlanId, Adults: 0 }
    const empty = await post(`${b.ref}/ChangeQuote`, { Version, Rooms: [], RoomsToAdd: [nobody] })
    expect(Object.keys((await parsed(empty, ValidationErrorBody)).ModelState)).toEqual([
      'RoomsToAdd.0.Adults',
    ])
    const nothing = await post(`${b.ref}/ChangeQuote`, { Version, Rooms: [] })
    expect(Object.keys((await parsed(nothing, ValidationErrorBody)).ModelState)).toEqual(['Rooms'])
    const other = await post(`${b.ref}/ChangeQuote`, {
      Version,
      Rooms: [],
      RoomsToCancel: [{ ReservationItemId: 999_999 }],
    })
    expect(Object.keys((await parsed(other, ValidationErrorBody)).ModelState)).toEqual([
      'RoomsToCancel.0.ReservationItemId',
    ])
  })
})
