import type { CompiledMessage } from './format-message'
import { registerMessages } from './i18n'
import { DEFAULT_LOCALE, type Locale } from './locales'

// Only the guest's language is loaded (decision 0121): its search-route texts before the first render, the rest
// just after it, each language in chunks of its own. en-GB is in the app's code already (the fallback).

type Loaded = { messages: Readonly<Record<string, CompiledMessage>> }
export type Loader = () => Promise<Loaded>

const BASE: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Loader> = {
  'en-US': () => import('./en-us/base'),
  de: () => import('./de/base'),
  fr: () => import('./fr/base'),
  ar: () => import('./ar/base'),
  'en-XA': () => import('./pseudo').then((m) => ({ messages: m.pseudoBase() })),
}

const loadedBase = new Map<Locale, Promise<void>>()

export function once(kept: Map<Locale, Promise<void>>, locale: Locale, loader: Loader): Promise<void> {
  let loading = kept.get(locale)
  if (!loading) {
    loading = loader().then((m) => registerMessages(m.messages, locale))
    loading.catch(() => kept.delete(locale))
    kept.set(locale, loading)
  }
  return loading
}

/** The texts the search route needs in `locale`. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  return once(loadedBase, locale, BASE[locale])
}
