/**
 * A booker's or guest's fields under their names: the domain's (what a hotel's configuration requires, spec
 * docs/product/booking.md#rules), the key each travels under in a request (docs/product/booking.md#what-is-kept "Sent as" — so also the last part of a ModelState key
 * such as `Booker.StateOrCounty`), and the field of the form that shows it. Checkout, the booker and guest steps
 * of manage booking and pre-check-in, and the server's required-field check all read them here, so a server's
 * message lands by the field where the guest fixes it.
 */

export const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'street',
  'city',
  'stateOrCounty',
  'postCode',
] as const
export type PersonField = (typeof PERSON_FIELDS)[number]

/** Where each field travels in a booker or guest as sent (docs/product/booking.md#what-is-kept "Sent as"). */
export const SENT_AS = {
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  phone: 'Phone',
  country: 'CountryId',
  street: 'Street',
  city: 'City',
  stateOrCounty: 'StateOrCounty',
  postCode: 'ZipCode',
} as const satisfies Record<PersonField, string>
export type SentPersonKey = (typeof SENT_AS)[PersonField]

/** The names of the account API's Register request for the same person (its e-mail is the login). */
export const REGISTER_SENT_AS = {
  firstName: 'Firstname',
  lastName: 'Lastname',
  email: 'EmailAddress',
  phone: 'MobileNumber',
} as const satisfies Partial<Record<PersonField, string>>

/** The booker form's field for each person field: checkout and the booker steps share these names. */
export const BOOKER_FORM_FIELD = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'emailAddress',
  phone: 'telephoneNumber',
  country: 'countryId',
  street: 'street',
  city: 'city',
  stateOrCounty: 'stateOrCounty',
  postCode: 'postCode',
} as const satisfies Record<PersonField, string>
export type BookerFormField = (typeof BOOKER_FORM_FIELD)[PersonField]

/** A guest has the names, e-mail and phone only (docs/product/booking.md#what-is-kept Guest); the guest form names them so. */
export const GUEST_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
export type GuestFormField = (typeof GUEST_FORM_FIELDS)[number]
const GUEST_FORM_FIELD: Partial<Record<PersonField, GuestFormField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
}

const PERSON_FIELD_OF_SENT_KEY = new Map<string, PersonField>(
  PERSON_FIELDS.map((field) => [SENT_AS[field], field]),
)

/** The person field a request key names (`StateOrCounty` → `stateOrCounty`), if it names one. */
export function personFieldOfSentKey(sentKey: string): PersonField | undefined {
  return PERSON_FIELD_OF_SENT_KEY.get(sentKey)
}

/** The booker form's field a request key names (`Email` → `emailAddress`), if the booker has it. */
export function bookerFormFieldOf(sentKey: string): BookerFormField | undefined {
  const field = personFieldOfSentKey(sentKey)
  return field === undefined ? undefined : BOOKER_FORM_FIELD[field]
}

/** The guest form's field a request key names (`Phone` → `phone`), if a guest has it. */
export function guestFormFieldOf(sentKey: string): GuestFormField | undefined {
  const field = personFieldOfSentKey(sentKey)
  return field === undefined ? undefined : GUEST_FORM_FIELD[field]
}

const REGISTER_KEY_OF: Partial<Record<PersonField, string>> = REGISTER_SENT_AS

/** The person field a Register key names (`MobileNumber` → `phone`), if it names one. */
export function personFieldOfRegisterKey(registerKey: string): PersonField | undefined {
  return PERSON_FIELDS.find((field) => REGISTER_KEY_OF[field] === registerKey)
}
