import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'

afterEach(() => vi.unstubAllGlobals())

describe('the app shell', () => {
  it('loads the property from the route code and shows its name, search and steps', async () => {
    renderApp('/Book/HARBOUR')
    expect(await screen.findByRole('heading', { name: 'Book your stay', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Harbour House Hotel' })).toHaveAttribute('href', '/Book/HARBOUR')
    const steps = screen.getByRole('navigation', { name: 'Booking steps' })
    expect(within(steps).getByText('Your search')).toBeInTheDocument()
    expect(within(steps).getByText('Rooms & Rates')).toBeInTheDocument()
    expect(within(steps).getByText('Checkout')).toBeInTheDocument()
    // The step the guest is at says so to assistive technology, not by its colour alone.
    const current = steps.querySelectorAll('[aria-current="step"]')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent('Your search')
  })

  it('loads the booking config before the booking area renders', async () => {
    const { calls } = renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    expect(calls).toContain('GET /api/Book/Config/1001')
    expect(calls.indexOf('GET /api/Property/HARBOUR')).toBeLessThan(
      calls.indexOf('GET /api/Book/Config/1001'),
    )
  })

  it('offers the menu of docs/product/the-app.md#screens for a guest who is not logged in', async () => {
    renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await menuLoaded()
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 })
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Make a new Booking',
      'Manage Booking',
      'My stays',
      'Contact Us',
      'Cookie settings',
      'Login',
      'Back to the hotel website',
    ])
  })

  it('offers Manage Account and Logout instead of Login to a logged-in guest', async () => {
    renderApp('/Book/HARBOUR', {
      '/api/Account': () => ({
        Firstname: 'Grace',
        Lastname: 'Hopper',
        Telephone: null,
        EmailAddress: 'grace@example.com',
        ReceiveBrandOffers: false,
        CanChoosePaymentMethod: false,
        CreditCards: [],
      }),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await menuLoaded()
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 })
    await waitFor(() => expect(within(menu).getByText('Logout')).toBeInTheDocument())
    expect(within(menu).getByText('Manage Account')).toBeInTheDocument()
    expect(within(menu).queryByText('Login')).not.toBeInTheDocument()
  })

  it('says so when no hotel has the code', async () => {
    renderApp('/Book/NOWHERE')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText('We could not find a hotel with the code NOWHERE.')).toBeInTheDocument()
  })

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('sends a guest who is not logged in from Manage Account to Book', async () => {
    const { router } = renderApp('/ManageAccount/HARBOUR')
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/HARBOUR'))
  })

  it('sends Rooms & Rates back to search when no search was done', async () => {
    const { router } = renderApp('/Book/HARBOUR/Rooms-And-Rates')
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/HARBOUR'))
  })

  it('hides infant counters where the property has infant search off', async () => {
    renderApp('/Book/CLIFFTOP')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    expect(screen.getByRole('group', { name: 'Adults' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Infants' })).not.toBeInTheDocument()
  })
})

/** The header's menu loads after the first paint; until then a stand-in button holds its place. */
async function menuLoaded() {
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'menu'),
    { timeout: 15_000 },
  )
}
