import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HARBOUR } from '../../../server/seed/demo'
import { renderApp } from '../../support/render-app'

// "Today" is pinned (Date only: timers stay real, so the app's own waits still run).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The availability calendar: 5 rooms a night from 1 June 2026; Friday 5 June needs 3 nights. */
function calendarAnswer() {
  return Array.from({ length: 60 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10)
    return {
      DateOfStay: day,
      AvailableRooms: 5,
      Rates: [{ MinLengthOfStay: day === '2026-06-05' ? 3 : 1, MinimumRate: 120 }],
    }
  })
}

const bookConfig = (overrides: Partial<typeof HARBOUR.bookConfig> = {}) => ({
  [`/api/Book/Config/${HARBOUR.id}`]: () => ({ ...HARBOUR.bookConfig, ...overrides }),
})

describe('the minimum stay of the arrival (docs/product/search.md#limits)', () => {
  it('tells dates from the address that are too short, by the dates, and does not search', async () => {
    const { calls } = renderApp('/Book/HARBOUR?arrival=2026-06-05&departure=2026-06-06&rooms=2-0-0', {
      '/api/Availability': () => calendarAnswer(),
      ...bookConfig(),
    })
    const message =
      'A minimum stay of 3 nights applies from Fri 5 Jun. Choose a departure on Mon 8 Jun or later.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(calls.filter((c) => c.includes('/Availability/Search'))).toEqual([])
    expect(screen.getByText(message)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dates' })).toHaveFocus())
  })

  it('without the hotel’s minimum-stay notice, still refuses the dates, without the figure', async () => {
    const { calls } = renderApp('/Book/HARBOUR?arrival=2026-06-05&departure=2026-06-07&rooms=2-0-0', {
      '/api/Availability': () => calendarAnswer(),
      ...bookConfig({ ShowMinimumLengthOfStayNotification: false }),
    })
    expect(
      await screen.findByText(
        'This stay is too short for an arrival on Fri 5 Jun. Choose a later departure date.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Minimum stay/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(calls.filter((c) => c.includes('/Availability/Search'))).toEqual([])
  })

  it('waits for the calendar before a search, so a fast guest cannot skip the rule', async () => {
    let answer: (value: unknown) => void = () => {}
    const slow = new Promise((resolve) => (answer = resolve))
    const { calls } = renderApp('/Book/HARBOUR?arrival=2026-06-05&departure=2026-06-06&rooms=2-0-0', {
      '/api/Availability': () => slow,
      ...bookConfig(),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    answer(calendarAnswer())
    expect(await screen.findByText(/A minimum stay of 3 nights applies/)).toBeInTheDocument()
    expect(calls.filter((c) => c.includes('/Availability/Search'))).toEqual([])
  })

  it('greys the departures that are too short once the arrival is picked, and says why', async () => {
    renderApp('/Book/HARBOUR', { '/api/Availability': () => calendarAnswer(), ...bookConfig() })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    await userEvent.click(
      await screen.findByRole('button', { name: /^5 June 2026, from £120, Minimum stay 3 nights/ }),
    )
    // In the calendar's footer, and under the dates.
    expect(screen.getAllByText('Minimum stay 3 nights from Fri 5 Jun')).toHaveLength(2)
    for (const day of ['6 June 2026', '7 June 2026']) {
      const button = screen.getByRole('button', { name: new RegExp(`^${day}\\b`) })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleName(
        expect.stringContaining('Too short: minimum stay 3 nights from Fri 5 Jun'),
      )
    }
    await userEvent.click(screen.getByRole('button', { name: /^8 June 2026\b/ }))
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent('3 nights')
  })

  it('a day before the arrival starts the stay again from that day', async () => {
    renderApp('/Book/HARBOUR', { '/api/Availability': () => calendarAnswer(), ...bookConfig() })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    await userEvent.click(await screen.findByRole('button', { name: /^5 June 2026\b/ }))
    await userEvent.click(screen.getByRole('button', { name: /^3 June 2026\b/ }))
    expect(screen.getByText('Now choose your departure date.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^4 June 2026\b/ }))
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent('Wed 3 Jun – Thu 4 Jun · 1 night')
  })

  it('keeps the notice out of the calendar when the hotel does not show it', async () => {
    renderApp('/Book/HARBOUR', {
      '/api/Availability': () => calendarAnswer(),
      ...bookConfig({ ShowMinimumLengthOfStayNotification: false }),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    const arrival = await screen.findByRole('button', { name: /^5 June 2026\b/ })
    expect(arrival).toHaveAccessibleName('5 June 2026, from £120')
    await userEvent.click(arrival)
    expect(screen.getByText('Now choose your departure date.')).toBeInTheDocument()
    expect(screen.queryByText(/Minimum stay/)).not.toBeInTheDocument()
    const short = screen.getByRole('button', { name: /^6 June 2026\b/ })
    expect(short).toBeDisabled()
    expect(short).toHaveAccessibleName('6 June 2026, Too short a stay for this arrival, from £120')
  })
})

describe('sold-out days on the calendar (book config ShowDisabledDatesOnCalendar)', () => {
  const soldOut = () =>
    calendarAnswer().map((d) => (d.DateOfStay === '2026-06-10' ? { ...d, AvailableRooms: 0 } : d))

  it('shows them as not available, and not as an arrival, when on', async () => {
    renderApp('/Book/HARBOUR', { '/api/Availability': soldOut, ...bookConfig() })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    expect(await screen.findByRole('button', { name: '10 June 2026, Not available' })).toBeDisabled()
  })

  it('draws them like any other day, and lets the guest search them, when off', async () => {
    renderApp('/Book/HARBOUR', {
      '/api/Availability': soldOut,
      ...bookConfig({ ShowDisabledDatesOnCalendar: false }),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }))
    const day = await screen.findByRole('button', { name: '10 June 2026' })
    expect(day).toBeEnabled()
    expect(day.closest('[data-sold-out]')).toBeNull()
    await userEvent.click(day)
    await userEvent.click(screen.getByRole('button', { name: /^11 June 2026\b/ }))
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent('1 night')
  })
})

describe('adding a room', () => {
  it('starts the new room with the property’s default occupancy, as the first', async () => {
    renderApp('/Book/HARBOUR', {
      '/api/Property/HARBOUR': () => ({
        ...HARBOUR.settings,
        DefaultOccupancyAdult: 1,
        DefaultOccupancyChildren: 2,
        DefaultOccupancyInfant: 1,
      }),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }))
    for (const room of [1, 2]) {
      expect(screen.getByTestId(`occupant-adult-${room}`)).toHaveTextContent('1')
      expect(screen.getByTestId(`occupant-child-${room}`)).toHaveTextContent('2')
      expect(screen.getByTestId(`occupant-infant-${room}`)).toHaveTextContent('1')
    }
  })

  it('leaves out the counts the property does not search', async () => {
    renderApp('/Book/HARBOUR', {
      '/api/Property/HARBOUR': () => ({
        ...HARBOUR.settings,
        EnableInfantSearch: false,
        DefaultOccupancyChildren: 1,
        DefaultOccupancyInfant: 2,
      }),
    })
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }))
    const rooms = screen.getByRole('group', { name: 'Rooms' })
    expect(within(rooms).queryByText('Infants')).not.toBeInTheDocument()
    expect(screen.getByTestId('occupant-child-2')).toHaveTextContent('1')
  })
})

describe('the longest stay (docs/product/search.md#limits, src/domain/stay-rules.ts)', () => {
  it('tells a stay of 31 nights from the address, by the dates, and does not search', async () => {
    const { calls } = renderApp('/Book/HARBOUR?arrival=2026-06-10&departure=2026-07-11&rooms=2-0-0', {
      '/api/Availability': () => calendarAnswer(),
      ...bookConfig(),
    })
    const message = 'A stay is at most 30 nights. Choose an earlier departure date.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(calls.filter((c) => c.includes('/Availability/Search'))).toEqual([])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dates' })).toHaveFocus())
  })
})
