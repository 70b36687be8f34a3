import type { CompiledMessage } from './format-message'
import { registerMessages } from './i18n'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales'

// Every language's later pages' texts, `<locale in lower case>/areas.ts`, found by their path (decision 0121):
// a new language is a folder and a line in ./locales.ts, no loader line. This module is itself a chunk, loaded
// just after the first paint, so the list costs the first load nothing. en-GB's later texts register with
// their pages instead (./area-messages.ts, ./load-journey.ts, ./load-device.ts), being the fallback; the
// search route's texts of every language, en-GB's included, load through ./load-locale.ts (decision 0128).

type Loaded = { messages: Readonly<Record<string, CompiledMessage>> }

const AREAS = import.meta.glob<Loaded>('./*/areas.ts')

const loaded = new Map<Locale, Promise<void>>()

/** The pseudo-locale's search-route texts (./load-locale.ts finds them here). */
export function loadPseudoBase(): Promise<Loaded> {
  return import('./pseudo').then((m) => ({ messages: m.pseudoBase() }))
}

/** Every other text in `locale` (the later pages, the device's notices). */
export function loadLocaleAreas(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  let loading = loaded.get(locale)
  if (!loading) {
    const loader =
      locale === PSEUDO_LOCALE
        ? () => import('./pseudo').then((m) => m.pseudoAreas())
        : AREAS[`./${locale.toLowerCase()}/areas.ts`]
    if (!loader) return Promise.reject(new Error(`No texts for ${locale}`))
    loading = loader().then((m) => registerMessages(m.messages, locale))
    loading.catch(() => loaded.delete(locale))
    loaded.set(locale, loading)
  }
  return loading
}
