/**
 * Card brands over HTTP (decisions 0100, 0113): the guest types the card into the payment provider's frame, the
 * provider names its brand, and Create takes a 2-series Mastercard and a Discover 65/644 card as what they are —
 * whatever card type the request may still claim — and refuses a brand the hotel does not take before any payment
 * is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { CreateReservationResponse } from '@/api/contract/reservation'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'

notePostgresSkipped('Card brands')

describe.each(ENGINES)('card brands at Create (%s)', (engine) => {
  let s: TestServer
  let week = 0

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** A Create for a fresh stay at HARBOUR, paid with `number` typed into the provider's frame. */
  const create = async (number: string, extra: Record<string, unknown> = {}) => {
    week += 1
    const from = `2027-05-${String(3 + week * 2).padStart(2, '0')}`
    const to = `2027-05-${String(4 + week * 2).padStart(2, '0')}`
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const body = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const paymentMethod = await cardFromFrame(s, { number, securityCode: '123' })
    return s.post('/api/Reservation/Create', {
      ...body,
      CardDetails: { ...body.CardDetails, PaymentMethodId: paymentMethod, ...extra },
    })
  }
  const lastCard = async () => {
    const [row] = await s.db.query<{ card: { Brand: string; LastFour: string } | null }>(
      'SELECT card FROM reservation ORDER BY id DESC LIMIT 1',
    )
    return row?.card
  }

  it.each([
    ['2223 0031 2200 3222', 'Mastercard'],
    ['2720 9900 0000 0007', 'Mastercard'],
    ['6500 0000 0000 0002', 'Discover'],
    ['6445 6445 6445 6445', 'Discover'],
  ])('books with %s as the brand it is', async (number, brand) => {
    const res = await create(number)
    expect(res.status).toBe(200)
    expect((await parsed(res, CreateReservationResponse)).Success).toBe(true)
    expect(await lastCard()).toMatchObject({ Brand: brand, LastFour: number.slice(-4) })
  })

  it('keeps a 2-series Mastercard as a Mastercard although the request still claims a Visa', async () => {
    const res = await create('2223 0031 2200 3222', { CreditCardTypeId: 1 })
    expect(res.status).toBe(200)
    expect(await lastCard()).toMatchObject({ Brand: 'Mastercard', LastFour: '3222' })
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
      for (const [number, brand, extra] of [
        ['6500 0000 0000 0002', 'Discover', { CreditCardTypeId: 1 }],
        ['6011 1111 1111 1117', 'Discover', { CreditCardTypeId: 2 }],
        ['3782 822463 10005', 'American Express', { CreditCardTypeId: 1 }],
        ['6500 0000 0000 0002', 'Discover', {}],
      ] as const) {
        const res = await create(number, extra)
        expect(res.status, number).toBe(400)
        expect((await parsed(res, ValidationErrorBody)).ModelState, number).toEqual({
          'CardDetails.PaymentMethodId': [
            `${brand} card is not accepted here. This hotel takes Visa, Mastercard.`,
          ],
        })
      }
      expect(await counts(s.db)).toEqual(before)
    })

    it('still takes a 2-series Mastercard', async () => {
      expect((await create('2221 0000 0000 0009')).status).toBe(200)
    })
  })
})
