/**
 * An extra's per-room maximum counts every line of it on the room (issue 29): three lines of 6 × Champagne (at
 * most 6) or three Parking lines (at most 1) are a 400 with the line named, on Create and on a manage Update,
 * and nothing is written: no room, no line of the ledger, no payment asked of the provider (its own record).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  access,
  book,
  CHAMPAGNE,
  CLASSIC,
  FLEX,
  load,
  PARKING,
  updateBody,
  withServices,
} from '../../builders/booked-stay'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Extras maximum')

const champagneLines = [1, 2, 3].map(() => ({ ...CHAMPAGNE, quantity: 6 }))
const parkingLines = [1, 2, 3].map(() => ({ ...PARKING, quantity: 1 }))

describe.each(ENGINES)('an extra’s maximum over all its lines (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(async () => {
    await s.close()
  })

  /** Our ledger's rows and the built-in provider's own payments, counted. */
  const money = () =>
    s.db.query<{ entries: number; movements: number; intents: number }>(
      `SELECT (SELECT count(*) FROM ledger_entry)::int AS entries,
              (SELECT count(*) FROM ledger_movement)::int AS movements,
              (SELECT count(*) FROM test_provider_object WHERE kind = 'payment_intent')::int AS intents`,
    )

  it('refuses a booking whose room repeats an extra past its maximum, and books none', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-04-05', '2027-04-07')),
      SearchResult,
    )
    const before = await counts(s.db)
    const moneyBefore = await money()
    for (const [services, name, most] of [
      [champagneLines, 'Champagne on arrival', 6],
      [parkingLines, 'Parking', 1],
    ] as const) {
      const refused = await s.post(
        '/api/Reservation/Create',
        bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX, services: [...services] }]),
      )
      expect(refused.status).toBe(400)
      const state = (await parsed(refused, ValidationErrorBody)).ModelState
      const keys = Object.keys(state).filter((key) => key.includes('Services'))
      expect(keys.length).toBeGreaterThan(0)
      expect(keys.every((key) => key.endsWith('.Quantity'))).toBe(true)
      expect(state[keys[0] ?? '']?.[0]).toContain(`At most ${most} of ${name} can be added to one room`)
    }
    expect(await counts(s.db)).toEqual(before)
    expect(await money()).toEqual(moneyBefore)
  })

  it('books the same extra on two lines within its maximum', async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-04-12', '2027-04-14')),
      SearchResult,
    )
    const ok = await s.post(
      '/api/Reservation/Create',
      bookingFrom(result, [
        {
          roomTypeId: CLASSIC,
          ratePlanId: FLEX,
          services: [
            { ...CHAMPAGNE, quantity: 2 },
            { ...CHAMPAGNE, quantity: 4 },
          ],
        },
      ]),
    )
    expect(ok.status).toBe(200)
  })

  it('refuses a manage change that repeats an extra past its maximum, and keeps the room as it was', async () => {
    const b = await book(s, '2027-04-19', '2027-04-21')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no room')
    const moneyBefore = await money()
    for (const [lines, name, most] of [
      [champagneLines.map(({ quantity, ...extra }) => ({ extra, quantity })), 'Champagne on arrival', 6],
      [parkingLines.map(({ quantity, ...extra }) => ({ extra, quantity })), 'Parking', 1],
    ] as const) {
      const refused = await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, b.reservation.Version, { ReservationItems: [withServices(item, [...lines])] }),
      )
      expect(refused.status).toBe(400)
      const state = (await parsed(refused, ValidationErrorBody)).ModelState
      expect(state['ReservationItems.0.Services.1.Quantity']?.[0]).toContain(
        `At most ${most} of ${name} can be added to one room`,
      )
      expect(state['ReservationItems.0.Services.2.Quantity']).toBeDefined()
      expect(state['ReservationItems.0.Services.0.Quantity']).toBeUndefined()
    }
    const after = await load(s, access(b).ReferenceNumber, b.code)
    expect(after.Version).toBe(b.reservation.Version)
    expect(after.ReservationItems[0]?.Services).toEqual([])
    expect(after.AmountPaid).toBe(b.reservation.AmountPaid)
    expect(await money()).toEqual(moneyBefore)
  })
})
