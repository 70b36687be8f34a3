import { DEFAULT_LOCALE, type Locale } from './locales'
import { once, type Loader } from './load-locale'

// The later pages' texts of each language, a chunk each, loaded just after the first paint (decision 0121).
// Apart from ./load-locale.ts so that the list of them is not on the search route's first load either.

// en-GB's areas register with their pages (./area-messages.ts, ./load-journey.ts, ./load-device.ts).
const AREAS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Loader> = {
  'en-US': () => import('./en-us/areas'),
  de: () => import('./de/areas'),
  fr: () => import('./fr/areas'),
  ar: () => import('./ar/areas'),
  'en-XA': () => import('./pseudo').then((m) => m.pseudoAreas()),
}

const loadedAreas = new Map<Locale, Promise<void>>()

/** Every other text in `locale` (the later pages, the device's notices). */
export function loadLocaleAreas(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  return once(loadedAreas, locale, AREAS[locale])
}
