/**
 * A manage session's edits, kept on the device as they are made (a reload never loses them), and the one door
 * they leave by: Summary → Save puts one Update in the outbox, sent when the phone is online.
 *
 * The draft holds the reservation as it was loaded (the base the edits were made on, with its Version) and the
 * rooms as edited (src/domain/manage-flow ManageRoom). What changed, and what it costs, is always derived by
 * comparing the two — never stored.
 *
 * Trap: a card never enters this draft or the Update; "Replace the card" is its own online-only call.
 */
import * as v from 'valibot'
import { ManagedReservation, type ManageUpdateRequest } from '@/api/contract/manage-booking'
import { ChargeType } from '@/api/contract/service'
import { MANAGE_UPDATE_PATH } from '@/api/manage-booking'
import { manageRoomsBody, manageSummary } from '@/domain/manage-change'
import { manageEntryStep, ManageStep, type ManageRoom } from '@/domain/manage-flow'
import { toMinorUnits } from '@/domain/money'
import { mergeLinesByService } from '@/domain/services'
import { isBookerPersonalValid, isLeadGuestValid, type RequiredFields } from '@/domain/validation'
import {
  bookerRequestOf,
  bookerValuesFrom,
  changeDraftStore,
  changeRequestHead,
  changeStateSchema,
  DraftGuest,
} from '@/stay-change/change-draft'
import {
  bookerFormSchema,
  KeptBooker,
  bookerRequirements,
  guestFormSchema,
  type BookerFormValues,
} from '@/ui/person-fields'

const Occupancy = v.object({ adults: v.number(), children: v.number(), infants: v.number() })

const Room = v.object({
  key: v.string(),
  reservationItemId: v.nullable(v.number()),
  dateFrom: v.string(),
  dateTo: v.string(),
  roomTypeId: v.number(),
  roomTypeName: v.string(),
  ratePlanId: v.number(),
  ratePlanName: v.string(),
  occupancy: Occupancy,
  accommodation: v.number(),
  bookedTotal: v.nullable(v.number()),
  services: v.array(
    v.object({
      serviceId: v.number(),
      name: v.string(),
      quantity: v.number(),
      price: v.number(),
      charge: ChargeType,
      chargePerPerson: v.boolean(),
      allowEdit: v.boolean(),
      isNew: v.boolean(),
    }),
  ),
  guests: v.array(DraftGuest),
  reviewed: v.boolean(),
  cancellation: v.nullable(v.object({ reasonId: v.nullable(v.number()) })),
  canBeEdited: v.boolean(),
  canBeCancelled: v.boolean(),
}) satisfies v.GenericSchema<unknown, ManageRoom>

/**
 * A room being chosen in RoomTypeSelection / RatePlanSelection: for which stay and guests, and the room type
 * picked so far. The room is state.roomIndex, or a new one when that is -1.
 */
const Selecting = v.object({
  dateFrom: v.string(),
  dateTo: v.string(),
  occupancy: Occupancy,
  roomTypeId: v.nullable(v.number()),
  roomTypeName: v.nullable(v.string()),
})
export type Selecting = v.InferOutput<typeof Selecting>

export const ManageDraft = v.object({
  reservation: ManagedReservation,
  state: changeStateSchema(Object.values(ManageStep)),
  /** null: the booker is not being changed */
  booker: v.nullable(KeptBooker),
  rooms: v.array(Room),
  selecting: v.nullable(Selecting),
  /** counts the rooms added, for their keys */
  added: v.number(),
  /** What a refused Update said of the booker's or a guest's fields, shown by them until put right. */
  fieldMessages: v.optional(v.record(v.string(), v.string()), {}),
})
export type ManageDraft = v.InferOutput<typeof ManageDraft>

/** The rooms as booked (cancelled rooms are history, not part of the edit). */
export function roomsFrom(r: ManagedReservation): ManageRoom[] {
  return r.ReservationItems.filter((i) => !i.IsCancelled).map((i) => ({
    key: `item-${i.ReservationItemId}`,
    reservationItemId: i.ReservationItemId,
    dateFrom: i.DateOfArrival,
    dateTo: i.DateOfDeparture,
    roomTypeId: i.RoomTypeId,
    roomTypeName: i.RoomTypeName,
    ratePlanId: i.RatePlanId,
    ratePlanName: i.RatePlanName,
    occupancy: { adults: i.NumberOfAdults, children: i.NumberOfChildren, infants: i.NumberOfInfants },
    accommodation: toMinorUnits(i.AccommodationCost),
    bookedTotal: toMinorUnits(i.TotalCost),
    // A room's maximum of an extra counts every line of it: the app shows and edits their sum.
    services: mergeLinesByService(
      i.Services.map((s) => ({
        serviceId: s.ServiceId,
        name: s.ServiceName,
        quantity: s.Quantity,
        price: toMinorUnits(s.Price),
        charge: s.ChargeType,
        chargePerPerson: s.ChargePerPerson,
        allowEdit: s.AllowEditOnBookingEngine,
        isNew: false,
      })),
    ),
    guests: i.Guests.map((g) => ({
      guestId: `g-${g.IndividualId}`,
      firstName: g.FirstName,
      lastName: g.LastName,
      email: g.Email ?? '',
      phone: g.Phone ?? '',
      haveReviewedGuest: true,
    })),
    reviewed: true,
    cancellation: null,
    canBeEdited: i.CanBeEdited,
    canBeCancelled: i.CanBeCancelled,
  }))
}

