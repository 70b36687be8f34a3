/**
 * Countries and card types. The countries are every ISO 3166-1 country (decision 0100): English names from
 * i18n-iso-countries, dialling codes from libphonenumber-js. Id = the ISO 3166-1 numeric code, so the Ids are stable
 * across databases and the 66 countries of the first hand list keep theirs (reservations reference them).
 */
import isoCountries from 'i18n-iso-countries'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min'

/**
 * The library's formal names are kept ("Republic of Korea" is not one of them); these are the ones a guest would not
 * look for under the formal name, by the short name the UK government uses.
 */
const SHORT_NAME: Readonly<Record<string, string>> = {
  CN: 'China',
  CZ: 'Czechia',
  GB: 'United Kingdom',
  GM: 'The Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'United States Virgin Islands',
}

/** A country's dialling code ('+975'), or '' for the few with no telephone code of their own (Antarctica, …). */
function dialCode(iso: string): string {
  return isSupportedCountry(iso) ? `+${getCountryCallingCode(iso)}` : ''
}

export const COUNTRIES: readonly [id: number, name: string, iso: string, dial: string][] = Object.entries(
  isoCountries.getNumericCodes(),
).map(([numeric, iso]) => [
  Number(numeric),
  SHORT_NAME[iso] ?? isoCountries.getName(iso, 'en') ?? iso,
  iso,
  dialCode(iso),
])

export const CARD_TYPES: readonly [id: number, name: string, code: string][] = [
  [1, 'Visa', 'VISA'],
  [2, 'Mastercard', 'MC'],
  [3, 'American Express', 'AMEX'],
  [4, 'Discover', 'DISC'],
  [5, 'Diners Club', 'DINERS'],
  [6, 'JCB', 'JCB'],
  [7, 'UnionPay', 'UNIONPAY'],
  [8, 'Troy', 'TROY'],
]
