// Relative imports: vite.config.ts loads this file (through the boot shell) before the '@' alias exists.
import { pluralCategory } from '../domain/calendar'
import { currencyFormat } from '../domain/money'
import { enGB, type MessageKey } from './en-gb'

// Text, plurals, money and dates for the guest's locale. The product default is en-GB (docs/product/the-app.md#what-the-guest-can-do); every
// service call still sends LanguageCode 'en', which is the API's business, not this module's.
export const DEFAULT_LOCALE = 'en-GB'

type Catalogue = Record<string, string>
type Params = Record<string, string | number>

const catalogues: Record<string, Catalogue> = { 'en-GB': { ...enGB } }
let locale = DEFAULT_LOCALE

/**
 * Adds an area's texts to the catalogue. The texts of areas off the search route (manage, pre-check-in, pay by
 * link, restaurant, group, account, contact) load with their pages, not before the first paint (decision 0020).
 */
export function registerMessages(
  messages: Readonly<Record<string, string>>,
  forLocale = DEFAULT_LOCALE,
): void {
  catalogues[forLocale] = { ...catalogues[forLocale], ...messages }
}

export function currentLocale(): string {
  return locale
}

export function setLocale(next: string): void {
  locale = next in catalogues ? next : DEFAULT_LOCALE
}

/** A plural key is written without its suffix: t('units.nights', { count: 3 }) → '3 nights'. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never

export function t(key: MessageKey | PluralKey, params?: Params): string {
  const catalogue: Catalogue = catalogues[locale] ?? enGB
  let template: string | undefined = catalogue[key]
  if (params && typeof params.count === 'number') {
    const category = pluralCategory(params.count, locale)
    template = catalogue[`${key}_${category}`] ?? catalogue[`${key}_other`] ?? template
  }
  if (template === undefined) return key
  return params
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
    : template
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
