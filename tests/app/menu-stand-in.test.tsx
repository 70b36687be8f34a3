import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app'

// The menu's code arrives after the header has painted; here it is held back until the test lets it through,
// so the guest's tap lands on the stand-in button.
const menuCode = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { arrived, release }
})
vi.mock('@/app/property-menu', async (importOriginal) => {
  await menuCode.arrived
  return importOriginal()
})

afterEach(() => vi.unstubAllGlobals())

describe('the header menu while its code loads', () => {
  it('opens once it is there when the guest tapped the stand-in', async () => {
    renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    const standIn = screen.getByRole('button', { name: 'Menu' })
    expect(standIn).not.toHaveAttribute('aria-haspopup')
    await userEvent.click(standIn)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    menuCode.release()
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 })
    expect(menu).toHaveTextContent('Manage Booking')
    // …and it closes like any menu, leaving the burger ready for the next tap.
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
