import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { CLIFFTOP, HARBOUR } from '../../server/seed/demo'
import { renderApp } from './render-app'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T10:00:00') })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
})

const INVOICE: PayByLinkInfo = {
  PropertyId: HARBOUR.id,
  Type: 'Invoice',
  Action: 'Pay',
  InvoiceNumber: 'INV-7',
  ReferenceNumber: null,
  EntityId: 3,
  Currency: 'GBP',
  AmountToPay: 120.5,
  AmountPaid: 0,
  PaymentId: '9',
  Hash: 'signed',
  Timestamp: '2026-03-10T09:00:00Z',
  Description: 'Harbour House stay',
  Email: 'guest@example.com',
}

const CONFIG = {
  Enabled: true,
  PayByPayStack: false,
  InvalidLinkMessage: 'This link is not valid.',
  NoOutstandingBalanceMessage: 'Nothing to pay.',
}

function renderLink(process: (body: Record<string, unknown>) => unknown, property = HARBOUR) {
  return renderApp(`/SecurePay/${property.code}/P/INV-7/signed?id=9`, {
    [`/api/PayByLink/Config/${property.id}`]: () => CONFIG,
    '/api/PayByLink/Get': () => INVOICE,
    '/api/PayByLink/Process': (_url, init) =>
      process(JSON.parse(String(init?.body)) as Record<string, unknown>),
    '/api/PayByLink/Status': () => ({ Status: 'Pending', ReferenceNumber: 'TOKEN-1', Message: null }),
  })
}

async function fillCard(number: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Name on card/), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/Card number/), number)
  await user.selectOptions(screen.getByLabelText(/Expiry month/), '04')
  await user.selectOptions(screen.getByLabelText(/Expiry year/), '2028')
  await user.type(screen.getByLabelText(/Security code/), '123')
  return user
}

describe('pay by link', () => {
  it('pays the invoice with an accepted card and goes on to the status page', async () => {
    const sent: Record<string, unknown>[] = []
    const { router } = renderLink((body) => {
      sent.push(body)
      return { Success: true, Message: null, ConfirmationToken: 'TOKEN-1' }
    })
    const user = await fillCard('4111 1111 1111 1111')
    await user.click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/SecurePay/HARBOUR/Status/TOKEN-1'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      PropertyId: HARBOUR.id,
      Action: 'Pay',
      InvoiceNumber: 'INV-7',
      AmountToPay: 120.5,
      Hash: 'signed',
      Email: 'guest@example.com',
      CardDetails: {
        CreditCardId: null,
        CardNumber: '4111111111111111',
        NameOnCard: 'Ada Lovelace',
        ExpiryMonth: 4,
        ExpiryYear: 2028,
        SecurityCode: '123',
      },
    })
  })

  it('shows a declined payment and clears the security code', async () => {
    renderLink(() => ({ Success: false, Message: 'The card was declined.', ConfirmationToken: null }))
    const user = await fillCard('4111 1111 1111 1111')
    await user.click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    expect(await screen.findByText('The card was declined.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Security code/)).toHaveValue('')
  })

  it('sends nothing for a card brand the hotel does not take', async () => {
    const sent: unknown[] = []
    renderLink((body) => sent.push(body), CLIFFTOP)
    const user = await fillCard('6011 0000 0000 0004')
    await user.click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    expect(await screen.findAllByText(/does not accept Discover cards/)).not.toHaveLength(0)
    expect(sent).toHaveLength(0)
  })
})

describe('pay by link switched off by the hotel (decision 0102)', () => {
  it('says paying by link is not available here and offers no form', async () => {
    renderApp(`/SecurePay/${HARBOUR.code}/P/INV-7/signed?id=9`, {
      [`/api/PayByLink/Config/${HARBOUR.id}`]: () => ({ ...CONFIG, Enabled: false }),
      '/api/PayByLink/Get': () => INVOICE,
    })
    expect(
      await screen.findByRole('heading', { name: 'Paying by link is not available' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/does not take payments by link/)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /card number/i })).toBeNull()
  })
})
