/** The hotel's own words in the guest's language: the fallback chain of decision 0132. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_TAG, textIn } from '@/domain/hotel-text'

const room = { en: 'Sea view double', de: 'Doppelzimmer mit Meerblick', 'fr-CA': 'Chambre double (Québec)' }

describe('textIn', () => {
  it('gives a plain string whatever the language: it is the hotel default language text', () => {
    expect(textIn('Sea view double', 'de', 'en-GB')).toBe('Sea view double')
    expect(textIn('Sea view double', null, 'de')).toBe('Sea view double')
  })

  it('takes the exact tag, then its language', () => {
    expect(textIn(room, 'de', 'en-GB')).toBe('Doppelzimmer mit Meerblick')
    expect(textIn(room, 'de-AT', 'en-GB')).toBe('Doppelzimmer mit Meerblick')
    expect(textIn(room, 'en-GB', 'de')).toBe('Sea view double')
    expect(textIn(room, 'en-US', 'de')).toBe('Sea view double')
    expect(textIn(room, 'fr-CA', 'en-GB')).toBe('Chambre double (Québec)')
  })

  it('takes the same language in another region before the hotel default', () => {
    expect(textIn(room, 'fr', 'en-GB')).toBe('Chambre double (Québec)')
    expect(textIn({ 'en-US': 'Color TV', de: 'Farbfernseher' }, 'en-GB', 'de')).toBe('Color TV')
  })

  it('reads a code in any case and with an underscore', () => {
    expect(textIn(room, 'DE_at', 'en-GB')).toBe('Doppelzimmer mit Meerblick')
  })

  it("falls back to the hotel's default language, then to the first text written", () => {
    expect(textIn(room, 'nl', 'en-GB')).toBe('Sea view double')
    expect(textIn(room, 'nl', 'de')).toBe('Doppelzimmer mit Meerblick')
    expect(textIn(room, null, 'de-CH')).toBe('Doppelzimmer mit Meerblick')
    expect(textIn({ it: 'Camera doppia', es: 'Habitación doble' }, 'nl', 'en-GB')).toBe('Camera doppia')
  })

  it('gives an empty text only for a map with none', () => {
    expect(textIn({}, 'de', 'en-GB')).toBe('')
  })
})

describe('LANGUAGE_TAG', () => {
  it.each(['de', 'en', 'en-US', 'pt-BR', 'fil'])('%s is a key', (tag) =>
    expect(LANGUAGE_TAG.test(tag)).toBe(true),
  )
  it.each(['DE', 'en-us', 'english', 'd', 'de_DE', 'de-'])('%s is not', (tag) =>
    expect(LANGUAGE_TAG.test(tag)).toBe(false),
  )
})
