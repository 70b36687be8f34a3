import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBookingSession } from '@/state/booking-session'
import { cottageStayResult } from '../../builders/search-result'
import { renderApp } from '../../support/render-app'

// CLIFFTOP's prices exclude VAT (13.5 %): each price says so, and the basket shows the VAT as a row of its own,
// so the rooms above add up to the total instead of the total jumping by an unexplained amount.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetBookingSession()
})

describe('rooms and rates at a hotel whose prices exclude VAT', () => {
  it('gives each rate its total with VAT, the basket’s own figure, and adds the VAT as its own row', async () => {
    const result = cottageStayResult()
    renderApp('/Book/CLIFFTOP/Rooms-And-Rates?arrival=2030-05-07&departure=2030-05-09&rooms=2-0-0', {
      '/api/Availability/Search': () => result,
      '/api/Service/Get': () => ({ Services: [], InventoryPerServiceId: {} }),
    })
    const card = await screen.findByRole('article', { name: /Cottage Double/ })
    expect(within(card).getByText(/^From .* for 2 nights, excl\. VAT$/)).toBeInTheDocument()
    const choose = within(card).getByRole('button', { name: 'Choose Flexible for Cottage Double' })
    // The rate says what checkout charges: the room, VAT on top, a night's price beside it (decision 0118).
    const row = choose.closest('li')!
    expect(within(row).getByTestId('rate-price')).toHaveTextContent('€215.65')
    expect(within(row).getByText('total for 2 nights')).toBeInTheDocument()
    expect(within(row).getByTestId('rate-included')).toHaveTextContent('incl. €25.65 VAT')
    expect(within(row).getByText('€95.00 a night')).toBeInTheDocument()

    await userEvent.click(choose)
    const basket = await screen.findByRole('region', { name: 'Your booking' })
    expect(await within(basket).findByTestId('basket-room-price-1')).toHaveTextContent('€190.00')
    expect(within(basket).getByText('VAT', { exact: true })).toBeInTheDocument()
    // 13.5 % of €190.00, and room plus VAT is the total.
    expect(within(basket).getByTestId('basket-vat')).toHaveTextContent('€25.65')
    expect(within(basket).getByTestId('basket-total')).toHaveTextContent('€215.65')
    expect(within(basket).queryByText(/Includes VAT/)).toBeNull()
  })
})
