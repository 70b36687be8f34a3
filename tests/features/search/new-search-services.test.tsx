import 'fake-indexeddb/auto'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceKeys } from '@/api/service'
import { resetBookingSession, startRoomsAndRates } from '@/state/booking-session'
import { cottageStayResult } from '../../builders/search-result'
import { renderApp } from '../../support/render-app'

// docs/product/search.md#steps: a search clears the chosen rooms, the basket and the service cache: the extras (and their stock)
// asked for the last stay are not offered for the next one from memory.

afterEach(() => {
  vi.unstubAllGlobals()
  resetBookingSession()
})

const forStay = (dateFrom: string, dateTo: string) =>
  serviceKeys.list({ propertyId: 1002, roomTypeId: 201, ratePlanId: 21, dateFrom, dateTo })

describe('a new search', () => {
  it('forgets the extras cached for the last search', async () => {
    const { queryClient } = renderApp('/Book/CLIFFTOP')
    await screen.findByRole('heading', { level: 1 })
    queryClient.setQueryData(forStay('2030-05-07', '2030-05-09'), { Services: [], InventoryPerServiceId: {} })
    queryClient.setQueryData(['property', 'kept'], 'unrelated')

    const search = {
      propertyCode: 'CLIFFTOP',
      dateFrom: '2030-05-07',
      dateTo: '2030-05-09',
      rooms: [{ adults: 2, children: 0, infants: 0 }],
      promoCode: '',
      ratePlanCode: null,
      locationId: null,
    }
    act(() => startRoomsAndRates(search, cottageStayResult()))
    expect(queryClient.getQueryData(forStay('2030-05-07', '2030-05-09'))).toBeUndefined()
    expect(queryClient.getQueryData(['property', 'kept'])).toBe('unrelated')
  })
})
