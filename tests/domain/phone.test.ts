import { describe, expect, it } from 'vitest'
import { countryOfNumber, toInternational } from '@/domain/phone'

const COUNTRIES = [
  { IsoCode: 'GB', DialCode: '+44' },
  { IsoCode: 'IE', DialCode: '+353' },
  { IsoCode: 'US', DialCode: '+1' },
  { IsoCode: 'CA', DialCode: '+1' },
  { IsoCode: 'AG', DialCode: '+1268' },
]

describe('toInternational', () => {
  it('puts the dialling code in front of a number typed as dialled at home, without its leading 0', () => {
    expect(toInternational('07700 123456', 'GB')).toBe('+44 7700 123456')
    expect(toInternational(' 087 123 4567 ', 'IE')).toBe('+353 87 123 4567')
    expect(toInternational('202 555 0100', 'US')).toBe('+1 202 555 0100')
    expect(toInternational('17 123 456', 'BT')).toBe('+975 17 12 34 56')
  })

  it('still puts the code in front of a number its country does not know, for the rule to refuse', () => {
    expect(toInternational('07700 900123', 'GB')).toBe('+44 7700 900123')
  })

  it('keeps a number that is already international, and a blank one', () => {
    expect(toInternational('+44 20 7946 0000', 'IE')).toBe('+44 20 7946 0000')
    expect(toInternational('0044 20 7946 0000', 'IE')).toBe('0044 20 7946 0000')
    expect(toInternational('   ', 'GB')).toBe('')
    expect(toInternational('000', 'GB')).toBe('000')
  })
})

describe('countryOfNumber', () => {
  it('finds the country by the longest dialling code', () => {
    expect(countryOfNumber('+353 87 123 4567', COUNTRIES)?.IsoCode).toBe('IE')
    expect(countryOfNumber('0044 20 7946 0000', COUNTRIES)?.IsoCode).toBe('GB')
    expect(countryOfNumber('+1 268 555 0100', COUNTRIES)?.IsoCode).toBe('AG')
  })

  it('keeps the guest’s choice among countries that share a code', () => {
    expect(countryOfNumber('+1 416 555 0100', COUNTRIES, 'CA')?.IsoCode).toBe('CA')
    // Toronto's area code places a whole number in Canada whatever was chosen.
    expect(countryOfNumber('+1 416 555 0100', COUNTRIES, 'GB')?.IsoCode).toBe('CA')
    expect(countryOfNumber('+1 416 555', COUNTRIES, 'GB')?.IsoCode).toBe('US')
    const canadaFirst = [...COUNTRIES].sort((a, b) => a.IsoCode.localeCompare(b.IsoCode))
    expect(countryOfNumber('+1 202 555 0100', canadaFirst, 'GB')?.IsoCode).toBe('US')
  })

  it('places a whole valid number by its area code among the countries that share +1', () => {
    const shared = [...COUNTRIES, { IsoCode: 'JM', DialCode: '+1' }]
    expect(countryOfNumber('+1 876 927 1234', shared, 'US')?.IsoCode).toBe('JM')
    expect(countryOfNumber('001 876 927 1234', shared)?.IsoCode).toBe('JM')
    // Still being typed: the chosen country stays.
    expect(countryOfNumber('+1 876', shared, 'US')?.IsoCode).toBe('US')
  })

  it('knows no country for a national number', () => {
    expect(countryOfNumber('07700 900123', COUNTRIES)).toBeUndefined()
  })
})
