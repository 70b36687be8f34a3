import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ValidationErrorBody } from '@/api/contract/common'
import { ManageActionResponse, SearchDateOptionsResponse } from '@/api/contract/manage-booking'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { PaymentType } from '@/domain/payment'
import { bookingFrom, searchBody } from '../../builders/booking-request'
import { access, asUpdate, book, CLASSIC, load, updateBody, type Booked } from '../../builders/booked-stay'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'

notePostgresSkipped('Manage keeps rates only a code opens')

// HARBOUR's Corporate rate opens with the code PARTNER (decision 0138). A change in manage that keeps a room on
// it, or moves one to it, must hold the code the booking was made with (decision 0142).
const CORP = 14

describe.each(ENGINES)('manage and rates only a code opens (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  /** A Corporate booking made with its code, on the company's invoice, read back as manage sees it. */
  async function bookCorporate(from: string, to: string): Promise<Booked> {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody(from, to, [{}], { PromoCode: 'PARTNER' })),
      SearchResult,
    )
    const created = await parsed(
      await s.post('/api/Reservation/Create', {
        ...bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: CORP }]),
        PromoCode: 'PARTNER',
        PaymentType: PaymentType.PayByCompanyInvoice,
        PaymentAmount: 0,
        CardDetails: null,
        AccountId: 1,
        PONumber: 'PO-42',
        CompanyBookingCode: 'ACME-7K2Q-9XPD',
      }),
      CreateReservationResponse,
    )
    expect(created.Success).toBe(true)
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${created.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    const reservation = await load(s, conf.ReferenceNumber, conf.Code)
    return { ref: conf.ReferenceNumber, code: conf.Code, id: reservation.ReservationId, reservation }
  }

  /** The room moved to new dates, at the price the date options give. */
  async function moveBody(b: Booked, from: string, to: string) {
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no room')
    const options = await parsed(
      await s.post('/api/ManageBooking/SearchDateOptions', {
        ...access(b),
        DateFrom: from,
        DateTo: to,
        ReservationItemIds: [item.ReservationItemId],
      }),
      SearchDateOptionsResponse,
    )
    const row = options.ReservationItemRateRows[0]
    if (!row) throw new Error('no date option')
    return updateBody(b, b.reservation.Version, {
      ReservationItems: [{ ...asUpdate(item), DateFrom: from, DateTo: to, TotalCost: row.TotalCost }],
    })
  }

  it('moves a Corporate booking made with its code to new dates', async () => {
    const b = await bookCorporate('2027-04-05', '2027-04-07')
    const done = await parsed(
      await s.post('/api/ManageBooking/Update', await moveBody(b, '2027-04-12', '2027-04-15')),
      ManageActionResponse,
    )
    expect(done.Success).toBe(true)
    expect(done.Reservation?.ReservationItems[0]).toMatchObject({
      RatePlanId: CORP,
      DateOfArrival: '2027-04-12',
      DateOfDeparture: '2027-04-15',
    })
  })

  it('refuses new dates on the Corporate rate to a booking that does not hold the code', async () => {
    const b = await bookCorporate('2027-04-19', '2027-04-21')
    // A booking of the plan from before it had codes (or written by hand) carries none.
    await s.db.query('UPDATE reservation SET promo_code = NULL WHERE reference_number = $1', [b.ref])
    const res = await s.post('/api/ManageBooking/Update', await moveBody(b, '2027-04-26', '2027-04-28'))
    expect(res.status).toBe(400)
    expect((await parsed(res, ValidationErrorBody)).ModelState).toEqual({
      'ReservationItems.0.RatePlanId': ['This rate is offered only with its code.'],
    })
    expect((await load(s, b.ref, b.code)).ReservationItems[0]?.DateOfArrival).toBe('2027-04-19')
  })

  it('offers new dates on the Corporate rate only to a booking that holds the code, as Update checks', async () => {
    const options = async (b: Booked) => {
      const item = b.reservation.ReservationItems[0]
      const res = await s.post('/api/ManageBooking/SearchDateOptions', {
        ...access(b),
        DateFrom: '2027-06-14',
        DateTo: '2027-06-16',
        ReservationItemIds: [item?.ReservationItemId ?? 0],
      })
      return (await parsed(res, SearchDateOptionsResponse)).ReservationItemRateRows[0]
    }
    const holds = await bookCorporate('2027-06-07', '2027-06-09')
    expect(await options(holds)).toMatchObject({ IsAvailable: true })
    expect((await options(holds))?.AccommodationCost).toBeGreaterThan(0)
    const without = await bookCorporate('2027-06-07', '2027-06-09')
    await s.db.query('UPDATE reservation SET promo_code = NULL WHERE reference_number = $1', [without.ref])
    await s.db.query(
      'UPDATE reservation_item SET promo_code = NULL WHERE reservation_id = (SELECT id FROM reservation WHERE reference_number = $1)',
      [without.ref],
    )
    expect(await options(without)).toMatchObject({ IsAvailable: false, AccommodationCost: 0, DailyRates: [] })
  })

  it('refuses to move a public booking to the Corporate rate, or to add a room on it', async () => {
    const b = await book(s, '2027-05-03', '2027-05-05')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no room')
    const moved = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { ReservationItems: [{ ...asUpdate(item), RatePlanId: CORP }] }),
    )
    expect(moved.status).toBe(400)
    expect((await parsed(moved, ValidationErrorBody)).ModelState).toEqual({
      'ReservationItems.0.RatePlanId': ['This rate is offered only with its code.'],
    })
    const added = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, {
        RoomsToAdd: [
          {
            DateFrom: '2027-05-03',
            DateTo: '2027-05-05',
            RoomTypeId: CLASSIC,
            RatePlanId: CORP,
            NumberOfAdults: 2,
            NumberOfChildren: 0,
            NumberOfInfants: 0,
            TotalCost: item.TotalCost,
          },
        ],
      }),
    )
    expect(added.status).toBe(400)
    expect((await parsed(added, ValidationErrorBody)).ModelState).toEqual({
      'RoomsToAdd.0.RatePlanId': ['This rate is offered only with its code.'],
    })
  })
})
