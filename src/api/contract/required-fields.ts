/**
 * The details a property requires of a booker and of its guests beyond docs/product/booking.md#rules's fixed rules ("required if
 * configured"; where the configuration lives is not shown in the spec: decision 0090). One setting per
 * property, kept with its booking configuration; the Book, ManageBooking and PreCheckIn config answers all carry
 * it, and Reservation/Create, ManageBooking/Update and PreCheckIn/Save enforce it.
 */
import * as v from 'valibot'
import { GUEST_FIELD_NAMES, type ConfigurableFieldName } from '@/domain/validation'

const BOOKER_FIELD_NAMES = [
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'Country',
  'Street',
  'City',
  'StateOrCounty',
  'PostCode',
] as const satisfies readonly ConfigurableFieldName[]

export const RequiredFields = v.object({
  /** Fields required of the booker (checkout, manage booking, pre-check-in). */
  Booker: v.array(v.picklist(BOOKER_FIELD_NAMES)),
  /** Fields required of each guest whose details are given in manage booking and pre-check-in. */
  Guest: v.array(v.picklist(GUEST_FIELD_NAMES)),
})
export type RequiredFields = v.InferOutput<typeof RequiredFields>

/** Nothing beyond docs/product/booking.md#rules's fixed rules: what a configuration without the setting means. */
export const NO_REQUIRED_FIELDS: RequiredFields = { Booker: [], Guest: [] }

/** In a config answer: absent (an answer from before the setting existed) reads as nothing extra required. */
export const RequiredFieldsSetting = v.optional(RequiredFields, () => ({ Booker: [], Guest: [] }))
