import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, ValidationErrorBody } from '@/api/contract/common'
import {
  CardUpdateResponse,
  ManageActionResponse,
  ManageBookingConfig,
  ManageSearchResponse,
  SearchDateOptionsResponse,
  UpgradeOptionList,
} from '@/api/contract/manage-booking'
import { SearchResult } from '@/api/contract/availability'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { priceStay } from '@/domain/pricing'
import { DECLINE, nightlyRates, searchBody, VISA } from '../../builders/booking-request'
import { UNKNOWN_CARD } from '../../../server/payments/card'
import { cardSecretsIn } from '../../support/server/card-secrets'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  stock,
  type TestServer,
} from '../../support/server/harness'
import { cardFromFrame } from '../../support/server/provider-card'
import {
  access,
  asUpdate,
  book,
  BREAKFAST,
  CHAMPAGNE,
  CLASSIC,
  DELUXE,
  FLEX,
  LATE_CHECKOUT,
  load,
  PARKING,
  REASON,
  SUPERIOR,
  tampered,
  TWIN,
  updateBody,
  withServices,
} from '../../builders/booked-stay'

notePostgresSkipped('Manage booking')

/** A card entered in the payment provider's frame: all our API is sent is its reference (decision 0113). */
const card = (paymentMethod = VISA) => ({
  PaymentMethodId: paymentMethod,
  NameOnCard: 'Grace Hopper',
  EmailAddress: 'grace@example.com',
})

