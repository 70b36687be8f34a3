import { currentLocale } from './i18n'

// Countries in the guest's language (issue 31): the hotel's list names them in English; Intl names each by its
// ISO code in the language shown, so a German guest picks "Deutschland", not "Germany".

type Named = { IsoCode: string; Name: string }

const made = new Map<string, Intl.DisplayNames>()

/** The country's name in the current language, or the list's own name where Intl has none (a retired code). */
export function countryName(country: Named): string {
  const locale = currentLocale()
  let names = made.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    made.set(locale, names)
  }
  try {
    return names.of(country.IsoCode) ?? country.Name
  } catch {
    return country.Name
  }
}

/** The countries with their names in the current language, in that language's alphabetical order. */
export function countryOptions<T extends Named>(countries: readonly T[]): { country: T; name: string }[] {
  const collator = new Intl.Collator(currentLocale())
  return countries
    .map((country) => ({ country, name: countryName(country) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
