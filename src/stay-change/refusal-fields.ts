/**
 * A manage Update or a pre-check-in Save leaves by the outbox, so the server's 400 comes back later, on the
 * "not saved" screen. Its ModelState names the fields (Booker.City, ReservationItems.0.Guests.1.Email): these
 * helpers turn the keys into the step where the guest fixes them and each message into an error by its field,
 * kept with the draft until that step is done (decision 0090).
 */
import type { FieldError, FieldErrors } from 'react-hook-form'
import {
  BOOKER_FORM_FIELD,
  bookerFormFieldOf,
  GUEST_FORM_FIELDS,
  guestFormFieldOf,
} from '@/domain/person-field-names'
import type { BookerFieldName, GuestFieldName, GuestFormValues } from '@/ui/person-fields'

/** Messages by form address: 'booker.city', 'guest.0.1.email' (room index, guest index). */
export type FieldMessages = Record<string, string>

export type RefusalPlace = { step: 'Booker' } | { step: 'Guest'; roomIndex: number; guestIndex: number }

const BOOKER_KEY = /^Booker\.(\w+)$/
const GUEST_KEY = /^(ReservationItems|RoomsToAdd)\.(\d+)\.Guests\.(\d+)\.(\w+)$/

/**
 * The fields of a refusal the forms can show, and the first place to go. `roomIndexOf` finds the draft's room
 * of a request's room (by list and position); a key that is not a booker or guest field is left out.
 */
export function placeRefusal(
  modelState: Record<string, readonly string[]>,
  roomIndexOf: (list: 'ReservationItems' | 'RoomsToAdd', index: number) => number | null,
): { messages: FieldMessages; first: RefusalPlace | null } {
  const messages: FieldMessages = {}
  let first: RefusalPlace | null = null
  for (const [key, list] of Object.entries(modelState)) {
    const message = list[0]
    if (!message) continue
    const booker = BOOKER_KEY.exec(key)
    const bookerField = booker?.[1] ? bookerFormFieldOf(booker[1]) : undefined
    if (bookerField) {
      messages[`booker.${bookerField}`] = message
      // The booker's step comes first in both flows.
      first = { step: 'Booker' }
      continue
    }
    const guest = GUEST_KEY.exec(key)
    const guestField = guest?.[4] ? guestFormFieldOf(guest[4]) : undefined
    if (!guest || !guestField) continue
    const roomIndex = roomIndexOf(guest[1] as 'ReservationItems' | 'RoomsToAdd', Number(guest[2]))
    if (roomIndex === null || roomIndex < 0) continue
    const guestIndex = Number(guest[3])
    messages[`guest.${roomIndex}.${guestIndex}.${guestField}`] = message
    if (!first) first = { step: 'Guest', roomIndex, guestIndex }
  }
  return { messages, first }
}

/** The booker's messages as react-hook-form errors (the form's `errors` option). */
export function bookerErrors(
  messages: FieldMessages | undefined,
): Partial<Record<BookerFieldName, FieldError>> {
  const errors: Partial<Record<BookerFieldName, FieldError>> = {}
  for (const [address, message] of Object.entries(messages ?? {})) {
    const field = address.startsWith('booker.') ? address.slice('booker.'.length) : null
    if (field && field in BOOKER_FIELD_NAMES) errors[field as BookerFieldName] = { type: 'server', message }
  }
  return errors
}

/** One guest's messages as react-hook-form errors. */
export function guestErrors(
  messages: FieldMessages | undefined,
  roomIndex: number,
  guestIndex: number,
): Partial<Record<GuestFieldName, FieldError>> {
  const prefix = `guest.${roomIndex}.${guestIndex}.`
  const errors: Partial<Record<GuestFieldName, FieldError>> = {}
  for (const [address, message] of Object.entries(messages ?? {})) {
    const field = address.startsWith(prefix) ? address.slice(prefix.length) : null
    if (field && field in GUEST_FIELD_NAMES) errors[field as GuestFieldName] = { type: 'server', message }
  }
  return errors
}

/** A room's guests' messages as the errors of a form of all its guests (`guests.N.field`), if any. */
export function roomErrors(
  messages: FieldMessages | undefined,
  roomIndex: number,
  guestCount: number,
): FieldErrors<{ guests: GuestFormValues[] }> | undefined {
  const guests = Array.from({ length: guestCount }, (_, j) => guestErrors(messages, roomIndex, j))
  return guests.some((g) => Object.keys(g).length > 0) ? { guests } : undefined
}

/** The messages left once the booker (`'booker'`), one guest, or all of a room's guests have been put right. */
export function withoutMessages(
  messages: FieldMessages | undefined,
  of: 'booker' | { roomIndex: number; guestIndex?: number },
): FieldMessages {
  const prefix =
    of === 'booker'
      ? 'booker.'
      : of.guestIndex === undefined
        ? `guest.${of.roomIndex}.`
        : `guest.${of.roomIndex}.${of.guestIndex}.`
  return Object.fromEntries(Object.entries(messages ?? {}).filter(([address]) => !address.startsWith(prefix)))
}

const BOOKER_FIELD_NAMES = Object.fromEntries(Object.values(BOOKER_FORM_FIELD).map((f) => [f, true]))
const GUEST_FIELD_NAMES = Object.fromEntries(GUEST_FORM_FIELDS.map((f) => [f, true]))