export function draftFrom(r: ManagedReservation): ManageDraft {
  return {
    reservation: r,
    state: manageEntryStep(r.IsCancelled),
    booker: null,
    rooms: roomsFrom(r),
    selecting: null,
    added: 0,
    fieldMessages: {},
  }
}

/**
 * What the server says may be changed now, over a draft kept on the device: the flags move with the clock (the
 * cut-off passes), so the latest copy from the server decides them, whatever the draft's age.
 */
export function withFreshFlags(draft: ManageDraft, fresh: ManagedReservation): ManageDraft {
  const flags = new Map(fresh.ReservationItems.map((i) => [i.ReservationItemId, i]))
  const base = draft.reservation
  return {
    ...draft,
    reservation: {
      ...base,
      CanBeEdited: fresh.CanBeEdited,
      CanBeCancelled: fresh.CanBeCancelled,
      ReservationItems: base.ReservationItems.map((i) => {
        const now = flags.get(i.ReservationItemId)
        return now ? { ...i, CanBeEdited: now.CanBeEdited, CanBeCancelled: now.CanBeCancelled } : i
      }),
    },
    rooms: draft.rooms.map((room) => {
      const now = room.reservationItemId === null ? undefined : flags.get(room.reservationItemId)
      return now ? { ...room, canBeEdited: now.CanBeEdited, canBeCancelled: now.CanBeCancelled } : room
    }),
  }
}

function bookerChanged(draft: ManageDraft): boolean {
  const was = bookerValuesFrom(draft.reservation)
  if (!draft.booker || !was) return false
  return (Object.keys(was) as (keyof BookerFormValues)[]).some(
    (k) => draft.booker?.[k].trim() !== was[k].trim(),
  )
}

/** Everything the guest changed, priced like the server will price it. */
export function changesOf(draft: ManageDraft) {
  const original = roomsFrom(draft.reservation)
  const summary = manageSummary(original, draft.rooms)
  const booker = bookerChanged(draft)
  return { original, summary, booker, any: summary.roomsChanged || booker }
}

export type SaveProblem = { kind: 'booker' } | { kind: 'guest'; roomIndex: number; guestIndex: number }

/**
 * What stops Save, in the order the guest meets it: docs/product/after-booking.md#rules (the booker's details, a name for every guest) and
 * what the hotel requires (decision 0090) of the booker when it is changed and of the guests of every room the
 * Update sends — the same the server checks.
 */
export function saveProblems(
  draft: ManageDraft,
  rules: { booker: RequiredFields; guest: RequiredFields },
): SaveProblem[] {
  const problems: SaveProblem[] = []
  const { summary, booker: changed } = changesOf(draft)
  const b = draft.booker ?? bookerValuesFrom(draft.reservation)
  if (b) {
    const valid = changed
      ? v.safeParse(bookerFormSchema(bookerRequirements(true, rules.booker)), b).success
      : isBookerPersonalValid(b)
    if (!valid) problems.push({ kind: 'booker' })
  }
  const sent = new Set(
    summary.rooms.filter((c) => c.kind === 'added' || c.kind === 'changed').map((c) => c.key),
  )
  const guestSchema = guestFormSchema(rules.guest)
  draft.rooms.forEach((room, roomIndex) => {
    if (room.cancellation !== null) return
    room.guests.forEach((g, guestIndex) => {
      const valid = sent.has(room.key) ? v.safeParse(guestSchema, g).success : isLeadGuestValid(g)
      if (!valid) problems.push({ kind: 'guest', roomIndex, guestIndex })
    })
  })
  return problems
}

/** Nothing changed: a newer copy from the server may replace it. */
export function isPristine(draft: ManageDraft): boolean {
  return !changesOf(draft).any && draft.selecting === null
}

/** The Update of docs/product/after-booking.md#calls ("reservation payload with RoomsToCancel") for this draft. */
export function updateRequest(draft: ManageDraft): ManageUpdateRequest {
  const r = draft.reservation
  const { original } = changesOf(draft)
  const b = draft.booker
  return {
    ...changeRequestHead(r),
    Booker: b && bookerChanged(draft) && r.Booker ? bookerRequestOf(b, r.Booker.CountryId) : undefined,
    ...manageRoomsBody(original, draft.rooms),
  }
}

// ---------------------------------------------------------------- the seams: draft and outbox

/** Save: one Update into the outbox with the draft it came from; sent now, or when the phone is online again. */
export const {
  draftKey,
  reservationKey,
  load: loadDraft,
  save: saveDraft,
  discard: discardDraft,
  submit: submitChange,
} = changeDraftStore('manage', ManageDraft, {
  kind: 'manageUpdate',
  path: MANAGE_UPDATE_PATH,
  body: updateRequest,
})
