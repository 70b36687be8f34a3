import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootShellHtml } from '@/boot-shell/boot-shell'
import { shellSearchFormOf } from '@/boot-shell/shell-search-form'
import { HARBOUR } from '../../server/seed/demo'
import { renderApp } from '../support/render-app'

// What a guest did in the boot shell's search form before the app's code came (decision 0110) is what the app's
// search page starts with: the shell's markup is on the page when the app renders, as in the browser.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'))
})
afterEach(() => {
  document.getElementById('shell')?.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function paintShell(address: URLSearchParams = new URLSearchParams()) {
  const form = shellSearchFormOf(
    HARBOUR.settings,
    HARBOUR.bookConfig,
    { today: '2026-06-01', lastDeparture: '2029-07-01', maxNights: 30 },
    {
      dateFrom: address.get('arrival'),
      dateTo: address.get('departure'),
      rooms: null,
      promoCode: '',
      ratePlanCode: null,
      locationId: null,
    },
  )
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="shell">${bootShellHtml(HARBOUR.settings, 'search', null, form)}</div>`,
  )
}

function setField(name: string, value: string) {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`#boot-search [name="${name}"]`)
  if (!field) throw new Error(`no shell field ${name}`)
  field.value = value
}

describe("the search the guest started in the boot shell's form", () => {
  it('survives the app taking over, and is what the app then searches', async () => {
    paintShell()
    setField('arrival', '2026-06-10')
    setField('departure', '2026-06-12')
    setField('roomCount', '2')
    setField('adults2', '1')
    setField('children2', '1')
    setField('promoCode', 'SUMMER10')
    const sent: unknown[] = []
    renderApp('/Book/HARBOUR', {
      '/api/Availability/Search': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)))
        return new Response(JSON.stringify({ Message: 'Held back by the test.' }), { status: 503 })
      },
    })
    await screen.findByRole('button', { name: 'Dates' })
    // Once the app is up, the shell is gone from the page (here: the test takes it off, as React does).
    document.getElementById('shell')?.remove()
    expect(screen.getByText('Room 2')).toBeInTheDocument()
    expect(screen.getByTestId('occupant-child-2')).toHaveTextContent('1')
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SUMMER10')
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent(/10 Jun/)

    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      DateFrom: '2026-06-10',
      DateTo: '2026-06-12',
      PromoCode: 'SUMMER10',
      Rooms: [
        { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 },
        { NumberOfAdults: 1, NumberOfChildren: 1, NumberOfInfants: 0 },
      ],
    })
  })

  it('leaves the address in charge when there is no shell form (a later visit to the page)', async () => {
    renderApp('/Book/HARBOUR?arrival=2026-06-10&departure=2026-06-12&rooms=3-0-0')
    await screen.findByRole('heading', { name: 'Book your stay', level: 1 })
    expect(screen.getByTestId('occupant-adult-1')).toHaveTextContent('3')
    expect(screen.queryByText('Room 2')).not.toBeInTheDocument()
  })
})

describe('the availability calendar', () => {
  it('is asked for as soon as the search page has painted, before the guest opens the dates', async () => {
    const started = Date.now()
    const { calls } = renderApp('/Book/HARBOUR')
    await screen.findByRole('button', { name: 'Dates' })
    // Well before the three seconds after which it used to be fetched.
    await waitFor(() => expect(calls).toContain('GET /api/Availability'), { timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
