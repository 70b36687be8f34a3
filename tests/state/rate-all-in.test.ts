import { afterEach, describe, expect, it } from 'vitest'
import { toDomainRatePlan } from '@/api/contract/availability-to-domain'
import { quoteStay } from '@/domain/room-quote'
import { basketPricing, rateAllIn } from '@/state/basket-pricing'
import {
  chooseRoom,
  getBookingSession,
  resetBookingSession,
  startRoomsAndRates,
} from '@/state/booking-session'
import { HARBOUR } from '../../server/seed/demo'
import { cottageStayResult } from '../builders/search-result'

// Decision 0118: a rate shows its price with every mandatory charge, and that is the basket's (so checkout's and
// the server's) figure for the room, because both come from the same totals code.

const party = { adults: 2, children: 0, infants: 0 }
const search = {
  propertyCode: 'HARBOUR',
  dateFrom: '2030-05-07',
  dateTo: '2030-05-09',
  rooms: [party],
  promoCode: '',
  ratePlanCode: null,
  locationId: null,
}

afterEach(() => resetBookingSession())

describe('a rate with every mandatory charge', () => {
  it('is what the basket totals once the rate is chosen, the visitor levy included', () => {
    const result = {
      ...cottageStayResult(),
      VisitorLevy: { Percentage: 5, MaximumNights: 7, Description: 'Visitor levy' },
    }
    const settings = { ...HARBOUR.settings, EnableVisitorLevy: true }
    startRoomsAndRates(search, result)
    const offer = result.RoomTypes[0]!
    const rate = offer.Rates[0]!
    const { stay } = quoteStay(toDomainRatePlan(rate).dailyRates, party, [])
    const shown = rateAllIn(getBookingSession(), settings, HARBOUR.bookConfig, '2030-05-01')(stay, party)

    chooseRoom(0, offer.RoomType.RoomTypeId, rate.RatePlanId)
    const basket = basketPricing(getBookingSession(), settings, HARBOUR.bookConfig, '2030-05-01')
    expect(shown?.visitorLevy).toBeGreaterThan(0)
    expect(shown?.total).toBe(stay.total + (shown?.visitorLevy ?? 0))
    expect(shown?.total).toBe(basket?.total)
  })

  it('is nothing to show before a search', () => {
    const stay = quoteStay([], party, []).stay
    expect(
      rateAllIn(getBookingSession(), HARBOUR.settings, HARBOUR.bookConfig, '2030-05-01')(stay, party),
    ).toBeNull()
  })
})
