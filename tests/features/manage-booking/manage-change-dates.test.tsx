import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AvailabilityDays } from '@/api/contract/availability'
import { addDays } from '@/domain/dates'
import { formatDay } from '@/i18n/i18n'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { item, reservation } from '../../builders/managed-reservation'
import { renderApp } from '../../support/render-app'

// Change dates opens on the booked stay's month with its nights marked and each day priced for the booking's
// guests; after "Use these dates" the stay at the top is the one staged, said not to be saved yet (decision 0142).

const today = '2030-03-02'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T10:00:00`) })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// Six weeks ahead: another month than today's.
const [arrival, departure] = ['2030-04-15', '2030-04-17']
const [newArrival, newDeparture] = ['2030-04-22', '2030-04-25']

const calendar: AvailabilityDays = Array.from({ length: 90 }, (_, n) => ({
  DateOfStay: addDays(today, n),
  AvailableRooms: 4,
  Rates: [{ MinLengthOfStay: 1, MinimumRate: 96 }],
}))

function open() {
  const stay = { DateOfArrival: arrival, DateOfDeparture: departure }
  const r = reservation({
    DateFrom: arrival,
    DateTo: departure,
    TotalCost: 220,
    AmountPaid: 220,
    AmountRefunded: 0,
    Balance: 0,
    ReservationItems: [item(1, stay)],
  })
  const moved = {
    ...r,
    Version: r.Version + 1,
    DateFrom: newArrival,
    DateTo: newDeparture,
    TotalCost: 330,
    // As the Update answers it, read after the provider charged the difference.
    AmountPaid: 330,
    ReservationItems: [
      item(1, {
        DateOfArrival: newArrival,
        DateOfDeparture: newDeparture,
        AccommodationCost: 330,
        TotalCost: 330,
      }),
    ],
  }
  const asked: URL[] = []
  const view = renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/Availability': (url) => {
      asked.push(new URL(String(url), location.href))
      return calendar
    },
    '/api/ManageBooking/ChangeQuote': () => ({
      Currency: 'GBP',
      Rooms: [],
      Paid: 220,
      Refund: 0,
      DueNow: 110,
      Kept: 0,
      Balance: 0,
    }),
    '/api/ManageBooking/Update': () => ({
      Success: true,
      Message: 'Your changes are saved.',
      Reservation: moved,
    }),
    '/api/ManageBooking/SearchDateOptions': () => ({
      Success: true,
      Message: null,
      ReservationItemRateRows: [
        {
          ReservationItemId: 1,
          DateFrom: newArrival,
          DateTo: newDeparture,
          IsAvailable: true,
          DailyRates: [],
          NumberOfAdults: 2,
          NumberOfChildren: 0,
          NumberOfInfants: 0,
          AccommodationCost: 330,
          ServicesCost: 0,
          TotalCost: 330,
          CostDifference: 110,
        },
      ],
    }),
  })
  return { ...view, asked, user: userEvent.setup() }
}

async function useNewDates(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change dates' }))
  await user.click(await screen.findByRole('button', { name: 'Dates' }))
  await user.click(await dayButton(newArrival))
  await user.click(await dayButton(newDeparture))
  const use = await screen.findByRole('button', { name: 'Use these dates' })
  await vi.waitFor(() => expect(use).toBeEnabled())
  await user.click(use)
}

const dayButton = (iso: string) =>
  screen.findByRole('button', { name: new RegExp(`^${formatDay(iso, 'spoken')}`) })

describe('Change dates in manage', () => {
  it('opens on the booked stay’s month, its nights marked, each day priced for the booking’s guests', async () => {
    const { user, asked } = open()
    await user.click(await screen.findByRole('button', { name: 'Change dates' }))
    await user.click(await screen.findByRole('button', { name: 'Dates' }))
    // Read straight from the grid: a role query over two months of days is slow in jsdom.
    const name = (iso: string) =>
      document.querySelector(`button[aria-label^="${formatDay(iso, 'spoken')}"]`)?.getAttribute('aria-label')
    await vi.waitFor(
      () => expect(name(arrival)).toBe(`${formatDay(arrival, 'spoken')}, Your booked night, from £96`),
      {
        timeout: 5000,
      },
    )
    expect(name(addDays(arrival, 1))).toMatch(/Your booked night, from £96/)
    // The departure morning is not a night of the stay.
    expect(name(departure)).toBe(`${formatDay(departure, 'spoken')}, from £96`)
    expect(asked.at(-1)?.searchParams.get('adults')).toBe('2')
  })

  it('shows the staged stay at the top after “Use these dates”, not saved yet, with the booked one', async () => {
    const { user } = open()
    await useNewDates(user)
    const stay = (await screen.findByRole('heading', { name: /3 nights/ })).closest('section')
    if (!stay) throw new Error('no stay card')
    expect(within(stay).getByRole('heading', { level: 2 })).toHaveTextContent(
      `${formatDay(newArrival, 'long')} – ${formatDay(newDeparture, 'long')} · 3 nights`,
    )
    expect(within(stay).getByText('Not saved yet')).toBeInTheDocument()
    expect(
      within(stay).getByText(
        `Booked: ${formatDay(arrival, 'long')} – ${formatDay(departure, 'long')} · 2 nights`,
      ),
    ).toBeInTheDocument()
  })

  it('says “Changes saved” once: what changed, the new total and what was charged', async () => {
    const { user } = open()
    await useNewDates(user)
    await user.click(await screen.findByRole('button', { name: 'Review changes' }))
    await screen.findByText('You pay £110.00 more now')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const list = await screen.findByRole('list', { name: 'What changed' })
    expect(list).toHaveTextContent(
      `Room 1: Classic Double · ${formatDay(arrival)} – ${formatDay(departure)} → ${formatDay(newArrival)} – ${formatDay(newDeparture)}`,
    )
    expect(screen.getByText('New total').parentElement).toHaveTextContent('£220.00 → £330.00')
    // What saving did to the money, from the answer's ledger sums (not the Summary's quote).
    expect(screen.getByTestId('saved-money')).toHaveTextContent('£110.00 was charged to your card')
    expect(screen.queryByText('You pay £110.00 more now')).toBeNull()
    // Said once: the hotel's own "saved" is not repeated under the title and the badge.
    expect(screen.queryByText('Your changes are saved.')).toBeNull()
    expect(screen.getAllByText(/The hotel has your changes/)).toHaveLength(1)
  })
})
