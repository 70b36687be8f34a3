import { act, render, screen } from '@testing-library/react'
import { Link, MemoryRouter, useRoutes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/api-error'
import { RouteErrorBoundary } from '@/app/route-error-boundary'

// The one error boundary around the app's routes (decision 0110): per-status handling, a way back to the
// hotel the guest was in, and a navigation elsewhere renders the routes again.

function Broken({ error }: { error: unknown }): never {
  throw error
}

function renderAt(path: string, error: unknown) {
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  function Routes() {
    return useRoutes([
      { path: 'Book/:code/Broken', element: <Broken error={error} /> },
      { path: 'Book/:code', element: <h1>Book your stay</h1> },
    ])
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/Book/CLIFFTOP">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes />
      </RouteErrorBoundary>
    </MemoryRouter>,
  )
}

describe('a page that fails', () => {
  it('shows the error page with a way back to its hotel, and the routes again after a navigation', async () => {
    renderAt('/Book/CLIFFTOP/Broken', new Error('boom'))
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument()
    expect(screen.getByText(/Something went wrong on our side/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /booking/i })).toHaveAttribute('href', '/Book/CLIFFTOP')

    await act(async () => screen.getByRole('link', { name: 'Elsewhere' }).click())
    expect(screen.getByRole('heading', { name: 'Book your stay' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull()
  })

  it('says not found for a 404 from the hotel', () => {
    renderAt('/Book/HARBOUR/Broken', new ApiError('not-found', 'No such thing', { status: 404 }))
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('says unauthorised for a 401 from the hotel', () => {
    renderAt('/Book/HARBOUR/Broken', new ApiError('unauthorised', 'Log in', { status: 401 }))
    expect(screen.getByRole('heading', { name: 'Unauthorised' })).toBeInTheDocument()
  })

  it('tells a network failure apart from a fault of ours', () => {
    renderAt('/Book/HARBOUR/Broken', new ApiError('network', 'We could not reach the hotel.'))
    expect(
      screen.getByText('We could not reach the hotel. Check your connection and try again.'),
    ).toBeInTheDocument()
  })
})
