/**
 * The pre-check-in as the guest fills it in, kept on the device as a draft on every change (a reload, a crash or
 * a lost connection never loses a typed name), and the one door the finished check-in leaves by: the outbox.
 *
 * Trap: the card of the PaymentDetails step is never part of this draft or of the saved change. It is sent on
 * its own, online only (saveCard); the draft keeps no more than the brand and last four digits the server
 * answers with.
 */
import * as v from 'valibot'
import { ManagedReservation } from '@/api/contract/manage-booking'
import type { PreCheckInSaveRequest } from '@/api/contract/pre-check-in'
import type { GuestRegistrationPayload } from '@/api/contract/registration'
import { ChargeType } from '@/api/contract/service'
import { PRE_CHECK_IN_SAVE_PATH } from '@/api/pre-check-in'
import { toMajorUnits } from '@/domain/money'
import { guestsToCheckIn, PreCheckInStep } from '@/domain/pre-check-in-flow'
import { isDocumentType } from '@/domain/registration'
import { extrasCost, roomStay } from '@/domain/room-quote'
import {
  bookerRequestOf,
  bookerValuesFrom,
  changeDraftStore,
  changeRequestHead,
  changeStateSchema,
  DraftGuest,
  trimmedOrNull,
} from '@/stay-change/change-draft'
import { EMPTY_BOOKER, KeptBooker, type BookerFormValues } from '@/ui/person-fields'
import { guestBody } from '@/domain/manage-change'

/** An extra added at check-in; prices are minor units as the catalogue gave them when chosen. */
const AddedService = v.object({
  serviceId: v.number(),
  name: v.string(),
  quantity: v.number(),
  price: v.number(),
  charge: ChargeType,
  chargePerPerson: v.boolean(),
})
export type AddedService = v.InferOutput<typeof AddedService>

/**
 * One adult's registration card as typed (decision 0144), '' where not given. Kept only until the Save is sent:
 * src/storage/sent-secrets.ts takes it out of the sent change and of a draft edited since.
 */
export const DraftRegistration = v.object({
  nationality: v.string(),
  documentType: v.string(),
  documentNumber: v.string(),
  dateOfBirth: v.string(),
  address: v.string(),
  signature: v.string(),
})
export type DraftRegistration = v.InferOutput<typeof DraftRegistration>

export const EMPTY_REGISTRATION: DraftRegistration = {
  nationality: '',
  documentType: '',
  documentNumber: '',
  dateOfBirth: '',
  address: '',
  signature: '',
}

const DraftRoom = v.object({
  reservationItemId: v.number(),
  reviewed: v.boolean(),
  guests: v.array(DraftGuest),
  addServices: v.array(AddedService),
  /** Per adult guest, in the order of guests; empty until the Registration step is done. */
  registrations: v.optional(v.array(DraftRegistration), []),
})
export type DraftRoom = v.InferOutput<typeof DraftRoom>

export const PreCheckInDraft = v.object({
  /** The reservation as the guest saw it when they started: the screens render from it with no network. */
  reservation: ManagedReservation,
  state: changeStateSchema(Object.values(PreCheckInStep)),
  booker: v.nullable(KeptBooker),
  bookerReviewed: v.boolean(),
  rooms: v.array(DraftRoom),
  estimatedArrivalTime: v.string(),
  specialRequests: v.string(),
  /** What a refused Save said of the booker's or a guest's fields, shown by them until put right. */
  fieldMessages: v.optional(v.record(v.string(), v.string()), {}),
  /** The Registration step was completed (decision 0144); its cards are in rooms[].registrations. */
  registrationDone: v.optional(v.boolean(), false),
})
export type PreCheckInDraft = v.InferOutput<typeof PreCheckInDraft>

const newId = () => crypto.randomUUID()

/** A fresh draft from the server's reservation: its guests (padded to one per adult), none reviewed yet. */
export function draftFrom(reservation: ManagedReservation): PreCheckInDraft {
  return {
    reservation,
    state: { step: 'Start', roomIndex: 0, guestIndex: 0 },
    booker: bookerValuesFrom(reservation),
    bookerReviewed: false,
    rooms: reservation.ReservationItems.filter((i) => !i.IsCancelled).map((i) => ({
      reservationItemId: i.ReservationItemId,
      reviewed: false,
      guests: guestsToCheckIn(
        i.Guests.map((g) => ({
          firstName: g.FirstName,
          lastName: g.LastName,
          email: g.Email,
          phone: g.Phone,
        })),
        i.NumberOfAdults,
        newId,
      ),
      addServices: [],
      registrations: [],
    })),
    estimatedArrivalTime: reservation.EstimatedArrivalTime ?? '',
    specialRequests: reservation.SpecialRequests ?? '',
    fieldMessages: {},
    registrationDone: false,
  }
}

/** Nothing reviewed or typed yet: the draft only holds what the server sent. */
export function isPristine(draft: PreCheckInDraft): boolean {
  return draft.state.step === 'Start' && !draft.bookerReviewed && draft.rooms.every((r) => !r.reviewed)
}

export const bookerValues = (draft: PreCheckInDraft): BookerFormValues => draft.booker ?? EMPTY_BOOKER

/** The cost of the extras added to one room, minor units. */
export function addedServicesCost(draft: PreCheckInDraft, room: DraftRoom): number {
  const item = draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room.reservationItemId)
  if (!item) return 0
  const occupancy = {
    adults: item.NumberOfAdults,
    children: item.NumberOfChildren,
    infants: item.NumberOfInfants,
  }
  return extrasCost(room.addServices, roomStay(item.DateOfArrival, item.DateOfDeparture, occupancy))
}

/** A card as sent: null when nothing was typed, '' fields left out. */
export function registrationPayload(card: DraftRegistration): GuestRegistrationPayload | null {
  const given = (value: string) => value.trim() || undefined
  const payload = {
    Nationality: given(card.nationality),
    DocumentType: isDocumentType(card.documentType) ? card.documentType : undefined,
    DocumentNumber: given(card.documentNumber),
    DateOfBirth: given(card.dateOfBirth),
    Address: given(card.address),
    Signature: given(card.signature),
  }
  return Object.values(payload).some(Boolean) ? payload : null
}

/** The Save request of docs/product/after-booking.md#calls ("reservation payload with Code") for this draft. */
export function saveRequest(draft: PreCheckInDraft): PreCheckInSaveRequest {
  const r = draft.reservation
  const b = draft.booker
  return {
    ...changeRequestHead(r),
    SpecialRequests: draft.specialRequests.trim(),
    EstimatedArrivalTime: trimmedOrNull(draft.estimatedArrivalTime),
    Booker: r.Booker && b ? bookerRequestOf(b, r.Booker.CountryId) : null,
    ReservationItems: draft.rooms.map((room) => ({
      ReservationItemId: room.reservationItemId,
      Guests: room.guests.map(guestBody),
      AddServices: room.addServices.map((s) => ({ ServiceId: s.serviceId, Quantity: s.quantity })),
      AddServicesCost: toMajorUnits(addedServicesCost(draft, room)),
      Registrations: room.registrations.map(registrationPayload),
    })),
  }
}

// ---------------------------------------------------------------- the seams: draft and outbox

/** Save: the check-in goes into the outbox with the draft it came from (see changeDraftStore). */
export const {
  draftKey,
  reservationKey,
  load: loadDraft,
  save: saveDraft,
  discard: discardDraft,
  submit: submitChange,
} = changeDraftStore('preCheckIn', PreCheckInDraft, {
  kind: 'preCheckInSave',
  path: PRE_CHECK_IN_SAVE_PATH,
  body: saveRequest,
})
