import { useSyncExternalStore } from 'react'
import { currentLocale, setLocale } from './i18n'
import { loadLocale } from './load-locale'
import { DEFAULT_LOCALE, firstSupported, isRightToLeft, supportedLocale, type Locale } from './locales'
import { readStored } from '@/storage/web-storage'

// The guest's language in the browser (decision 0121): the address's ?lang, else the one kept on this device,
// else the browser's; changed from the language menu, which keeps it on the device (and in a cookie, so the
// server's first answer — the boot shell — is in it next time) and on <html lang dir>.

const KEPT = 'language'
const listeners = new Set<() => void>()

function kept(): string | null {
  return readStored('local', KEPT)
}

export function initialLocale(): Locale {
  const asked = supportedLocale(new URLSearchParams(window.location.search).get('lang'))
  return asked ?? supportedLocale(kept()) ?? firstSupported(navigator.languages ?? []) ?? DEFAULT_LOCALE
}

function apply(locale: Locale): void {
  setLocale(locale)
  const html = document.documentElement
  html.lang = locale
  html.dir = isRightToLeft(locale) ? 'rtl' : 'ltr'
}

/** Chooses and loads the first screen's language (src/app/start.tsx, before the first render). */
export async function startLanguage(): Promise<void> {
  const locale = initialLocale()
  await loadLocale(locale).catch(() => undefined)
  apply(locale)
  void areasReady()
}

/** Resolves once the current language's later texts are there (every lazy page waits for it). */
export function areasReady(): Promise<void> {
  const locale = currentLocale()
  if (locale === DEFAULT_LOCALE) return Promise.resolve()
  return import('./load-areas').then((m) => m.loadLocaleAreas(locale)).catch(() => undefined)
}

/** Draws the app again in the language just set (./change-language.ts). */
export function languageChanged(locale: Locale): void {
  apply(locale)
  for (const listener of listeners) listener()
}

/** Follows the guest's language switches; returns the stop function. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current language; a component using it draws again when the guest changes it. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLanguageChange, currentLocale, () => DEFAULT_LOCALE)
}
