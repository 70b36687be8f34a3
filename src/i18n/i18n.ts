import { enGB, type MessageKey } from './en-gb'

// Text, plurals, money and dates for the guest's locale. The product default is en-GB (spec §1); every
// service call still sends LanguageCode 'en', which is the API's business, not this module's.
export const DEFAULT_LOCALE = 'en-GB'

type Catalogue = Record<string, string>
type Params = Record<string, string | number>

const catalogues: Record<string, Catalogue> = { 'en-GB': { ...enGB } }
let locale = DEFAULT_LOCALE

/** Adds texts that load with the pages using them (e.g. ./load-journey.ts); a key added twice keeps the last. */
export function registerMessages(target: string, messages: Catalogue): void {
  catalogues[target] = { ...catalogues[target], ...messages }
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
    const category = new Intl.PluralRules(locale).select(params.count)
    template = catalogue[`${key}_${category}`] ?? catalogue[`${key}_other`] ?? template
  }
  if (template === undefined) return key
  return params
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
    : template
}

/** Formats an amount in major units (as the API sends it) in the given currency. */
export function formatPrice(major: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(major)
}

/** Formats a 'YYYY-MM-DD' day without letting the device's time zone shift it. */
export function formatDay(isoDay: string, style: 'short' | 'long' | 'weekday' = 'short'): string {
  const [y, m, d] = isoDay.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1))
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : style === 'weekday'
        ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(date)
}

export function describeOccupancy(o: { adults: number; children: number; infants: number }): string {
  const parts = [t('units.adults', { count: o.adults })]
  if (o.children > 0) parts.push(t('units.children', { count: o.children }))
  if (o.infants > 0) parts.push(t('units.infants', { count: o.infants }))
  return parts.join(', ')
}
