/**
 * The change set of a manage update (docs/product/after-booking.md#steps, docs/product/after-booking.md#calls ManageBooking/Update): from the rooms as booked and as edited,
 * what moved, what changed, what each room now costs, and the rooms of the Update body. The app derives its
 * summary and its request here; the server decides what a request changes with the same rules (termsMoved,
 * extrasChanged, guestsChanged, quoteChangedRoom), so the two ends cannot drift apart.
 *
 * Pricing follows decision 0011 (one source of truth): a room whose dates, room type, rate plan, occupancy and
 * extras are untouched keeps the total it was booked at; a changed room costs its accommodation for its terms
 * now plus its extras re-priced at today's unit prices for its nights and guests (room-quote.ts).
 */
import type { IsoDate } from './dates'
import type { ManageGuest, ManageRoom, ManageService } from './manage-flow'
import { toMajorUnits, type Money } from './money'
import { isSameOccupancy, type Occupancy } from './occupancy'
import { quoteRoom, roomStay, type RoomQuote, type RoomStay } from './room-quote'
import type { ServiceLine } from './services'

// ---------------------------------------------------------------- the rules both ends apply

/** What a room is booked for; a change to any of it gives the nights back and takes them again. */
export type RoomTerms = {
  dateFrom: IsoDate
  dateTo: IsoDate
  roomTypeId: number
  ratePlanId: number
  occupancy: Occupancy
}

/** Dates, room type, rate plan or occupancy differ. */
export function termsMoved(was: RoomTerms, now: RoomTerms): boolean {
  return (
    now.dateFrom !== was.dateFrom ||
    now.dateTo !== was.dateTo ||
    now.roomTypeId !== was.roomTypeId ||
    now.ratePlanId !== was.ratePlanId ||
    !isSameOccupancy(now.occupancy, was.occupancy)
  )
}

export type ExtraQuantity = { serviceId: number; quantity: number }

/**
 * The extras asked for differ from those booked: another count of lines, or a line whose service is booked at
 * another quantity (or not at all). `asked` undefined: the extras are not being changed.
 */
export function extrasChanged(
  booked: readonly ExtraQuantity[],
  asked: readonly ExtraQuantity[] | undefined,
): boolean {
  if (asked === undefined) return false
  return (
    asked.length !== booked.length ||
    asked.some((line) => booked.find((b) => b.serviceId === line.serviceId)?.quantity !== line.quantity)
  )
}

/** A guest's details as compared; an absent e-mail or phone is ''. */
export type GuestDetails = { firstName: string; lastName: string; email: string; phone: string }

/** Another number of guests, or a guest whose name, e-mail or phone differs in place. */
export function guestsChanged(booked: readonly GuestDetails[], asked: readonly GuestDetails[]): boolean {
  return (
    booked.length !== asked.length ||
    booked.some((was, index) => {
      const now = asked[index]
      return (
        now === undefined ||
        was.firstName !== now.firstName ||
        was.lastName !== now.lastName ||
        was.email !== now.email ||
        was.phone !== now.phone
      )
    })
  )
}

/** What a room was booked at, minor units. */
export type BookedPrice = { accommodation: Money; extras: Money }

/**
 * A room's quote after a change. Untouched terms and extras keep the booked price (a change of guests alone costs
 * nothing); otherwise `accommodation` (today's price for new terms, the booked one for the same terms) plus the
 * extras over the stay. `booked` null: a room added in this change.
 */
export function quoteChangedRoom(input: {
  booked: BookedPrice | null
  moved: boolean
  extrasChanged: boolean
  accommodation: Money
  stay: RoomStay
  extras: readonly ServiceLine[]
}): RoomQuote {
  const { booked } = input
  if (booked !== null && !input.moved && !input.extrasChanged) {
    return {
      accommodation: booked.accommodation,
      extraCosts: [],
      extras: booked.extras,
      total: booked.accommodation + booked.extras,
    }
  }
  return quoteRoom(input.accommodation, input.stay, input.extras)
}

// ---------------------------------------------------------------- the app's rooms (ManageRoom)

const chosenExtras = (lines: readonly ManageService[]) => lines.filter((line) => line.quantity > 0)
const trimmedGuests = (guests: readonly ManageGuest[]): GuestDetails[] =>
  guests.map((guest) => ({
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    phone: guest.phone.trim(),
  }))

export function roomMoved(room: ManageRoom, original: ManageRoom | undefined): boolean {
  return !original || termsMoved(original, room)
}

function roomServicesChanged(room: ManageRoom, original: ManageRoom | undefined): boolean {
  if (!original) return room.services.length > 0
  return extrasChanged(chosenExtras(original.services), chosenExtras(room.services))
}

function roomGuestsChanged(room: ManageRoom, original: ManageRoom | undefined): boolean {
  return !original || guestsChanged(trimmedGuests(original.guests), trimmedGuests(room.guests))
}

/** The room's TotalCost as the server will price it (see the note above). */
export function roomTotal(room: ManageRoom, original: ManageRoom | undefined): Money {
  const booked =
    original && original.bookedTotal !== null
      ? { accommodation: original.accommodation, extras: original.bookedTotal - original.accommodation }
      : null
  return quoteChangedRoom({
    booked,
    moved: roomMoved(room, original),
    extrasChanged: roomServicesChanged(room, original),
    accommodation: room.accommodation,
    stay: roomStay(room.dateFrom, room.dateTo, room.occupancy),
    extras: room.services,
  }).total
}

