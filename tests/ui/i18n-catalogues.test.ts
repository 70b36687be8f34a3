import { describe, expect, it } from 'vitest'
import { accountMessages } from '@/i18n/en-gb/account'
import { contactMessages } from '@/i18n/en-gb/contact'
import { deviceMessages } from '@/i18n/en-gb/device'
import { flowMessages } from '@/i18n/en-gb/flow'
import { groupSearchMessages } from '@/i18n/en-gb/group-search'
import { journeyMessages } from '@/i18n/en-gb/journey'
import { manageMessages } from '@/i18n/en-gb/manage'
import { myStaysMessages } from '@/i18n/en-gb/my-stays'
import { payByLinkMessages } from '@/i18n/en-gb/pay-by-link'
import { preCheckInMessages } from '@/i18n/en-gb/pre-check-in'
import { restaurantMessages } from '@/i18n/en-gb/restaurant'
import { messages as enGB } from '@/i18n/en-gb/base'
import '@/i18n/all-locales'
import { parseMessage } from '@/i18n/parse-messages'
import { currentLocale, setLocale, t, withLocale } from '@/i18n/i18n'
import { acceptedLanguages, localeOfRequest, LOCALES, supportedLocale } from '@/i18n/locales'
import { pseudoMessage } from '@/i18n/pseudo'
import type { MessageElement } from '@/i18n/format-message'

// The catalogues as the guest meets them (decision 0121): each language says every text, with the same
// placeholders as en-GB (a translation that drops {amount} or renames it would show a hole on screen).
const ALL: Record<string, string> = {
  ...enGB,
  ...accountMessages,
  ...contactMessages,
  ...deviceMessages,
  ...flowMessages,
  ...groupSearchMessages,
  ...journeyMessages,
  ...manageMessages,
  ...myStaysMessages,
  ...payByLinkMessages,
  ...preCheckInMessages,
  ...restaurantMessages,
}

function argumentsOf(elements: readonly MessageElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (typeof e === 'string') continue
    if ('value' in e && e.type !== 0 && typeof e.value === 'string') into.add(e.value)
    if ('options' in e) for (const option of Object.values(e.options)) argumentsOf(option.value, into)
  }
  return into
}

const sources = Object.fromEntries(
  Object.entries(
    await Promise.all(
      LOCALES.filter((l) => l !== 'en-GB').map(async (l) => {
        const folder = l.toLowerCase()
        const [base, areas] = await Promise.all([
          import(`@/i18n/${folder}/base.ts`),
          import(`@/i18n/${folder}/areas.ts`),
        ])
        return [l, { ...base.messages, ...areas.messages }] as const
      }),
    ),
  ).map(([, entry]) => entry),
) as Record<string, Record<string, unknown>>

describe('the catalogues', () => {
  it.each(Object.keys(sources))('%s has every en-GB key, each with the same placeholders', (locale) => {
    const catalogue = sources[locale] ?? {}
    for (const [key, english] of Object.entries(ALL)) {
      const text = catalogue[key]
      expect(text, `${locale} ${key}`).toBeDefined()
      const elements = typeof text === 'string' ? parseMessage(text) : (text as MessageElement[])
      expect([...argumentsOf(elements)].sort(), `${locale} ${key}`).toEqual(
        [...argumentsOf(parseMessage(english))].sort(),
      )
    }
  })
})

describe('t() in each language', () => {
  it('formats plurals by the language’s rules', () => {
    expect(withLocale('en-GB', () => t('units.nights', { count: 1 }))).toBe('1 night')
    expect(withLocale('de', () => t('units.nights', { count: 3 }))).toBe('3 Nächte')
    expect(withLocale('de', () => t('units.nights', { count: 1 }))).toBe('1 Nacht')
  })

  it('falls back to en-GB for the pseudo-locale’s base and brackets every text', () => {
    const before = currentLocale()
    setLocale('en-XA')
    expect(t('search.submit')).toBe('⟦Séárçh⟧')
    expect(t('units.nights', { count: 2 })).toBe('⟦2 ñíghts⟧')
    setLocale(before)
  })

  it('keeps placeholders whole in the pseudo-locale', () => {
    expect(pseudoMessage('Room {number}')).toBe('⟦Róóm {number}⟧')
  })
})

describe('the language of a request', () => {
  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ])
    expect(supportedLocale('de-AT')).toBe('de')
    expect(supportedLocale('en')).toBe('en-GB')
    expect(supportedLocale('en-us')).toBe('en-US')
    expect(supportedLocale('pt-BR')).toBeUndefined()
  })

  it('takes ?lang, then the kept choice, then Accept-Language, then en-GB', () => {
    const ask = (lang: string | null, cookie: string | null, acceptLanguage: string | null) =>
      localeOfRequest({ lang, cookie, acceptLanguage })
    expect(ask('de', 'lang=en-US', 'pt')).toBe('de')
    expect(ask(null, 'a=1; lang=en-US', 'de')).toBe('en-US')
    expect(ask(null, null, 'pt-BR, de;q=0.5')).toBe('de')
    expect(ask('xx', null, null)).toBe('en-GB')
  })
})
