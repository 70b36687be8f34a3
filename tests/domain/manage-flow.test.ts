import { describe, expect, it } from 'vitest'
import {
  afterManageCancel,
  afterManageSave,
  canEditManageRoomServices,
  isLineEditable,
  manageContext,
  manageEntryStep,
  nextManageStep,
  placeholderGuests,
  serviceQuantityMax,
  stockUnitsOf,
  type ManageContext,
  type ManageStep,
} from '@/domain/manage-flow'
import { aManageRoom } from '../builders/domain'

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

describe('manage steps (docs/product/after-booking.md#steps)', () => {
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

describe('the rooms of a manage session', () => {
  const room = aManageRoom

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
