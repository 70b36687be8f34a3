import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CLIFFTOP } from '../../../server/seed/demo'
import { cottageStayResult } from '../../builders/search-result'
import { fillBooker, openCheckout, pinCheckoutDay } from '../../support/checkout-kit'

// Decision 0139: the lead guest typed on Rooms & Rates fills the booker's names at checkout (not typed twice,
// and the guest may change them); one free-text box for the hotel, sent as the booking's Notes.

pinCheckoutDay()

const openCottageCheckout = (leadGuest = { firstName: 'Grace', lastName: 'Hopper' }) =>
  openCheckout({
    property: { code: 'CLIFFTOP', id: CLIFFTOP.id },
    result: cottageStayResult(),
    roomTypeId: 201,
    ratePlanId: 21,
    leadGuest,
    create: () => ({
      Success: true,
      ConfirmationToken: null,
      ReferenceNumber: null,
      RedirectUrl: null,
      Message: 'Held for the test.',
    }),
  })

describe("The checkout's booker and free text (decision 0139)", () => {
  it("fills the booker's names from the first room's lead guest", async () => {
    openCottageCheckout()
    const form = await screen.findByRole('form', { name: 'Checkout' })
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Grace'),
    )
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper')
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  })

  it('offers one free-text box, explained, and sends what is typed there as Notes with the names changed', async () => {
    const sent = openCottageCheckout()
    const form = await screen.findByRole('form', { name: 'Checkout' })
    const requests = within(form).getByRole('textbox', { name: 'Special requests' })
    expect(within(form).queryByRole('textbox', { name: 'Comment' })).toBeNull()
    expect(requests).toHaveAccessibleDescription(/Anything the hotel should know/)

    const user = userEvent.setup()
    await fillBooker(form, user)
    await user.type(requests, 'A cot, please.')
    await user.type(within(form).getByRole('textbox', { name: 'Town or city' }), 'Salcombe')
    await user.type(within(form).getByRole('textbox', { name: 'State or county' }), 'Devon')
    await user.click(within(form).getByRole('radio', { name: 'PayStack' }))
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      Notes: 'A cot, please.',
      Comment: null,
      Booker: { FirstName: 'Katherine', LastName: 'Johnson' },
    })
  })
})
