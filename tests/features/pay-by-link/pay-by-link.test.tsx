import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { CLIFFTOP, HARBOUR } from '../../../server/seed/demo'
import { aPaymentMethod, cardChanged, fakeCardFrame } from '../../support/fake-card-frame'
import { renderApp } from '../../support/render-app'

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
  Description: 'Stay HH-1234, 2026-04-06 to 2026-04-08: balance',
  Email: 'guest@example.com',
  Stay: { DateFrom: '2026-04-06', DateTo: '2026-04-08' },
  Lines: [
    {
      Kind: 'Room',
      Description: 'Classic Double · Flexible',
      DateFrom: '2026-04-06',
      DateTo: '2026-04-08',
      Amount: 110.5,
    },
    { Kind: 'VisitorLevy', Description: '', DateFrom: null, DateTo: null, Amount: 10 },
  ],
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

describe('pay by link', () => {
  it('pays the invoice with the card in the provider’s frame and goes on to the status page', async () => {
    const sent: Record<string, unknown>[] = []
    const { router } = renderLink((body) => {
      sent.push(body)
      return { Success: true, Message: null, ConfirmationToken: 'TOKEN-1' }
    })
    const frame = new URL((await screen.findByTitle('Card details')).getAttribute('src') ?? '', location.href)
    expect(Object.fromEntries(frame.searchParams)).toMatchObject({
      mode: 'payment',
      amount: '12050',
      currency: 'GBP',
    })
    const submits = await fakeCardFrame([{ paymentMethod: aPaymentMethod('pm_link') }])
    await userEvent.setup().click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/SecurePay/HARBOUR/Status/TOKEN-1'))
    expect(submits[0]).toMatchObject({ billing: { email: 'guest@example.com' } })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      PropertyId: HARBOUR.id,
      Action: 'Pay',
      InvoiceNumber: 'INV-7',
      AmountToPay: 120.5,
      Hash: 'signed',
      Email: 'guest@example.com',
      CardDetails: { PaymentMethodId: 'pm_link', EmailAddress: 'guest@example.com' },
    })
    // No card data in the request at all.
    expect(JSON.stringify(sent[0])).not.toMatch(/CardNumber|SecurityCode|Expiry|4242/)
  })

  it('shows the stay in the app’s date style and the invoice’s lines, never the ISO days', async () => {
    renderLink(() => ({ Success: true, Message: null, ConfirmationToken: 'TOKEN-1' }))
    expect((await screen.findByText(/Your stay/)).textContent).toBe(
      'Your stay: Monday, 6 April 2026 – Wednesday, 8 April 2026 · 2 nights',
    )
    const lines = screen.getByRole('list', { name: 'What the invoice is for' })
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Classic Double · Flexible6 Apr 2026 – 8 Apr 2026£110.50', 'Visitor levy£10.00'])
    expect(document.body.textContent).not.toMatch(/2026-04-0/)
  })

  it('shows an invoice with no stay as its own one line', async () => {
    const own = { Kind: 'Invoice', Description: 'Function room hire, 12 March', DateFrom: null, DateTo: null }
    renderApp(`/SecurePay/${HARBOUR.code}/P/INV-7/signed?id=9`, {
      [`/api/PayByLink/Config/${HARBOUR.id}`]: () => CONFIG,
      '/api/PayByLink/Get': () => ({ ...INVOICE, Stay: null, Lines: [{ ...own, Amount: 120.5 }] }),
    })
    const lines = await screen.findByRole('list', { name: 'What the invoice is for' })
    expect(within(lines).getByRole('listitem')).toHaveTextContent('Function room hire, 12 March£120.50')
    expect(screen.queryByText(/Your stay/)).toBeNull()
  })

  it('shows a declined payment, and another card is a new attempt', async () => {
    const sent: Record<string, unknown>[] = []
    const answers = [
      { Success: false, Message: 'The card was declined.', ConfirmationToken: null },
      { Success: true, Message: null, ConfirmationToken: 'TOKEN-2' },
    ]
    renderLink((body) => {
      sent.push(body)
      return answers.shift()
    })
    await fakeCardFrame([
      { paymentMethod: aPaymentMethod('pm_a') },
      { paymentMethod: aPaymentMethod('pm_b') },
    ])
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    expect(await screen.findByText('The card was declined.')).toBeInTheDocument()
    cardChanged()
    await user.click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.map((body) => (body.CardDetails as { PaymentMethodId: string }).PaymentMethodId)).toEqual([
      'pm_a',
      'pm_b',
    ])
  })

  it('sends nothing when the frame refuses what was typed, and says why', async () => {
    const sent: unknown[] = []
    renderLink((body) => sent.push(body), CLIFFTOP)
    await fakeCardFrame([{ message: 'This card brand is not accepted.' }])
    await userEvent.setup().click(screen.getByRole('button', { name: /Pay £120\.50/ }))
    expect(await screen.findByText('This card brand is not accepted.')).toBeInTheDocument()
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
    expect(screen.queryByTitle('Card details')).toBeNull()
  })
})
