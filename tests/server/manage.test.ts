import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import {
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchResponse,
  SearchDateOptionsResponse,
  UpgradeOptionList,
} from '@/api/contract/manage-booking'
import { PreCheckInConfig, PreCheckInResponse, PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { bookingFrom, searchBody } from './builders'
import { ENGINES, notePostgresSkipped, parsed, startServer, stock, type TestServer } from './harness'

notePostgresSkipped('Manage booking and pre-check-in')

const CLASSIC = 101
const FLEX = 11

describe.each(ENGINES)('manage booking and pre-check-in (%s)', (engine) => {
  let s: TestServer
  let ref = ''
  let code = ''
  let id = 0

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const book = async () => {
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-01', '2027-02-03')),
      SearchResult,
    )
    const out = await parsed(
      await s.post(
        '/api/Reservation/Create',
        bookingFrom(result, [{ roomTypeId: CLASSIC, ratePlanId: FLEX }]),
      ),
      CreateReservationResponse,
    )
    const conf = await parsed(
      await s.get(
        `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${out.ConfirmationToken}`,
      ),
      ReservationConfirmation,
    )
    return conf
  }

  it('finds a reservation by reference and code, or by reference and guest name, and nothing otherwise', async () => {
    const conf = await book()
    ref = conf.ReferenceNumber
    code = conf.Code
    const byHash = await parsed(
      await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&hash=${code}`, {}),
      ManageSearchResponse,
    )
    expect(byHash.Success).toBe(true)
    id = byHash.Reservation?.ReservationId ?? 0
    expect(byHash.Reservation).toMatchObject({
      ReferenceNumber: ref,
      CanBeEdited: true,
      IsCancelled: false,
      Version: 1,
    })
    expect(byHash.Reservation?.ReservationItems[0]?.Guests[0]).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
    })
    const byName = await parsed(
      await s.post(
        `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&guestName=lovelace`,
        {},
      ),
      ManageSearchResponse,
    )
    expect(byName.Reservation?.ReservationId).toBe(id)
    for (const q of [`guestName=Smith`, `hash=${code.slice(0, -1)}x`]) {
      const miss = await parsed(
        await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&${q}`, {}),
        ManageSearchResponse,
      )
      expect(miss).toEqual({
        Success: false,
        Message: 'We could not find a reservation with these details.',
        Reservation: null,
      })
    }
    expect(
      (await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}`, {})).status,
    ).toBe(400)
    await parsed(await s.get('/api/ManageBooking/Config/HARBOUR'), ManageBookingConfig)
  })

  it('saves pre-check-in details once per version', async () => {
    await parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)
    const got = await parsed(
      await s.get(`/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${ref}&hash=${code}`),
      PreCheckInResponse,
    )
    expect(got.Success).toBe(true)
    const itemId = got.Reservation?.ReservationItems[0]?.ReservationItemId ?? 0
    const bad = await s.get(`/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${ref}&hash=nope`)
    expect(bad.status).toBe(404)
    expect(await parsed(bad, PreCheckInResponse)).toMatchObject({ Success: false, Title: 'Invalid link' })
    const save = {
      PropertyId: 'HARBOUR',
      ReferenceNumber: ref,
      Code: code,
      Version: 1,
      EstimatedArrivalTime: '21:00',
      ReservationItems: [
        {
          ReservationItemId: itemId,
          Guests: [
            { FirstName: 'Ada', LastName: 'King' },
            { FirstName: 'Charles', LastName: 'Babbage' },
          ],
        },
      ],
    }
    const saved = await parsed(await s.post('/api/PreCheckIn/Save', save), PreCheckInSaveResponse)
    expect(saved).toMatchObject({ Success: true, Version: 2 })
    const stale = await s.post('/api/PreCheckIn/Save', save)
    expect(stale.status).toBe(409)
    await parsed(stale, ErrorBody)
    const wrongCode = await s.post('/api/PreCheckIn/Save', { ...save, Code: 'nope', Version: 2 })
    expect(wrongCode.status).toBe(404)
    const invalid = await s.post('/api/PreCheckIn/Save', {
      ...save,
      ReservationItems: [{ ReservationItemId: itemId, Guests: [{ FirstName: '', LastName: 'X' }] }],
    })
    expect(Object.keys((await parsed(invalid, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.Guests.0.FirstName',
    ])
    const after = await parsed(
      await s.get(`/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${ref}&hash=${code}`),
      PreCheckInResponse,
    )
    expect(after.Reservation?.ReservationItems[0]?.Guests.map((g) => g.LastName)).toEqual(['King', 'Babbage'])
    expect(after.Reservation?.SpecialRequests).toContain('21:00')
  })

  it('offers upgrades and moves the stay to new dates, giving back the old nights', async () => {
    const ups = await parsed(
      await s.get(
        `/api/ManageBooking/UpgradeOptions?propertyId=HARBOUR&reservationId=${id}&referenceNumber=${ref}&code=${code}`,
      ),
      UpgradeOptionList,
    )
    expect(ups.map((u) => u.RoomTypeName)).toEqual(['Superior Double', 'Deluxe Sea View', 'Harbour Suite'])
    expect(ups[0]?.CostDifference).toBeGreaterThan(0)
    expect(
      (
        await s.get(
          `/api/ManageBooking/UpgradeOptions?propertyId=HARBOUR&reservationId=${id}&referenceNumber=${ref}&code=bad`,
        )
      ).status,
    ).toBe(404)

    const current = await parsed(
      await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&hash=${code}`, {}),
      ManageSearchResponse,
    )
    const item = current.Reservation?.ReservationItems[0]
    if (!item || !current.Reservation) throw new Error('no item')
    const options = await parsed(
      await s.post('/api/ManageBooking/SearchDateOptions', {
        PropertyId: 'HARBOUR',
        ReferenceNumber: ref,
        Code: code,
        DateFrom: '2027-02-08',
        DateTo: '2027-02-10',
        ReservationItemIds: [item.ReservationItemId],
      }),
      SearchDateOptionsResponse,
    )
    const row = options.ReservationItemRateRows[0]
    expect(options.Success).toBe(true)
    const beforeOld = await stock(s.db, CLASSIC, '2027-02-01', '2027-02-03')
    const beforeNew = await stock(s.db, CLASSIC, '2027-02-08', '2027-02-10')
    const update = {
      PropertyId: 'HARBOUR',
      ReferenceNumber: ref,
      Code: code,
      Version: current.Reservation.Version,
      ReservationItems: [
        {
          ReservationItemId: item.ReservationItemId,
          DateFrom: '2027-02-08',
          DateTo: '2027-02-10',
          RoomTypeId: item.RoomTypeId,
          RatePlanId: item.RatePlanId,
          NumberOfAdults: item.NumberOfAdults,
          NumberOfChildren: item.NumberOfChildren,
          NumberOfInfants: item.NumberOfInfants,
          Guests: item.Guests,
          TotalCost: row?.TotalCost ?? 0,
        },
      ],
    }
    const wrongPrice = await s.post('/api/ManageBooking/Update', {
      ...update,
      ReservationItems: [{ ...update.ReservationItems[0], TotalCost: 1 }],
    })
    expect(Object.keys((await parsed(wrongPrice, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.TotalCost',
    ])
    const done = await parsed(await s.post('/api/ManageBooking/Update', update), ManageActionResponse)
    expect(done.Reservation).toMatchObject({
      DateFrom: '2027-02-08',
      DateTo: '2027-02-10',
      Version: current.Reservation.Version + 1,
    })
    expect(await stock(s.db, CLASSIC, '2027-02-01', '2027-02-03')).toEqual(
      Object.fromEntries(Object.entries(beforeOld).map(([k, n]) => [k, n + 1])),
    )
    expect(await stock(s.db, CLASSIC, '2027-02-08', '2027-02-10')).toEqual(
      Object.fromEntries(Object.entries(beforeNew).map(([k, n]) => [k, n - 1])),
    )
    const stale = await s.post('/api/ManageBooking/Update', update)
    expect(stale.status).toBe(409)
  })

  it('cancels with a reason and gives the rooms back', async () => {
    const before = await stock(s.db, CLASSIC, '2027-02-08', '2027-02-10')
    const noReason = await s.post('/api/ManageBooking/Cancel', {
      PropertyId: 'HARBOUR',
      ReferenceNumber: ref,
      Code: code,
      ReservationId: id,
    })
    expect(Object.keys((await parsed(noReason, ValidationErrorBody)).ModelState)).toEqual([
      'CancellationReasonId',
    ])
    const wrong = await s.post('/api/ManageBooking/Cancel', {
      PropertyId: 'HARBOUR',
      ReferenceNumber: ref,
      Code: 'bad',
      ReservationId: id,
      CancellationReasonId: 10011,
    })
    expect(wrong.status).toBe(404)
    const done = await parsed(
      await s.post('/api/ManageBooking/Cancel', {
        PropertyId: 'HARBOUR',
        ReferenceNumber: ref,
        Code: code,
        ReservationId: id,
        CancellationReasonId: 10011,
      }),
      ManageActionResponse,
    )
    expect(done.Reservation).toMatchObject({ IsCancelled: true, CanBeCancelled: false })
    expect(await stock(s.db, CLASSIC, '2027-02-08', '2027-02-10')).toEqual(
      Object.fromEntries(Object.entries(before).map(([k, n]) => [k, n + 1])),
    )
    expect(readdirSync(s.mailDir).some((f) => f.includes(`cancellation-${ref}`))).toBe(true)
    const twice = await s.post('/api/ManageBooking/Cancel', {
      PropertyId: 'HARBOUR',
      ReferenceNumber: ref,
      Code: code,
      ReservationId: id,
      CancellationReasonId: 10011,
    })
    expect(twice.status).toBe(409)
  })
})
