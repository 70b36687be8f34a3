/**
 * The languages the product speaks (issue 31, decision 0122), and how a code a guest or a browser sends becomes
 * one of them. A code is matched by its language, then by its region where the region changes the words
 * (en-GB and en-US): 'de-AT' → 'de', 'en' → 'en-GB', 'EN-us' → 'en-US'. Anything else is not one of ours (null),
 * and the caller falls back: to the hotel's default language for a booking, to en-GB for a request.
 */
export const LANGUAGES = ['en-GB', 'en-US', 'de', 'fr', 'es', 'it', 'nl', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en-GB'

/** Languages written right to left: their HTML carries dir="rtl". */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['ar'])

export function isRightToLeft(language: Language): boolean {
  return RIGHT_TO_LEFT.has(language)
}

/** One of our languages for a BCP 47 code ('de-DE', 'en', 'fr_CA'), or null when we do not speak it. */
export function languageOf(code: string | null | undefined): Language | null {
  if (!code) return null
  const [base = '', region = ''] = code.trim().replace(/_/g, '-').toLowerCase().split('-')
  if (base === 'en') return region === 'us' ? 'en-US' : 'en-GB'
  return LANGUAGES.find((language) => language === base) ?? null
}

/**
 * The first language of an Accept-Language header that we speak, by its q-values ('fr-CH, fr;q=0.9, en;q=0.8'
 * → 'fr'), or null. A malformed part is skipped, never an error: the header is the browser's, not the guest's.
 */
export function languageFromHeader(header: string | null | undefined): Language | null {
  if (!header) return null
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      // A weight that is not a number (`q=abc`) makes the part unreadable: skipped, like q=0.
      const weight = params.map((p) => /^\s*q=(.*)$/i.exec(p)?.[1]).find((value) => value !== undefined)
      const q = weight === undefined ? 1 : /^\s*[\d.]+\s*$/.test(weight) ? Number(weight) : 0
      return { tag: tag.trim(), q, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const entry of ranked) {
    const language = languageOf(entry.tag)
    if (language) return language
  }
  return null
}
