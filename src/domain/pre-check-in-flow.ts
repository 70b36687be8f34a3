/**
 * Pre-check-in steps (docs/product/after-booking.md#steps). Start goes to Booker if the booking has a booker, otherwise to Room. Booker
 * goes to Room for the first room and guest. Room goes to the next room or guest not yet reviewed (Guest on
 * mobile) and to Summary when all are reviewed. Guest loops over unreviewed or invalid guests, then back to
 * Room. Saving successfully goes to Complete. (Extras and PaymentDetails exist as steps; the spec names no
 * transition into them, so they are entered only by the UI, and `next` from them goes back to Room.)
 */
import { isLeadGuestValid, type LeadGuest } from './validation'

export const PreCheckInStep = {
  Start: 'Start',
  Booker: 'Booker',
  Room: 'Room',
  Guest: 'Guest',
  Extras: 'Extras',
  PaymentDetails: 'PaymentDetails',
  /** The hotel's registration card (decision 0144): after the rooms, before Summary, when the hotel asks. */
  Registration: 'Registration',
  Summary: 'Summary',
  Complete: 'Complete',
} as const
export type PreCheckInStep = (typeof PreCheckInStep)[keyof typeof PreCheckInStep]

export type ReviewGuest = LeadGuest & { haveReviewedGuest: boolean }
export type ReviewRoom = { reviewed: boolean; guests: readonly ReviewGuest[] }

export type PreCheckInState = {
  step: PreCheckInStep
  roomIndex: number
  guestIndex: number
}

export type PreCheckInContext = {
  hasBooker: boolean
  rooms: readonly ReviewRoom[]
  isMobile: boolean
  /** The hotel asks for a registration card and it is not filled in yet. */
  registrationPending?: boolean
}

const guestNeedsReview = (g: ReviewGuest) => !g.haveReviewedGuest || !isLeadGuestValid(g)

/** The first room (in order) with the room itself or a guest still to review, or -1. */
export function firstUnreviewedRoom(rooms: readonly ReviewRoom[]): number {
  return rooms.findIndex((r) => !r.reviewed || r.guests.some(guestNeedsReview))
}

export function firstUnreviewedGuest(room: ReviewRoom | undefined): number {
  return room ? room.guests.findIndex(guestNeedsReview) : -1
}

function toRoomOrSummary(ctx: PreCheckInContext, fromRoom?: number): PreCheckInState {
  // On mobile each guest is a step of its own: finish the current room's guests first.
  if (ctx.isMobile && fromRoom !== undefined) {
    const guestIndex = firstUnreviewedGuest(ctx.rooms[fromRoom])
    if (guestIndex >= 0) return { step: 'Guest', roomIndex: fromRoom, guestIndex }
  }
  const roomIndex = firstUnreviewedRoom(ctx.rooms)
  if (roomIndex < 0)
    return { step: ctx.registrationPending ? 'Registration' : 'Summary', roomIndex: 0, guestIndex: 0 }
  return { step: 'Room', roomIndex, guestIndex: Math.max(0, firstUnreviewedGuest(ctx.rooms[roomIndex])) }
}

/** The step after `state`, given what has been reviewed so far. */
export function nextPreCheckInStep(state: PreCheckInState, ctx: PreCheckInContext): PreCheckInState {
  switch (state.step) {
    case 'Start':
      return ctx.hasBooker ? { step: 'Booker', roomIndex: 0, guestIndex: 0 } : toRoomOrSummary(ctx)
    case 'Booker':
      return { step: 'Room', roomIndex: 0, guestIndex: 0 }
    case 'Room':
      return toRoomOrSummary(ctx, state.roomIndex)
    case 'Extras':
    case 'PaymentDetails':
      return toRoomOrSummary(ctx)
    case 'Registration':
      return toRoomOrSummary({ ...ctx, registrationPending: false })
    case 'Guest': {
      const guestIndex = firstUnreviewedGuest(ctx.rooms[state.roomIndex])
      if (guestIndex >= 0) return { step: 'Guest', roomIndex: state.roomIndex, guestIndex }
      return toRoomOrSummary(ctx)
    }
    case 'Summary':
    case 'Complete':
      return state
  }
}

/** Saving successfully goes to Complete; a failure stays where it was (the message is shown). */
export function afterPreCheckInSave(state: PreCheckInState, success: boolean): PreCheckInState {
  return success ? { ...state, step: 'Complete' } : state
}

// ---------------------------------------------------------------- guests to check in

type CheckInGuest = ReviewGuest & { guestId: string; email: string; phone: string }

/**
 * The guests asked for at check-in: those on the booking, then blank ones up to one per adult (the hotel
 * registers every adult; children are counted, not named). haveReviewedGuest starts false (docs/product/after-booking.md#what-is-kept).
 */
export function guestsToCheckIn(
  stored: readonly { firstName: string; lastName: string; email: string | null; phone: string | null }[],
  adults: number,
  makeId: (index: number) => string,
): CheckInGuest[] {
  const count = Math.max(1, adults, stored.length)
  return Array.from({ length: count }, (_, i) => {
    const g = stored[i]
    return {
      guestId: makeId(i),
      firstName: g?.firstName ?? '',
      lastName: g?.lastName ?? '',
      email: g?.email ?? '',
      phone: g?.phone ?? '',
      haveReviewedGuest: false,
    }
  })
}

export type CheckInProblem = { kind: 'booker' } | { kind: 'guest'; roomIndex: number; guestIndex: number }

/**
 * What stops the save (docs/product/after-booking.md#rules: a valid booker, if any, and every guest valid), in the order the guest meets
 * them, so the app can take them straight to the first one.
 */
export function preCheckInProblems<G extends LeadGuest>(input: {
  bookerValid: boolean | null
  rooms: readonly { guests: readonly G[] }[]
  /** what makes a guest valid: by default their names (docs/product/after-booking.md#rules); a hotel may require more (required if configured) */
  isGuestValid?: (guest: G) => boolean
}): CheckInProblem[] {
  const problems: CheckInProblem[] = []
  const valid = input.isGuestValid ?? isLeadGuestValid
  if (input.bookerValid === false) problems.push({ kind: 'booker' })
  input.rooms.forEach((room, roomIndex) =>
    room.guests.forEach((g, guestIndex) => {
      if (!valid(g)) problems.push({ kind: 'guest', roomIndex, guestIndex })
    }),
  )
  return problems
}
