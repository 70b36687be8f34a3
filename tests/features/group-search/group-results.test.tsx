import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GroupPropertyOffer, GroupSearchResult } from '@/api/contract/availability'
import '@/i18n/area-messages'
import { GroupResults } from '@/features/group-search/group-results'
import { chooseDisplayCurrency } from '@/ui/currency-display'

// One GBP is 1.17 EUR (the demo's display rates): the server's own figures, so the test reads real conversions.
const RATES = {
  GBP: { BaseCurrency: 'GBP', Date: '2030-05-01', Rates: { GBP: 1, EUR: 1.17, USD: 1.27 } },
  EUR: { BaseCurrency: 'EUR', Date: '2030-05-01', Rates: { GBP: 0.854701, EUR: 1, USD: 1.08547 } },
} as const

function hotel(id: number, name: string, currency: string, lowest: number): GroupPropertyOffer {
  return {
    PropertyId: id,
    PropertyCode: name.toUpperCase().replace(/\W/g, ''),
    PropertyName: name,
    AreaId: null,
    AreaName: null,
    Currency: currency,
    PropertyImageUrl: null,
    HotelRating: null,
    IsAvailable: lowest >= 0,
    NumberOfRoomTypes: lowest >= 0 ? 3 : 0,
    LowestRate: lowest,
    OriginalLowestRate: lowest,
    Message: null,
  }
}

// The group's order: Harbour (GBP, first), Cliff Top (EUR), Anchor (GBP), and Bay View, full.
const RESULT: GroupSearchResult = {
  Properties: [
    hotel(1, 'Harbour House', 'GBP', 204),
    hotel(2, 'Cliff Top Inn', 'EUR', 234),
    hotel(3, 'Anchor Rooms', 'GBP', 210),
    hotel(4, 'Bay View', 'GBP', -1),
  ],
  PromoCodeMessage: null,
  IsPromoCodeValid: false,
}

function renderResults(path = '/BookGroup/COASTAL') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const base = new URL(input, 'http://localhost').searchParams.get('baseCurrency') as keyof typeof RATES
      return new Response(JSON.stringify(RATES[base]), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  const search = {
    arrival: '2030-05-07',
    departure: '2030-05-09',
    areaId: null,
    rooms: [{ adults: 2, children: 0, infants: 0 }],
    promoCode: '',
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <GroupResults result={RESULT} search={search} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const priceOf = (name: string) => within(screen.getByRole('article', { name })).getByText(/[£€]/).textContent

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the group page’s cards', () => {
  it('shows every price in the first hotel’s currency, converted, and says so', async () => {
    renderResults()
    expect(await screen.findByText('Prices shown in GBP')).toBeInTheDocument()
    // €234 at 0.854701 is £200.00: below Harbour's £204, though 234 is above 204.
    expect(await screen.findByText('£200.00')).toBeInTheDocument()
    expect(priceOf('Harbour House')).toBe('£204.00')
  })

  it('shows them in the display currency the guest chose on a hotel’s page', async () => {
    chooseDisplayCurrency('EUR')
    renderResults()
    expect(await screen.findByText('Prices shown in EUR')).toBeInTheDocument()
    // £204 at 1.17 is €238.68; Cliff Top's own euros stay as they are.
    expect(await screen.findByText('€238.68')).toBeInTheDocument()
    expect(priceOf('Cliff Top Inn')).toBe('€234.00')
  })

  it('sorts the hotels that can take the stay by their converted price or by name, the full one last', async () => {
    renderResults()
    await screen.findByText('£200.00')
    expect(cardNames()).toEqual(['Harbour House', 'Cliff Top Inn', 'Anchor Rooms', 'Bay View'])
    await userEvent.click(screen.getByText('Price', { exact: true }))
    expect(cardNames()).toEqual(['Cliff Top Inn', 'Harbour House', 'Anchor Rooms', 'Bay View'])
    await userEvent.click(screen.getByText('Name', { exact: true }))
    expect(cardNames()).toEqual(['Anchor Rooms', 'Cliff Top Inn', 'Harbour House', 'Bay View'])
  })
})
