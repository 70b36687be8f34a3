/**
 * Manage-booking steps (spec §4). Start and Booker go to the overview; Room and Guest loop over unreviewed
 * items and return to the overview; the overview goes to Summary; save success goes to Complete; cancel
 * success, or a reservation found already cancelled, goes to Cancelled. New rooms added in manage get
 * placeholder guests named New Guest, one per adult.
 */
import {
  firstUnreviewedGuest,
  firstUnreviewedRoom,
  type ReviewGuest,
  type ReviewRoom,
} from './pre-check-in-flow'

export const ManageStep = {
  Start: 'Start',
  ReservationOverview: 'ReservationOverview',
  Booker: 'Booker',
  Room: 'Room',
  Guest: 'Guest',
  Extras: 'Extras',
  RoomTypeSelection: 'RoomTypeSelection',
  RatePlanSelection: 'RatePlanSelection',
  UpgradeSelection: 'UpgradeSelection',
  ChangeDates: 'ChangeDates',
  Summary: 'Summary',
  Complete: 'Complete',
  Cancelled: 'Cancelled',
} as const
export type ManageStep = (typeof ManageStep)[keyof typeof ManageStep]

export type ManageState = { step: ManageStep; roomIndex: number; guestIndex: number }
export type ManageContext = { isCancelled: boolean; rooms: readonly ReviewRoom[] }

const at = (step: ManageStep, roomIndex = 0, guestIndex = 0): ManageState => ({ step, roomIndex, guestIndex })

export function nextManageStep(state: ManageState, ctx: ManageContext): ManageState {
  if (ctx.isCancelled) return at('Cancelled')
  switch (state.step) {
    case 'Start':
    case 'Booker':
      return at('ReservationOverview')
    case 'Room': {
      const room = ctx.rooms[state.roomIndex]
      const guestIndex = firstUnreviewedGuest(room)
      if (guestIndex >= 0) return at('Guest', state.roomIndex, guestIndex)
      const roomIndex = firstUnreviewedRoom(ctx.rooms)
      return roomIndex >= 0 ? at('Room', roomIndex) : at('ReservationOverview')
    }
    case 'Guest': {
      const guestIndex = firstUnreviewedGuest(ctx.rooms[state.roomIndex])
      if (guestIndex >= 0) return at('Guest', state.roomIndex, guestIndex)
      const roomIndex = firstUnreviewedRoom(ctx.rooms)
      return roomIndex >= 0 ? at('Room', roomIndex) : at('ReservationOverview')
    }
    case 'ReservationOverview':
      return at('Summary')
    case 'Extras':
    case 'RoomTypeSelection':
    case 'RatePlanSelection':
    case 'UpgradeSelection':
    case 'ChangeDates':
      return at('ReservationOverview')
    case 'Summary':
    case 'Complete':
    case 'Cancelled':
      return state
  }
}

export function afterManageSave(state: ManageState, success: boolean): ManageState {
  return success ? at('Complete') : state
}

export function afterManageCancel(state: ManageState, success: boolean): ManageState {
  return success ? at('Cancelled') : state
}

/** Where a loaded reservation opens: Cancelled if it already is, else Start's successor. */
export function manageEntryStep(isCancelled: boolean): ManageState {
  return isCancelled ? at('Cancelled') : at('ReservationOverview')
}

/**
 * Placeholder guests for a room added in manage: "New Guest", one per adult. The guest id is random in the
 * product; the domain has no randomness, so the caller passes the id maker.
 */
export function placeholderGuests(
  adults: number,
  makeId: (index: number) => string,
): (ReviewGuest & { guestId: string; individualId: null })[] {
  return Array.from({ length: Math.max(0, adults) }, (_, i) => ({
    guestId: makeId(i),
    individualId: null,
    firstName: 'New',
    lastName: 'Guest',
    haveReviewedGuest: false,
  }))
}
