/**
 * What the drafts of manage booking and pre-check-in have in common: the booker and guests as typed, how they
 * go on the wire, and the one door a finished draft leaves by (the outbox, with the draft it came from).
 *
 * Trap: a card never enters a draft or a queued change; each flow sends it on its own, online only.
 */
import * as v from 'valibot'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { readDraft, removeDraft, saveDraft } from '@/storage/drafts'
import type { QueuedChange } from '@/storage/outbox'
import { stayKey } from '@/storage/stays'
import { queueChange } from '@/sync/app-outbox'
import type { ChangeKind } from '@/sync/outbox'
import type { BookerFormValues } from '@/ui/person-fields'
import { languageCode } from '@/i18n/i18n'

export const DraftGuest = v.object({
  guestId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  haveReviewedGuest: v.boolean(),
})
export type DraftGuest = v.InferOutput<typeof DraftGuest>

/** The state every change flow moves through: a step, and the room and guest it is at. */
export type ChangeState<Step extends string = string> = { step: Step; roomIndex: number; guestIndex: number }

/** The schema of a flow's state, with its own steps. */
export function changeStateSchema<const Steps extends readonly string[]>(steps: Steps) {
  return v.object({ step: v.picklist(steps), roomIndex: v.number(), guestIndex: v.number() })
}

/**
 * What names the booking in an Update or a Save: the property, the reference and its code, and the Version the
 * change was made on (the server refuses it with a conflict when the booking has moved on since).
 */
export function changeRequestHead(reservation: ManagedReservation) {
  return {
    PropertyId: reservation.PropertyId,
    LanguageCode: languageCode(),
    ReferenceNumber: reservation.ReferenceNumber,
    Code: reservation.Code,
    Version: reservation.Version,
  }
}

/** The booker's form values as the reservation has them. */
export function bookerValuesFrom(reservation: ManagedReservation): BookerFormValues | null {
  const booker = reservation.Booker
  return booker
    ? {
        firstName: booker.FirstName,
        lastName: booker.LastName,
        emailAddress: booker.Email,
        telephoneNumber: booker.Phone,
        street: booker.Street,
        city: booker.City ?? '',
        stateOrCounty: booker.StateOrCounty ?? '',
        postCode: booker.ZipCode,
        countryId: booker.CountryId > 0 ? String(booker.CountryId) : '',
      }
    : null
}

/** What the guest typed, trimmed; null when they typed nothing. */
export const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The booker of an Update or a Save, from the form values; the country stays the booking's when none is set. */
export function bookerRequestOf(values: BookerFormValues, countryIdBooked: number) {
  return {
    FirstName: values.firstName.trim(),
    LastName: values.lastName.trim(),
    Email: values.emailAddress.trim(),
    Phone: values.telephoneNumber.trim(),
    Street: values.street.trim(),
    City: trimmedOrNull(values.city),
    // Shown only where the hotel requires it; otherwise the form keeps what the booking has.
    StateOrCounty: trimmedOrNull(values.stateOrCounty),
    ZipCode: values.postCode.trim(),
    CountryId: Number(values.countryId) || countryIdBooked,
  }
}

/**
 * Where one flow keeps its drafts: `prefix` tells manage booking's from pre-check-in's for the same booking,
 * whose device copy (the reservation key) they share.
 */
export function changeDraftStore<Draft extends { reservation: ManagedReservation }>(
  prefix: string,
  schema: v.GenericSchema<unknown, Draft>,
  change: { kind: ChangeKind; path: string; body: (draft: Draft) => Record<string, unknown> },
) {
  const reservationKey = (propertyCode: string, reference: string) =>
    stayKey(propertyCode, reference.toUpperCase())
  const draftKey = (propertyCode: string, reference: string) =>
    `${prefix}:${reservationKey(propertyCode, reference)}`
  return {
    draftKey,
    reservationKey,
    load: (key: string): Promise<Draft | undefined> => readDraft(key, schema),
    save: (key: string, draft: Draft): Promise<void> => saveDraft(key, draft),
    discard: (key: string): Promise<void> => removeDraft(key),
    /**
     * The change goes into the outbox in one transaction with the draft it came from, and is sent now if the
     * phone is online, or as soon as it is again (even after the tab is closed). The server applies it once.
     */
    submit(draft: Draft, propertyCode: string): Promise<QueuedChange> {
      const reservation = draft.reservation
      return queueChange({
        kind: change.kind,
        reservationKey: reservationKey(propertyCode, reservation.ReferenceNumber),
        path: change.path,
        body: change.body(draft),
        baseVersion: reservation.Version,
        draftKey: draftKey(propertyCode, reservation.ReferenceNumber),
      })
    },
  }
}
