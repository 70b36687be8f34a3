import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBookingSession } from '@/state/booking-session'
import { cottageStayResult } from '../../builders/search-result'
import { renderApp } from '../../support/render-app'

// A code may open a rate only it gives (a Corporate rate, decision 0138) and take nothing off: Rooms & Rates
// then says the code's rates are shown, not that prices are discounted.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetBookingSession()
})

describe('a code that opens rates', () => {
  it('says its rates are shown, without claiming a discount', async () => {
    const result = { ...cottageStayResult(), IsPromoCodeValid: true }
    expect(result.RoomTypes.flatMap((o) => o.Rates).every((r) => r.Promotion === null)).toBe(true)
    renderApp(
      '/Book/CLIFFTOP/Rooms-And-Rates?arrival=2030-05-07&departure=2030-05-09&rooms=2-0-0&promoCode=PARTNER',
      {
        '/api/Availability/Search': () => result,
        '/api/Service/Get': () => ({ Services: [], InventoryPerServiceId: {} }),
      },
    )
    expect(
      await screen.findByText('Code PARTNER applied: the rates it gives you are shown.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/discounted prices are shown/)).toBeNull()
  })
})