describe.each(ENGINES)('manage booking (%s)', (engine) => {
  let s: TestServer

  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('finds a reservation by reference and code, or by reference and guest name, and nothing otherwise', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03')
    expect(b.reservation).toMatchObject({
      CanBeEdited: true,
      CanBeCancelled: true,
      IsCancelled: false,
      Version: 1,
    })
    expect(b.reservation.ReservationItems[0]).toMatchObject({
      CanBeEdited: true,
      // the only room is cancelled by cancelling the booking
      CanBeCancelled: false,
      Guests: [{ FirstName: 'Ada', LastName: 'Lovelace' }],
    })
    for (const name of ['lovelace', 'Ada  Lovelace', 'HOPPER']) {
      const byName = await parsed(
        await s.post(
          `/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${b.ref.toLowerCase()}&guestName=${encodeURIComponent(name)}`,
          {},
        ),
        ManageSearchResponse,
      )
      expect(byName.Reservation?.ReservationId).toBe(b.id)
    }
    for (const q of [`guestName=Smith`, `hash=${tampered(b.code)}`]) {
      const miss = await parsed(
        await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${b.ref}&${q}`, {}),
        ManageSearchResponse,
      )
      expect(miss).toEqual({
        Success: false,
        Message: 'We could not find a reservation with these details.',
        Reservation: null,
      })
    }
    const none = await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${b.ref}`, {})
    expect(Object.keys((await parsed(none, ValidationErrorBody)).ModelState)).toEqual(['guestName'])
    expect(await parsed(await s.get('/api/ManageBooking/Config/HARBOUR'), ManageBookingConfig)).toMatchObject(
      {
        CancellationReasonRequired: true,
      },
    )
  })

  it('refuses a tampered code on every call, exactly like an unknown reservation', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03')
    const bad = { ...b, code: tampered(b.code) }
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const answers = [
      await s.get(
        `/api/ManageBooking/UpgradeOptions?propertyId=HARBOUR&reservationId=${b.id}&referenceNumber=${b.ref}&code=${bad.code}`,
      ),
      await s.post('/api/ManageBooking/SearchDateOptions', {
        ...access(bad),
        DateFrom: '2027-02-08',
        DateTo: '2027-02-10',
        ReservationItemIds: [item.ReservationItemId],
      }),
      await s.post('/api/ManageBooking/Update', updateBody(bad, 1, { SpecialRequests: 'x' })),
      await s.post('/api/ManageBooking/Cancel', {
        ...access(bad),
        ReservationId: b.id,
        CancellationReasonId: REASON,
      }),
      await s.post('/api/ManageBooking/UpdateCard', { ...access(bad), CardDetails: card() }),
      await s.get(
        `/api/Service/GetReservationItemServices?propertyId=HARBOUR&reservationItemId=${item.ReservationItemId}&referenceNumber=${b.ref}&code=${bad.code}`,
      ),
    ]
    for (const res of answers) {
      expect(res.status).toBe(404)
      expect((await parsed(res, ErrorBody)).Message).toBe(
        'We could not find a reservation with these details.',
      )
    }
    expect((await load(s, b.ref, b.code)).Version).toBe(1)
  })

  it('edits booker and guest details, and answers a stale version with 409 without writing', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const booker = {
      FirstName: 'Grace',
      LastName: 'Murray',
      Email: 'grace.murray@example.com',
      Phone: '+441234500000',
      Street: '2 Navy Way',
      ZipCode: 'TR11 1AB',
      CountryId: 826,
    }
    const done = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 1, {
          Booker: booker,
          ReservationItems: [{ ...asUpdate(item), Guests: [{ FirstName: 'Ada', LastName: 'King' }] }],
        }),
      ),
      ManageActionResponse,
    )
    expect(done.Reservation).toMatchObject({
      Version: 2,
      Booker: { LastName: 'Murray', Street: '2 Navy Way' },
    })
    expect(done.Reservation?.ReservationItems[0]?.Guests.map((g) => g.LastName)).toEqual(['King'])
    await s.outbox.drain()
    expect(readdirSync(s.mailDir).some((f) => f.includes(`change-${b.ref}`))).toBe(true)

    const stale = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, {
        ReservationItems: [{ ...asUpdate(item), Guests: [{ FirstName: 'X', LastName: 'Y' }] }],
      }),
    )
    expect(stale.status).toBe(409)
    expect((await parsed(stale, ErrorBody)).Message).toContain('changed elsewhere')
    const after = await load(s, b.ref, b.code)
    expect(after.Version).toBe(2)
    expect(after.ReservationItems[0]?.Guests[0]?.LastName).toBe('King')

    const invalid = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 2, {
        Booker: { ...booker, Email: 'not-an-email' },
        ReservationItems: [{ ...asUpdate(item), Guests: [{ FirstName: '', LastName: 'King' }] }],
      }),
    )
    expect(Object.keys((await parsed(invalid, ValidationErrorBody)).ModelState).sort()).toEqual([
      'Booker.Email',
      'ReservationItems.0.Guests.0.FirstName',
    ])
  })

  it('moves the stay to new dates at the quoted price, giving back the old nights and re-pricing nightly extras', async () => {
    const b = await book(s, '2027-02-01', '2027-02-03', [
      { roomTypeId: CLASSIC, ratePlanId: FLEX, services: [{ ...PARKING, quantity: 1 }] },
    ])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    expect(item.Services[0]).toMatchObject({
      ServiceName: 'Parking',
      TotalCost: 30,
      Price: 15,
      ChargeType: 'PerDay',
    })
    const options = await parsed(
      await s.post('/api/ManageBooking/SearchDateOptions', {
        ...access(b),
        DateFrom: '2027-02-08',
        DateTo: '2027-02-11',
        ReservationItemIds: [item.ReservationItemId],
      }),
      SearchDateOptionsResponse,
    )
    const row = options.ReservationItemRateRows[0]
    if (!row) throw new Error('no row')
    expect(options.Success).toBe(true)
    expect(row).toMatchObject({ IsAvailable: true, ServicesCost: 45 })
    expect(row.DailyRates).toHaveLength(3)
    expect(row.TotalCost).toBe(toMajorUnits(toMinorUnits(row.AccommodationCost) + 4500))
    expect(row.CostDifference).toBe(toMajorUnits(toMinorUnits(row.TotalCost) - toMinorUnits(item.TotalCost)))

    const beforeOld = await stock(s.db, CLASSIC, '2027-02-01', '2027-02-03')
    const beforeNew = await stock(s.db, CLASSIC, '2027-02-08', '2027-02-11')
    const move = { ...asUpdate(item), DateFrom: '2027-02-08', DateTo: '2027-02-11', TotalCost: row.TotalCost }
    const wrongPrice = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { ReservationItems: [{ ...move, TotalCost: row.AccommodationCost }] }),
    )
    expect(Object.keys((await parsed(wrongPrice, ValidationErrorBody)).ModelState)).toEqual([
      'ReservationItems.0.TotalCost',
    ])
    const done = await parsed(
      await s.post('/api/ManageBooking/Update', updateBody(b, 1, { ReservationItems: [move] })),
      ManageActionResponse,
    )
    expect(done.Reservation).toMatchObject({ DateFrom: '2027-02-08', DateTo: '2027-02-11', Version: 2 })
    expect(done.Reservation?.ReservationItems[0]).toMatchObject({ TotalCost: row.TotalCost })
    expect(done.Reservation?.ReservationItems[0]?.Services[0]).toMatchObject({ TotalCost: 45 })
    expect(await stock(s.db, CLASSIC, '2027-02-01', '2027-02-03')).toEqual(
      Object.fromEntries(Object.entries(beforeOld).map(([k, n]) => [k, n + 1])),
    )
    expect(await stock(s.db, CLASSIC, '2027-02-08', '2027-02-11')).toEqual(
      Object.fromEntries(Object.entries(beforeNew).map(([k, n]) => [k, n - 1])),
    )
    const bad = await s.post('/api/ManageBooking/SearchDateOptions', {
      ...access(b),
      DateFrom: '2027-02-11',
      DateTo: '2027-02-08',
      ReservationItemIds: [item.ReservationItemId],
    })
    expect(Object.keys((await parsed(bad, ValidationErrorBody)).ModelState)).toEqual(['DateTo'])
  })

  it('offers upgrades along the chain and accepts one for its cost difference, moving the room between types', async () => {
    const b = await book(s, '2027-02-15', '2027-02-17')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const ups = await parsed(
      await s.get(
        `/api/ManageBooking/UpgradeOptions?propertyId=HARBOUR&reservationId=${b.id}&referenceNumber=${b.ref}&code=${b.code}`,
      ),
      UpgradeOptionList,
    )
    expect(ups.map((u) => u.RoomTypeName)).toEqual(['Superior Double', 'Deluxe Sea View', 'Harbour Suite'])
    const up = ups.find((u) => u.RoomTypeId === DELUXE)
    if (!up) throw new Error('no deluxe upgrade')
    // Priced exactly like a new search for that room would be.
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-02-15', '2027-02-17')),
      SearchResult,
    )
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === DELUXE)?.Rates.find(
      (r) => r.RatePlanId === FLEX,
    )
    if (!plan) throw new Error('no plan')
    const expected = priceStay(nightlyRates(plan), { adults: 2, children: 0, infants: 0 }).total
    expect(up.TotalUpgradeCost).toBe(toMajorUnits(expected))
    expect(up.CostDifference).toBe(toMajorUnits(expected - toMinorUnits(item.AccommodationCost)))
    expect(up.CostDifference).toBeGreaterThan(0)

    const classic = await stock(s.db, CLASSIC, '2027-02-15', '2027-02-17')
    const deluxe = await stock(s.db, DELUXE, '2027-02-15', '2027-02-17')
    const done = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 1, {
          ReservationItems: [{ ...asUpdate(item), RoomTypeId: DELUXE, TotalCost: up.TotalUpgradeCost }],
        }),
      ),
      ManageActionResponse,
    )
    expect(done.Reservation?.ReservationItems[0]).toMatchObject({ RoomTypeName: 'Deluxe Sea View' })
    expect(done.Reservation?.TotalAccommodation).toBe(up.TotalUpgradeCost)
    expect(await stock(s.db, CLASSIC, '2027-02-15', '2027-02-17')).toEqual(
      Object.fromEntries(Object.entries(classic).map(([k, n]) => [k, n + 1])),
    )
    expect(await stock(s.db, DELUXE, '2027-02-15', '2027-02-17')).toEqual(
      Object.fromEntries(Object.entries(deluxe).map(([k, n]) => [k, n - 1])),
    )
  })

  it('adds, changes and removes extras within the rules: stock respected, locked extras kept as booked', async () => {
    const b = await book(s, '2027-03-01', '2027-03-03', [
      { roomTypeId: CLASSIC, ratePlanId: FLEX, services: [{ ...CHAMPAGNE, quantity: 1 }] },
    ])
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    expect(item.Services[0]).toMatchObject({
      ServiceName: 'Champagne on arrival',
      AllowEditOnBookingEngine: false,
    })
    const breakfast = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 1, {
          ReservationItems: [
            withServices(item, [
              { extra: CHAMPAGNE, quantity: 1 },
              { extra: BREAKFAST, quantity: 1 },
            ]),
          ],
        }),
      ),
      ManageActionResponse,
    )
    const after = breakfast.Reservation?.ReservationItems[0]
    if (!after) throw new Error('no item')
    expect(after.Services.map((x) => [x.ServiceName, x.TotalCost])).toEqual([
      ['Champagne on arrival', 55],
      ['Breakfast', 66],
    ])
    expect(breakfast.Reservation?.TotalServices).toBe(121)

    // The champagne cannot be removed or changed online; breakfast can be removed.
    for (const lines of [[{ extra: BREAKFAST, quantity: 1 }], [{ extra: CHAMPAGNE, quantity: 2 }]]) {
      const locked = await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 2, { ReservationItems: [withServices(after, lines)] }),
      )
      expect((await parsed(locked, ValidationErrorBody)).ModelState['ReservationItems.0.Services']).toEqual([
        'Champagne on arrival cannot be changed online. Please contact the hotel.',
      ])
    }
    const removed = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 2, { ReservationItems: [withServices(after, [{ extra: CHAMPAGNE, quantity: 1 }])] }),
      ),
      ManageActionResponse,
    )
    expect(removed.Reservation?.ReservationItems[0]?.Services.map((x) => x.ServiceName)).toEqual([
      'Champagne on arrival',
    ])

    // Late checkout: two a day. Two other bookings take them; this one is refused and nothing changes.
    for (let i = 0; i < 2; i++) {
      const other = await book(s, '2027-03-01', '2027-03-03')
      const o = other.reservation.ReservationItems[0]
      if (!o) throw new Error('no item')
      await parsed(
        await s.post(
          '/api/ManageBooking/Update',
          updateBody(other, 1, {
            ReservationItems: [withServices(o, [{ extra: LATE_CHECKOUT, quantity: 1 }])],
          }),
        ),
        ManageActionResponse,
      )
    }
    const current = (await load(s, b.ref, b.code)).ReservationItems[0]
    if (!current) throw new Error('no item')
    const soldOut = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 3, {
        ReservationItems: [
          withServices(current, [
            { extra: CHAMPAGNE, quantity: 1 },
            { extra: LATE_CHECKOUT, quantity: 1 },
          ]),
        ],
      }),
    )
    expect(soldOut.status).toBe(409)
    expect((await parsed(soldOut, ErrorBody)).Message).toBe(
      'Late checkout is no longer available for the selected dates.',
    )
    expect((await load(s, b.ref, b.code)).Version).toBe(3)
  })

  it('adds a room with placeholder guests, one per adult, and takes its inventory', async () => {
    const b = await book(s, '2027-03-08', '2027-03-10')
    const result = await parsed(
      await s.post('/api/Availability/Search', searchBody('2027-03-08', '2027-03-10', [{ adults: 2 }])),
      SearchResult,
    )
    const plan = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === TWIN)?.Rates.find(
      (r) => r.RatePlanId === FLEX,
    )
    if (!plan) throw new Error('no twin')
    const price = priceStay(nightlyRates(plan), { adults: 2, children: 0, infants: 0 }).total
    const twins = await stock(s.db, TWIN, '2027-03-08', '2027-03-10')
    const room = {
      DateFrom: '2027-03-08',
      DateTo: '2027-03-10',
      RoomTypeId: TWIN,
      RatePlanId: FLEX,
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      TotalCost: toMajorUnits(price),
    }
    const done = await parsed(
      await s.post('/api/ManageBooking/Update', updateBody(b, 1, { RoomsToAdd: [room] })),
      ManageActionResponse,
    )
    const added = done.Reservation?.ReservationItems[1]
    expect(added).toMatchObject({ RoomTypeName: 'Twin Room', CanBeEdited: true, CanBeCancelled: true })
    expect(added?.Guests.map((g) => `${g.FirstName} ${g.LastName}`)).toEqual(['New Guest', 'New Guest'])
    expect(done.Reservation?.ReservationItems[0]?.CanBeCancelled).toBe(true)
    expect(await stock(s.db, TWIN, '2027-03-08', '2027-03-10')).toEqual(
      Object.fromEntries(Object.entries(twins).map(([k, n]) => [k, n - 1])),
    )
    const tooMany = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 2, { RoomsToAdd: [room, room, room] }),
    )
    expect(Object.keys((await parsed(tooMany, ValidationErrorBody)).ModelState)).toEqual(['RoomsToAdd'])
    const tooFull = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 2, { RoomsToAdd: [{ ...room, NumberOfAdults: 3 }] }),
    )
    expect(Object.keys((await parsed(tooFull, ValidationErrorBody)).ModelState)).toEqual([
      'RoomsToAdd.0.NumberOfAdults',
    ])
  })

  it('cancels one room with a reason, then the whole booking, giving the rooms back each time', async () => {
    const b = await book(s, '2027-03-15', '2027-03-17', [
      { roomTypeId: CLASSIC, ratePlanId: FLEX },
      { roomTypeId: SUPERIOR, ratePlanId: FLEX },
    ])
    const [first, second] = b.reservation.ReservationItems
    if (!first || !second) throw new Error('two rooms expected')
    expect(first.CanBeCancelled && second.CanBeCancelled).toBe(true)
    const noReason = await s.post(
      '/api/ManageBooking/Update',
      updateBody(b, 1, { RoomsToCancel: [{ ReservationItemId: second.ReservationItemId }] }),
    )
    expect(Object.keys((await parsed(noReason, ValidationErrorBody)).ModelState)).toEqual([
      'RoomsToCancel.0.CancellationReasonId',
    ])
    const superior = await stock(s.db, SUPERIOR, '2027-03-15', '2027-03-17')
    const one = await parsed(
      await s.post(
        '/api/ManageBooking/Update',
        updateBody(b, 1, {
          RoomsToCancel: [{ ReservationItemId: second.ReservationItemId, CancellationReasonId: REASON }],
        }),
      ),
      ManageActionResponse,
    )
    expect(one.Reservation?.IsCancelled).toBe(false)
    expect(
      one.Reservation?.ReservationItems.map((i) => [i.RoomTypeName, i.IsCancelled, i.CanBeCancelled]),
    ).toEqual([
      ['Classic Double', false, false],
      ['Superior Double', true, false],
    ])
    expect(one.Reservation?.TotalAccommodation).toBe(first.AccommodationCost)
    expect(await stock(s.db, SUPERIOR, '2027-03-15', '2027-03-17')).toEqual(
      Object.fromEntries(Object.entries(superior).map(([k, n]) => [k, n + 1])),
    )

    const classic = await stock(s.db, CLASSIC, '2027-03-15', '2027-03-17')
    const noBookingReason = await s.post('/api/ManageBooking/Cancel', { ...access(b), ReservationId: b.id })
    expect(Object.keys((await parsed(noBookingReason, ValidationErrorBody)).ModelState)).toEqual([
      'CancellationReasonId',
    ])
    const all = await parsed(
      await s.post('/api/ManageBooking/Cancel', {
        ...access(b),
        ReservationId: b.id,
        CancellationReasonId: REASON,
      }),
      ManageActionResponse,
    )
    expect(all.Reservation).toMatchObject({ IsCancelled: true, CanBeCancelled: false, CanBeEdited: false })
    expect(await stock(s.db, CLASSIC, '2027-03-15', '2027-03-17')).toEqual(
      Object.fromEntries(Object.entries(classic).map(([k, n]) => [k, n + 1])),
    )
    await s.outbox.drain()
    const mail = readdirSync(s.mailDir).find((f) => f.includes(`cancellation-${b.ref}`))
    expect(mail).toBeDefined()
    expect(readFileSync(join(s.mailDir, mail ?? ''), 'utf8')).toContain('is cancelled')
    const twice = await s.post('/api/ManageBooking/Cancel', {
      ...access(b),
      ReservationId: b.id,
      CancellationReasonId: REASON,
    })
    expect(twice.status).toBe(409)
    const update = await s.post('/api/ManageBooking/Update', updateBody(b, 3, { SpecialRequests: 'x' }))
    expect(update.status).toBe(409)
  })

  it('closes changes 24 hours before check-in time on the arrival day', async () => {
    // Today is Monday 4 January, 10:00; arrival Tuesday 5th at 14:00 closes at 14:00 today.
    const b = await book(s, '2027-01-05', '2027-01-07')
    expect(b.reservation).toMatchObject({ CanBeEdited: true, CanBeCancelled: true })
    s.now.value = new Date('2027-01-04T14:00:00Z')
    try {
      const late = await load(s, b.ref, b.code)
      expect(late).toMatchObject({ CanBeEdited: false, CanBeCancelled: false })
      expect(late.ReservationItems[0]).toMatchObject({ CanBeEdited: false, CanBeCancelled: false })
      const update = await s.post('/api/ManageBooking/Update', updateBody(b, 1, { SpecialRequests: 'x' }))
      expect(update.status).toBe(403)
      const cancel = await s.post('/api/ManageBooking/Cancel', {
        ...access(b),
        ReservationId: b.id,
        CancellationReasonId: REASON,
      })
      expect(cancel.status).toBe(403)
      expect(
        await parsed(
          await s.get(
            `/api/ManageBooking/UpgradeOptions?propertyId=HARBOUR&reservationId=${b.id}&referenceNumber=${b.ref}&code=${b.code}`,
          ),
          UpgradeOptionList,
        ),
      ).toEqual([])
    } finally {
      s.now.value = new Date('2027-01-04T10:00:00Z')
    }
  })

  it('applies a replayed update once (same Idempotency-Key, same answer)', async () => {
    const b = await book(s, '2027-03-22', '2027-03-24')
    const item = b.reservation.ReservationItems[0]
    if (!item) throw new Error('no item')
    const body = updateBody(b, 1, {
      ReservationItems: [withServices(item, [{ extra: BREAKFAST, quantity: 1 }])],
    })
    const first = await s.post('/api/ManageBooking/Update', body, { 'Idempotency-Key': 'manage-once-1' })
    const again = await s.post('/api/ManageBooking/Update', body, { 'Idempotency-Key': 'manage-once-1' })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    const after = await load(s, b.ref, b.code)
    expect(after.Version).toBe(2)
    expect(after.ReservationItems[0]?.Services).toHaveLength(1)
  })

  it('replaces the card on file, keeping only brand and last four; a declined card changes nothing', async () => {
    const b = await book(s, '2027-03-22', '2027-03-24')
    const before = await s.db.query<{ card: unknown }>('SELECT card FROM reservation WHERE id = $1', [b.id])
    const declined = await parsed(
      await s.post('/api/ManageBooking/UpdateCard', { ...access(b), CardDetails: card(DECLINE) }),
      CardUpdateResponse,
    )
    expect(declined).toMatchObject({
      Success: false,
      Message: 'Your card was declined. Nothing was charged: please try another card.',
      Card: null,
    })
    expect(await s.db.query('SELECT card FROM reservation WHERE id = $1', [b.id])).toEqual(before)
    // The guest types the card into the provider's frame; our API is sent only the provider's reference.
    const typed = { number: '5555 5555 5555 4444', securityCode: '123', expMonth: 12, expYear: 2031 }
    const saved = await parsed(
      await s.post('/api/ManageBooking/UpdateCard', {
        ...access(b),
        CardDetails: card(await cardFromFrame(s, typed)),
      }),
      CardUpdateResponse,
    )
    expect(saved).toMatchObject({
      Success: true,
      Card: { CardType: 'Mastercard', LastFour: '4444', ExpiryYear: 2031 },
    })
    const after = await load(s, b.ref, b.code)
    expect(after.CreditCards).toEqual([
      { CardType: 'Mastercard', LastFour: '4444', ExpiryMonth: 12, ExpiryYear: 2031 },
    ])
    expect(after.Version).toBe(1)
    const rows = await s.db.query<{ card: unknown }>('SELECT card FROM reservation WHERE id = $1', [b.id])
    expect(rows[0]?.card).toMatchObject({
      Brand: 'Mastercard',
      LastFour: '4444',
      Token: expect.stringMatching(/^pm_/),
    })
    expect(cardSecretsIn(JSON.stringify(rows), typed)).toEqual([])
  })

  it('checks a replacement card like a new booking: a card or brand the hotel cannot take is refused', async () => {
    const b = await book(s, '2027-03-22', '2027-03-24')
    const unknown = await s.post('/api/PreCheckIn/SaveCard', {
      ...access(b),
      CardDetails: card('pm_nothing_here'),
    })
    expect(unknown.status).toBe(400)
    expect((await parsed(unknown, ValidationErrorBody)).ModelState).toEqual({
      'CardDetails.PaymentMethodId': [UNKNOWN_CARD],
    })
    const typedHere = await s.post('/api/ManageBooking/UpdateCard', {
      ...access(b),
      CardDetails: { ...card(), CardNumber: '4242 4242 4242 4242', SecurityCode: '123' },
    })
    expect(typedHere.status).toBe(400)
    expect(Object.keys((await parsed(typedHere, ValidationErrorBody)).ModelState).sort()).toEqual([
      'CardDetails.CardNumber',
      'CardDetails.SecurityCode',
    ])
    // The hotel stops taking American Express: an Amex is refused, whichever call replaces the card.
    const settings = await s.db.query<{ settings: unknown }>(
      "SELECT settings FROM property WHERE code = 'HARBOUR'",
    )
    await s.db.query(
      `UPDATE property SET settings = jsonb_set(settings, '{CreditCards}',
         (SELECT jsonb_agg(c) FROM jsonb_array_elements(settings->'CreditCards') c WHERE c->>'Code' IN ('VISA', 'MC')))
       WHERE code = 'HARBOUR'`,
    )
    try {
      for (const path of ['/api/ManageBooking/UpdateCard', '/api/PreCheckIn/SaveCard']) {
        const refused = await s.post(path, { ...access(b), CardDetails: card('pm_card_amex') })
        expect(refused.status, path).toBe(400)
        expect((await parsed(refused, ValidationErrorBody)).ModelState, path).toEqual({
          'CardDetails.PaymentMethodId': [
            expect.stringMatching(/^American Express card is not accepted here\./),
          ],
        })
      }
    } finally {
      await s.db.query("UPDATE property SET settings = $1 WHERE code = 'HARBOUR'", [
        JSON.stringify(settings[0]?.settings),
      ])
    }
    const after = await load(s, b.ref, b.code)
    expect(after.CreditCards.map((c) => c.LastFour)).not.toContain('8431')
  })
})
