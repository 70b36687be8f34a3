import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Country } from '@/api/contract/static-data'
import { fallbackCountries, nationalities } from '@/features/pre-check-in/nationalities'
import { RegistrationCard } from '@/features/pre-check-in/registration-card'
import { EMPTY_REGISTRATION } from '@/features/pre-check-in/draft'
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
