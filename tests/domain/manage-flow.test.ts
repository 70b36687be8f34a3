import { describe, expect, it } from 'vitest'
import {
  afterManageCancel,
  afterManageSave,
  manageEntryStep,
  nextManageStep,
  placeholderGuests,
  type ManageContext,
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
