import { describe, expect, it } from 'vitest'
import { mapLink } from '@/domain/map-link'

// Decision 0141: the hotel's map is an OpenStreetMap link that needs no key.

const address = {
  Line1: 'Cliff Road',
  Line2: null,
  City: 'Salcombe',
  PostCode: 'TQ8 8CT',
  Country: 'United Kingdom',
}

describe('the hotel’s map link', () => {
  it('pins the coordinates when the property file gives them, rounded to about a metre', () => {
    expect(mapLink({ address, latitude: 50.238123456, longitude: -3.7709 })).toBe(
      'https://www.openstreetmap.org/?mlat=50.23812&mlon=-3.77090#map=17/50.23812/-3.77090',
    )
  })

  it('searches for the postal address without coordinates, or with only one of them', () => {
    const search =
      'https://www.openstreetmap.org/search?query=Cliff%20Road%2C%20Salcombe%2C%20TQ8%208CT%2C%20United%20Kingdom'
    expect(mapLink({ address })).toBe(search)
    expect(mapLink({ address, latitude: 50.2, longitude: null })).toBe(search)
  })

  it('keeps a second address line and escapes what an address may hold', () => {
    const link = mapLink({ address: { ...address, Line2: 'Flat 2 & 3' } })
    expect(link).toContain('Cliff%20Road%2C%20Flat%202%20%26%203%2C%20Salcombe')
  })
})
