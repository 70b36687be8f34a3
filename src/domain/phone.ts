/**
 * Phone numbers (docs/product/booking.md#rules: a number must start with + or 00), checked with libphonenumber-js so a number is one a
 * real phone system could ring: the country's number lengths and leading digits, not just "digits after a +".
 * The `min` metadata (about 40 kB gzipped): it knows each country's valid national numbers, not their types
 * (mobile, fixed), which the booking does not need. Guests often type the number as they dial it at home
 * ("07700 900123"); the phone number input turns that into the international form with the hotel's default
 * country, so a local number is not refused for a missing prefix.
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min'

/** The characters a typed international number may hold besides its digits. */
const INTERNATIONAL_FORM = /^(?:\+|00)[0-9 ()./-]+$/

/**
 * `typed` as "+" and digits, or null when it is not in international form. A "(0)" after the country code is the
 * home trunk prefix written for callers inside the country ("+44 (0)20 …"); it is never dialled from abroad.
 */
export function internationalDigits(typed: string): string | null {
  const number = typed.trim()
  if (!INTERNATIONAL_FORM.test(number)) return null
  const digits = number.replace(/\(0\)/, '').replace(/[^0-9]/g, '')
  return `+${number.startsWith('+') ? digits : digits.slice(2)}`
}

/** docs/product/booking.md#rules's phone rule, the same in the browser and on the server: + or 00, then a number valid in its country. */
export function isValidPhone(typed: string | null | undefined): boolean {
  if (typeof typed !== 'string') return false
  const digits = internationalDigits(typed)
  return digits !== null && isValidPhoneNumber(digits)
}

type DialCountry = { IsoCode: string; DialCode: string }

/**
 * `typed` in international form: kept as it is when it already starts with + or 00; else read as a number of
 * `country` (ISO code, the hotel's DefaultPhoneCountryCode or the guest's choice) and written "+44 7700 900123".
 * A number the country's rules do not know still gets the dialling code in front of it without its trunk prefix
 * (the leading 0), so the guest sees what was sent and the rule above explains what is wrong. Blank stays blank.
 */
export function toInternational(typed: string, country: string): string {
  const number = typed.trim()
  if (number === '' || number.startsWith('+') || number.startsWith('00')) return number
  if (!isSupportedCountry(country)) return number
  const parsed = parsePhoneNumberFromString(number, country)
  if (parsed?.isValid()) return parsed.formatInternational()
  const national = number.replace(/^0+/, '')
  return national === '' ? number : `+${getCountryCallingCode(country)} ${national}`
}

/** Where several countries share a code, the one a number with that code most likely belongs to. */
const MAIN_COUNTRY: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+39': 'IT',
  '+212': 'MA',
  '+262': 'RE',
  '+358': 'FI',
  '+590': 'GP',
  '+599': 'CW',
}

/**
 * The country of `number`. A whole valid number is placed by its area code too (+1 876 is Jamaica, +1 416
 * Canada), as the countries sharing a code all have the same dialling code. Otherwise, while it is being typed,
 * the country whose dialling code starts it (longest code first): the `preferred` country wins among equals, so a
 * guest's own choice of Canada is not flipped to the United States; else the code's main country.
 */
export function countryOfNumber<C extends DialCountry>(
  number: string,
  countries: readonly C[],
  preferred?: string,
): C | undefined {
  const digits = number
    .trim()
    .replace(/^00/, '+')
    .replace(/[\s()-]/g, '')
  if (!digits.startsWith('+')) return undefined
  const whole = parsePhoneNumberFromString(digits)
  const placed = whole?.isValid() ? countries.find((c) => c.IsoCode === whole.country) : undefined
  if (placed) return placed
  let best: C | undefined
  for (const country of countries) {
    const dial = country.DialCode.replace(/\s/g, '')
    if (!dial || !digits.startsWith(dial)) continue
    const held = best?.DialCode.replace(/\s/g, '').length ?? 0
    const tie = best !== undefined && dial.length === held && best.IsoCode !== preferred
    const better =
      country.IsoCode === preferred || (country.IsoCode === MAIN_COUNTRY[dial] && best?.IsoCode !== preferred)
    if (dial.length > held || (tie && better)) best = country
  }
  return best
}
