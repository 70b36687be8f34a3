// Relative imports: vite.config.ts loads this file (through the boot shell) before the '@' alias exists.
import { currencyFormat } from '../domain/money'
import type { MessageKey } from './en-gb'
import { formatMessage, type CompiledMessage, type Params } from './format-message'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, supportedLocale, type Locale } from './locales'

// Text, plurals, money and dates for the guest's locale (decision 0121). Every text is an ICU message
// formatted by FormatJS (./format-message.ts); a text the guest's catalogue lacks falls back to en-GB's. No
// catalogue is built in: every language's texts are registered when they load (./load-locale.ts), en-GB's
// too (decision 0128), and at start on the server and in the tests (./default-texts.ts).
export { DEFAULT_LOCALE }

type Catalogue = Record<string, CompiledMessage>

const catalogues: Partial<Record<Locale, Catalogue>> = {}
let locale: Locale = DEFAULT_LOCALE

/**
 * Adds texts to a locale's catalogue. The texts of areas off the search route (manage, pre-check-in, pay by
 * link, restaurant, group, account, contact) load with their pages, not before the first paint (decision 0020).
 */
export function registerMessages(
  messages: Readonly<Record<string, CompiledMessage>>,
  forLocale: Locale = DEFAULT_LOCALE,
): void {
  catalogues[forLocale] = { ...catalogues[forLocale], ...messages }
}

export function currentLocale(): Locale {
  return locale
}

/** Makes `next` the locale of every text from now on (its texts are loaded by ./load-locale.ts). */
/** The language the app sends the server (LanguageCode, Accept-Language): the pseudo-locale is English. */
export function languageCode(): string {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale
}

export function setLocale(next: string): void {
  locale = supportedLocale(next) ?? DEFAULT_LOCALE
}

/**
 * A text the hotel wrote itself (its property file's occupancy labels and hints): the server sends one only in
 * the language it was asked in, else an empty one (decision 0136), so that the catalogue's words show instead.
 */
export function hotelsOwn<T extends string | null | undefined>(text: T): T | null {
  return text || null
}

/** The text under `key` in the current locale: t('units.nights', { count: 3 }) → '3 nights'. */
export function t(key: MessageKey, params?: Params): string {
  const message = catalogues[locale]?.[key] ?? catalogues[DEFAULT_LOCALE]?.[key]
  if (message === undefined) return key
  return formatMessage(message, locale, params)
}

/** What `draw` returns with `forLocale` as the locale (the server draws the boot shell in each request's). */
export function withLocale<T>(forLocale: Locale, draw: () => T): T {
  const before = locale
  locale = forLocale
  try {
    return draw()
  } finally {
    locale = before
  }
}

/** Formats an amount in major units (as the API sends it) in the given currency. */
export function formatPrice(major: number, currency: string): string {
  return currencyFormat(locale, currency).format(major)
}

/** Formats a 'YYYY-MM-DD' day without letting the device's time zone shift it. */
export function formatDay(isoDay: string, style: DayStyle = 'short'): string {
  const [y, m, d] = isoDay.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1))
  const key = `${locale}|${style}`
  let format = dayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DAY_STYLES[style])
    dayFormats.set(key, format)
  }
  return format.format(date)
}

/** short '3 Mar 2027', long 'Wednesday 3 March 2027', weekday 'Wed 3 Mar', spoken '3 March 2027' */
type DayStyle = 'short' | 'long' | 'weekday' | 'spoken'

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  spoken: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
}

/** Made once per locale and style: a list of rooms formats hundreds of days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

export function describeOccupancy(o: { adults: number; children: number; infants: number }): string {
  const parts = [t('units.adults', { count: o.adults })]
  if (o.children > 0) parts.push(t('units.children', { count: o.children }))
  if (o.infants > 0) parts.push(t('units.infants', { count: o.infants }))
  return parts.join(', ')
}
