import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { RequiredFields } from '@/api/contract/required-fields'
import { CLIFFTOP } from '../../../server/seed/demo'
import { cottageStayResult } from '../../builders/search-result'
import { fillBooker, openCheckout, pinCheckoutDay } from '../../support/checkout-kit'

// Checkout asks the booker what the hotel requires (docs/product/booking.md#rules required if configured, decision 0090): the fields
// carry the required marker and their message by the field, nothing is sent until they are given, and what the
// server still refuses shows by the field it names.

pinCheckoutDay()

/** CLIFFTOP's Cottage Double for two nights, paid in full at booking (so PayStack is offered, decision 0096). */
const result = cottageStayResult()

/** Checkout with a room chosen; `required` is the hotel's setting each time the config is read. */
const openCheckoutRequiring = (required: () => RequiredFields, create: (body: unknown) => unknown) =>
  openCheckout({
    property: { code: 'CLIFFTOP', id: CLIFFTOP.id },
    result,
    roomTypeId: 201,
    ratePlanId: 21,
    create,
    answers: {
      [`/api/Book/Config/${CLIFFTOP.id}`]: () => ({ ...CLIFFTOP.bookConfig, RequiredFields: required() }),
    },
  })

async function fillBookerPayingOnPayStack(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await fillBooker(form, user)
  await user.click(within(form).getByRole('radio', { name: 'PayStack' }))
}

const expectMessage = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))

describe('checkout asks the booker what the hotel requires', () => {
  it('marks the town and county required, says so by each field and sends nothing until they are given', async () => {
    const user = userEvent.setup()
    const sent = openCheckoutRequiring(
      () => ({ Booker: ['City', 'StateOrCounty'], Guest: [] }),
      () => ({
        Success: true,
        ConfirmationToken: null,
        ReferenceNumber: null,
        RedirectUrl: null,
        Message: 'Held for the test.',
      }),
    )
    const form = await screen.findByRole('form', { name: 'Checkout' })
    const town = within(form).getByRole('textbox', { name: 'Town or city' })
    const county = within(form).getByRole('textbox', { name: 'State or county' })
    expect(town).toBeRequired()
    expect(county).toBeRequired()
    await fillBookerPayingOnPayStack(form, user)
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expectMessage(town, 'Town or city is required.'))
    expectMessage(county, 'State or county is required.')
    expect(sent).toHaveLength(0)
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('4 Harbour Terrace')

    await user.type(town, 'Salcombe')
    await user.type(county, 'Devon')
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      Booker: { City: 'Salcombe', StateOrCounty: 'Devon', Street: '4 Harbour Terrace', ZipCode: 'TR11 2AB' },
    })
  })

  it('asks no county of a hotel that does not require it, and sends it null (docs/product/booking.md#what-is-kept)', async () => {
    const user = userEvent.setup()
    const sent = openCheckoutRequiring(
      () => ({ Booker: [], Guest: [] }),
      () => ({
        Success: false,
        ConfirmationToken: null,
        ReferenceNumber: null,
        Message: 'Not this time.',
      }),
    )
    const form = await screen.findByRole('form', { name: 'Checkout' })
    expect(within(form).queryByRole('textbox', { name: 'State or county' })).toBeNull()
    expect(within(form).getByRole('textbox', { name: 'Town or city' })).not.toBeRequired()
    // The address country starts at the hotel's home (DefaultPhoneCountryCode GB), as the phone's code does.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('826'))
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveValue('GB')
    await fillBookerPayingOnPayStack(form, user)
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ Booker: { City: null, StateOrCounty: null } })
  })

  it('shows what the server refused by the field it names, and asks a field the page did not know of', async () => {
    const user = userEvent.setup()
    let config: RequiredFields = { Booker: [], Guest: [] }
    const sent = openCheckoutRequiring(
      () => config,
      () => {
        // The hotel's setting changed after this page read it.
        config = { Booker: ['City', 'StateOrCounty'], Guest: [] }
        return new Response(
          JSON.stringify({
            Message: 'The request is invalid.',
            ModelState: {
              'Booker.City': ['Town or city is required.'],
              'Booker.StateOrCounty': ['State or county is required.'],
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        )
      },
    )
    const form = await screen.findByRole('form', { name: 'Checkout' })
    await fillBookerPayingOnPayStack(form, user)
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expectMessage(
      await within(form).findByRole('textbox', { name: 'Town or city' }),
      'Town or city is required.',
    )
    // The page reads the hotel's config again: the county appears, with the server's message by it.
    const county = await within(form).findByRole('textbox', { name: 'State or county' })
    await waitFor(() => expectMessage(county, 'State or county is required.'))
    expect(county).toBeRequired()
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('4 Harbour Terrace')
  })
})
