import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HARBOUR } from '../../../server/seed/demo'
import { oneOfferResult } from '../../builders/search-result'
import { fillBooker, openCheckout, pinCheckoutDay } from '../../support/checkout-kit'
import { aPaymentMethod, cardChanged, fakeCardFrame } from '../../support/fake-card-frame'

// The card at checkout is entered in the payment provider's frame (decision 0113): Confirm asks the frame for the
// card's reference and sends only that. A declined card is said by the card step; another card is a new request
// with a new idempotency key.

pinCheckoutDay()

const result = oneOfferResult({
  roomType: { id: 101, code: 'CLASSIC', name: 'Classic Double' },
  ratePlan: { id: 14, code: 'FLEX', name: 'Flexible' },
  payment: { AutomaticPaymentType: 'None', PercentageToCharge: 0, DaysBeforeArrival: null },
  canPayByCompanyInvoice: false,
  nights: ['2030-05-07', '2030-05-08'],
  dateTo: '2030-05-09',
  visitorLevy: { Percentage: 5, MaximumNights: 5, Description: 'Visitor levy' },
})

describe('the card at checkout', () => {
  it('sends only the frame’s reference; a decline is said by the card, and another card is a new attempt', async () => {
    const user = userEvent.setup()
    const keys: (string | null)[] = []
    const answers = [
      { Success: false, ConfirmationToken: null, ReferenceNumber: null, Message: 'Your card was declined.' },
      { Success: true, ConfirmationToken: 'TOKEN-9', ReferenceNumber: 'HH-9', Message: null },
    ]
    const sent: unknown[] = []
    openCheckout({
      property: { code: 'HARBOUR', id: HARBOUR.id },
      result,
      roomTypeId: 101,
      ratePlanId: 14,
      roomConfigurationId: 1,
      create: () => null,
      answers: {
        '/api/Reservation/Create': (_url, init) => {
          sent.push(JSON.parse(String(init?.body)))
          keys.push(new Headers(init?.headers).get('Idempotency-Key'))
          return answers.shift()
        },
        '/api/Reservation/Status': () => ({ Status: 'Pending', ReferenceNumber: 'HH-9', Message: null }),
      },
    })
    const form = await screen.findByRole('form', { name: 'Checkout' })
    await fillBooker(form, user)
    const submits = await fakeCardFrame([
      { message: 'Your card number is incomplete.' },
      { paymentMethod: aPaymentMethod('pm_first') },
      { paymentMethod: aPaymentMethod('pm_second') },
    ])
    const confirm = () => user.click(within(form).getByRole('button', { name: 'Confirm booking' }))

    // The frame refuses what was typed: its words by the card, nothing sent.
    await confirm()
    expect(await within(form).findByText('Your card number is incomplete.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    expect(submits[0]).toMatchObject({
      billing: { name: 'Katherine Johnson', email: 'katherine@example.com' },
    })

    // The bank declines the card: its words by the card.
    await confirm()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(await within(form).findByText('Your card was declined.')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({
      CardDetails: {
        PaymentMethodId: 'pm_first',
        NameOnCard: 'Katherine Johnson',
        EmailAddress: 'katherine@example.com',
      },
    })
    // No card data in the request at all: the number, expiry and code never leave the frame.
    expect(JSON.stringify(sent[0])).not.toMatch(/CardNumber|SecurityCode|ExpiryMonth|4242/)

    // Another card: a new reference, sent as a new attempt.
    cardChanged()
    await confirm()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toMatchObject({ CardDetails: { PaymentMethodId: 'pm_second' } })
    expect(submits).toHaveLength(3)
    expect(keys[1]).not.toBe(keys[0])
    await screen.findByRole('heading', { name: 'Confirming your booking', level: 1 })
  })
})
