import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterManageCancel,
  afterManageSave,
  canEditManageRoomServices,
  isLineEditable,
  manageContext,
  manageEntryStep,
  manageSummary,
  newManageRoom,
  nextManageStep,
  placeholderGuests,
  roomServicesCost,
  roomTotal,
  serviceQuantityMax,
  stockUnitsOf,
  type ManageContext,
  type ManageRoom,
  type ManageStep,
} from '@/domain/manage-flow'

const at = (step: ManageStep, roomIndex = 0, guestIndex = 0) => ({ step, roomIndex, guestIndex })
const g = (haveReviewedGuest: boolean) => ({ firstName: 'A', lastName: 'B', haveReviewedGuest })
const ctx = (o: Partial<ManageContext> = {}): ManageContext => ({
  isCancelled: false,
  rooms: [
    { reviewed: true, guests: [g(true), g(false)] },
    { reviewed: false, guests: [g(true)] },
  ],
  ...o,
})

describe('manage steps (spec §4)', () => {
  it('Start and Booker go to the overview', () => {
    expect(nextManageStep(at('Start'), ctx()).step).toBe('ReservationOverview')
    expect(nextManageStep(at('Booker'), ctx()).step).toBe('ReservationOverview')
  })

  it('Room and Guest loop over unreviewed items, then return to the overview', () => {
    expect(nextManageStep(at('Room', 0), ctx())).toEqual(at('Guest', 0, 1))
    const roomOneDone = ctx({
      rooms: [
        { reviewed: true, guests: [g(true), g(true)] },
        { reviewed: false, guests: [g(true)] },
      ],
    })
    expect(nextManageStep(at('Guest', 0, 1), roomOneDone)).toEqual(at('Room', 1))
    const allDone = ctx({ rooms: [{ reviewed: true, guests: [g(true)] }] })
    expect(nextManageStep(at('Guest', 0, 0), allDone)).toEqual(at('ReservationOverview'))
    expect(nextManageStep(at('Room', 0), allDone)).toEqual(at('ReservationOverview'))
  })

  it('the overview goes to Summary; editing steps come back to the overview', () => {
    expect(nextManageStep(at('ReservationOverview'), ctx()).step).toBe('Summary')
    expect(nextManageStep(at('ChangeDates'), ctx()).step).toBe('ReservationOverview')
  })

  it('save success goes to Complete; cancel success or an already-cancelled reservation to Cancelled', () => {
    expect(afterManageSave(at('Summary'), true).step).toBe('Complete')
    expect(afterManageSave(at('Summary'), false).step).toBe('Summary')
    expect(afterManageCancel(at('ReservationOverview'), true).step).toBe('Cancelled')
    expect(manageEntryStep(true).step).toBe('Cancelled')
    expect(manageEntryStep(false).step).toBe('ReservationOverview')
    expect(nextManageStep(at('Start'), ctx({ isCancelled: true })).step).toBe('Cancelled')
  })

  it('new rooms get placeholder guests named New Guest, one per adult', () => {
    const guests = placeholderGuests(3, (i) => `g${i}`)
    expect(guests.map((x) => `${x.firstName} ${x.lastName}`)).toEqual(['New Guest', 'New Guest', 'New Guest'])
    expect(guests.map((x) => x.guestId)).toEqual(['g0', 'g1', 'g2'])
    expect(guests.every((x) => !x.haveReviewedGuest)).toBe(true)
    expect(placeholderGuests(0, String)).toEqual([])
  })
})

describe('the change set of a manage session', () => {
  const room = (o: Partial<ManageRoom> = {}): ManageRoom => ({
    key: 'item-1',
    reservationItemId: 1,
    dateFrom: '2027-02-01',
    dateTo: '2027-02-03',
    roomTypeId: 101,
    roomTypeName: 'Classic Double',
    ratePlanId: 11,
    ratePlanName: 'Flexible',
    occupancy: { adults: 2, children: 0, infants: 0 },
    accommodation: 24000,
    bookedTotal: 27000,
    services: [
      {
        serviceId: 32,
        name: 'Parking',
        quantity: 1,
        price: 1500,
        charge: 'PerDay',
        chargePerPerson: false,
        allowEdit: true,
        isNew: false,
      },
    ],
    guests: [
      { guestId: 'a', firstName: 'Ada', lastName: 'Lovelace', email: '', phone: '', haveReviewedGuest: true },
    ],
    reviewed: true,
    cancellation: null,
    canBeEdited: true,
    canBeCancelled: true,
    ...o,
  })

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

  it('locks extras the hotel does not let guests change, and caps quantities by stock', () => {
    expect(isLineEditable({ isNew: false, allowEdit: false })).toBe(false)
    expect(isLineEditable({ isNew: true, allowEdit: false })).toBe(true)
    const locked = room({ services: [{ ...room().services[0]!, allowEdit: false }] })
    expect(canEditManageRoomServices(locked)).toBe(false)
    expect(canEditManageRoomServices(room({ services: [] }))).toBe(true)
    const base = { charge: 'PerQuantity' as const, maxQuantity: 6, heldByThisRoom: 0, takenByOtherRooms: 0 }
    expect(serviceQuantityMax({ ...base, free: null })).toBe(6)
    expect(serviceQuantityMax({ ...base, free: 2 })).toBe(2)
    expect(serviceQuantityMax({ ...base, free: 2, heldByThisRoom: 1 })).toBe(3)
    expect(serviceQuantityMax({ ...base, free: 2, takenByOtherRooms: 2 })).toBe(0)
    expect(serviceQuantityMax({ ...base, charge: 'PerDay', free: 5 })).toBe(1)
    expect(serviceQuantityMax({ ...base, charge: 'PerDay', free: 0 })).toBe(0)
    expect(stockUnitsOf('PerDay', 1)).toBe(1)
    expect(stockUnitsOf('PerQuantity', 3)).toBe(3)
  })

  it('counts a room being cancelled as reviewed, with no guests left to check', () => {
    const blank = room({
      key: 'x',
      guests: [{ guestId: 'b', firstName: '', lastName: 'X', email: '', phone: '', haveReviewedGuest: true }],
    })
    // a room being cancelled has nothing left to review
    expect(
      manageContext(false, [{ ...blank, reviewed: false, cancellation: { reasonId: 1 } }]).rooms[0],
    ).toEqual({ reviewed: true, guests: [] })
  })
})
