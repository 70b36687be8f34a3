import { describe, expect, it } from 'vitest'
import {
  afterPreCheckInSave,
  nextPreCheckInStep,
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

describe('pre-check-in steps (spec §4)', () => {
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
