import '../../src/i18n/all-locales'
import type { MessageKey } from '../../src/i18n/en-gb'
import type { Params } from '../../src/i18n/format-message'
import { formatDay, t, withLocale } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locales'

/**
 * The words a page object looks for, read from the app's own catalogues in the browser's language: the same
 * steps book in English, German or the pseudo-locale without an English name written into them (decision 0137).
 */
export type Words = {
  locale: Locale
  /** The catalogue's text under `key`, as the app shows it in this language. */
  say(key: MessageKey, params?: Params): string
  /** The text under `key` up to its first placeholder, for a name that goes on with a number or a name. */
  startOf(key: MessageKey): RegExp
  /** The whole text under `key`, any value in its placeholders (a heading that names any room). */
  anyOf(key: MessageKey): RegExp
  /** A calendar day as the date picker names it (the start of its accessible name). */
  day(iso: string): string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function wordsIn(locale: Locale): Words {
  const say = (key: MessageKey, params?: Params) => withLocale(locale, () => t(key, params))
  // Every placeholder filled with a character no text has: what is between them is the text's fixed words.
  const parts = (key: MessageKey) =>
    say(key, new Proxy({}, { get: () => '\u0000' }) as Params)
      .split('\u0000')
      .map(escaped)
  return {
    locale,
    say,
    startOf: (key) => new RegExp(`^${parts(key)[0] ?? ''}`),
    anyOf: (key) => new RegExp(`^${parts(key).join('.+?')}$`),
    day: (iso) => withLocale(locale, () => formatDay(iso, 'spoken')),
  }
}

/** The product's default language: what every page object speaks unless told otherwise. */
export const ENGLISH = wordsIn('en-GB')
