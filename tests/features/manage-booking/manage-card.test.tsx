import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardUpdateRequest, ManagedReservation } from '@/api/contract/manage-booking'
import { MANAGE_CONFIG } from '../../../server/catalogue/change-window'
import { reservation } from '../../builders/managed-reservation'
import { aPaymentMethod, fakeCardFrame } from '../../support/fake-card-frame'
import { renderApp } from '../../support/render-app'

// The card on file is replaced through the payment provider's frame (decision 0113): only its reference is sent;
// a bank that wants the card confirmed sends the guest to its challenge, which comes back with setup_intent.

afterEach(() => {
  vi.unstubAllGlobals()
})

const VISA = { CardType: 'Visa', LastFour: '4242', ExpiryMonth: 4, ExpiryYear: 2031 }

function open(r: ManagedReservation, updateCard: (body: CardUpdateRequest) => unknown, query = '') {
  const sent: CardUpdateRequest[] = []
  const view = renderApp(`/Manage/HARBOUR/Reservation/${r.ReferenceNumber}/${r.Code}${query}`, {
    '/api/ManageBooking/Config/1001': () => MANAGE_CONFIG,
    '/api/ManageBooking/Search': () => ({ Success: true, Message: null, Reservation: r }),
    '/api/ManageBooking/UpgradeOptions': () => [],
    '/api/ManageBooking/UpdateCard': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as CardUpdateRequest
      sent.push(body)
      return updateCard(body)
    },
  })
  return { ...view, sent }
}

describe('replacing the card on file', () => {
  it('sends the frame’s reference only, in setup mode, and shows the card the hotel kept', async () => {
    const user = userEvent.setup()
    const { sent } = open(reservation(), () => ({ Success: true, Message: null, Card: VISA }))
    await user.click(await screen.findByRole('button', { name: 'Replace the card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Replace the card' })
    expect(
      new URL(
        within(dialog).getByTitle('Card details').getAttribute('src') ?? '',
        location.href,
      ).searchParams.get('mode'),
    ).toBe('setup')
    await fakeCardFrame([{ paymentMethod: aPaymentMethod('pm_new') }])
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.CardDetails).toMatchObject({ PaymentMethodId: 'pm_new' })
    expect(JSON.stringify(sent[0])).not.toMatch(/CardNumber|SecurityCode|Expiry/)
    expect(await screen.findByText('Visa ending 4242, expires 04/2031')).toBeInTheDocument()
  })

  it('back from the bank’s challenge, finishes the saving by its SetupId and cleans the address', async () => {
    const { sent, router } = open(
      reservation(),
      () => ({ Success: true, Message: null, Card: VISA }),
      '?setup_intent=seti_123&setup_intent_client_secret=seti_123_secret_x&redirect_status=succeeded',
    )
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ SetupId: 'seti_123' })
    expect(sent[0]?.CardDetails ?? null).toBeNull()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('Visa ending 4242, expires 04/2031')).toBeInTheDocument()
  })
})
