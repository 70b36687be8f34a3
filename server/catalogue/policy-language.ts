/**
 * The policy words (src/domain/policy-text.ts) on the server, in any of our languages (decision 0129): the same
 * `policy.*` ICU messages the app shows (src/i18n/<locale>/policy.ts, the one catalogue the server shares with
 * the app besides the errors), read by the app's own formatter, and the hotel's money in that language. Every
 * language is loaded: an answer or a mail may speak any of them. The formatter takes a message as written (the
 * server's own build) or as the message compiler left it (tests run through that plugin), so both read alike.
 */
import type { ClockTime } from '@/domain/hotel-times'
import type { Language } from '@/domain/language'
import { formatMoney } from '@/domain/money'
import type { PolicyKey, PolicyWords } from '@/domain/policy-text'
import { formatMessage, type CompiledMessage } from '@/i18n/format-message'
import '@/i18n/parse-messages'
import { policy as ar } from '@/i18n/ar/policy'
import { policy as de } from '@/i18n/de/policy'
import { policyMessages as enGB } from '@/i18n/en-gb/policy'
import { policy as es } from '@/i18n/es/policy'
import { policy as fr } from '@/i18n/fr/policy'
import { policy as it } from '@/i18n/it/policy'
import { policy as nl } from '@/i18n/nl/policy'

/** en-US says the terms as en-GB does (the Intl locale still writes its days and times the American way). */
const CATALOGUES: Readonly<Record<Language, Readonly<Record<PolicyKey, CompiledMessage>>>> = {
  'en-GB': enGB,
  'en-US': enGB,
  de,
  fr,
  es,
  it,
  nl,
  ar,
}

function say(language: Language, key: PolicyKey, values?: Record<string, string | number>): string {
  return formatMessage(CATALOGUES[language][key], language, values)
}

/** The policy words in `language`, the hotel's money (`currency`) written as that language writes it. */
export function serverPolicyWords(language: Language, currency: string, checkIn?: ClockTime): PolicyWords {
  return {
    ...(checkIn ? { checkIn } : {}),
    locale: language,
    say: (key, values) => say(language, key, values),
    money: (amount) => formatMoney(amount, currency, language),
  }
}
