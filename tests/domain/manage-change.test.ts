import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  extrasChanged,
  guestsChanged,
  manageRoomsBody,
  manageSummary,
  quoteChangedRoom,
  roomServicesCost,
  roomTotal,
  termsMoved,
} from '@/domain/manage-change'
import { newManageRoom } from '@/domain/manage-flow'
import { aManageRoom } from '../builders/domain'

describe('the change set of a manage session', () => {
  const room = aManageRoom

  it('keeps the booked total of an untouched room, even where today’s prices would differ', () => {
    const booked = room()
    expect(roomTotal(room(), booked)).toBe(27000)
    const renamed = room({ guests: [{ ...booked.guests[0]!, lastName: 'King' }] })
    expect(roomTotal(renamed, booked)).toBe(27000)
    expect(manageSummary([booked], [renamed])).toMatchObject({
      difference: 0,
      roomsChanged: true,
      rooms: [{ kind: 'changed', guestsChanged: true, moved: false, servicesChanged: false }],
    })
  })

  it('re-prices a moved room and its nightly extras for the new nights', () => {
    const booked = room()
    const moved = room({ dateFrom: '2027-02-08', dateTo: '2027-02-11', accommodation: 36000 })
    expect(roomServicesCost(moved)).toBe(4500)
    expect(roomTotal(moved, booked)).toBe(40500)
    expect(manageSummary([booked], [moved])).toMatchObject({ before: 27000, after: 40500, difference: 13500 })
  })

  it('counts added and cancelled rooms in the difference', () => {
    const booked = [room(), room({ key: 'item-2', reservationItemId: 2, bookedTotal: 20000 })]
    const added = newManageRoom({
      key: 'new-1',
      dateFrom: '2027-02-01',
      dateTo: '2027-02-03',
      roomTypeId: 105,
      roomTypeName: 'Twin Room',
      ratePlanId: 11,
      ratePlanName: 'Flexible',
      occupancy: { adults: 2, children: 0, infants: 0 },
      accommodation: 18000,
      makeGuestId: (i) => `n${i}`,
    })
    expect(added.guests.map((g) => `${g.firstName} ${g.lastName}`)).toEqual(['New Guest', 'New Guest'])
    const edited = [room(), { ...booked[1]!, cancellation: { reasonId: 10011 } }, added]
    const summary = manageSummary(booked, edited)
    expect(summary.rooms.map((r) => r.kind)).toEqual(['unchanged', 'cancelled', 'added'])
    expect(summary).toMatchObject({ before: 47000, after: 45000, difference: -2000, roomsChanged: true })
  })

  it('difference is always after − before, and no edit means no difference', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            booked: fc.integer({ min: 0, max: 10 ** 6 }),
            acc: fc.integer({ min: 0, max: 10 ** 6 }),
            move: fc.boolean(),
            cancel: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (specs) => {
          const before = specs.map((x, i) =>
            room({ key: `k${i}`, services: [], bookedTotal: x.booked, accommodation: x.booked }),
          )
          const after = specs.map((x, i) =>
            room({
              key: `k${i}`,
              services: [],
              bookedTotal: x.booked,
              accommodation: x.acc,
              dateTo: x.move ? '2027-02-04' : '2027-02-03',
              cancellation: x.cancel ? { reasonId: 1 } : null,
            }),
          )
          const s = manageSummary(before, after)
          expect(s.difference).toBe(s.after - s.before)
          expect(manageSummary(before, before).difference).toBe(0)
        },
      ),
    )
  })

  it('sends only what changed, priced as the server will price it', () => {
    const booked = [room(), room({ key: 'item-2', reservationItemId: 2, bookedTotal: 20000 })]
    const renamed = room({ guests: [{ ...booked[0]!.guests[0]!, firstName: ' Ada ', lastName: 'King' }] })
    const added = newManageRoom({
      key: 'new-1',
      dateFrom: '2027-02-01',
      dateTo: '2027-02-03',
      roomTypeId: 105,
      roomTypeName: 'Twin Room',
      ratePlanId: 11,
      ratePlanName: 'Flexible',
      occupancy: { adults: 1, children: 0, infants: 0 },
      accommodation: 18000,
      makeGuestId: (i) => `n${i}`,
    })
    const body = manageRoomsBody(booked, [renamed, { ...booked[1]!, cancellation: { reasonId: 7 } }, added])
    expect(body).toEqual({
      ReservationItems: [
        {
          ReservationItemId: 1,
          DateFrom: '2027-02-01',
          DateTo: '2027-02-03',
          RoomTypeId: 101,
          RatePlanId: 11,
          NumberOfAdults: 2,
          NumberOfChildren: 0,
          NumberOfInfants: 0,
          Guests: [{ FirstName: 'Ada', LastName: 'King', Email: null, Phone: null }],
          Services: undefined,
          TotalCost: 270,
        },
      ],
      RoomsToAdd: [
        {
          DateFrom: '2027-02-01',
          DateTo: '2027-02-03',
          RoomTypeId: 105,
          RatePlanId: 11,
          NumberOfAdults: 1,
          NumberOfChildren: 0,
          NumberOfInfants: 0,
          Guests: [{ FirstName: 'New', LastName: 'Guest', Email: null, Phone: null }],
          Services: [],
          TotalCost: 180,
        },
      ],
      RoomsToCancel: [{ ReservationItemId: 2, CancellationReasonId: 7 }],
    })
    expect(manageRoomsBody(booked, booked)).toEqual({
      ReservationItems: [],
      RoomsToAdd: [],
      RoomsToCancel: [],
    })
  })

  it('sends a room’s extras, re-priced, only when they changed', () => {
    const booked = room()
    const more = room({ services: [{ ...booked.services[0]!, quantity: 2, charge: 'PerQuantity' }] })
    const [item] = manageRoomsBody([booked], [more]).ReservationItems
    expect(item).toMatchObject({ Services: [{ ServiceId: 32, Quantity: 2 }], TotalCost: 240 + 30 })
  })
})

