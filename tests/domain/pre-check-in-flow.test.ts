import { describe, expect, it } from 'vitest'
import {
  afterPreCheckInSave,
  guestsToCheckIn,
  nextPreCheckInStep,
  preCheckInProblems,
  type PreCheckInContext,
  type ReviewGuest,
  type ReviewRoom,
} from '@/domain/pre-check-in-flow'

const guest = (o: Partial<ReviewGuest> = {}): ReviewGuest => ({
  firstName: 'A',
  lastName: 'B',
  haveReviewedGuest: false,
  ...o,
})
const reviewedRoom = (): ReviewRoom => ({ reviewed: true, guests: [guest({ haveReviewedGuest: true })] })
const ctx = (o: Partial<PreCheckInContext> = {}): PreCheckInContext => ({
  hasBooker: true,
  rooms: [
    { reviewed: false, guests: [guest(), guest()] },
    { reviewed: false, guests: [guest()] },
  ],
  isMobile: false,
  ...o,
})
const at = (step: Parameters<typeof nextPreCheckInStep>[0]['step'], roomIndex = 0, guestIndex = 0) => ({
  step,
  roomIndex,
  guestIndex,
})

describe('pre-check-in steps (docs/product/after-booking.md#steps)', () => {
  it('Start goes to Booker if there is a booker, otherwise to Room', () => {
    expect(nextPreCheckInStep(at('Start'), ctx()).step).toBe('Booker')
    expect(nextPreCheckInStep(at('Start'), ctx({ hasBooker: false }))).toEqual(at('Room', 0, 0))
  })

  it('Booker goes to Room for the first room and guest', () => {
    expect(nextPreCheckInStep(at('Booker'), ctx())).toEqual(at('Room', 0, 0))
  })

  it('Room goes to the next room not yet reviewed, and to Summary when all are reviewed', () => {
    const c = ctx({ rooms: [reviewedRoom(), { reviewed: false, guests: [guest()] }] })
    expect(nextPreCheckInStep(at('Room', 0), c)).toEqual(at('Room', 1, 0))
    expect(nextPreCheckInStep(at('Room', 1), ctx({ rooms: [reviewedRoom(), reviewedRoom()] }))).toEqual(
      at('Summary'),
    )
  })

  it('on mobile, Room goes to its guests not yet reviewed', () => {
    const c = ctx({
      isMobile: true,
      rooms: [{ reviewed: true, guests: [guest({ haveReviewedGuest: true }), guest()] }],
    })
    expect(nextPreCheckInStep(at('Room', 0), c)).toEqual(at('Guest', 0, 1))
  })

  it('Guest loops over unreviewed or invalid guests, then back to Room', () => {
    const invalid = guest({ haveReviewedGuest: true, lastName: '' })
    const c = ctx({
      rooms: [
        { reviewed: true, guests: [guest({ haveReviewedGuest: true }), invalid] },
        { reviewed: false, guests: [] },
      ],
    })
    expect(nextPreCheckInStep(at('Guest', 0, 0), c)).toEqual(at('Guest', 0, 1))
    const fixed = ctx({ rooms: [reviewedRoom(), { reviewed: false, guests: [] }] })
    expect(nextPreCheckInStep(at('Guest', 0, 1), fixed)).toEqual(at('Room', 1, 0))
  })

  it('saving successfully goes to Complete; a failure stays', () => {
    expect(afterPreCheckInSave(at('Summary'), true).step).toBe('Complete')
    expect(afterPreCheckInSave(at('Summary'), false).step).toBe('Summary')
  })
})

describe('guests to check in', () => {
  it('asks for every adult: the booked guests first, then blank ones, none reviewed yet', () => {
    const guests = guestsToCheckIn(
      [{ firstName: 'Ada', lastName: 'Lovelace', email: null, phone: null }],
      2,
      (i) => `g${i}`,
    )
    expect(guests).toEqual([
      {
        guestId: 'g0',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: '',
        phone: '',
        haveReviewedGuest: false,
      },
      { guestId: 'g1', firstName: '', lastName: '', email: '', phone: '', haveReviewedGuest: false },
    ])
    expect(guestsToCheckIn([], 0, String)).toHaveLength(1)
  })

  it('lists what stops the save in the order the guest meets it', () => {
    const ok = { firstName: 'A', lastName: 'B' }
    expect(preCheckInProblems({ bookerValid: true, rooms: [{ guests: [ok] }] })).toEqual([])
    expect(preCheckInProblems({ bookerValid: null, rooms: [{ guests: [ok] }] })).toEqual([])
    expect(
      preCheckInProblems({
        bookerValid: false,
        rooms: [
          { guests: [ok, { firstName: 'C', lastName: ' ' }] },
          { guests: [{ firstName: '', lastName: 'D' }] },
        ],
      }),
    ).toEqual([
      { kind: 'booker' },
      { kind: 'guest', roomIndex: 0, guestIndex: 1 },
      { kind: 'guest', roomIndex: 1, guestIndex: 0 },
    ])
  })
})
