import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/render-app'

afterEach(() => vi.unstubAllGlobals())

describe('contact us', () => {
  it('offers "Book a table" only at a hotel with restaurant booking (HARBOUR has it, CLIFFTOP has not)', async () => {
    const harbour = renderApp('/Contact/HARBOUR')
    await screen.findByRole('heading', { name: 'Contact us', level: 1 })
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/Restaurant/HARBOUR')
    expect(screen.getByText(/or book a table for dinner/)).toBeInTheDocument()
    harbour.unmount()

    renderApp('/Contact/CLIFFTOP')
    await screen.findByRole('heading', { name: 'Contact us', level: 1 })
    expect(await screen.findByRole('link', { name: 'Manage Booking' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Book a table' })).toBeNull()
    // Not in the words either: the page told CLIFFTOP's guests they could book a table (issue 18).
    expect(screen.queryByText(/book a table/i)).toBeNull()
  })
})
