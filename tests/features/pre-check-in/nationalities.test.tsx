import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { PreCheckInConfig } from '@/api/contract/pre-check-in'
import { propertyQuery } from '@/api/property'
import { draftFrom } from '@/features/pre-check-in/draft'
import { RegistrationStep } from '@/features/pre-check-in/registration-step'
import type { Country } from '@/api/contract/static-data'
import { fallbackCountries, nationalities } from '@/features/pre-check-in/nationalities'
import { RegistrationCard } from '@/features/pre-check-in/registration-card'
import { EMPTY_REGISTRATION } from '@/features/pre-check-in/draft'
import { HARBOUR } from '../../../server/seed/demo'
import { item, reservation } from '../../builders/managed-reservation'
import { COUNTRIES } from '../../../server/reference-lists'

// Offline before the hotel's country list was ever loaded, the registration card still offers every nationality.

describe('the nationalities of the registration card', () => {
  it('fall back to exactly the ISO countries the server accepts', () => {
    const server = COUNTRIES.map(([, , iso]) => iso).sort()
    expect(
      fallbackCountries()
        .map((c) => c.IsoCode)
        .sort(),
    ).toEqual(server)
  })

  it('are the hotel’s list once it is loaded, the fallback while it is missing or empty', () => {
    const loaded: Country[] = [{ Id: 276, Name: 'Germany', IsoCode: 'DE', DialCode: '+49' }]
    expect(nationalities(loaded)).toBe(loaded)
    expect(nationalities(undefined)).toBe(fallbackCountries())
    expect(nationalities([])).toBe(fallbackCountries())
  })

  it('are offered by name on the card with no list loaded', () => {
    render(
      <MantineProvider>
        <RegistrationCard
          idPrefix="registration-0-0"
          legend="Anna Schmidt"
          rule={{ fields: ['nationality'], countries: 'all', homeCountry: 'GB' }}
          isLead
          card={EMPTY_REGISTRATION}
          countries={nationalities(undefined)}
          today="2026-04-01"
          errorOf={() => undefined}
          onChange={() => {}}
        />
      </MantineProvider>,
    )
    const select = screen.getByRole('combobox')
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveValue('DE')
    expect(screen.getByRole('option', { name: 'Japan' })).toHaveValue('JP')
    expect(select.querySelectorAll('option').length).toBe(COUNTRIES.length + 1)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function Step(props: { booked: ManagedReservation; config: PreCheckInConfig; advance: () => void }) {
  const [draft, update] = useState(() => draftFrom(props.booked))
  return (
    <RegistrationStep
      draft={draft}
      config={props.config}
      update={update}
      advance={props.advance}
      go={() => {}}
      isMobile={false}
    />
  )
}

it('lets the guest finish the registration offline when the country list was never loaded', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(propertyQuery('HARBOUR').queryKey, HARBOUR.settings)
  const booked = reservation({ PropertyId: HARBOUR.id, ReservationItems: [item(1, { NumberOfAdults: 1 })] })
  const config = {
    Registration: { Fields: ['nationality'], Countries: 'all', HomeCountry: 'GB' },
  } as PreCheckInConfig
  const advance = vi.fn()
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/HARBOUR']}>
          <Routes>
            <Route
              path="/:propertyCode"
              element={<Step booked={booked} config={config} advance={advance} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
  await userEvent.selectOptions(await screen.findByRole('combobox'), 'DE')
  await userEvent.click(screen.getByRole('button', { name: /continue/i }))
  expect(advance).toHaveBeenCalledWith(expect.objectContaining({ registrationDone: true }))
})
