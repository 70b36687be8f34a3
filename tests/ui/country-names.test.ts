import { describe, expect, it } from 'vitest'
import { countryName, countryOptions } from '@/i18n/country-names'
import { withLocale } from '@/i18n/i18n'

const LIST = [
  { Id: 1, IsoCode: 'AT', Name: 'Austria' },
  { Id: 2, IsoCode: 'DE', Name: 'Germany' },
  { Id: 3, IsoCode: 'GB', Name: 'United Kingdom' },
  { Id: 4, IsoCode: 'AA', Name: 'Nowhere Land' },
]

describe('country names in the guest’s language', () => {
  it('names the hotel’s countries in the language shown', () => {
    expect(withLocale('de', () => countryName(LIST[1]!))).toBe('Deutschland')
    expect(withLocale('fr', () => countryName(LIST[2]!))).toBe('Royaume-Uni')
    expect(withLocale('en-GB', () => countryName(LIST[2]!))).toBe('United Kingdom')
  })

  it('keeps the list’s own name for a code Intl does not know', () => {
    expect(withLocale('de', () => countryName(LIST[3]!))).toBe('Nowhere Land')
  })

  it('sorts by the names the guest reads', () => {
    const names = withLocale('de', () => countryOptions(LIST).map((o) => o.name))
    expect(names).toEqual(['Deutschland', 'Nowhere Land', 'Österreich', 'Vereinigtes Königreich'])
  })
})
