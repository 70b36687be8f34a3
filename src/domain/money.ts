/**
 * Money inside the domain is an integer count of minor units (pence, cents): no floats, no rounding drift.
 *
 * Trap: the wire carries major units as JSON numbers (123.45). They become minor units exactly once, in
 * `toMinorUnits`, which is where docs/product/booking.md#limits's "room rates are rounded to 2 decimals" happens. Binary floats
 * store 1.005 as 1.00499999…, so a plain `Math.round(x * 100)` would give 100; we round the decimal that
 * the author wrote instead (→ 101). Halves round away from zero.
 */
export type Money = number

/** Round a float half away from zero after trimming binary noise (15 significant digits). */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`)
  const abs = Math.abs(value)
  const cleaned = Number(abs.toPrecision(15))
  const rounded = Math.round(cleaned)
  return value < 0 ? -rounded : rounded
}

/** 123.45 → 12345; 1.005 → 101 (the spec's 2-decimal rounding). */
export function toMinorUnits(major: number): Money {
  // `|| 0` turns -0 into 0.
  return roundHalfUp(major * 100) || 0
}

/** 12345 → 123.45 */
export function toMajorUnits(minor: Money): number {
  return minor / 100
}

/** `formatMoney(12345, 'GBP', 'en-GB')` → '£123.45'. All currencies of docs/product/booking.md#limits have two minor digits. */
export function formatMoney(minor: Money, currency: string, locale: string): string {
  return currencyFormat(locale, currency).format(toMajorUnits(minor))
}

const currencyFormats = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per locale and currency (and `whole`, without minor units): making one is slow, tens of
 * ms on a phone, formatting with it is not.
 */
export function currencyFormat(locale: string, currency: string, whole = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`
  let format = currencyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    })
    currencyFormats.set(key, format)
  }
  return format
}

/** `percent`% of an amount, rounded half-up to a whole minor unit. */
export function percentOf(amount: Money, percent: number): Money {
  return roundHalfUp((amount * percent) / 100)
}

const DEFAULT_CURRENCY = 'GBP'

/** docs/product/booking.md#limits: currencies by locale; euro-zone locales share EUR; anything else falls back to GBP. */
export const CURRENCY_BY_LOCALE = {
  'en-GB': 'GBP',
  'en-US': 'USD',
  'ar-AE': 'AED',
  'en-ZA': 'ZAR',
  'da-DK': 'DKK',
  'de-DE': 'EUR',
  'de-AT': 'EUR',
  'fr-FR': 'EUR',
  'fr-BE': 'EUR',
  'nl-NL': 'EUR',
  'nl-BE': 'EUR',
  'es-ES': 'EUR',
  'it-IT': 'EUR',
  'pt-PT': 'EUR',
  'fi-FI': 'EUR',
  'el-GR': 'EUR',
  'en-IE': 'EUR',
  'en-AU': 'AUD',
  'en-CA': 'CAD',
  'es-MX': 'MXN',
  'en-NG': 'NGN',
  'en-KE': 'KES',
} as const satisfies Record<string, string>

type CurrencyCode = (typeof CURRENCY_BY_LOCALE)[keyof typeof CURRENCY_BY_LOCALE]

export function currencyForLocale(locale: string): CurrencyCode {
  const byLocale: Readonly<Record<string, CurrencyCode | undefined>> = CURRENCY_BY_LOCALE
  return byLocale[locale] ?? DEFAULT_CURRENCY
}
