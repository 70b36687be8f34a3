// Phone numbers (spec §5: a number must start with + or 00). Guests often type the number as they dial it at
// home ("07700 900123"); the phone number input turns that into the international form with the country's
// dialling code, so a local number is not refused for a missing prefix.

type DialCountry = { IsoCode: string; DialCode: string }

/** `typed` in international form: kept as it is when it already starts with + or 00, else `dialCode` + the
 * number without its trunk prefix (the leading 0). Blank stays blank. */
export function toInternational(typed: string, dialCode: string): string {
  const number = typed.trim()
  if (number === '' || number.startsWith('+') || number.startsWith('00')) return number
  const national = number.replace(/^0+/, '')
  return national === '' ? number : `${dialCode} ${national}`
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
 * The country whose dialling code starts `number` (longest code first). Several share +1: the `preferred`
 * country wins among equals, so a guest's own choice of Canada is not flipped to the United States; else the
 * code's main country.
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
