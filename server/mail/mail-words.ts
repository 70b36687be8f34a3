/**
 * The words of a guest's message in the booking's language (issue 31, decision 0122): ICU messages from the
 * catalogues in ./words/ through intl-messageformat, and days, amounts and nights through Intl in that language.
 * Every language is loaded: a server writes any of them at any time, and the catalogues are small.
 *
 * Trap: guest- and hotel-supplied values (names, room names) are passed as values, never built into a message,
 * so a `{` in a guest's name is text, not ICU syntax. Escaping for HTML stays the layout's job.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { DEFAULT_LANGUAGE, isRightToLeft, languageOf, type Language } from '@/domain/language'
import { formatMoney, toMinorUnits } from '@/domain/money'
import { ar } from './words/ar'
import { de } from './words/de'
import { enGB, type MailCatalogue, type MailKey } from './words/en-gb'
import { enUS } from './words/en-us'
import { es } from './words/es'
import { fr } from './words/fr'
import { it } from './words/it'
import { nl } from './words/nl'

const CATALOGUES: Readonly<Record<Language, MailCatalogue>> = {
  'en-GB': enGB,
  'en-US': enUS,
  de,
  fr,
  es,
  it,
  nl,
  ar,
}

export type MailValues = Record<string, string | number>

export type MailWords = {
  language: Language
  /** 'rtl' for a language written right to left. */
  dir: 'ltr' | 'rtl'
  t: (key: MailKey, values?: MailValues) => string
  /** An amount in major units with the currency's sign: 300 → '£300.00', '300,00 £'. */
  money: (major: number, currency: string) => string
  /** A calendar day in full, in the language ('Monday, 1 February 2027'); no time zone can shift it. */
  day: (isoDay: string) => string
  /** '1 night', '2 Nächte'. */
  nights: (count: number) => string
}

const compiled = new Map<string, IntlMessageFormat>()

function format(language: Language, key: MailKey, values?: MailValues): string {
  const id = `${language}|${key}`
  let message = compiled.get(id)
  if (!message) {
    message = new IntlMessageFormat(CATALOGUES[language][key], language)
    compiled.set(id, message)
  }
  const out = message.format<string>(values)
  return typeof out === 'string' ? out : String(out)
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>()

function dayFormat(language: Language): Intl.DateTimeFormat {
  let found = dayFormats.get(language)
  if (!found) {
    found = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dayFormats.set(language, found)
  }
  return found
}

export function mailWords(language: Language): MailWords {
  const t = (key: MailKey, values?: MailValues) => format(language, key, values)
  return {
    language,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    t,
    money: (major, currency) => formatMoney(toMinorUnits(major), currency, language),
    day: (isoDay) => {
      const [y = 1970, m = 1, d = 1] = isoDay.split('-').map(Number)
      return dayFormat(language).format(new Date(Date.UTC(y, m - 1, d)))
    },
    nights: (count) => t('stay.nights', { count }),
  }
}

/**
 * The language a booking's messages are written in: the booking's own (Create's LanguageCode, or the guest
 * account's), else the hotel's default language, else en-GB.
 */
export function bookingLanguage(
  stored: string | null | undefined,
  hotelDefault: string | undefined,
): Language {
  return languageOf(stored) ?? languageOf(hotelDefault) ?? DEFAULT_LANGUAGE
}

/** Every language's catalogue, for the test that checks each message compiles and keeps its values. */
export const MAIL_CATALOGUES = CATALOGUES
