import { afterEach, describe, expect, it } from 'vitest'
import {
  chooseRoom,
  getBookingSession,
  markSummarySeen,
  releaseRoom,
  resetBookingSession,
  startRoomsAndRates,
} from '@/state/booking-session'
import { cottageStayResult } from '../builders/search-result'

const result = cottageStayResult()

afterEach(() => resetBookingSession())

describe('releasing a room (docs/product/account.md#rules)', () => {
  it('takes a booking at checkout back to Rooms & Rates, the summary to be seen again', () => {
    startRoomsAndRates(
      {
        propertyCode: 'CLIFFTOP',
        dateFrom: '2030-05-07',
        dateTo: '2030-05-09',
        rooms: [
          { adults: 2, children: 0, infants: 0 },
          { adults: 1, children: 0, infants: 0 },
        ],
        promoCode: '',
        ratePlanCode: null,
        locationId: null,
      },
      result,
    )
    chooseRoom(0, 201, 21)
    chooseRoom(1, 201, 21)
    markSummarySeen()
    expect(getBookingSession().stage).toBe('Checkout')

    releaseRoom(1)
    const session = getBookingSession()
    expect(session.stage).toBe('RoomsAndRates')
    expect(session.summarySeen).toBe(false)
    expect(session.choices[0]).not.toBeNull()
    expect(session.choices[1]).toBeNull()
  })
})
