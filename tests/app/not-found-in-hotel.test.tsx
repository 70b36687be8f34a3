import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLIFFTOP } from '../../server/seed/demo'
import { renderApp } from '../support/render-app'

afterEach(() => vi.unstubAllGlobals())

const hotel = CLIFFTOP.settings.PropertyName

describe('the not-found screen', () => {
  it('inside a hotel leads back to that hotel, under its header, titled as not found', async () => {
    renderApp('/Book/CLIFFTOP/Nowhere/At/All')
    const link = await screen.findByRole('link', { name: /booking/i })
    expect(link).toHaveAttribute('href', '/Book/CLIFFTOP')
    expect(within(screen.getByRole('banner')).getByText(hotel)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`Page not found – ${hotel}`))
  })

  it('for a hotel code no hotel has, says so with a way back', async () => {
    renderApp('/Book/NOWHERE')
    expect(await screen.findByRole('link', { name: 'Start a new booking' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/Book\/[A-Z]+$/),
    )
    await waitFor(() => expect(document.title).toBe('Page not found'))
  })
})

describe('page titles (WCAG 2.4.2)', () => {
  it('name the page and the hotel', async () => {
    renderApp('/Contact/CLIFFTOP')
    await waitFor(() => expect(document.title).toBe(`Contact us – ${hotel}`))
  })
})
