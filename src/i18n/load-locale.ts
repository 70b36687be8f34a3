import { DEFAULT_LOCALE, type Locale } from './locales'

// Only the guest's language is loaded (decision 0121): its search-route texts before the first render, the rest
// just after it, each language in chunks of its own. The table of those chunks (./load-areas.ts) is a chunk too,
// so that en-GB's first load carries one import whatever the number of languages.

/** The texts the search route needs in `locale`. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  return import('./load-areas').then((m) => m.loadLocaleBase(locale))
}
