/**
 * The hotel's event log (decision 0106), driven from outside: bookings, changes, cancellations, pre-check-ins and
 * table bookings made over HTTP each leave exactly one event, with the reservation as it is after the change and
 * no card data; a change that fails leaves none; the cursor reader pages through them in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HARBOUR } from '../../../server/seed/demo'
import { hotelEventsSince, type HotelEvent } from '../../../server/hotel-events/hotel-events'
import type { ReservationEventPayload } from '../../../server/hotel-events/payload'
import { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { payLinkCode } from '../../../server/payments/pay-link'
import { VISA } from '../../builders/booking-request'
import { tableBooking } from '../../builders/table-booking'
import { access, book, preCheckInBody, REASON, updateBody } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Hotel events')

/** The events since `cursor` about `reference`. */
async function eventsOf(s: TestServer, reference: string, cursor = 0): Promise<HotelEvent[]> {
  const all = await hotelEventsSince(s.db, HARBOUR.id, cursor, 1000)
  return all.filter((event) => event.reference === reference)
}

function reservationOf(event: HotelEvent | undefined): ReservationEventPayload {
  if (event?.payload.Kind !== 'Reservation')
    throw new Error(`not a reservation event: ${JSON.stringify(event)}`)
  return event.payload
}

async function lastCursor(s: TestServer): Promise<number> {
  const [row] = await s.db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM hotel_event')
  return Number(row?.id ?? 0)
}

describe.each(ENGINES)('hotel events (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  it('records a booking once, with its rooms, guests and totals and no card data', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03')
    const [created, ...others] = await eventsOf(s, b.ref)
    expect(others).toEqual([])
    expect(created?.type).toBe('reservation.created')
    expect(created?.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(created?.occurredAt).toBe(s.now.value.toISOString())
    const payload = reservationOf(created)
    expect(payload).toMatchObject({ Reference: b.ref, Status: 'Confirmed', DateFrom: '2027-02-01' })
    expect(payload.DateTo).toBe('2027-02-03')
    expect(payload.Booker.Email).toBe('grace@example.com')
    const [room] = payload.Rooms
    expect(room?.Nights.map((n) => n.Date)).toEqual(['2027-02-01', '2027-02-02'])
    expect(room?.Guests.length).toBeGreaterThan(0)
    expect(payload.Totals.Total).toBe(b.reservation.TotalCost)
    expect(payload.Totals.Accommodation).toBe(b.reservation.TotalAccommodation)
    const text = JSON.stringify(created)
    // Neither the card nor the provider's references to it (decision 0113).
    for (const secret of [VISA, 'pm_', 'cus_', '4242', 'SecurityCode', 'CardNumber', 'token']) {
      expect(text).not.toContain(secret)
    }
  })

  it('records a change, a pre-check-in and a cancellation, each after the one before', async () => {
    const b = await book(s, '2027-02-08', '2027-02-10')
    const cursor = await lastCursor(s)
    expect((await s.post('/api/PreCheckIn/Save', preCheckInBody(b, '17:00'))).status).toBe(200)
    const changed = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 2, { SpecialRequests: 'Sea view' }),
    )
    expect(changed.status).toBe(200)
    const cancel = { ...access(b), ReservationId: b.id, CancellationReasonId: REASON }
    expect((await s.post('/api/ManageBooking/Cancel', cancel)).status).toBe(200)
    const events = await eventsOf(s, b.ref, cursor)
    expect(events.map((e) => e.type)).toEqual([
      'reservation.pre-checked-in',
      'reservation.changed',
      'reservation.cancelled',
    ])
    const [checkedIn, change, cancelled] = events.map(reservationOf)
    expect(checkedIn?.EstimatedArrivalTime).toBe('17:00')
    expect(checkedIn?.PreCheckInAt).not.toBeNull()
    expect(change?.SpecialRequests).toBe('Sea view')
    expect(cancelled?.Status).toBe('Cancelled')
    expect(new Set(events.map((e) => e.eventId)).size).toBe(3)
  })

  it('records a restaurant booking with the table it holds', async () => {
    const made = await s.post('/api/RestaurantBooking/Create', tableBooking({ PartySize: 3 }))
    expect(made.status).toBe(200)
    const [event] = await hotelEventsSince(s.db, HARBOUR.id, (await lastCursor(s)) - 1, 10)
    expect(event?.type).toBe('restaurant-booking.created')
    expect(event?.payload).toMatchObject({
      Kind: 'RestaurantBooking',
      RestaurantName: 'The Quay Kitchen',
      VisitDate: '2027-02-10',
      VisitTime: '19:30',
      PartySize: 3,
      Email: 'ada@example.com',
    })
  })

  it('records nothing for a change that is refused', async () => {
    const b = await book(s, '2027-03-01', '2027-03-02')
    const cursor = await lastCursor(s)
    const stale = await s.post('/api/ManageBooking/Update', updateBody(b, b.reservation.Version + 5))
    expect(stale.status).toBe(409)
    expect(await eventsOf(s, b.ref, cursor)).toEqual([])
  })

  it('keeps no event of a pay-by-link payment (the hotel has its mail of it)', async () => {
    const cursor = await lastCursor(s)
    const code = payLinkCode({ linkSigningKey: 'test-signing-key' }, HARBOUR.id, 'P', 'INV-1001')
    const info = await parsed(
      await s.get(`/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=INV-1001&hash=${code}&actionType=P`),
      PayByLinkInfo,
    )
    const paid = await s.post('/api/PayByLink/Process', {
      ...info,
      PropertyId: 'HARBOUR',
      Email: 'payer@example.com',
      CardDetails: { PaymentMethodId: VISA, NameOnCard: 'G Hopper', EmailAddress: 'payer@example.com' },
    })
    expect(paid.status).toBe(200)
    const [mail] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_message WHERE kind = 'hotel-paylink'",
    )
    expect(mail?.n).toBe(1)
    expect(await hotelEventsSince(s.db, HARBOUR.id, cursor, 10)).toEqual([])
  })

  it('pages through the log in cursor order, one property at a time', async () => {
    const all = await hotelEventsSince(s.db, HARBOUR.id, 0, 1000)
    expect(all.length).toBeGreaterThanOrEqual(6)
    const ids = all.map((e) => e.id)
    expect([...ids].sort((a, z) => a - z)).toEqual(ids)
    const pages: HotelEvent[] = []
    let cursor = 0
    for (;;) {
      const page = await hotelEventsSince(s.db, HARBOUR.id, cursor, 2)
      if (page.length === 0) break
      expect(page.length).toBeLessThanOrEqual(2)
      pages.push(...page)
      cursor = page.at(-1)?.id ?? cursor
    }
    expect(pages.map((e) => e.eventId)).toEqual(all.map((e) => e.eventId))
    expect(await hotelEventsSince(s.db, HARBOUR.id + 999, 0, 10)).toEqual([])
  })
})
