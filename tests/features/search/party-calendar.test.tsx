import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBookingSession } from '@/state/booking-session'
import { renderApp } from '../../support/render-app'

// The calendar's "from" prices are the searched party's: the app asks for them with the form's first room, and
// again when its guests change (the server prices only rooms that take the party: party-prices.test.ts).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetBookingSession()
})

/** A calendar whose night costs £73 for one adult and £106 for two (a Single Room takes only one). */
function calendarFor(url: URL) {
  const adults = Number(url.searchParams.get('adults') ?? '0')
  const price = adults === 1 ? 73 : adults === 2 ? 106 : 999
  return Array.from({ length: 60 }, (_, i) => ({
    DateOfStay: new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10),
    AvailableRooms: i === 9 || i === 10 ? 0 : 5,
    Rates: i === 9 || i === 10 ? [] : [{ MinLengthOfStay: 1, MinimumRate: price }],
  }))
}

const emptySearch = {
  RoomTypes: [],
  NumberOfRoomsPerRoomTypeId: {},
  PromoCodeMessage: null,
  IsPromoCodeValid: false,
  HopGiftVoucherCodeMessage: null,
  IsHopGiftVoucherCodeValid: false,
  VisitorLevy: null,
}

describe('"from" prices for the searched party', () => {
  it('prices the calendar for the form’s guests, and again when they change', async () => {
    const { calls } = renderApp('/Book/HARBOUR?rooms=1-0-0', { '/api/Availability': calendarFor })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    expect(await screen.findByRole('button', { name: /^20 June 2026, from £73/ })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    await userEvent.click(screen.getByRole('button', { name: 'Add one adult to room 1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    expect(await screen.findByRole('button', { name: /^20 June 2026, from £106/ })).toBeInTheDocument()
    expect(calls.filter((c) => c === 'GET /api/Availability').length).toBe(2)
  })

  it('prices the sold-out stay’s other dates for the party searched', async () => {
    renderApp('/Book/HARBOUR/Rooms-And-Rates?arrival=2026-06-10&departure=2026-06-12&rooms=2-0-0', {
      '/api/Availability': calendarFor,
      '/api/Availability/Search': () => emptySearch,
      '/api/Service/Get': () => ({ Services: [], InventoryPerServiceId: {} }),
    })
    await screen.findByRole('heading', { name: 'Other dates with availability' })
    // Two nights for two adults: 2 × £106, never the one-adult £146.
    const stays = await screen.findAllByRole('button', { name: /2 nights · From £212\.00/ })
    expect(stays.length).toBeGreaterThan(0)
    expect(screen.queryByText(/£146\.00/)).toBeNull()
  })
})
