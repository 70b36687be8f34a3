import { render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { followNavigations, lazyPage, requestedAddress } from '@/app/lazy-page'

// Spec §2: a failed dynamic load of a page triggers a full reload of the *requested* address. The router loads
// the page's code before it moves the address bar, so the page the guest is leaving is still in it.

const address = { href: 'http://localhost/Book/HARBOUR', reload: vi.fn(), assign: vi.fn() }

beforeEach(() => {
  sessionStorage.clear()
  address.href = 'http://localhost/Book/HARBOUR'
  address.reload.mockReset()
  address.assign.mockReset()
  vi.stubGlobal('location', address)
})

afterEach(() => vi.unstubAllGlobals())

function Search() {
  return (
    <>
      <h1>Search</h1>
      <Link to="/Manage/HARBOUR?from=menu">Manage Booking</Link>
    </>
  )
}

const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

function renderRouter(loadManage: () => Promise<{ Manage: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: <h1>Something went wrong</h1>,
        children: [
          { path: 'Book/:code', Component: Search },
          { path: 'Manage/:code', lazy: lazyPage(loadManage, (m) => m.Manage) },
        ],
      },
    ],
    { initialEntries: ['/Book/HARBOUR'] },
  )
  followNavigations(router)
  render(<RouterProvider router={router} />)
  return router
}

describe('a page whose code fails to load', () => {
  it('reloads the address the guest asked for, not the page they are on', async () => {
    const router = renderRouter(chunkGone)
    screen.getByRole('link', { name: 'Manage Booking' }).click()
    await vi.waitFor(() =>
      expect(address.assign).toHaveBeenCalledWith('http://localhost/Manage/HARBOUR?from=menu'),
    )
    expect(address.reload).not.toHaveBeenCalled()
    // The guest sees the page they were on until the new one loads; the router is still on its way there.
    expect(router.state.location.pathname).toBe('/Book/HARBOUR')
    expect(router.state.navigation.state).toBe('loading')
  })

  it('reloads the current address on a first load, when no navigation is under way', () => {
    followNavigations(createMemoryRouter([{ path: '*', element: null }]))
    expect(requestedAddress()).toBe('http://localhost/Book/HARBOUR')
  })

  it('reloads an address once only: a chunk that fails again after the reload shows the error', async () => {
    sessionStorage.setItem('chunk-reload-at', 'http://localhost/Manage/HARBOUR?from=menu')
    const router = renderRouter(chunkGone)
    screen.getByRole('link', { name: 'Manage Booking' }).click()
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'))
    expect(address.assign).not.toHaveBeenCalled()
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  })

  it('loads normally when the code is there', async () => {
    const router = renderRouter(() => Promise.resolve({ Manage: () => <h1>Manage</h1> }))
    screen.getByRole('link', { name: 'Manage Booking' }).click()
    expect(await screen.findByRole('heading', { name: 'Manage' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/Manage/HARBOUR')
    expect(address.assign).not.toHaveBeenCalled()
  })
})
