/**
 * Card brands over HTTP (decision 0100): Create takes a 2-series Mastercard and a Discover 65/644 card as what they
 * are, and refuses a brand the hotel does not take whatever card type is chosen for it, before any gateway sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { bookingFrom, searchBody } from '../builders/booking-request'
import { counts, ENGINES, notePostgresSkipped, parsed, startServer, type TestServer } from './harness'

notePostgresSkipped('Card brands')

const VISA_ID = 1
const MASTERCARD_ID = 2
const DISCOVER_ID = 4

describe.each(ENGINES)('card brands at Create (%s)', (engine) => {
  let s: TestServer
  let week = 0

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** A Create for a fresh stay at HARBOUR, paid with `number` sent as card type `typeId`. */
  const create = async (number: string, typeId: number) => {
    week += 1
    const from = `2027-05-${String(3 + week * 2).padStart(2, '0')}`
    const to = `2027-05-${String(4 + week * 2).padStart(2, '0')}`
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    return s.post('/api/Reservation/Create', {
      ...body,
      CardDetails: { ...body.CardDetails, CardNumber: number, CreditCardTypeId: typeId },
    })
  }

  it.each([
    ['2223 0031 2200 3222', MASTERCARD_ID],
    ['2720 9900 0000 0007', MASTERCARD_ID],
    ['6500 0000 0000 0002', DISCOVER_ID],
    ['6445 6445 6445 6445', DISCOVER_ID],
  ])('books with %s as the brand it is', async (number, typeId) => {
    const res = await create(number, typeId)
    expect(res.status).toBe(200)
    expect((await parsed(res, CreateReservationResponse)).Success).toBe(true)
  })

  it('refuses a 2-series Mastercard sent as a Visa', async () => {
    const res = await create('2223 0031 2200 3222', VISA_ID)
    expect(res.status).toBe(400)
    expect((await parsed(res, ValidationErrorBody)).ModelState).toEqual({
      'CardDetails.CreditCardTypeId': ['The card number is a Mastercard card.'],
    })
  })

  describe('at a hotel that takes Visa and Mastercard only', () => {
    beforeAll(() =>
      s.db.query(
        `UPDATE property SET settings = jsonb_set(settings, '{CreditCards}',
           (SELECT jsonb_agg(c) FROM jsonb_array_elements(settings->'CreditCards') c WHERE c->>'Code' IN ('VISA', 'MC')))
         WHERE code = 'HARBOUR'`,
      ),
    )

    it('refuses a Discover or an Amex card whatever type it is sent as, and writes nothing', async () => {
      const before = await counts(s.db)
      for (const [number, typeId] of [
        ['6500 0000 0000 0002', VISA_ID],
        ['6011 1111 1111 1117', MASTERCARD_ID],
        ['3782 822463 10005', VISA_ID],
        ['6500 0000 0000 0002', DISCOVER_ID],
      ] as const) {
        const res = await create(number, typeId)
        expect(res.status, number).toBe(400)
        expect((await parsed(res, ValidationErrorBody)).ModelState, number).toEqual({
          'CardDetails.CreditCardTypeId': ['This card type is not accepted here.'],
        })
      }
      expect(await counts(s.db)).toEqual(before)
    })

    it('still takes a 2-series Mastercard', async () => {
      expect((await create('2221 0000 0000 0009', MASTERCARD_ID)).status).toBe(200)
    })
  })
})
