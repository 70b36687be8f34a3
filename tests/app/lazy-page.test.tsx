import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '@/app/lazy-page'
import { RouteErrorBoundary } from '@/app/route-error-boundary'

// docs/product/the-app.md#screens: a failed dynamic load of a page triggers a full reload of the requested address, once. The router
// moves the address bar before it renders the new page, so the address bar holds the requested address; in
// these tests a memory router stands in for it and `location` is a stand-in address bar.

const address = { href: 'http://localhost/Manage/HARBOUR?from=menu', reload: vi.fn() }

beforeEach(() => {
  sessionStorage.clear()
  address.reload.mockReset()
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

async function renderRoutes(
  loadManage: () => Promise<{ Manage: () => React.JSX.Element }>,
  at = '/Book/HARBOUR',
) {
  const Manage = lazyPage(loadManage, (m) => m.Manage)
  function Routes() {
    return useRoutes([
      {
        // As the app's layouts: a loader only where nothing was on screen yet.
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: 'Book/:code', element: <Search /> },
          { path: 'Manage/:code', element: <Manage /> },
        ],
      },
    ])
  }
  // Awaited: a page that suspends on its first render finishes it in this act.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <RouteErrorBoundary>
          <Routes />
        </RouteErrorBoundary>
      </MemoryRouter>,
    )
  })
  return Manage
}

describe('a page whose code fails to load', () => {
  it('reloads the address the guest asked for', async () => {
    await renderRoutes(chunkGone)
    await act(async () => screen.getByRole('link', { name: 'Manage Booking' }).click())
    await vi.waitFor(() => expect(address.reload).toHaveBeenCalledTimes(1))
    expect(sessionStorage.getItem('chunk-reload-at')).toBe('http://localhost/Manage/HARBOUR?from=menu')
    // The guest sees the page they were on while it reloads.
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument()
  })

  it('reloads an address once only: a chunk that fails again after the reload shows the error', async () => {
    // React reports the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    sessionStorage.setItem('chunk-reload-at', 'http://localhost/Manage/HARBOUR?from=menu')
    await renderRoutes(chunkGone, '/Manage/HARBOUR?from=menu')
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument()
    expect(address.reload).not.toHaveBeenCalled()
  })
})

describe('a page whose code loads', () => {
  it('keeps the page the guest is on until the next one is there, then shows it', async () => {
    let arrive: (module: { Manage: () => React.JSX.Element }) => void = () => undefined
    await renderRoutes(() => new Promise((resolve) => (arrive = resolve)))
    await act(async () => screen.getByRole('link', { name: 'Manage Booking' }).click())
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument()
    await act(async () => arrive({ Manage: () => <h1>Manage</h1> }))
    expect(await screen.findByRole('heading', { name: 'Manage' })).toBeInTheDocument()
    expect(address.reload).not.toHaveBeenCalled()
  })

  it('renders without suspending once preloaded, as the first screen does', async () => {
    const load = vi.fn(() => Promise.resolve({ Manage: () => <h1>Manage</h1> }))
    const Manage = lazyPage(load, (m) => m.Manage)
    await Manage.preload()
    render(<Manage />)
    // Rendered in the same pass, not after a fallback.
    expect(screen.getByRole('heading', { name: 'Manage' })).toBeInTheDocument()
    await Manage.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
