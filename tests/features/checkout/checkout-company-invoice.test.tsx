import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANIES, HARBOUR } from '../../../server/seed/demo'
import { oneOfferResult } from '../../builders/search-result'
import { fillBooker, openCheckout, pinCheckoutDay } from '../../support/checkout-kit'

// A company invoice at checkout (decision 0097): the company is found by three letters of its name (no account
// number shown), its booking code is asked beside the PO number and sent with them, and a code the server refuses
// is said by the code's field.

const [KERNOW] = COMPANIES

pinCheckoutDay()

const result = oneOfferResult({
  roomType: { id: 101, code: 'CLASSIC', name: 'Classic Double' },
  ratePlan: { id: 14, code: 'CORP', name: 'Corporate' },
  payment: { AutomaticPaymentType: 'None', PercentageToCharge: 0, DaysBeforeArrival: null },
  canPayByCompanyInvoice: true,
  nights: ['2030-05-07', '2030-05-08'],
  dateTo: '2030-05-09',
  visitorLevy: { Percentage: 5, MaximumNights: 5, Description: 'Visitor levy' },
})

/** HARBOUR's Classic Double on the Corporate rate (company invoice allowed, nothing due now), chosen. */
function openCorporateCheckout(create: (body: unknown) => unknown) {
  const searched: string[] = []
  const sent = openCheckout({
    property: { code: 'HARBOUR', id: HARBOUR.id },
    result,
    roomTypeId: 101,
    ratePlanId: 14,
    roomConfigurationId: 1,
    create,
    answers: {
      '/api/Company/SearchCompanies': (url) => {
        searched.push(url.searchParams.get('searchTerm') ?? '')
        return [{ AccountId: KERNOW.id, Name: KERNOW.name }]
      },
    },
  })
  return { sent, searched }
}

describe('checkout by company invoice', () => {
  it('asks for the company booking code, sends it with the company and PO, and shows a refusal by it', async () => {
    const user = userEvent.setup()
    const { sent, searched } = openCorporateCheckout(() =>
      Response.json(
        {
          Message: 'The request is invalid.',
          ModelState: { CompanyBookingCode: ['This is not the booking code of the company chosen.'] },
        },
        { status: 400 },
      ),
    )
    const form = await screen.findByRole('form', { name: 'Checkout' })
    await fillBooker(form, user)
    await user.click(within(form).getByRole('radio', { name: 'Company invoice' }))
    await user.click(within(form).getByRole('checkbox', { name: 'I accept the corporate invoicing terms' }))
    const code = within(form).getByRole('textbox', { name: 'Company booking code' })
    expect(code).toBeRequired()
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Please enter your company booking code.'),
      ),
    )
    expect(sent).toHaveLength(0)

    const companySearch = within(form).getByRole('textbox', { name: 'Company' })
    await user.type(companySearch, 'ke')
    await user.type(companySearch, 'r')
    await user.click(await within(form).findByRole('button', { name: KERNOW.name }))
    // Two letters never reach the server: the search starts at three.
    expect(searched.every((term) => term.length >= 3)).toBe(true)
    expect(within(form).queryByText(KERNOW.account)).toBeNull()
    await user.type(code, 'KERN-0000-0000')
    await user.type(within(form).getByRole('textbox', { name: 'Purchase order (PO) number' }), 'PO-9')
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      PaymentType: 3,
      PaymentAmount: 0,
      CardDetails: null,
      AccountId: KERNOW.id,
      PONumber: 'PO-9',
      CompanyBookingCode: 'KERN-0000-0000',
    })
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('This is not the booking code of the company chosen.'),
      ),
    )
  })
})
