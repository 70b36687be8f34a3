import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getBookingSession } from '@/state/booking-session'
import { CLIFFTOP } from '../../../server/seed/demo'
import { cottageStayResult } from '../../builders/search-result'
import { fillBooker, openCheckout, pinCheckoutDay } from '../../support/checkout-kit'

// docs/product/booking.md#rules: Confirm books only when every searched room is chosen and its lead guest named. A room released
// after the summary (or a lead guest lost on the way) is named with a way back to it, and nothing is sent.

pinCheckoutDay()

const result = cottageStayResult()

const TWO_ROOMS = [
  { adults: 2, children: 0, infants: 0 },
  { adults: 1, children: 0, infants: 0 },
]

const heldAnswer = () => ({
  Success: true,
  ConfirmationToken: null,
  ReferenceNumber: null,
  RedirectUrl: null,
  Message: 'Held for the test.',
})

/** Checkout at CLIFFTOP with its first searched room chosen (the rest as given); returns the bodies sent. */
const openCottageCheckout = (over: Partial<Parameters<typeof openCheckout>[0]> = {}) =>
  openCheckout({
    property: { code: 'CLIFFTOP', id: CLIFFTOP.id },
    result,
    roomTypeId: 201,
    ratePlanId: 21,
    create: heldAnswer,
    ...over,
  })

async function confirmWithBooker(form: HTMLElement) {
  const user = userEvent.setup()
  await fillBooker(form, user)
  // CLIFFTOP asks the town and county too (its seed's required fields).
  await user.type(within(form).getByRole('textbox', { name: 'Town or city' }), 'Salcombe')
  await user.type(within(form).getByRole('textbox', { name: 'State or county' }), 'Devon')
  await user.click(within(form).getByRole('radio', { name: 'PayStack' }))
  await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
  return user
}

describe('Confirm checks every searched room (docs/product/booking.md#rules)', () => {
  it('a two-room search with one room chosen names the missing room, sends nothing, and leads back to it', async () => {
    const sent = openCottageCheckout({ searchRooms: TWO_ROOMS })
    const form = await screen.findByRole('form', { name: 'Checkout' })
    const problems = within(form).getByRole('alert', { name: 'Your booking is not complete yet' })
    expect(problems).toHaveTextContent('Room 2 of your search has no room chosen.')
    expect(problems).not.toHaveTextContent('Room 1')

    await confirmWithBooker(form)
    await waitFor(() => expect(problems).toHaveFocus())
    expect(sent).toHaveLength(0)

    // Awaited in act: the router renders Rooms & Rates in this click, and its parts that load later suspend.
    // A plain click event: user-event's own wrapper inside this act switched React's act environment off while
    // those parts resolved, and React said so on the console (now and then, as the chunks' timing fell).
    const goBack = within(problems).getByRole('button', { name: 'Go to room 2' })
    await act(async () => {
      fireEvent.click(goBack)
    })
    await screen.findByRole('heading', { name: 'Rooms & Rates', level: 1 })
    expect(getBookingSession().activeRoom).toBe(1)
    expect(getBookingSession().choices[0]).not.toBeNull()
  })

  it("a chosen room without its lead guest's name is named, and nothing is sent", async () => {
    const sent = openCottageCheckout({
      leadGuest: { firstName: ' ', lastName: '' },
    })
    const form = await screen.findByRole('form', { name: 'Checkout' })
    expect(within(form).getByRole('alert', { name: 'Your booking is not complete yet' })).toHaveTextContent(
      'Room 1 needs the first and last name of the guest staying in it.',
    )
    await confirmWithBooker(form)
    expect(sent).toHaveLength(0)
  })

  it('a complete booking shows no room problem and is sent once', async () => {
    const sent = openCottageCheckout()
    const form = await screen.findByRole('form', { name: 'Checkout' })
    expect(within(form).queryByRole('alert', { name: 'Your booking is not complete yet' })).toBeNull()
    await confirmWithBooker(form)
    await waitFor(() => expect(sent).toHaveLength(1))
  })
})
