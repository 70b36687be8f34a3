import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOOKUP_LIMITED } from '../../../server/reservations/access'
import { renderApp } from '../../support/render-app'

// Issue 17: the search by number and name is limited (decision 0094). A guest who hits the limit reads the
// server's message next to the form, with what they typed still there to try again later.

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the manage booking search', () => {
  it('shows the limit’s message next to the form and keeps what was typed', async () => {
    const { calls } = renderApp('/Manage/HARBOUR', {
      '/api/ManageBooking/Config/1001': () => ({}),
      '/api/ManageBooking/Search': () =>
        new Response(JSON.stringify({ Message: LOOKUP_LIMITED }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1800' },
        }),
    })
    const user = userEvent.setup()
    const number = await screen.findByRole('textbox', { name: /Reservation number/ })
    const name = screen.getByRole('textbox', { name: /Guest name/ })
    await user.type(number, 'HH7KQ3XWM')
    await user.type(name, 'Hopper')
    await user.click(screen.getByRole('button', { name: 'Find booking' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_LIMITED)
    expect(number).toHaveValue('HH7KQ3XWM')
    expect(name).toHaveValue('Hopper')
    // Asked once: a limit is not a fault to retry.
    expect(calls.filter((call) => call === 'POST /api/ManageBooking/Search')).toHaveLength(1)
  })
})
