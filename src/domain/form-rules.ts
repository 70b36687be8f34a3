/**
 * The validation rules of docs/product/booking.md#rules with their words: the messages a form shows by a field
 * and the server puts in ModelState, and each rule as a valibot schema for the forms. The plain rules are in
 * ./validation.ts. Messages the spec words are used verbatim; the others are ours.
 */
import * as v from 'valibot'
import { SENT_AS, type SentPersonKey } from './person-field-names'
import {
  ConfigurableField,
  isValidEmail,
  requiredLookupValid,
  requiredStringValid,
  type RequiredFields,
  type SentPerson,
} from './validation'

export const Messages = {
  email: 'A valid email address is required.',
  password: 'Password is required.',
  passwordHint: 'Use ten characters or more, with at least one non-alphanumeric character.',
  passwordConfirmation: 'Please confirm your password.',
  passwordMismatch: 'The passwords do not match.',
  phone: 'A valid phone number is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  street: 'Street is required.',
  city: 'Town or city is required.',
  stateOrCounty: 'State or county is required.',
  postCode: 'Post code is required.',
  country: 'Country is required.',
  reservationNumber: 'Reservation number is required.',
  guestName: 'Guest name is required.',
} as const

export const emailSchema = v.pipe(
  v.string(Messages.email),
  v.trim(),
  v.check((s: string) => isValidEmail(s), Messages.email),
)

const FIELD_MESSAGE: Record<ConfigurableField, string> = {
  firstName: Messages.firstName,
  lastName: Messages.lastName,
  email: Messages.email,
  phone: Messages.phone,
  country: Messages.country,
  street: Messages.street,
  city: Messages.city,
  stateOrCounty: Messages.stateOrCounty,
  postCode: Messages.postCode,
}

/**
 * A form's rule for a configurable text field (docs/product/booking.md#rules required-if-configured): anything when the configuration
 * does not require it, non-blank when it does.
 */
export function configuredTextSchema(field: ConfigurableField, required: RequiredFields) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => requiredStringValid(s, required[field] === true), FIELD_MESSAGE[field]),
  )
}

/** A country chosen from a list (the form holds its id as text): a lookup, valid if above 0 when required. */
export function configuredCountrySchema(required: RequiredFields) {
  return v.pipe(
    v.string(),
    v.check((s) => requiredLookupValid(Number(s) || 0, required.country === true), Messages.country),
  )
}

/**
 * The configured-required fields missing from a booker or guest as sent, each with its key in the payload and its
 * message: what the server reports in ModelState (e.g. Booker.City) and the app shows next to the field.
 */
export function missingSentFields(
  person: SentPerson,
  required: RequiredFields,
): { field: ConfigurableField; key: SentPersonKey; message: string }[] {
  return Object.values(ConfigurableField)
    .filter((field) => required[field] === true && !sentValueGiven(field, person[SENT_AS[field]]))
    .map((field) => ({ field, key: SENT_AS[field], message: FIELD_MESSAGE[field] }))
}

/** A country is sent as its id (above 0 when chosen); every other field as text. */
function sentValueGiven(field: ConfigurableField, value: string | number | null | undefined): boolean {
  return field === 'country'
    ? requiredLookupValid(typeof value === 'number' ? value : null, true)
    : requiredStringValid(typeof value === 'string' ? value : null, true)
}

export const addressSchema = v.object({
  street: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.street)),
  postCode: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.postCode)),
  country: v.object(
    { id: v.pipe(v.number(), v.integer(), v.minValue(1, Messages.country)) },
    Messages.country,
  ),
})

export const leadGuestSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.firstName)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.lastName)),
})

export const manageSearchSchema = v.object({
  reservationNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.reservationNumber)),
  guestName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.guestName)),
})
