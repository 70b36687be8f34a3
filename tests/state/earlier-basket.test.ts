import { afterEach, describe, expect, it } from 'vitest'
import { sameStay, type SearchForm } from '@/api/contract/search-address'
import {
  backToEarlierBasket,
  chooseRoom,
  getBookingSession,
  keepEarlierBasket,
  resetBookingSession,
  startAddressSearch,
  startRoomsAndRates,
} from '@/state/booking-session'
import { cottageStayResult } from '../builders/search-result'

// Decision 0118: an address for another stay starts that search, the basket kept aside to go back to.

const result = cottageStayResult()
const firstRoom = result.RoomTypes[0]!
const rate = firstRoom.Rates[0]!

function search(overrides: Partial<SearchForm> = {}): SearchForm {
  return {
    propertyCode: 'CLIFFTOP',
    dateFrom: '2030-05-07',
    dateTo: '2030-05-09',
    rooms: [{ adults: 2, children: 0, infants: 0 }],
    promoCode: '',
    ratePlanCode: null,
    locationId: null,
    ...overrides,
  }
}

afterEach(() => resetBookingSession())

describe('the same stay', () => {
  it('is the same hotel, dates and party per room; a promo code is not a stay', () => {
    expect(sameStay(search(), search({ promoCode: 'SUMMER' }))).toBe(true)
    expect(sameStay(search(), search({ dateTo: '2030-05-10' }))).toBe(false)
    expect(sameStay(search(), search({ rooms: [{ adults: 1, children: 0, infants: 0 }] }))).toBe(false)
    expect(sameStay(search(), search({ propertyCode: 'HARBOUR' }))).toBe(false)
  })
})

describe('an address for another stay', () => {
  it('starts its own search and keeps the basket aside; going back swaps them', () => {
    startRoomsAndRates(search(), result)
    chooseRoom(0, firstRoom.RoomType.RoomTypeId, rate.RatePlanId)
    const basket = getBookingSession()

    startAddressSearch(search({ dateFrom: '2030-06-01', dateTo: '2030-06-03' }), result)
    expect(getBookingSession().search?.dateFrom).toBe('2030-06-01')
    expect(getBookingSession().choices).toEqual([null])

    expect(backToEarlierBasket()).toEqual(basket.search)
    expect(getBookingSession()).toBe(basket)
    // Nothing was chosen for June: nothing to keep aside in its turn.
    expect(backToEarlierBasket()).toBeNull()
  })

  it('for the kept basket’s stay brings that basket back rather than an empty search', () => {
    startRoomsAndRates(search(), result)
    chooseRoom(0, firstRoom.RoomType.RoomTypeId, rate.RatePlanId)
    const basket = getBookingSession()
    startAddressSearch(search({ dateFrom: '2030-06-01', dateTo: '2030-06-03' }), result)
    startAddressSearch(search(), result)
    expect(getBookingSession()).toBe(basket)
  })

  it('keeps nothing aside for an empty basket or for the stay now asked', () => {
    startRoomsAndRates(search(), result)
    keepEarlierBasket(getBookingSession(), search({ dateFrom: '2030-06-01' }))
    expect(backToEarlierBasket()).toBeNull()
    chooseRoom(0, firstRoom.RoomType.RoomTypeId, rate.RatePlanId)
    keepEarlierBasket(getBookingSession(), search({ promoCode: 'X' }))
    expect(backToEarlierBasket()).toBeNull()
  })
})
