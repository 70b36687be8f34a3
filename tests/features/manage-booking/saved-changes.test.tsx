/**
 * "Changes saved" says what saving did to the money (decision 0142) from the Update's own answer — the booking's
 * ledger sums after the provider answered against the booking before — with no quote cached in react-query.
 */
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@/i18n/all-locales'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { draftFrom } from '@/features/manage-booking/draft'
import { SavedChanges } from '@/features/manage-booking/saved-changes'
import { item, reservation } from '../../builders/managed-reservation'

const before = reservation({
  ReservationItems: [item(1, { TotalCost: 300 })],
  TotalCost: 300,
  AmountPaid: 300,
  AmountRefunded: 0,
  Balance: 0,
})

const show = (after: ManagedReservation | null) =>
  render(
    <MantineProvider>
      <SavedChanges draft={draftFrom(before)} after={after} />
    </MantineProvider>,
  )

describe('the money line of “Changes saved”', () => {
  it('says what was refunded and the new total, from the answer alone', () => {
    show({ ...before, Version: 2, TotalCost: 182.4, AmountRefunded: 117.6 })
    expect(screen.getByTestId('saved-money')).toHaveTextContent('£117.60 was refunded to your card')
    expect(screen.getByText('£300.00 → £182.40')).toBeInTheDocument()
  })

  it('says what was charged and what is still to pay', () => {
    show({ ...before, Version: 2, TotalCost: 472.2, AmountPaid: 472.2, Balance: 0.1 })
    const money = screen.getByTestId('saved-money')
    expect(money).toHaveTextContent('£172.20 was charged to your card')
    expect(money).toHaveTextContent('Still to pay: £0.10')
  })

  it('says when nothing moved, and nothing before the hotel answered', () => {
    const view = show({ ...before, Version: 2 })
    expect(screen.getByTestId('saved-money')).toHaveTextContent('Nothing was charged or refunded')
    view.unmount()
    show(null)
    expect(screen.queryByTestId('saved-money')).toBeNull()
  })
})
