/**
 * The validation rules of docs/product/booking.md#rules, each as a plain function (for guards and the server).
 * Their words and the forms' valibot schemas are in ./form-rules.ts: the search route uses a few of these rules
 * and none of the words, so its first load does not carry them (decision 0136).
 */

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

// ---------------------------------------------------------------- required if configured

export const ConfigurableField = {
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
export type ConfigurableField = (typeof ConfigurableField)[keyof typeof ConfigurableField]

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

export type LeadGuest = { firstName: string; lastName: string }

/** docs/product/booking.md#rules: a lead guest is valid when first and last name are non-empty. Guests in pre-check-in and manage too. */
export function isLeadGuestValid(g: LeadGuest | null | undefined): boolean {
  return !!g && filled(g.firstName) && filled(g.lastName)
}

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