// ---------------------------------------------------------------- the summary

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

function roomChange(room: ManageRoom, was: ManageRoom | undefined): RoomChange {
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
  const guestsChangedHere = roomGuestsChanged(room, was)
  const kind: RoomChangeKind = !was
    ? 'added'
    : moved || servicesChanged || guestsChangedHere
      ? 'changed'
      : 'unchanged'
  return {
    key: room.key,
    kind,
    moved,
    servicesChanged,
    guestsChanged: guestsChangedHere,
    before,
    after: roomTotal(room, was),
  }
}

export function manageSummary(original: readonly ManageRoom[], edited: readonly ManageRoom[]): ManageSummary {
  const byKey = new Map(original.map((room) => [room.key, room]))
  const rooms = edited.map((room) => roomChange(room, byKey.get(room.key)))
  const before = rooms.reduce((sum, change) => sum + change.before, 0)
  const after = rooms.reduce((sum, change) => sum + change.after, 0)
  return {
    rooms,
    before,
    after,
    difference: after - before,
    roomsChanged: rooms.some((change) => change.kind !== 'unchanged'),
  }
}

// ---------------------------------------------------------------- the rooms of the Update body

/** The wire's names (docs/product/after-booking.md#calls); TotalCost in major units. The contract's ManageUpdateRequest takes these. */
export type GuestBody = { FirstName: string; LastName: string; Email: string | null; Phone: string | null }
export type ExtraBody = { ServiceId: number; Quantity: number }
type RoomBody = {
  DateFrom: IsoDate
  DateTo: IsoDate
  RoomTypeId: number
  RatePlanId: number
  NumberOfAdults: number
  NumberOfChildren: number
  NumberOfInfants: number
  Guests: GuestBody[]
  Services: ExtraBody[] | undefined
  TotalCost: number
}
export type ItemUpdateBody = RoomBody & { ReservationItemId: number }
export type NewRoomBody = RoomBody & { Services: ExtraBody[] }
export type RoomCancellationBody = { ReservationItemId: number; CancellationReasonId: number | null }
export type ManageRoomsBody = {
  ReservationItems: ItemUpdateBody[]
  RoomsToAdd: NewRoomBody[]
  RoomsToCancel: RoomCancellationBody[]
}

/** A guest as an Update or a pre-check-in Save sends it: names trimmed, an empty e-mail or phone as null. */
export function guestBody(guest: {
  firstName: string
  lastName: string
  email: string
  phone: string
}): GuestBody {
  return {
    FirstName: guest.firstName.trim(),
    LastName: guest.lastName.trim(),
    Email: guest.email.trim() || null,
    Phone: guest.phone.trim() || null,
  }
}

const guestsBody = (room: ManageRoom): GuestBody[] => room.guests.map(guestBody)

const extrasBody = (room: ManageRoom): ExtraBody[] =>
  chosenExtras(room.services).map((line) => ({ ServiceId: line.serviceId, Quantity: line.quantity }))

/** A room as the wire takes it, in the wire's order; `Services` undefined leaves its extras as they are. */
function roomBody<Extras extends ExtraBody[] | undefined>(
  room: ManageRoom,
  original: ManageRoom | undefined,
  services: Extras,
): RoomBody & { Services: Extras } {
  return {
    DateFrom: room.dateFrom,
    DateTo: room.dateTo,
    RoomTypeId: room.roomTypeId,
    RatePlanId: room.ratePlanId,
    NumberOfAdults: room.occupancy.adults,
    NumberOfChildren: room.occupancy.children,
    NumberOfInfants: room.occupancy.infants,
    Guests: guestsBody(room),
    Services: services,
    TotalCost: toMajorUnits(roomTotal(room, original)),
  }
}

/**
 * The rooms of the Update: each booked room that moved or whose extras or guests changed (its extras only when
 * they changed), each room added, each booked room cancelled. Untouched rooms are not sent.
 */
export function manageRoomsBody(
  original: readonly ManageRoom[],
  edited: readonly ManageRoom[],
): ManageRoomsBody {
  const byKey = new Map(original.map((room) => [room.key, room]))
  return {
    ReservationItems: edited.flatMap((room) => {
      const was = byKey.get(room.key)
      if (room.reservationItemId === null || !was || room.cancellation !== null) return []
      const servicesChanged = roomServicesChanged(room, was)
      if (!roomMoved(room, was) && !servicesChanged && !roomGuestsChanged(room, was)) return []
      const services = servicesChanged ? extrasBody(room) : undefined
      return [{ ReservationItemId: room.reservationItemId, ...roomBody(room, was, services) }]
    }),
    RoomsToAdd: edited
      .filter((room) => room.reservationItemId === null && room.cancellation === null)
      .map((room) => roomBody(room, undefined, extrasBody(room))),
    RoomsToCancel: edited.flatMap((room) =>
      room.reservationItemId !== null && room.cancellation !== null
        ? [{ ReservationItemId: room.reservationItemId, CancellationReasonId: room.cancellation.reasonId }]
        : [],
    ),
  }
}
