import { describe, expect, it } from 'vitest'
import { canFetchRestaurantAvailability, choosePartySize, partySizes } from '@/domain/restaurant'

describe('restaurant party sizes (docs/product/restaurant-and-contact.md#rules)', () => {
  it('run from the minimum to the maximum online party size', () => {
    expect(partySizes({ minOnlinePartySize: 2, maxOnlinePartySize: 6 })).toEqual([2, 3, 4, 5, 6])
    expect(partySizes({ minOnlinePartySize: 4, maxOnlinePartySize: 2 })).toEqual([])
  })

  it('keep the previous size if in range, else the minimum', () => {
    expect(choosePartySize(4, { minOnlinePartySize: 2, maxOnlinePartySize: 6 })).toBe(4)
    expect(choosePartySize(8, { minOnlinePartySize: 2, maxOnlinePartySize: 6 })).toBe(2)
    expect(choosePartySize(1, { minOnlinePartySize: 2, maxOnlinePartySize: 6 })).toBe(2)
    expect(choosePartySize(null, { minOnlinePartySize: 2, maxOnlinePartySize: 6 })).toBe(2)
    expect(choosePartySize(3, { minOnlinePartySize: 4, maxOnlinePartySize: 2 })).toBe(0)
  })

  it('fetch availability only with restaurant, date and a party size above zero', () => {
    expect(canFetchRestaurantAvailability({ restaurantId: 1, date: '2026-03-12', partySize: 2 })).toBe(true)
    expect(canFetchRestaurantAvailability({ restaurantId: null, date: '2026-03-12', partySize: 2 })).toBe(
      false,
    )
    expect(canFetchRestaurantAvailability({ restaurantId: 1, date: '', partySize: 2 })).toBe(false)
    expect(canFetchRestaurantAvailability({ restaurantId: 1, date: '2026-03-12', partySize: 0 })).toBe(false)
  })
})
