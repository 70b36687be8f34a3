/**
 * Registration at pre-check-in (decision 0144): the hotel's rule as the PreCheckIn config publishes it, and one
 * guest's registration as PreCheckIn/Save sends it. The shapes only: what is required and well formed is
 * src/domain/registration.ts's, which the app's form and the server both apply.
 */
import * as v from 'valibot'
import { DOCUMENT_TYPES, REGISTRATION_FIELDS, REGISTRATION_LIMITS } from '@/domain/registration'
import { IsoDate } from './common'

const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO code.'))

export const RegistrationRule = v.object({
  Fields: v.array(v.picklist(REGISTRATION_FIELDS)),
  Countries: v.union([v.literal('all'), v.literal('foreign'), v.array(CountryCode)]),
  /** The hotel's own country: 'foreign' means every other nationality. */
  HomeCountry: CountryCode,
})
export type RegistrationRule = v.InferOutput<typeof RegistrationRule>

const Optional = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, 'This is too long.'))))

/** One guest's registration; a field the hotel does not ask for may be left out. */
export const GuestRegistrationPayload = v.object({
  Nationality: Optional(2),
  DocumentType: v.optional(
    v.nullable(v.union([v.picklist(DOCUMENT_TYPES, 'This type of document is not known.'), v.literal('')])),
  ),
  DocumentNumber: Optional(REGISTRATION_LIMITS.documentNumber),
  DateOfBirth: v.optional(v.nullable(v.union([IsoDate, v.literal('')]))),
  Address: Optional(REGISTRATION_LIMITS.address),
  Signature: Optional(REGISTRATION_LIMITS.signature),
})
export type GuestRegistrationPayload = v.InferOutput<typeof GuestRegistrationPayload>
