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
import { ChargeType } from '@/api/contract/service'
import { PRE_CHECK_IN_SAVE_PATH } from '@/api/pre-check-in'
import { toMajorUnits } from '@/domain/money'
import { guestsToCheckIn, PreCheckInStep } from '@/domain/pre-check-in-flow'
import { serviceStayCost } from '@/domain/services'
import { nightsBetween } from '@/domain/dates'
import { readDraft, removeDraft, saveDraft as storeDraft } from '@/storage/drafts'
import { stayKey } from '@/storage/stays'
import type { QueuedChange } from '@/storage/outbox'
import { queueChange } from '@/sync/app-outbox'
import { EMPTY_BOOKER, type BookerFormValues } from '@/ui/person-fields'

const DraftGuest = v.object({
  guestId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  haveReviewedGuest: v.boolean(),
})
export type DraftGuest = v.InferOutput<typeof DraftGuest>

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

const DraftRoom = v.object({
  reservationItemId: v.number(),
  reviewed: v.boolean(),
  guests: v.array(DraftGuest),
  addServices: v.array(AddedService),
})
export type DraftRoom = v.InferOutput<typeof DraftRoom>

const BookerValues = v.object({
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  telephoneNumber: v.string(),
  street: v.string(),
  city: v.string(),
  // Since decision 0090; a draft kept by an older version has none.
  stateOrCounty: v.optional(v.string(), ''),
  postCode: v.string(),
  countryId: v.string(),
})

export const PreCheckInDraft = v.object({
  /** The reservation as the guest saw it when they started: the screens render from it with no network. */
  reservation: ManagedReservation,
  state: v.object({
    step: v.picklist(Object.values(PreCheckInStep)),
    roomIndex: v.number(),
    guestIndex: v.number(),
  }),
  booker: v.nullable(BookerValues),
  bookerReviewed: v.boolean(),
  rooms: v.array(DraftRoom),
  estimatedArrivalTime: v.string(),
  specialRequests: v.string(),
  /** What a refused Save said of the booker's or a guest's fields, shown by them until put right. */
  fieldMessages: v.optional(v.record(v.string(), v.string()), {}),
})
export type PreCheckInDraft = v.InferOutput<typeof PreCheckInDraft>

export const draftKey = (propertyCode: string, reference: string) =>
  `preCheckIn:${stayKey(propertyCode, reference.toUpperCase())}`
export const reservationKey = (propertyCode: string, reference: string) =>
  stayKey(propertyCode, reference.toUpperCase())

const newId = () => crypto.randomUUID()

/** A fresh draft from the server's reservation: its guests (padded to one per adult), none reviewed yet. */
export function draftFrom(reservation: ManagedReservation): PreCheckInDraft {
  const b = reservation.Booker
  return {
    reservation,
    state: { step: 'Start', roomIndex: 0, guestIndex: 0 },
    booker: b
      ? {
          firstName: b.FirstName,
          lastName: b.LastName,
          emailAddress: b.Email,
          telephoneNumber: b.Phone,
          street: b.Street,
          city: b.City ?? '',
          stateOrCounty: b.StateOrCounty ?? '',
          postCode: b.ZipCode,
          countryId: b.CountryId > 0 ? String(b.CountryId) : '',
        }
      : null,
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
    })),
    estimatedArrivalTime: reservation.EstimatedArrivalTime ?? '',
    specialRequests: reservation.SpecialRequests ?? '',
    fieldMessages: {},
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
  const nights = nightsBetween(item.DateOfArrival, item.DateOfDeparture)
  const occ = { adults: item.NumberOfAdults, children: item.NumberOfChildren, infants: item.NumberOfInfants }
  return room.addServices.reduce(
    (sum, s) =>
      sum +
      serviceStayCost(
        { price: s.price, charge: s.charge, chargePerPerson: s.chargePerPerson, quantity: s.quantity },
        nights,
        occ,
      ),
    0,
  )
}

/** The Save request of spec §7 ("reservation payload with Code") for this draft. */
export function saveRequest(draft: PreCheckInDraft): PreCheckInSaveRequest {
  const r = draft.reservation
  const b = draft.booker
  const optional = (s: string) => (s.trim() === '' ? null : s.trim())
  return {
    PropertyId: r.PropertyId,
    LanguageCode: 'en',
    ReferenceNumber: r.ReferenceNumber,
    Code: r.Code,
    Version: r.Version,
    SpecialRequests: draft.specialRequests.trim(),
    EstimatedArrivalTime: optional(draft.estimatedArrivalTime),
    Booker:
      r.Booker && b
        ? {
            FirstName: b.firstName.trim(),
            LastName: b.lastName.trim(),
            Email: b.emailAddress.trim(),
            Phone: b.telephoneNumber.trim(),
            Street: b.street.trim(),
            City: optional(b.city),
            // Shown only where the hotel requires it; otherwise the form keeps what the booking has.
            StateOrCounty: optional(b.stateOrCounty),
            ZipCode: b.postCode.trim(),
            CountryId: Number(b.countryId) || r.Booker.CountryId,
          }
        : null,
    ReservationItems: draft.rooms.map((room) => ({
      ReservationItemId: room.reservationItemId,
      Guests: room.guests.map((g) => ({
        FirstName: g.firstName.trim(),
        LastName: g.lastName.trim(),
        Email: optional(g.email),
        Phone: optional(g.phone),
      })),
      AddServices: room.addServices.map((s) => ({ ServiceId: s.serviceId, Quantity: s.quantity })),
      AddServicesCost: toMajorUnits(addedServicesCost(draft, room)),
    })),
  }
}

// ---------------------------------------------------------------- the seams: draft and outbox

export function loadDraft(key: string): Promise<PreCheckInDraft | undefined> {
  return readDraft(key, PreCheckInDraft)
}

export function saveDraft(key: string, draft: PreCheckInDraft): Promise<void> {
  return storeDraft(key, draft)
}

export function discardDraft(key: string): Promise<void> {
  return removeDraft(key)
}

/**
 * Save: the change goes into the outbox in one transaction with the draft it came from, and is sent now if the
 * phone is online, or as soon as it is again (even after the tab is closed). The server applies it once.
 */
export function submitChange(draft: PreCheckInDraft, propertyCode: string): Promise<QueuedChange> {
  const r = draft.reservation
  return queueChange({
    kind: 'preCheckInSave',
    reservationKey: reservationKey(propertyCode, r.ReferenceNumber),
    path: PRE_CHECK_IN_SAVE_PATH,
    body: saveRequest(draft),
    baseVersion: r.Version,
    draftKey: draftKey(propertyCode, r.ReferenceNumber),
  })
}
