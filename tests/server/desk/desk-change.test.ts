/**
 * Changing a booking's dates or room from the desk (decision 0126), over HTTP: the quote first (the guest's own
 * settlement, nothing written), then the change through the guest's Update — its availability and
 * non-refundable refusals under the desk's field names, the money moved through the provider by the ledger (a
 * shorter paid stay refunded, a longer one charged), the guest's change mail, the hotel event, and the audit
 * entry with the rooms before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationErrorBody } from '@/api/contract/common'
import { DeskBooking } from '@/api/contract/desk'
import { DeskActionResult, DeskChangeOptions, DeskChangeQuote } from '@/api/contract/desk-actions'
import { addDays } from '@/domain/dates'
import { toMinorUnits } from '@/domain/money'
import { NON_REFUNDABLE_PLAN, NON_REFUNDABLE_SHORTER } from '@/domain/non-refundable-change'
import { ledgerSums } from '../../../server/payments/ledger'
import { IN_HOUSE_MESSAGE } from '../../../server/reservations/in-house-change'
import { book, CLASSIC, FLEX } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { bookDemoStays, deskCall, deskLogin, FRONT_DESK, type Caller } from './desk-kit'

notePostgresSkipped('Desk changes')

const BOOKINGS = '/api/Desk/HARBOUR/Bookings'
const NONREF = 12

describe.each(ENGINES)('the desk changes a booking’s dates or room (%s)', (engine) => {
  let s: TestServer
  let desk: Caller
  const get = (path: string) => deskCall(s, desk, 'GET', `${BOOKINGS}/${path}`)
  const post = (path: string, body?: unknown) => deskCall(s, desk, 'POST', `${BOOKINGS}/${path}`, body)

  beforeAll(async () => {
    s = await startServer(engine)
    await bookDemoStays(s)
    desk = await deskLogin(s, FRONT_DESK)
  })
  afterAll(() => s.close())

  const optionsOf = async (reference: string) =>
    parsed(await get(`${reference}/ChangeOptions`), DeskChangeOptions)
  /** The booking's one room moved to these dates (and plan), against the version the desk saw. */
  const moveTo = async (
    reference: string,
    dates: { DateFrom?: string; DateTo?: string; RatePlanId?: number },
  ) => {
    const options = await optionsOf(reference)
    const [room] = options.Rooms
    if (!room) throw new Error('no room')
    const change = {
      ReservationItemId: room.ReservationItemId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      ...dates,
    }
    return { Version: options.Version, Rooms: [change] }
  }
  const quote = async (reference: string, body: unknown) => {
    const res = await post(`${reference}/ChangeQuote`, body)
    expect(res.status).toBe(200)
    return parsed(res, DeskChangeQuote)
  }
  /** The change as the quote priced it: each room's total sent back. */
  const apply = (reference: string, body: { Version: number; Rooms: object[] }, quoted: DeskChangeQuote) =>
    post(`${reference}/Change`, {
      ...body,
      Rooms: body.Rooms.map((room, index) => ({ ...room, TotalCost: quoted.Rooms[index]?.After })),
    })
  const mailsOf = (reference: string) =>
    s.db.query<{ kind: string; text: string }>(
      `SELECT kind, text FROM outbox_message WHERE regarding = $1 AND kind = 'change' ORDER BY id`,
      [reference],
    )
  const eventsOf = (reference: string) =>
    s.db.query<{ type: string }>(`SELECT type FROM hotel_event WHERE reference = $1 ORDER BY id`, [reference])

  it('quotes a longer stay first, writing nothing, then makes it with its mail, event and audit entry', async () => {
    const before = await optionsOf('HH900001')
    const [room] = before.Rooms
    if (!room) throw new Error('no room')
    const body = await moveTo('HH900001', { DateTo: addDays(room.DateTo, 1) })
    const quoted = await quote('HH900001', body)
    expect(quoted.TotalBefore).toBe(before.Total)
    expect(quoted.TotalAfter).toBeGreaterThan(before.Total)
    expect(quoted.Rooms[0]?.Before).toBe(room.Total)
    // Flexible three weeks ahead: the card guarantees it, nothing is due now.
    expect(quoted.Money).toMatchObject({ DueNow: 0, Refund: 0 })
    expect((await optionsOf('HH900001')).Version).toBe(before.Version)
    expect(await mailsOf('HH900001')).toHaveLength(0)

    const res = await apply('HH900001', body, quoted)
    expect(res.status).toBe(200)
    expect((await parsed(res, DeskActionResult)).Message).toMatch(/^The booking is changed: /)
    const after = await optionsOf('HH900001')
    expect(after.Version).toBe(before.Version + 1)
    expect(after.Rooms[0]).toMatchObject({ DateTo: addDays(room.DateTo, 1), Total: quoted.Rooms[0]?.After })
    expect(after.Total).toBe(quoted.TotalAfter)
    expect(await mailsOf('HH900001')).toHaveLength(1)
    expect((await eventsOf('HH900001')).map((e) => e.type)).toContain('reservation.changed')

    const page = await parsed(await get('HH900001'), DeskBooking)
    expect(page.Rooms[0]?.DateTo).toBe(addDays(room.DateTo, 1))
    expect(page.Audit[0]).toMatchObject({
      Action: 'booking-changed',
      Staff: FRONT_DESK.email,
      Before: { Version: before.Version, Total: before.Total, Rooms: [{ DateTo: room.DateTo }] },
      After: {
        Version: before.Version + 1,
        Total: quoted.TotalAfter,
        Rooms: [{ DateTo: addDays(room.DateTo, 1) }],
      },
    })
    // The version it was based on is gone: a second save of the same change is refused.
    expect((await apply('HH900001', body, quoted)).status).toBe(409)
  })

  it('refunds what a shorter paid stay no longer costs, through the ledger and the provider', async () => {
    const b = await book(s, '2027-01-06', '2027-01-09', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const paid = (await ledgerSums(s.db, b.id)).paid
    expect(paid).toBeGreaterThan(0)
    const body = await moveTo(b.ref, { DateTo: '2027-01-08' })
    const quoted = await quote(b.ref, body)
    expect(quoted.Money.Refund).toBeGreaterThan(0)
    expect(quoted.Money.DueNow).toBe(0)
    expect((await apply(b.ref, body, quoted)).status).toBe(200)
    const refunds = await s.db.query<{ amount: number; state: string }>(
      `SELECT amount, state FROM ledger_entry WHERE reservation_id = $1 AND kind = 'refund'`,
      [b.id],
    )
    expect(refunds).toEqual([{ amount: toMinorUnits(quoted.Money.Refund), state: 'succeeded' }])
    expect(await ledgerSums(s.db, b.id)).toEqual({ paid, refunded: toMinorUnits(quoted.Money.Refund) })
    expect(paid - toMinorUnits(quoted.Money.Refund)).toBe(toMinorUnits(quoted.TotalAfter))
  })

  it('charges a longer stay on a plan that takes its money now, on the saved card, as the scheduled charges would', async () => {
    // Flexible a month ahead: nothing paid yet, the card saved to guarantee it.
    const b = await book(s, '2027-02-01', '2027-02-03', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    expect((await ledgerSums(s.db, b.id)).paid).toBe(0)
    const body = await moveTo(b.ref, { DateTo: '2027-02-04', RatePlanId: NONREF })
    const quoted = await quote(b.ref, body)
    expect(quoted.TotalAfter).toBeGreaterThan(quoted.TotalBefore)
    expect(quoted.Money.DueNow).toBe(quoted.TotalAfter)
    expect(quoted.Money.Refund).toBe(0)
    const res = await apply(b.ref, body, quoted)
    expect(res.status).toBe(200)
    expect((await parsed(res, DeskActionResult)).Message).toContain('to pay now')
    const charges = await s.db.query<{ amount: number; state: string }>(
      `SELECT amount, state FROM ledger_entry WHERE reservation_id = $1 AND kind = 'charge' AND purpose = 'scheduled'`,
      [b.id],
    )
    expect(charges).toEqual([{ amount: toMinorUnits(quoted.Money.DueNow), state: 'succeeded' }])
    expect(await ledgerSums(s.db, b.id)).toEqual({ paid: toMinorUnits(quoted.Money.DueNow), refunded: 0 })
  })

  it('refuses dates with no room left, as the guest’s Update does, and writes nothing', async () => {
    // The Classic rooms of the test hotel are sold out on the night of 9 January.
    const b = await book(s, '2027-01-13', '2027-01-15', [{ roomTypeId: CLASSIC, ratePlanId: FLEX }])
    const body = await moveTo(b.ref, { DateFrom: '2027-01-08', DateTo: '2027-01-10' })
    const res = await post(`${b.ref}/ChangeQuote`, body)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ Message: 'This room is no longer available for the selected dates.' })
    const change = await post(`${b.ref}/Change`, {
      ...body,
      Rooms: body.Rooms.map((room) => ({ ...room, TotalCost: 500 })),
    })
    expect([400, 409]).toContain(change.status)
    expect((await optionsOf(b.ref)).Version).toBe(body.Version)
    expect(await mailsOf(b.ref)).toHaveLength(0)
  })

  it('refuses to shorten a non-refundable room or make it refundable, in the guest’s words', async () => {
    const b = await book(s, '2027-02-22', '2027-02-25', [{ roomTypeId: CLASSIC, ratePlanId: NONREF }])
    const shorter = await post(`${b.ref}/ChangeQuote`, await moveTo(b.ref, { DateTo: '2027-02-24' }))
    expect(shorter.status).toBe(400)
    expect((await parsed(shorter, ValidationErrorBody)).ModelState).toEqual({
      'Rooms.0.DateTo': [NON_REFUNDABLE_SHORTER],
    })
    const flexible = await post(`${b.ref}/ChangeQuote`, await moveTo(b.ref, { RatePlanId: FLEX }))
    expect((await parsed(flexible, ValidationErrorBody)).ModelState).toEqual({
      'Rooms.0.RatePlanId': [NON_REFUNDABLE_PLAN],
    })
  })

  it('answers 400 for bad input, a changed price, and 409 for a cancelled booking', async () => {
    const empty = await post('HH900003/ChangeQuote', { Version: 1, Rooms: [] })
    expect(empty.status).toBe(400)
    expect(Object.keys((await parsed(empty, ValidationErrorBody)).ModelState)).toEqual(['Rooms'])
    const body = await moveTo('HH900003', {})
    const badDate = await post('HH900003/ChangeQuote', {
      ...body,
      Rooms: body.Rooms.map((room) => ({ ...room, DateTo: 'tomorrow' })),
    })
    expect(badDate.status).toBe(400)
    const noPrice = await post('HH900003/Change', body)
    expect(Object.keys((await parsed(noPrice, ValidationErrorBody)).ModelState)).toEqual([
      'Rooms.0.TotalCost',
    ])
    const longer = await moveTo('HH900003', { DateTo: addDays(body.Rooms[0]?.DateTo ?? '', 1) })
    const stale = await post('HH900003/Change', {
      ...longer,
      Rooms: longer.Rooms.map((room) => ({ ...room, TotalCost: 1 })),
    })
    expect(stale.status).toBe(400)
    expect(Object.keys((await parsed(stale, ValidationErrorBody)).ModelState)).toEqual(['Rooms.0.TotalCost'])
    const other = await post('HH900003/ChangeQuote', {
      ...body,
      Rooms: body.Rooms.map((room) => ({ ...room, ReservationItemId: 999_999 })),
    })
    expect(Object.keys((await parsed(other, ValidationErrorBody)).ModelState)).toEqual([
      'Rooms.0.ReservationItemId',
    ])

    expect((await post('HH900003/Cancel', { WaivePenalty: true, Reason: 'Test' })).status).toBe(200)
    expect((await post('HH900003/ChangeQuote', body)).status).toBe(409)
    expect(
      (await post('HH900003/Change', { ...body, Rooms: [{ ...body.Rooms[0], TotalCost: 1 }] })).status,
    ).toBe(409)
    expect((await get('HH900003/ChangeOptions')).status).toBe(409)
  })

  it('changes a stay on its arrival morning, past the guest’s online cut-off; after check-in time only its departure', async () => {
    const body = await moveTo('HH900002', {})
    const [room] = body.Rooms
    if (!room) throw new Error('no room')
    const longer = { ...body, Rooms: [{ ...room, DateTo: addDays(room.DateTo, 1) }] }
    // 09:00 at the hotel on the arrival day: the guest's changes closed at 14:00 the day before.
    s.now.value = new Date(`${room.DateFrom}T09:00:00Z`)
    desk = await deskLogin(s, FRONT_DESK)
    expect((await post('HH900002/ChangeQuote', longer)).status).toBe(200)
    // 15:00: the stay is in house (decision 0134): its departure may move, its arrival no longer.
    s.now.value = new Date(`${room.DateFrom}T15:00:00Z`)
    desk = await deskLogin(s, FRONT_DESK)
    expect((await post('HH900002/ChangeQuote', longer)).status).toBe(200)
    const later = { ...body, Rooms: [{ ...room, DateFrom: addDays(room.DateFrom, 1) }] }
    const refused = await post('HH900002/ChangeQuote', later)
    expect((await parsed(refused, ValidationErrorBody)).ModelState).toEqual({
      'Rooms.0.ReservationItemId': [IN_HOUSE_MESSAGE],
    })
  })
})
