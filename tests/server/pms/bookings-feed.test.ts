/**
 * Bookings out (decision 0108): a PMS polls what happened at its hotel since a cursor — bookings made and
 * cancelled through the guest API appear, in order, paged, only for the key's own property, never with card data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ManageActionResponse, ManageSearchResponse } from '@/api/contract/manage-booking'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { BookingsFeed } from '../../../server/pms/feed-contract'
import { bookingFrom, DECLINE, searchBody, VISA } from '../../builders/booking-request'
import { cardSecretsIn } from '../../support/server/card-secrets'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'
import { pmsClient, type PmsClient } from './pms-client'

notePostgresSkipped('PMS bookings feed')

const FEED = '/api/pms/properties/HARBOUR/bookings'
/** The card the guest types into the provider's frame (decision 0113); our API sees only its reference. */
const TYPED = { number: '4242 4242 4242 4242', securityCode: '123' }

describe.each(ENGINES)('PMS bookings feed (%s)', (engine) => {
  let s: TestServer
  let pms: PmsClient
  beforeAll(async () => {
    s = await startServer(engine)
    pms = await pmsClient(s)
  })
  afterAll(() => s.close())

  async function create(from: string, to: string, paymentMethod = VISA) {
    const result = await parsed(await s.post('/api/Availability/Search', searchBody(from, to)), SearchResult)
    const booking = bookingFrom(result, [{ roomTypeId: 101, ratePlanId: 11 }])
    const card = { ...booking.CardDetails, PaymentMethodId: paymentMethod }
    return parsed(
      await s.post('/api/Reservation/Create', { ...booking, CardDetails: card }),
      CreateReservationResponse,
    )
  }

  async function book(from: string, to: string, paymentMethod = VISA) {
    const created = await create(from, to, paymentMethod)
    const token = created.ConfirmationToken ?? ''
    return parsed(
      await s.get(`/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`),
      ReservationConfirmation,
    )
  }

  async function cancel(ref: string, code: string) {
    const found = await parsed(
      await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&hash=${code}`, {}),
      ManageSearchResponse,
    )
    const access = { PropertyId: 'HARBOUR', ReferenceNumber: ref, Code: code }
    const body = { ...access, ReservationId: found.Reservation?.ReservationId, CancellationReasonId: 10011 }
    return parsed(await s.post('/api/ManageBooking/Cancel', body), ManageActionResponse)
  }

  const feed = async (query: string) => parsed(await pms.get(`${FEED}${query}`), BookingsFeed)

  it('gives the bookings and their cancellation since a cursor, in order, page by page', async () => {
    const start = (await feed('')).NextCursor
    const first = await book('2027-02-10', '2027-02-12', await cardFromFrame(s, TYPED))
    const second = await book('2027-02-15', '2027-02-16')
    expect((await cancel(first.ReferenceNumber, first.Code)).Success).toBe(true)

    const all = await feed(`?since=${start}`)
    const ours = all.Events.filter((e) =>
      [first.ReferenceNumber, second.ReferenceNumber].includes(e.Reference),
    )
    expect(ours.map((e) => [e.Type, e.Reference])).toEqual([
      ['reservation.created', first.ReferenceNumber],
      ['reservation.created', second.ReferenceNumber],
      ['reservation.cancelled', first.ReferenceNumber],
    ])
    const cancelled = ours[2]?.Payload
    expect(cancelled).toMatchObject({ Kind: 'Reservation', Status: 'Cancelled', DateFrom: '2027-02-10' })
    const text = JSON.stringify(all)
    expect(cardSecretsIn(text, TYPED)).toEqual([])
    expect(text).not.toMatch(/pm_|cus_/) // nor the provider's references to the card

    // Page by page with limit=1: the same events, each once, then nothing more.
    const paged: string[] = []
    let cursor = start
    for (let page = await feed(`?since=${cursor}&limit=1`); ; page = await feed(`?since=${cursor}&limit=1`)) {
      paged.push(...page.Events.map((e) => e.EventId))
      if (!page.HasMore) break
      expect(page.NextCursor).toBeGreaterThan(cursor)
      cursor = page.NextCursor
    }
    expect(paged).toEqual(all.Events.map((e) => e.EventId))
    const end = await feed(`?since=${all.NextCursor}`)
    expect(end).toEqual({ Events: [], NextCursor: all.NextCursor, HasMore: false })
  })

  it('never lists a booking whose card was declined (its attempt is kept Failed, not booked)', async () => {
    const start = (await feed('')).NextCursor
    const declined = await create('2027-02-24', '2027-02-25', DECLINE)
    expect(declined).toMatchObject({
      Success: false,
      Message: 'Your card was declined. Nothing was charged: please try another card.',
    })
    const [attempt] = await s.db.query<{ status: string; reference_number: string }>(
      'SELECT status, reference_number FROM reservation ORDER BY id DESC LIMIT 1',
    )
    expect(attempt?.status).toBe('Failed')
    const booked = await book('2027-02-24', '2027-02-25')
    const after = await feed(`?since=${start}`)
    expect(after.Events.map((e) => [e.Type, e.Reference])).toEqual([
      ['reservation.created', booked.ReferenceNumber],
    ])
    expect(after.Events.some((e) => e.Reference === attempt?.reference_number)).toBe(false)
  })

  it('shows a property only its own events, and refuses bad cursors and limits with ModelState', async () => {
    await book('2027-02-20', '2027-02-21')
    const clifftop = await pmsClient(s, 'CLIFFTOP')
    const theirs = await parsed(await clifftop.get('/api/pms/properties/CLIFFTOP/bookings'), BookingsFeed)
    const ours = new Set((await feed('')).Events.map((e) => e.Reference))
    expect(ours.size).toBeGreaterThan(0)
    expect(theirs.Events.filter((e) => ours.has(e.Reference))).toEqual([])
    expect((await clifftop.get(FEED)).status).toBe(403)
    expect((await pms.get(FEED, null)).status).toBe(401)
    for (const query of ['?since=-1', '?since=abc', '?limit=0', '?limit=501', '?since=1e3'])
      expect((await pms.get(`${FEED}${query}`)).status, query).toBe(400)
  })
})
