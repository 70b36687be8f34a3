/**
 * The nationalities offered on the registration card (decision 0144). They come from the hotel's country list; when
 * that list was never loaded (the link first opened offline, or the request failed), the guest could not choose a
 * nationality and so could not finish. The fallback is every ISO 3166-1 country, the same codes the server's list
 * holds (server/reference-lists.ts), built from libphonenumber-js's regions, which this route already loads for
 * the guests' phone numbers: no list of our own to ship. Names come from Intl in the guest's language
 * (src/i18n/country-names.ts), so only the codes matter here.
 */
import { getCountries } from 'libphonenumber-js/min'
import type { Country } from '@/api/contract/static-data'

/** Telephone regions that are not ISO 3166-1 countries (Ascension, Tristan da Cunha: parts of SH). */
const NOT_COUNTRIES = new Set(['AC', 'TA'])
/** ISO 3166-1 territories without a telephone code of their own. */
const WITHOUT_PHONE = ['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM']

let fallback: readonly Country[] | null = null

/** Every ISO 3166-1 country by its code; Id 0 (the card sends the code, never the Id). */
export function fallbackCountries(): readonly Country[] {
  fallback ??= [...getCountries().filter((iso) => !NOT_COUNTRIES.has(iso)), ...WITHOUT_PHONE].map((iso) => ({
    Id: 0,
    Name: iso,
    IsoCode: iso,
    DialCode: '',
  }))
  return fallback
}

/** The hotel's list when it has been loaded, else the fallback. */
export function nationalities(loaded: readonly Country[] | undefined): readonly Country[] {
  return loaded && loaded.length > 0 ? loaded : fallbackCountries()
}
