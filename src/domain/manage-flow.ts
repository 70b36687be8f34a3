/**
 * Manage-booking steps (docs/product/after-booking.md#steps). Start and Booker go to the overview; Room and Guest loop over unreviewed
 * items and return to the overview; the overview goes to Summary; save success goes to Complete; cancel
 * success, or a reservation found already cancelled, goes to Cancelled. New rooms added in manage get
 * placeholder guests named New Guest, one per adult.
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import type { Occupancy } from './occupancy'
import {
  firstUnreviewedGuest,
  firstUnreviewedRoom,
  type ReviewGuest,
  type ReviewRoom,
} from './pre-check-in-flow'
import {
  canEditRoomServices,
  isServiceEditable,
  serviceInventoryAvailable,
  type ServiceCharge,
} from './services'

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

/** The name of the placeholder guests of a room added in manage; it never opens a reservation. */
export const PLACEHOLDER_GUEST = { firstName: 'New', lastName: 'Guest' } as const

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
    firstName: PLACEHOLDER_GUEST.firstName,
    lastName: PLACEHOLDER_GUEST.lastName,
    haveReviewedGuest: false,
  }))
}

// ---------------------------------------------------------------- the rooms of a manage session

/**
 * What the guest is changing, as edited copies of the rooms next to the rooms as booked. Nothing is sent until
 * Summary → Save; what changed, what it costs and the Update body are derived from the two lists, never stored
 * (manage-change.ts).
 */
export type ManageService = {
  serviceId: number
  name: string
  quantity: number
  /** unit price, minor units */
  price: Money
  charge: ServiceCharge
  chargePerPerson: boolean
  /** AllowEditOnBookingEngine of the service */
  allowEdit: boolean
  /** added in this session (docs/product/after-booking.md#what-is-kept: a new reservation service is editable) */
  isNew: boolean
}

export type ManageGuest = ReviewGuest & { guestId: string; email: string; phone: string }

export type ManageRoom = {
  /** stable key: `item-{ReservationItemId}` or `new-{n}` */
  key: string
  /** null for a room added in this session */
  reservationItemId: number | null
  dateFrom: IsoDate
  dateTo: IsoDate
  roomTypeId: number
  roomTypeName: string
  ratePlanId: number
  ratePlanName: string
  occupancy: Occupancy
  /** the room itself over its nights, minor units */
  accommodation: Money
  /** what the room costs as booked (accommodation + extras); null for a new room */
  bookedTotal: Money | null
  services: ManageService[]
  guests: ManageGuest[]
  reviewed: boolean
  /** set when the guest asked to cancel this room */
  cancellation: { reasonId: number | null } | null
  canBeEdited: boolean
  canBeCancelled: boolean
}

/** A line of a room's extras may be changed if it is new or its service allows editing (docs/product/after-booking.md#what-is-kept). */
export function isLineEditable(line: Pick<ManageService, 'isNew' | 'allowEdit'>): boolean {
  return isServiceEditable({ isNew: line.isNew, service: { allowEditOnBookingEngine: line.allowEdit } })
}

/** docs/product/after-booking.md#steps: a room's services can be edited if it has none yet, or one is editable or just added. */
export function canEditManageRoomServices(room: Pick<ManageRoom, 'services'>): boolean {
  return canEditRoomServices(
    room.services.map((l) => ({ isNew: l.isNew, service: { allowEditOnBookingEngine: l.allowEdit } })),
  )
}

/**
 * The most of an extra a room may take. `free` is what the server still has over the room's stay (null:
 * unlimited); the room's own booked units come back to it when it changes, and what other rooms of this session
 * are about to take is not free (docs/product/after-booking.md#what-is-kept inventory: available = starting − used).
 */
export function serviceQuantityMax(q: {
  charge: ServiceCharge
  maxQuantity: number
  free: number | null
  heldByThisRoom: number
  takenByOtherRooms: number
}): number {
  const available = serviceInventoryAvailable({
    serviceId: 0,
    startingInventory: q.free === null ? null : q.free + q.heldByThisRoom,
    reservationItems: [{ quantity: q.takenByOtherRooms }],
  })
  const cap = q.charge === 'PerQuantity' ? Math.max(1, q.maxQuantity) : 1
  return available === 'unlimited' ? cap : Math.min(cap, available)
}

/** Units of stock a line uses: the quantity for PerQuantity, one otherwise (one parking space per room). */
export function stockUnitsOf(charge: ServiceCharge, quantity: number): number {
  return charge === 'PerQuantity' ? quantity : quantity > 0 ? 1 : 0
}

/** A room added in manage, with its placeholder guests (docs/product/after-booking.md#steps). */
export function newManageRoom(input: {
  key: string
  dateFrom: IsoDate
  dateTo: IsoDate
  roomTypeId: number
  roomTypeName: string
  ratePlanId: number
  ratePlanName: string
  occupancy: Occupancy
  accommodation: Money
  makeGuestId: (index: number) => string
}): ManageRoom {
  return {
    key: input.key,
    reservationItemId: null,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    roomTypeId: input.roomTypeId,
    roomTypeName: input.roomTypeName,
    ratePlanId: input.ratePlanId,
    ratePlanName: input.ratePlanName,
    occupancy: input.occupancy,
    accommodation: input.accommodation,
    bookedTotal: null,
    services: [],
    guests: placeholderGuests(input.occupancy.adults, input.makeGuestId).map((g) => ({
      guestId: g.guestId,
      firstName: g.firstName,
      lastName: g.lastName,
      haveReviewedGuest: false,
      email: '',
      phone: '',
    })),
    reviewed: false,
    cancellation: null,
    canBeEdited: true,
    canBeCancelled: true,
  }
}

/** The review context of docs/product/after-booking.md#steps for nextManageStep; a room being cancelled has nothing left to review. */
export function manageContext(isCancelled: boolean, rooms: readonly ManageRoom[]): ManageContext {
  return {
    isCancelled,
    rooms: rooms.map((r) => (r.cancellation === null ? r : { reviewed: true, guests: [] })),
  }
}
