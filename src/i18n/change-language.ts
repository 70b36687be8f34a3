import { currentLocale } from './i18n'
import { languageChanged } from './language'
import { loadLocaleAreas } from './load-areas'
import { loadLocale } from './load-locale'
import { supportedLocale } from './locales'
import { readStored, writeStored } from '@/storage/web-storage'

// The language menu's choice (decision 0121), loaded when the guest first uses the menu: it loads the language's
// texts, keeps the choice on the device (and in a cookie, for the server's first answer next time), puts it in
// the address when the address names one, and draws the app again in it.

const KEPT = 'language'

export async function changeLanguage(next: string): Promise<void> {
  const locale = supportedLocale(next)
  if (!locale || locale === currentLocale()) return
  await Promise.all([loadLocale(locale), loadLocaleAreas(locale)])
  // A device that keeps nothing still shows the language for this visit.
  writeStored('local', KEPT, locale)
  document.cookie = `lang=${locale}; path=/; max-age=31536000; SameSite=Lax`
  const url = new URL(window.location.href)
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', locale)
    window.history.replaceState(window.history.state, '', url)
  }
  languageChanged(locale)
}

/**
 * A guest who logs in on a device that has no language chosen gets their account's (decision 0121); a choice
 * made on this device wins, since it is the newer word.
 */
export async function takeAccountLanguage(language: string | null | undefined): Promise<void> {
  // A device that keeps nothing has chosen nothing.
  const chosenHere = readStored('local', KEPT)
  if (language && chosenHere === null) await changeLanguage(language)
}
