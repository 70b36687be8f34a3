import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeskRegistration } from '@/api/contract/desk-registration'
import { TYPED_SIGNATURE_PREFIX } from '@/domain/registration'
import { deskKeys } from '@/desk/desk-api'
import { RegistrationCards } from '@/desk/registration-cards'

// The desk's registration cards (decision 0144): fetched only when asked for, each read audited by the server.

const PATH = '/api/Desk/HARBOUR/Bookings/HH-1234/Registration'
const DRAWN = 'data:image/png;base64,iVBORw0KGgo='

const CARDS: DeskRegistration = {
  Cards: [
    {
      ReservationItemId: 7,
      GuestIndex: 0,
      GuestName: 'Anna Schmidt',
      Details: {
        Nationality: 'DE',
        DocumentType: 'passport',
        DocumentNumber: 'C01X00T47',
        DateOfBirth: '1985-04-12',
        Address: 'Hauptstraße 1, 10115 Berlin',
      },
      Signature: DRAWN,
      SavedAt: '2026-04-01T10:00:00Z',
      DeleteAfter: '2026-05-08',
    },
    {
      ReservationItemId: 7,
      GuestIndex: 1,
      GuestName: 'Jean Dupont',
      Details: {
        Nationality: 'FR',
        DocumentType: 'idCard',
        DocumentNumber: 'X4RTBPFW4',
        DateOfBirth: '1990-01-02',
      },
      Signature: `${TYPED_SIGNATURE_PREFIX}Jean Dupont`,
      SavedAt: '2026-04-01T10:01:00Z',
      DeleteAfter: '2026-05-08',
    },
  ],
}

let lastClient: QueryClient | null = null

function renderCards(answer: () => Response) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname
      calls.push(path)
      return path === PATH ? answer() : new Response('{"Message":"Not found"}', { status: 404 })
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  lastClient = client
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RegistrationCards code="HARBOUR" reference="HH-1234" />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return calls
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the desk’s registration cards', () => {
  it('loads nothing until Show, shows every guest’s card with the signature, and hides again', async () => {
    const calls = renderCards(() => json(CARDS))
    expect(screen.getByRole('heading', { name: 'Registration cards' })).toBeInTheDocument()
    expect(calls).toEqual([])
    expect(screen.queryByText('Anna Schmidt')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))

    const anna = (await screen.findByText('Anna Schmidt')).closest('div.mantine-Card-root') as HTMLElement
    expect(calls).toEqual([PATH])
    expect(within(anna).getByText('Nationality: Germany (DE)')).toBeInTheDocument()
    expect(within(anna).getByText('Document: Passport')).toBeInTheDocument()
    expect(within(anna).getByText('Document number: C01X00T47')).toBeInTheDocument()
    expect(within(anna).getByText('Date of birth: 1985-04-12')).toBeInTheDocument()
    expect(within(anna).getByText('Address: Hauptstraße 1, 10115 Berlin')).toBeInTheDocument()
    expect(within(anna).getByRole('img', { name: 'Signature of Anna Schmidt' })).toHaveAttribute('src', DRAWN)

    expect(within(anna).queryByText('No signature')).not.toBeInTheDocument()

    const jean = screen.getByText('Jean Dupont').closest('div.mantine-Card-root') as HTMLElement
    expect(within(jean).getByText('Document: ID card')).toBeInTheDocument()
    expect(within(jean).getByText('Jean Dupont (typed)')).toBeInTheDocument()
    expect(within(jean).queryByRole('img')).not.toBeInTheDocument()
    expect(within(jean).queryByText(/^Address:/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Hide registration cards' }))
    expect(screen.queryByText('Anna Schmidt')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show registration cards' })).toBeInTheDocument()

    // Shown again, the cards are read again (each read is audited; nothing is kept while closed).
    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))
    await screen.findByText('Anna Schmidt')
    expect(calls).toEqual([PATH, PATH])
  })

  it('has the booking read again after a read, so its audit log shows the read', async () => {
    renderCards(() => json(CARDS))
    const client = lastClient!
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))
    await screen.findByText('Anna Schmidt')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: deskKeys.booking('HARBOUR', 'HH-1234'), exact: true })
  })

  it('says so when no card was filled in', async () => {
    renderCards(() => json({ Cards: [] }))
    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))
    expect(await screen.findByText('No registration card was filled in at pre-check-in.')).toBeInTheDocument()
  })

  it('shows the server’s reason when the staff member may not see them', async () => {
    renderCards(() => json({ Message: 'You may not see registration cards.' }, 403))
    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see registration cards.')
    expect(screen.queryByText('No registration card was filled in at pre-check-in.')).not.toBeInTheDocument()
  })

  it('gives a message of its own when a refusal says nothing', async () => {
    renderCards(() => json({}, 403))
    await userEvent.click(screen.getByRole('button', { name: 'Show registration cards' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/)
  })
})
