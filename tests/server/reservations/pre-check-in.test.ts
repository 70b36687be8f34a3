import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import { CardUpdateResponse, ManageActionResponse } from '@/api/contract/manage-booking'
import { PreCheckInConfig, PreCheckInResponse, PreCheckInSaveResponse } from '@/api/contract/pre-check-in'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { serviceStayCost } from '@/domain/services'
import { UNKNOWN_CARD } from '../../../server/payments/card'
import {
  counts,
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'
import {
  access,
  book,
  BREAKFAST,
  CLASSIC,
  FLEX,
  LATE_CHECKOUT,
  load,
  REASON,
  SUPERIOR,
  tampered,
  type Booked,
} from '../../builders/booked-stay'

notePostgresSkipped('Pre-check-in')

describe.each(ENGINES)('pre-check-in (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  const get = (b: Pick<Booked, 'ref' | 'code'>) =>
    s.get(
      `/api/PreCheckIn/Get?propertyId=HARBOUR&referenceNumber=${b.ref}&hash=${encodeURIComponent(b.code)}`,
    )

  const guestsFor = (b: Booked) =>
    b.reservation.ReservationItems.map((i, n) => ({
      ReservationItemId: i.ReservationItemId,
      Guests: [
        { FirstName: 'Ada', LastName: `King ${n}`, Email: 'ada@example.com', Phone: '+441234567890' },
        { FirstName: 'Charles', LastName: `Babbage ${n}` },
      ],
    }))

  const booker = {
    FirstName: 'Grace',
    LastName: 'Hopper',
    Email: 'grace@example.com',
    Phone: '+441234567891',
    Street: '1 Navy Way',
    City: 'Falmouth',
    ZipCode: 'TR11 1AA',
    CountryId: 826,
  }

  it('opens with the reservation, and answers a tampered or unknown link with the invalid-link badge', async () => {
    const config = await parsed(await s.get('/api/PreCheckIn/Config/HARBOUR'), PreCheckInConfig)
    expect(config).toMatchObject({ Enabled: true, AskForCard: true })
    const b = await book(s, '2027-02-01', '2027-02-03')
    const got = await parsed(await get(b), PreCheckInResponse)
    expect(got).toMatchObject({
      Success: true,
      Message: null,
      Reservation: { ReferenceNumber: b.ref, Version: 1 },
    })
    for (const bad of [
      { ...b, code: tampered(b.code) },
      { ref: 'HB999999', code: b.code },
    ]) {
      const res = await get(bad)
      expect(res.status).toBe(404)
      expect(await parsed(res, PreCheckInResponse)).toEqual({
        Success: false,
        Title: 'Invalid link',
        Message: 'This pre-check-in link is not valid. Please contact the hotel.',
        Reservation: null,
      })
    }
  })

  it('saves the booker and every guest of every room, once, and says so the next time the link opens', async () => {
    const b = await book(s, '2027-02-08', '2027-02-10', [
      { roomTypeId: CLASSIC, ratePlanId: FLEX },
      { roomTypeId: SUPERIOR, ratePlanId: FLEX },
    ])
    const before = await counts(s.db)
    const body = {
      ...access(b),
      Version: 1,
      EstimatedArrivalTime: '21:30',
      SpecialRequests: 'A quiet room, please',
      Booker: booker,
      ReservationItems: guestsFor(b),
    }
    const key = { 'Idempotency-Key': `pci-${b.ref}` }
    const saved = await parsed(await s.post('/api/PreCheckIn/Save', body, key), PreCheckInSaveResponse)
    expect(saved).toMatchObject({ Success: true, Version: 2 })
    // The outbox may send the same change again after a lost answer: it is applied once.
    const replay = await s.post('/api/PreCheckIn/Save', body, key)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    const after = await counts(s.db)
    expect(after?.guests).toBe((before?.guests ?? 0) + 2)

    const opened = await parsed(await get(b), PreCheckInResponse)
    expect(opened).toMatchObject({
      Success: true,
      Title: 'Already checked in',
      Message: 'You have already checked in online. You can still update your details below.',
    })
    const r = opened.Reservation
    expect(r).toMatchObject({
      Version: 2,
      EstimatedArrivalTime: '21:30',
      SpecialRequests: 'A quiet room, please',
      Booker: { City: 'Falmouth' },
    })
    expect(r?.PreCheckInCompletedAt).not.toBeNull()
    expect(r?.ReservationItems.map((i) => i.Guests.map((g) => `${g.FirstName} ${g.LastName}`))).toEqual([
      ['Ada King 0', 'Charles Babbage 0'],
      ['Ada King 1', 'Charles Babbage 1'],
    ])
    await s.outbox.drain()
    expect(readdirSync(s.mailDir).some((f) => f.includes(`check-in-${b.ref}`))).toBe(true)

    // A second save (another device, or later) on the old version is a conflict and writes nothing.
    const stale = await s.post('/api/PreCheckIn/Save', { ...body, EstimatedArrivalTime: '10:00' })
    expect(stale.status).toBe(409)
    expect((await parsed(stale, ErrorBody)).Message).toContain('changed elsewhere')
    expect((await load(s, b.ref, b.code)).EstimatedArrivalTime).toBe('21:30')
  })

  it('validates every guest and the booker, and refuses a tampered code', async () => {
    const b = await book(s, '2027-02-08', '2027-02-10')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const body = { ...access(b), Version: 1, Booker: booker, ReservationItems: guestsFor(b) }
    const invalid = await s.post('/api/PreCheckIn/Save', {
      ...body,
      Booker: { ...booker, Phone: '0123' },
      EstimatedArrivalTime: '25:00',
      ReservationItems: [
        { ReservationItemId: item.ReservationItemId, Guests: [{ FirstName: 'Ada', LastName: ' ' }] },
      ],
    })
    expect(Object.keys((await parsed(invalid, ValidationErrorBody)).ModelState).sort()).toEqual([
      'Booker.Phone',
      'EstimatedArrivalTime',
      'ReservationItems.0.Guests.0.LastName',
    ])
    const tooMany = await s.post('/api/PreCheckIn/Save', {
      ...body,
      ReservationItems: [
        {
          ReservationItemId: item.ReservationItemId,
          Guests: ['A', 'B', 'C'].map((n) => ({ FirstName: n, LastName: 'Guest' })),
        },
      ],
    })
    expect(Object.keys((await parsed(tooMany, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.Guests',
    ])
    const wrong = await s.post('/api/PreCheckIn/Save', { ...body, Code: tampered(b.code) })
    expect(wrong.status).toBe(404)
    const noRoom = await s.post('/api/PreCheckIn/Save', {
      ...body,
      ReservationItems: [{ ReservationItemId: 999999, Guests: [{ FirstName: 'A', LastName: 'B' }] }],
    })
    expect(Object.keys((await parsed(noRoom, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.ReservationItemId',
    ])
    expect((await load(s, b.ref, b.code)).Version).toBe(1)
  })

  it('adds extras at the price shown, taking their stock', async () => {
    const b = await book(s, '2027-02-15', '2027-02-18')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const occ = { adults: 2, children: 0, infants: 0 }
    const nights = nightsBetween(item.DateOfArrival, item.DateOfDeparture)
    const cost =
      serviceStayCost(
        { price: toMinorUnits(BREAKFAST.price), charge: 'PerDay', chargePerPerson: true, quantity: 1 },
        nights,
        occ,
      ) +
      serviceStayCost(
        { price: toMinorUnits(LATE_CHECKOUT.price), charge: 'PerStay', chargePerPerson: false, quantity: 1 },
        nights,
        occ,
      )
    const rooms = (c: number) => [
      {
        ReservationItemId: item.ReservationItemId,
        Guests: [{ FirstName: 'Ada', LastName: 'Lovelace' }],
        AddServices: [
          { ServiceId: BREAKFAST.id, Quantity: 1 },
          { ServiceId: LATE_CHECKOUT.id, Quantity: 1 },
        ],
        AddServicesCost: c,
      },
    ]
    const wrong = await s.post('/api/PreCheckIn/Save', {
      ...access(b),
      Version: 1,
      ReservationItems: rooms(1),
    })
    expect(Object.keys((await parsed(wrong, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.AddServicesCost',
    ])
    const [{ available: stockBefore } = { available: 0 }] = await s.db.query<{ available: number }>(
      `SELECT available FROM service_stock WHERE service_id = $1 AND day = $2`,
      [LATE_CHECKOUT.id, item.DateOfDeparture],
    )
    await parsed(
      await s.post('/api/PreCheckIn/Save', {
        ...access(b),
        Version: 1,
        ReservationItems: rooms(toMajorUnits(cost)),
      }),
      PreCheckInSaveResponse,
    )
    const after = await load(s, b.ref, b.code)
    expect(after.ReservationItems[0]?.Services.map((x) => x.ServiceName)).toEqual([
      'Breakfast',
      'Late checkout',
    ])
    expect(after.TotalServices).toBe(toMajorUnits(cost))
    expect(after.ReservationItems[0]?.TotalCost).toBe(toMajorUnits(toMinorUnits(item.TotalCost) + cost))
    const [{ available: stockAfter } = { available: 0 }] = await s.db.query<{ available: number }>(
      `SELECT available FROM service_stock WHERE service_id = $1 AND day = $2`,
      [LATE_CHECKOUT.id, item.DateOfDeparture],
    )
    expect(stockAfter).toBe(stockBefore - 1)
  })

  it('stays open on the arrival day after manage has closed, and closes for a cancelled reservation', async () => {
    const b = await book(s, '2027-01-04', '2027-01-06')
    expect(b.reservation.CanBeEdited).toBe(false)
    const saved = await parsed(
      await s.post('/api/PreCheckIn/Save', { ...access(b), Version: 1, ReservationItems: guestsFor(b) }),
      PreCheckInSaveResponse,
    )
    expect(saved.Success).toBe(true)

    const c = await book(s, '2027-02-22', '2027-02-24')
    await parsed(
      await s.post('/api/ManageBooking/Cancel', {
        ...access(c),
        ReservationId: c.id,
        CancellationReasonId: REASON,
      }),
      ManageActionResponse,
    )
    expect(await parsed(await get(c), PreCheckInResponse)).toMatchObject({
      Success: false,
      Title: 'Reservation cancelled',
      Reservation: null,
    })
    const refused = await s.post('/api/PreCheckIn/Save', {
      ...access(c),
      Version: 2,
      ReservationItems: guestsFor(c),
    })
    expect(refused.status).toBe(409)
  })

  it('saves a card to guarantee the stay without touching the version', async () => {
    const b = await book(s, '2027-02-22', '2027-02-24')
    // A reference the provider does not know (an expired card never becomes one: the provider's frame refuses it).
    const res = await parsed(
      await s.post('/api/PreCheckIn/SaveCard', {
        ...access(b),
        CardDetails: { PaymentMethodId: 'pm_nothing_here', NameOnCard: 'Grace Hopper' },
      }),
      ValidationErrorBody,
    )
    expect(res.ModelState).toEqual({ 'CardDetails.PaymentMethodId': [UNKNOWN_CARD] })
    const typed = { number: '4242 4242 4242 4242', securityCode: '123', expMonth: 6, expYear: 2030 }
    const ok = await parsed(
      await s.post('/api/PreCheckIn/SaveCard', {
        ...access(b),
        CardDetails: {
          PaymentMethodId: await cardFromFrame(s, typed),
          NameOnCard: 'Grace Hopper',
          EmailAddress: 'grace@example.com',
        },
      }),
      CardUpdateResponse,
    )
    expect(ok).toMatchObject({ Success: true, Card: { LastFour: '4242', ExpiryMonth: 6 } })
    expect((await load(s, b.ref, b.code)).Version).toBe(1)
  })
})
