// Relative imports, like ./i18n.ts: the server and the tests load this module too.
import { formatMoney } from '../domain/money'
import type { FormatMoney, PolicyWords } from '../domain/policy-text'
import { currentLocale, t, withLocale } from './i18n'
import type { Locale } from './locales'

/**
 * The policy words (src/domain/policy-text.ts) in `locale`: its `policy.*` messages, its days and times, and the
 * hotel's money (its `currency`, or the caller's own formatter) written as that language writes it (decision 0129). The app takes the guest's
 * current language (its texts load with the Rooms & Rates area, ./load-journey.ts); the server names the
 * language of the request or of the booking, with every language registered (./all-locales.ts).
 */
export function policyWords(money: string | FormatMoney, locale: Locale = currentLocale()): PolicyWords {
  return {
    locale,
    say: (key, values) => withLocale(locale, () => t(key, values)),
    money: typeof money === 'string' ? (amount) => formatMoney(amount, money, locale) : money,
  }
}