describe('the rules both ends apply to a manage change', () => {
  const terms = {
    dateFrom: '2027-02-01',
    dateTo: '2027-02-03',
    roomTypeId: 101,
    ratePlanId: 11,
    occupancy: { adults: 2, children: 0, infants: 0 },
  }

  it('moves a room when its dates, room type, rate plan or occupancy change', () => {
    expect(termsMoved(terms, { ...terms })).toBe(false)
    expect(termsMoved(terms, { ...terms, dateTo: '2027-02-04' })).toBe(true)
    expect(termsMoved(terms, { ...terms, ratePlanId: 12 })).toBe(true)
    expect(termsMoved(terms, { ...terms, occupancy: { adults: 2, children: 0, infants: 1 } })).toBe(true)
  })

  it('changes extras when another line count or quantity is asked, never when none are asked', () => {
    const booked = [{ serviceId: 32, quantity: 1 }]
    expect(extrasChanged(booked, undefined)).toBe(false)
    expect(extrasChanged(booked, [{ serviceId: 32, quantity: 1 }])).toBe(false)
    expect(extrasChanged(booked, [{ serviceId: 32, quantity: 2 }])).toBe(true)
    expect(extrasChanged(booked, [{ serviceId: 33, quantity: 1 }])).toBe(true)
    expect(extrasChanged(booked, [])).toBe(true)
  })

  it('changes guests when their number or any detail in place differs', () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: '', phone: '' }
    expect(guestsChanged([ada], [{ ...ada }])).toBe(false)
    expect(guestsChanged([ada], [{ ...ada, phone: '+44 1' }])).toBe(true)
    expect(guestsChanged([ada], [ada, ada])).toBe(true)
    expect(guestsChanged([], [])).toBe(false)
  })

  it('keeps the booked price unless the terms or the extras change', () => {
    const stay = { nights: 2, occupancy: terms.occupancy }
    const extras = [{ price: 1500, charge: 'PerDay' as const, chargePerPerson: false, quantity: 1 }]
    const booked = { accommodation: 24000, extras: 2000 }
    const base = { booked, accommodation: 30000, stay, extras }
    expect(quoteChangedRoom({ ...base, moved: false, extrasChanged: false }).total).toBe(26000)
    expect(quoteChangedRoom({ ...base, moved: true, extrasChanged: false }).total).toBe(33000)
    expect(quoteChangedRoom({ ...base, moved: false, extrasChanged: true }).total).toBe(33000)
    expect(quoteChangedRoom({ ...base, booked: null, moved: false, extrasChanged: false }).total).toBe(33000)
  })
})
