/** The product's languages and how a code or an Accept-Language header becomes one (decision 0122). */
import { describe, expect, it } from 'vitest'
import { isRightToLeft, languageFromHeader, languageOf } from '@/domain/language'

describe('languageOf', () => {
  it.each([
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['fr_CA', 'fr'],
    ['EN-us', 'en-US'],
    ['en', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['ar-EG', 'ar'],
    ['nl', 'nl'],
  ])('%s → %s', (code, language) => expect(languageOf(code)).toBe(language))

  it.each(['', 'tlh', 'pt-BR', 'english', null, undefined])('%s is none of ours', (code) =>
    expect(languageOf(code)).toBeNull(),
  )
})

describe('languageFromHeader', () => {
  it('takes the first language of ours by q-value, then by order', () => {
    expect(languageFromHeader('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr')
    expect(languageFromHeader('ja, pt;q=0.9, it;q=0.2, es;q=0.3')).toBe('es')
    expect(languageFromHeader('nl;q=0.5, ar;q=0.5')).toBe('nl')
    expect(languageFromHeader('de;q=0, fr;q=0.1')).toBe('fr')
  })

  it('skips what it cannot read, never throws', () => {
    expect(languageFromHeader(';;, ,q=1, de;q=abc, it')).toBe('it')
    expect(languageFromHeader('*')).toBeNull()
    expect(languageFromHeader(undefined)).toBeNull()
    expect(languageFromHeader(`${'x,'.repeat(1000)}de`)).toBeNull()
  })

  it('knows Arabic is written right to left', () => {
    expect(isRightToLeft('ar')).toBe(true)
    expect(isRightToLeft('de')).toBe(false)
  })
})
