import type { CompiledMessage } from './format-message'
import { registerMessages } from './i18n'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales'

// Only the guest's language is loaded (decisions 0121, 0128): its search-route texts before the first render,
// the rest just after it (./load-areas.ts), each language in chunks of its own, en-GB's too, so no language
// downloads another's texts. The chunks are found by their path, `<locale in lower case>/base.ts`: a new
// language is a folder and a line in ./locales.ts, no loader line. This table is in the app's code, not a chunk
// of its own, as the first paint waits for it in every language; the server's boot shell preloads the guest's
// language's chunk with the app's code, so it costs no round trip.

type Loaded = { messages: Readonly<Record<string, CompiledMessage>> }

const BASE = import.meta.glob<Loaded>('./*/base.ts')

const loaded = new Map<Locale, Promise<void>>()

function loaderOf(locale: Locale): (() => Promise<Loaded>) | undefined {
  // The tests' pseudo-locale through the later texts' table: its chunks' names cost the app's code nothing.
  if (locale === PSEUDO_LOCALE) return () => import('./load-areas').then((m) => m.loadPseudoBase())
  return BASE[`./${locale.toLowerCase()}/base.ts`]
}

function loadBase(locale: Locale): Promise<void> {
  let loading = loaded.get(locale)
  if (!loading) {
    const loader = loaderOf(locale)
    if (!loader) return Promise.reject(new Error(`No search-route texts for ${locale}`))
    loading = loader().then((m) => registerMessages(m.messages, locale))
    loading.catch(() => loaded.delete(locale))
    loaded.set(locale, loading)
  }
  return loading
}

/** The texts the search route needs in `locale`; en-GB's, the fallback, when the language's cannot load. */
export function loadLocale(locale: Locale): Promise<void> {
  return loadBase(locale).catch((error: unknown) => {
    if (locale === DEFAULT_LOCALE) throw error
    return loadBase(DEFAULT_LOCALE)
  })
}
