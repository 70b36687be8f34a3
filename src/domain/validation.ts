/**
 * The validation rules of docs/product/booking.md#rules, each as a plain function (for guards and the server) and, for the forms,
 * as a valibot schema next to it. Messages the spec words are used verbatim; the others are ours.
 */
import * as v from 'valibot'
import { SENT_AS, type SentPersonKey } from './person-field-names'

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

const filled = (s: string | null | undefined): boolean => typeof s === 'string' && s.trim() !== ''

// ---------------------------------------------------------------- fields

/*
 * E-mail (docs/product/booking.md#rules words it "letters, a dot and 2 or 3 letters"; decision 0100: the real guest wins). What real mail
 * systems deliver to: a local part of RFC 5321's dot-atom characters (so o'brien and ana+hotel), an at sign, and
 * a domain of two or more host names with any top-level domain (.london, .travel, .info, an xn-- one). Still refused:
 * no at sign, spaces, a domain without a dot, dots at either end or doubled, a numeric top-level domain, and
 * addresses longer than SMTP carries (64 characters before the at sign, 254 in all). ASCII only: an address with
 * accented letters before the at sign needs SMTPUTF8, which the hotel's mail server is not known to speak.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

export function isValidEmail(s: string | null | undefined): boolean {
  if (typeof s !== 'string') return false
  const address = s.trim()
  const at = address.lastIndexOf('@')
  if (at < 1 || address.length > 254) return false
  const local = address.slice(0, at)
  const labels = address.slice(at + 1).split('.')
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => HOST_NAME.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')
  )
}
export const emailSchema = v.pipe(
  v.string(Messages.email),
  v.trim(),
  v.check((s: string) => isValidEmail(s), Messages.email),
)

// ---------------------------------------------------------------- required if configured

const ConfigurableField = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  Phone: 'phone',
  Country: 'country',
  Street: 'street',
  City: 'city',
  StateOrCounty: 'stateOrCounty',
  PostCode: 'postCode',
} as const
type ConfigurableField = (typeof ConfigurableField)[keyof typeof ConfigurableField]

/** Which fields the property configuration marks required; an absent field is not required. */
export type RequiredFields = Partial<Record<ConfigurableField, boolean>>

/** A string is valid if non-blank or not required. */
export function requiredStringValid(value: string | null | undefined, required: boolean): boolean {
  return !required || filled(value)
}
/** A lookup (id) or number is valid if above 0 (or not required). */
export function requiredLookupValid(value: number | null | undefined, required: boolean): boolean {
  return !required || (typeof value === 'number' && value > 0)
}
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

/** The names a property configuration lists its required fields by (the keys of ConfigurableField). */
export type ConfigurableFieldName = keyof typeof ConfigurableField
/** The fields a guest has (docs/product/booking.md#what-is-kept Guest): the only ones a configuration can require of a guest. */
export const GUEST_FIELD_NAMES = ['FirstName', 'LastName', 'Email', 'Phone'] as const

/** A configuration's list of required field names as the map the rules take. */
export function requiredFieldsFrom(names: readonly ConfigurableFieldName[]): RequiredFields {
  const required: RequiredFields = {}
  for (const name of names) required[ConfigurableField[name]] = true
  return required
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

/** A booker or guest as sent (docs/product/booking.md#what-is-kept); a guest has the names, e-mail and phone only. */
export type SentPerson = {
  FirstName?: string | null
  LastName?: string | null
  Email?: string | null
  Phone?: string | null
  Street?: string | null
  City?: string | null
  StateOrCounty?: string | null
  ZipCode?: string | null
  CountryId?: number | null
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

// ---------------------------------------------------------------- booker, address, lead guest

export type BookerPersonal = {
  firstName: string
  lastName: string
  emailAddress: string
  telephoneNumber: string
}

/** docs/product/booking.md#rules: valid only if first name, last name, e-mail and telephone are non-empty. */
export function isBookerPersonalValid(b: BookerPersonal | null | undefined): boolean {
  return (
    !!b && filled(b.firstName) && filled(b.lastName) && filled(b.emailAddress) && filled(b.telephoneNumber)
  )
}

export const addressSchema = v.object({
  street: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.street)),
  postCode: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.postCode)),
  country: v.object(
    { id: v.pipe(v.number(), v.integer(), v.minValue(1, Messages.country)) },
    Messages.country,
  ),
})

export type LeadGuest = { firstName: string; lastName: string }

/** docs/product/booking.md#rules: a lead guest is valid when first and last name are non-empty. Guests in pre-check-in and manage too. */
export function isLeadGuestValid(g: LeadGuest | null | undefined): boolean {
  return !!g && filled(g.firstName) && filled(g.lastName)
}
export const leadGuestSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.firstName)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.lastName)),
})

// ---------------------------------------------------------------- searches

type SearchInput = {
  propertyId: number | null | undefined
  dateFrom: string | null | undefined
  dateTo: string | null | undefined
  rooms: readonly unknown[]
}

/** docs/product/booking.md#rules: a search needs a property, both dates, at least one room and no more rooms than the maximum. */
export function isSearchAllowed(s: SearchInput, maxNumberOfRoomsOnBooking: number): boolean {
  return (
    typeof s.propertyId === 'number' &&
    s.propertyId > 0 &&
    filled(s.dateFrom) &&
    filled(s.dateTo) &&
    s.rooms.length >= 1 &&
    s.rooms.length <= maxNumberOfRoomsOnBooking
  )
}

export const manageSearchSchema = v.object({
  reservationNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.reservationNumber)),
  guestName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.guestName)),
})

// ---------------------------------------------------------------- restaurant

type RestaurantBookingInput = {
  contactNumber: string
  email: string
  identifier: string
  restaurantId: number | null | undefined
  partySize: number
  visitDate: string | null | undefined
  visitTime: string | null | undefined
}

/** docs/product/booking.md#rules: needs contact number, e-mail, identifier, restaurant, party size, visit date and a time. */
export function isRestaurantBookingValid(r: RestaurantBookingInput): boolean {
  return (
    filled(r.contactNumber) &&
    filled(r.email) &&
    filled(r.identifier) &&
    typeof r.restaurantId === 'number' &&
    r.restaurantId > 0 &&
    r.partySize > 0 &&
    filled(r.visitDate) &&
    filled(r.visitTime)
  )
}

// ---------------------------------------------------------------- pre-check-in, manage, cancel

/** docs/product/booking.md#rules: cancelling needs a reason when reasons are required, and the booking must be cancellable. */
export function canCancel(c: {
  canBeCancelled: boolean
  reasonRequired: boolean
  cancellationReasonId: number | null | undefined
}): boolean {
  if (!c.canBeCancelled) return false
  return !c.reasonRequired || (typeof c.cancellationReasonId === 'number' && c.cancellationReasonId > 0)
}
