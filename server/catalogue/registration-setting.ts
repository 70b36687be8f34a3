/**
 * The hotel's registration card (decision 0144): which details each adult gives at pre-check-in, for which
 * nationalities, and how many days after departure they are kept. Stored beside the settings as `Registration`;
 * the PreCheckIn config publishes the rule, never the retention.
 */
import * as v from 'valibot'
import { REGISTRATION_FIELDS } from '@/domain/registration'

const CountryCode = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO code (GB, ES).'),
)

export const HotelRegistration = v.strictObject({
  /** What each concerned adult gives; the address is asked of the lead guest only. */
  fields: v.array(
    v.picklist(REGISTRATION_FIELDS, `A registration field is one of ${REGISTRATION_FIELDS.join(', ')}.`),
  ),
  /** Every guest, guests from abroad (not homeCountry), or guests of the listed nationalities. */
  countries: v.union([v.literal('all'), v.literal('foreign'), v.array(CountryCode)]),
  /** The hotel's own country; left out, the country of its phone numbers (DefaultPhoneCountryCode). */
  homeCountry: v.optional(CountryCode),
  /** Days after departure the details are deleted. */
  retentionDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650)),
})
export type HotelRegistration = v.InferOutput<typeof HotelRegistration>

/** The block as kept among the stored settings (the file's own shape). */
export const REGISTRATION_STORED_AS = 'Registration'
