import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import { withLocale } from '@/i18n/i18n'
import { ChargedNote } from '@/ui/charged-note'
import type { Money } from '@/ui/currency-display'

// Decision 0143: prices shown in another currency say what the guest really pays, in the hotel's.
const money = (converted: boolean): Money => ({
  currency: converted ? 'USD' : 'GBP',
  converted,
  format: (minor) => `$${(minor / 100).toFixed(2)}`,
  compact: (minor) => `$${Math.round(minor / 100)}`,
  charged: (minor) => `£${(minor / 100).toFixed(2)}`,
})

const show = (converted: boolean) =>
  render(
    <MantineProvider>
      <ChargedNote money={money(converted)} amount={12_345} charged="GBP" />
    </MantineProvider>,
  )

describe('the charged-in note', () => {
  it('says the display currency is for information and what is paid in the hotel’s', () => {
    show(true)
    expect(screen.getByTestId('charged-note')).toHaveTextContent(
      'Shown in USD for information; you pay £123.45 in GBP.',
    )
  })

  it('says nothing when prices show in the hotel’s own currency', () => {
    show(false)
    expect(screen.queryByTestId('charged-note')).toBeNull()
  })

  it('speaks the guest’s language', () => {
    withLocale('de', () => show(true))
    expect(screen.getByTestId('charged-note')).toHaveTextContent('Sie zahlen £123.45 in GBP')
  })
})
