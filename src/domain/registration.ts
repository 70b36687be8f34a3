/**
 * Registration at pre-check-in (docs/product/after-booking.md#registration, decision 0144): what the hotel's
 * registration card asks of a guest, by the guest's nationality, and the rules a form and the server both apply.
 *
 * Trap: nationality decides what else is asked, so it is asked of every adult whenever the hotel's rule depends
 * on it ('foreign' or a list), even where the rule then asks nothing more. The address is the lead guest's only.
 */
import { addDays, compareIsoDate, isIsoDate, type IsoDate } from './dates'

export const REGISTRATION_FIELDS = [
  'nationality',
  'documentType',
  'documentNumber',
  'dateOfBirth',
  'address',
  'signature',
] as const
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]

export const DOCUMENT_TYPES = ['passport', 'idCard', 'drivingLicence'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value)

/** Whose registration the hotel needs: every guest, guests from abroad, or guests of the listed nationalities. */
export type RegistrationCountries = 'all' | 'foreign' | readonly string[]

export type RegistrationRule = {
  fields: readonly RegistrationField[]
  countries: RegistrationCountries
  /** ISO 3166-1 alpha-2 of the hotel's own country: 'foreign' means any other. */
  homeCountry: string
}

export type GuestRegistration = {
  nationality?: string | null
  documentType?: string | null
  documentNumber?: string | null
  dateOfBirth?: string | null
  address?: string | null
  signature?: string | null
}

/** Bounds that keep a registration small: a signature is a PNG data URL or a typed name. */
export const REGISTRATION_LIMITS = {
  documentNumber: 30,
  address: 300,
  signature: 60_000,
  typedSignature: 100,
  oldestAge: 120,
} as const

export const TYPED_SIGNATURE_PREFIX = 'typed:'
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/

function concernsNationality(rule: RegistrationRule, nationality: string): boolean {
  if (rule.countries === 'all') return true
  if (rule.countries === 'foreign') return nationality !== '' && nationality !== rule.homeCountry
  return rule.countries.includes(nationality)
}

/** The fields asked of one guest: nothing without a rule; the address only of the lead guest. */
export function registrationFieldsFor(
  rule: RegistrationRule | null,
  nationality: string,
  isLead: boolean,
): RegistrationField[] {
  if (!rule || rule.fields.length === 0) return []
  const asked = new Set<RegistrationField>(rule.countries === 'all' ? [] : ['nationality'])
  if (concernsNationality(rule, nationality)) for (const field of rule.fields) asked.add(field)
  if (!isLead) asked.delete('address')
  return REGISTRATION_FIELDS.filter((field) => asked.has(field))
}

/** Why a field is refused; the app and the server each word it (catalogue, ModelState). */
export type RegistrationProblem =
  | 'required'
  | 'unknownCountry'
  | 'unknownDocument'
  | 'documentNumber'
  | 'birthFuture'
  | 'birthImplausible'
  | 'tooLong'
  | 'signature'

/** A drawn signature (PNG data URL) or a typed one (`typed:` and the guest's name). */
export function isValidSignature(value: string): boolean {
  if (value.length > REGISTRATION_LIMITS.signature) return false
  if (value.startsWith(TYPED_SIGNATURE_PREFIX)) {
    const name = value.slice(TYPED_SIGNATURE_PREFIX.length).trim()
    return name.length > 0 && name.length <= REGISTRATION_LIMITS.typedSignature
  }
  return PNG_DATA_URL.test(value)
}

function birthProblem(value: string, today: IsoDate): RegistrationProblem | null {
  if (!isIsoDate(value)) return 'birthImplausible'
  if (compareIsoDate(value, today) > 0) return 'birthFuture'
  const oldest = addDays(today, -Math.ceil(REGISTRATION_LIMITS.oldestAge * 365.25))
  return compareIsoDate(value, oldest) < 0 ? 'birthImplausible' : null
}

function fieldProblem(
  field: RegistrationField,
  value: string,
  ctx: { today: IsoDate; isCountry: (code: string) => boolean },
): RegistrationProblem | null {
  switch (field) {
    case 'nationality':
      return ctx.isCountry(value) ? null : 'unknownCountry'
    case 'documentType':
      return isDocumentType(value) ? null : 'unknownDocument'
    case 'documentNumber':
      if (value.length > REGISTRATION_LIMITS.documentNumber) return 'tooLong'
      return DOCUMENT_NUMBER.test(value) ? null : 'documentNumber'
    case 'dateOfBirth':
      return birthProblem(value, ctx.today)
    case 'address':
      return value.length > REGISTRATION_LIMITS.address ? 'tooLong' : null
    case 'signature':
      return isValidSignature(value) ? null : 'signature'
  }
}

/**
 * Every problem of one guest's registration, by field: what the rule asks must be there and well formed; what
 * it does not ask is checked only when given (and then stored).
 */
export function registrationProblems(
  rule: RegistrationRule | null,
  given: GuestRegistration | null | undefined,
  ctx: { isLead: boolean; today: IsoDate; isCountry: (code: string) => boolean },
): Partial<Record<RegistrationField, RegistrationProblem>> {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {}
  const nationality = given?.nationality?.trim() ?? ''
  const asked = registrationFieldsFor(rule, nationality, ctx.isLead)
  for (const field of REGISTRATION_FIELDS) {
    const value = given?.[field]?.trim() ?? ''
    if (value === '') {
      if (asked.includes(field)) problems[field] = 'required'
      continue
    }
    const problem = fieldProblem(field, value, ctx)
    if (problem) problems[field] = problem
  }
  return problems
}

/** The day a registration is deleted: `retentionDays` after departure. */
export function registrationDeleteAfter(departure: IsoDate, retentionDays: number): IsoDate {
  return addDays(departure, retentionDays)
}
