import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReservationStatus } from '@/api/contract/reservation'
import { renderApp } from '../../support/render-app'

// The Status page of a booking that waits for the guest's bank (decision 0113).

afterEach(() => {
  vi.unstubAllGlobals()
})

function openStatus(answers: ReservationStatus[]) {
  let last = answers[0]
  return renderApp('/Book/HARBOUR/Status/TOKEN-1', {
    '/api/Reservation/Status': () => {
      last = answers.shift() ?? last
      return last
    },
  })
}

describe('the status page', () => {
  it('waits for the bank, says until when the rooms are held in the hotel’s time, and offers the bank’s page', async () => {
    const { router } = openStatus([
      {
        Status: 'Pending',
        ReferenceNumber: 'HH-1',
        Message: null,
        RedirectUrl: 'https://bank.example/challenge/1',
        // 13:32 UTC is 14:32 in Falmouth in summer (British Summer Time).
        HoldExpiresAt: '2030-05-01T13:32:00Z',
      },
      { Status: 'Confirmed', ReferenceNumber: 'HH-1', Message: null },
    ])
    expect(
      await screen.findByRole('heading', { name: 'Waiting for your bank', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Your rooms are held until 14:32.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue with your bank' })).toHaveAttribute(
      'href',
      'https://bank.example/challenge/1',
    )
    // It keeps asking, and moves on once the bank has said yes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/HARBOUR/Confirmation/TOKEN-1'), {
      timeout: 5000,
    })
  })

  it('a failed payment says why and leads back to checkout', async () => {
    openStatus([
      { Status: 'Failed', ReferenceNumber: 'HH-1', Message: 'The bank did not confirm the payment.' },
    ])
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank did not confirm the payment.')
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/Book/HARBOUR/Checkout/TOKEN-1',
    )
  })
})
