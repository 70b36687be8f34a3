import type { CompiledMessage } from './format-message'
import { registerMessages } from './i18n'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales'

// Every language's chunks, found by their path (decision 0121): `<folder>/base.ts` holds a language's
// search-route texts, `<folder>/areas.ts` its later pages' texts, the folder being the locale in lower case.
// A new language is a folder and a line in ./locales.ts, no loader line. This module is itself a chunk the
// search route loads only for a language other than en-GB (./load-locale.ts), so the list of languages costs
// the default language's first load nothing. en-GB is in the app's code already (the fallback); its areas
// register with their pages (./area-messages.ts, ./load-journey.ts, ./load-device.ts).

type Loaded = { messages: Readonly<Record<string, CompiledMessage>> }
type Loader = () => Promise<Loaded>

const BASE = import.meta.glob<Loaded>('./*/base.ts')
const AREAS = import.meta.glob<Loaded>('./*/areas.ts')

const PSEUDO: Record<'base' | 'areas', Loader> = {
  base: () => import('./pseudo').then((m) => ({ messages: m.pseudoBase() })),
  areas: () => import('./pseudo').then((m) => m.pseudoAreas()),
}

const loaded = { base: new Map<Locale, Promise<void>>(), areas: new Map<Locale, Promise<void>>() }

function load(part: 'base' | 'areas', locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  const kept = loaded[part]
  let loading = kept.get(locale)
  if (!loading) {
    const loader =
      locale === PSEUDO_LOCALE
        ? PSEUDO[part]
        : (part === 'base' ? BASE : AREAS)[`./${locale.toLowerCase()}/${part}.ts`]
    if (!loader) return Promise.reject(new Error(`No ${part} texts for ${locale}`))
    loading = loader().then((m) => registerMessages(m.messages, locale))
    loading.catch(() => kept.delete(locale))
    kept.set(locale, loading)
  }
  return loading
}

/** The texts the search route needs in `locale`. */
export function loadLocaleBase(locale: Locale): Promise<void> {
  return load('base', locale)
}

/** Every other text in `locale` (the later pages, the device's notices). */
export function loadLocaleAreas(locale: Locale): Promise<void> {
  return load('areas', locale)
}
