import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/render-app'

afterEach(() => vi.unstubAllGlobals())

describe('search', () => {
  it('asks for dates before searching, without calling the server', async () => {
    const { calls } = renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Choose your arrival and departure dates.')).toBeInTheDocument()
    expect(calls.filter((c) => c.includes('/Availability/Search'))).toEqual([])
  })

  it('counts occupants per room within the property limits', async () => {
    renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    const addChild = screen.getByRole('button', { name: 'Add one child to room 1' })
    await userEvent.click(addChild)
    expect(screen.getByTestId('occupant-child-1')).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: 'Remove one child from room 1' }))
    expect(screen.getByTestId('occupant-child-1')).toHaveTextContent('0')
    expect(screen.getByRole('button', { name: 'Remove one child from room 1' })).toBeDisabled()
  })

  it('adds rooms up to the maximum per booking, then says to contact the hotel', async () => {
    renderApp('/Book/HARBOUR')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Add a room' }))
    expect(screen.getByText('Room 4')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a room' })).not.toBeInTheDocument()
    expect(screen.getByText(/maximum number of rooms/)).toBeInTheDocument()
  })
})
