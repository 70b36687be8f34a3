/**
 * The guest's mail catalogues (decision 0122): the typecheck proves every language has every key; this proves
 * each message is valid ICU, asks for exactly the values the English one does (a translation that drops
 * `{reference}` or invents `{ref}` fails here, not in a guest's inbox), and that the words follow the language.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/domain/language'
import { bookingLanguage, MAIL_CATALOGUES, mailWords } from '../../../server/mail/mail-words'
import { enGB, type MailKey } from '../../../server/mail/words/en-gb'

function valuesOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
      into.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value)
      for (const option of Object.values(element.options)) valuesOf(option.value, into)
    }
  }
  return into
}

const keys = Object.keys(enGB) as MailKey[]

describe('mail catalogues', () => {
  it.each(LANGUAGES)('%s: every message is ICU and asks for the English one’s values', (language) => {
    const catalogue = MAIL_CATALOGUES[language]
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      const wanted = [...valuesOf(parse(enGB[key]))].sort()
      expect([...valuesOf(parse(catalogue[key]))].sort(), `${language} ${key}`).toEqual(wanted)
    }
  })

  it('formats days, amounts and plurals in the language', () => {
    expect(mailWords('de').day('2027-03-01')).toBe('Montag, 1. März 2027')
    expect(mailWords('en-US').day('2027-03-01')).toBe('Monday, March 1, 2027')
    expect(mailWords('fr').nights(1)).toBe('1 nuit')
    expect(mailWords('nl').nights(3)).toBe('3 nachten')
    expect(mailWords('ar').nights(2)).toBe('ليلتان')
    expect(mailWords('de').money(300, 'EUR')).toMatch(/^300,00\s€$/)
    expect(mailWords('ar').dir).toBe('rtl')
    // A guest's `{` is a value, never ICU syntax.
    expect(mailWords('it').t('confirm.greeting', { name: '{x}', hotel: 'H' })).toContain('{x}')
  })

  it('takes the booking’s language, else the hotel’s, else en-GB', () => {
    expect(bookingLanguage('de-AT', 'fr')).toBe('de')
    expect(bookingLanguage('en', 'fr')).toBe('en-GB')
    expect(bookingLanguage('tlh', 'fr')).toBe('fr')
    expect(bookingLanguage(null, undefined)).toBe('en-GB')
  })
})
