import { describe, expect, it } from 'vitest'
import { describeOccupancy, formatDay, formatPrice, t } from '@/i18n/i18n'

describe('text catalogue (en-GB)', () => {
  it('pluralises nights: 1 night, otherwise N nights (docs/product/the-app.md#limits)', () => {
    expect(t('units.nights', { count: 1 })).toBe('1 night')
    expect(t('units.nights', { count: 0 })).toBe('0 nights')
    expect(t('units.nights', { count: 7 })).toBe('7 nights')
  })

  it('fills parameters', () => {
    expect(t('search.room', { number: 2 })).toBe('Room 2')
  })

  it('formats money and days the British way, whatever the device time zone', () => {
    expect(formatPrice(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatPrice(99, 'EUR')).toBe('€99.00')
    expect(formatDay('2027-03-01')).toBe('1 Mar 2027')
  })

  it('summarises a room occupancy, leaving out empty counts', () => {
    expect(describeOccupancy({ adults: 2, children: 1, infants: 0 })).toBe('2 adults, 1 child')
    expect(describeOccupancy({ adults: 1, children: 0, infants: 2 })).toBe('1 adult, 2 infants')
  })
})
