// The languages the app speaks (decision 0121): the product default en-GB, seven more, and a pseudo-locale for
// tests (every text accented and bracketed, so a text on screen that is not from the catalogue stands out).
// Plain data: the server (the boot shell, Accept-Language) and the app both read it.

export const DEFAULT_LOCALE = 'en-GB'
export const PSEUDO_LOCALE = 'en-XA'

export const LOCALES = ['en-GB', 'en-US', 'de', 'fr', 'es', 'it', 'nl', 'ar'] as const
export type Language = (typeof LOCALES)[number]
export type Locale = Language | typeof PSEUDO_LOCALE

/** A language in its own words, as the language menu lists it ('Deutsch', 'Français', 'العربية'). */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

export function isRightToLeft(locale: string): boolean {
  return locale === 'ar'
}

/**
 * The supported locale a language tag asks for ('de-AT' → 'de', 'en' → 'en-GB', 'en-US' → 'en-US'), or
 * undefined. The pseudo-locale is only ever named exactly.
 */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined
  const lower = tag.trim().toLowerCase()
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE
  const exact = LOCALES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const primary = lower.split(/[-_]/)[0]
  if (primary === 'en') return lower === 'en-us' ? 'en-US' : DEFAULT_LOCALE
  return LOCALES.find((l) => l.toLowerCase() === primary)
}

/** The first supported locale of a list of language tags, in the order the guest prefers them. */
export function firstSupported(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const found = supportedLocale(tag)
    if (found) return found
  }
  return undefined
}

/** The tags of an Accept-Language header, most preferred first ('fr-CH, fr;q=0.9, en;q=0.8'). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/** The language of a request for a page: ?lang, then the guest's kept choice (cookie lang), then Accept-Language. */
export function localeOfRequest(request: {
  lang: string | null | undefined
  cookie: string | null | undefined
  acceptLanguage: string | null | undefined
}): Locale {
  const kept = /(?:^|;\s*)lang=([^;]*)/.exec(request.cookie ?? '')?.[1]
  return (
    supportedLocale(request.lang) ??
    supportedLocale(kept ? decodeURIComponent(kept) : null) ??
    firstSupported(acceptedLanguages(request.acceptLanguage)) ??
    DEFAULT_LOCALE
  )
}

/** The address of the same page in `locale` (?lang), for hreflang links and the language menu. */
export function addressIn(url: URL, locale: Locale): string {
  const next = new URL(url)
  next.searchParams.set('lang', locale)
  return next.pathname + next.search
}
