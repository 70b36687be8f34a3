import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from './render-app'

afterEach(() => vi.unstubAllGlobals())

describe('the not-found screen', () => {
  it('inside a hotel leads back to that hotel, not the default one', async () => {
    renderApp('/Book/CLIFFTOP/Nowhere/At/All')
    const link = await screen.findByRole('link', { name: /booking/i })
    expect(link).toHaveAttribute('href', '/Book/CLIFFTOP')
  })
})
