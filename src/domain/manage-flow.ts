/**
 * Manage-booking steps (spec §4). Start and Booker go to the overview; Room and Guest loop over unreviewed
 * items and return to the overview; the overview goes to Summary; save success goes to Complete; cancel
 * success, or a reservation found already cancelled, goes to Cancelled. New rooms added in manage get
 * placeholder guests named New Guest, one per adult.
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import { isSameOccupancy, type Occupancy } from './occupancy'
import {
  firstUnreviewedGuest,
  firstUnreviewedRoom,
  type ReviewGuest,
  type ReviewRoom,
} from './pre-check-in-flow'
import { extrasCost, roomStay } from './room-quote'
import {
  canEditRoomServices,
  isServiceEditable,
  serviceInventoryAvailable,
  type ServiceCharge,
} from './services'
import { canSaveReservation, type BookerPersonal } from './validation'

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

// ---------------------------------------------------------------- the change set of a manage session

/**
 * What the guest is changing, as edited copies of the rooms next to the rooms as booked. Nothing is sent until
 * Summary → Save; the summary and the price difference are derived from the two lists, never stored.
 *
 * Pricing follows the server exactly (decision 0011: one source of truth): a room whose dates, room type, rate
 * plan, occupancy and extras are untouched keeps the total it was booked at; a changed room costs its new
 * accommodation plus its extras re-priced at today's unit prices for its nights and guests.
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
  /** added in this session (spec §3: a new reservation service is editable) */
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

export function roomMoved(room: ManageRoom, original: ManageRoom | undefined): boolean {
  if (!original) return true
  return (
    room.dateFrom !== original.dateFrom ||
    room.dateTo !== original.dateTo ||
    room.roomTypeId !== original.roomTypeId ||
    room.ratePlanId !== original.ratePlanId ||
    !isSameOccupancy(room.occupancy, original.occupancy)
  )
}

export function roomServicesChanged(room: ManageRoom, original: ManageRoom | undefined): boolean {
  if (!original) return room.services.length > 0
  const key = (lines: readonly ManageService[]) =>
    lines
      .filter((l) => l.quantity > 0)
      .map((l) => `${l.serviceId}x${l.quantity}`)
      .sort()
      .join(',')
  return key(room.services) !== key(original.services)
}

export function roomGuestsChanged(room: ManageRoom, original: ManageRoom | undefined): boolean {
  if (!original) return true
  const key = (guests: readonly ManageGuest[]) =>
    guests
      .map((g) => [g.firstName.trim(), g.lastName.trim(), g.email.trim(), g.phone.trim()].join('|'))
      .join('\n')
  return key(room.guests) !== key(original.guests)
}

/** The extras of a room over its nights and guests, minor units. */
export function roomServicesCost(
  room: Pick<ManageRoom, 'services' | 'dateFrom' | 'dateTo' | 'occupancy'>,
): Money {
  return extrasCost(room.services, roomStay(room.dateFrom, room.dateTo, room.occupancy))
}

/** The room's TotalCost as the server will price it (see the note above). */
export function roomTotal(room: ManageRoom, original: ManageRoom | undefined): Money {
  if (
    original &&
    original.bookedTotal !== null &&
    !roomMoved(room, original) &&
    !roomServicesChanged(room, original)
  )
    return original.bookedTotal
  return room.accommodation + roomServicesCost(room)
}

export type RoomChangeKind = 'added' | 'cancelled' | 'changed' | 'unchanged'

export type RoomChange = {
  key: string
  kind: RoomChangeKind
  moved: boolean
  servicesChanged: boolean
  guestsChanged: boolean
  /** minor units; 0 for an added room */
  before: Money
  /** minor units; 0 for a cancelled room */
  after: Money
}

export type ManageSummary = {
  rooms: RoomChange[]
  before: Money
  after: Money
  /** after − before: positive is more to pay */
  difference: Money
  /** any room added, cancelled or changed */
  roomsChanged: boolean
}

export function manageSummary(original: readonly ManageRoom[], edited: readonly ManageRoom[]): ManageSummary {
  const byKey = new Map(original.map((r) => [r.key, r]))
  const rooms: RoomChange[] = edited.map((room) => {
    const was = byKey.get(room.key)
    const before = was && was.cancellation === null ? (was.bookedTotal ?? 0) : 0
    if (room.cancellation !== null) {
      return {
        key: room.key,
        kind: was ? 'cancelled' : 'unchanged',
        moved: false,
        servicesChanged: false,
        guestsChanged: false,
        before,
        after: 0,
      }
    }
    const moved = roomMoved(room, was)
    const servicesChanged = roomServicesChanged(room, was)
    const guestsChanged = roomGuestsChanged(room, was)
    const after = roomTotal(room, was)
    const kind: RoomChangeKind = !was
      ? 'added'
      : moved || servicesChanged || guestsChanged
        ? 'changed'
        : 'unchanged'
    return { key: room.key, kind, moved, servicesChanged, guestsChanged, before, after }
  })
  const before = rooms.reduce((s, r) => s + r.before, 0)
  const after = rooms.reduce((s, r) => s + r.after, 0)
  return {
    rooms,
    before,
    after,
    difference: after - before,
    roomsChanged: rooms.some((r) => r.kind !== 'unchanged'),
  }
}

/** A line of a room's extras may be changed if it is new or its service allows editing (spec §3). */
export function isLineEditable(line: Pick<ManageService, 'isNew' | 'allowEdit'>): boolean {
  return isServiceEditable({ isNew: line.isNew, service: { allowEditOnBookingEngine: line.allowEdit } })
}

/** Spec §4: a room's services can be edited if it has none yet, or one is editable or just added. */
export function canEditManageRoomServices(room: Pick<ManageRoom, 'services'>): boolean {
  return canEditRoomServices(
    room.services.map((l) => ({ isNew: l.isNew, service: { allowEditOnBookingEngine: l.allowEdit } })),
  )
}

/**
 * The most of an extra a room may take. `free` is what the server still has over the room's stay (null:
 * unlimited); the room's own booked units come back to it when it changes, and what other rooms of this session
 * are about to take is not free (spec §3 inventory: available = starting − used).
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

/** A room added in manage, with its placeholder guests (spec §4). */
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

/** Spec §5: saving needs a valid booker (if any) and every guest of every room that stays valid. */
export function canSaveManage(booker: BookerPersonal | null, rooms: readonly ManageRoom[]): boolean {
  return canSaveReservation({
    booker,
    guests: rooms.filter((r) => r.cancellation === null).flatMap((r) => r.guests),
  })
}

/** The review context of spec §4 for nextManageStep; a room being cancelled has nothing left to review. */
export function manageContext(isCancelled: boolean, rooms: readonly ManageRoom[]): ManageContext {
  return {
    isCancelled,
    rooms: rooms.map((r) => (r.cancellation === null ? r : { reviewed: true, guests: [] })),
  }
}
