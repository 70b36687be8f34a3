import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchResult } from '@/api/contract/availability'
import type { RequiredFields } from '@/api/contract/required-fields'
import { chooseRoom, resetBookingSession, startRoomsAndRates, updateRoom } from '@/state/booking-session'
import { CLIFFTOP } from '../../server/seed/demo'
import { COUNTRIES } from '../../server/seed/static-data'
import { renderApp } from './render-app'

// Checkout asks the booker what the hotel requires (spec §5 required if configured, decision 0090): the fields
// carry the required marker and their message by the field, nothing is sent until they are given, and what the
// server still refuses shows by the field it names.

// Today is pinned (only the clock: timers run as usual): the stay below arrives on 7 May 2030.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetBookingSession()
  // Each test is a tab of its own: nothing typed at an earlier checkout is kept for it.
  sessionStorage.clear()
})

const night = (date: string) => ({
  DateOfStay: date,
  BaseRate: 95,
  BaseNumberOfAdults: 2,
  CostPerRoom: 0,
  CostPerAdult: 0,
  CostPerChild: 0,
  CostPerInfant: 0,
  PerPersonCostPerAdult: 0,
  PerPersonCostPerChild: 0,
  PerPersonCostPerInfant: 0,
  OriginalBaseRate: 95,
  OriginalCostPerRoom: 0,
  OriginalCostPerAdult: 0,
  OriginalCostPerChild: 0,
  OriginalCostPerInfant: 0,
  OriginalPerPersonCostPerAdult: 0,
  OriginalPerPersonCostPerChild: 0,
  OriginalPerPersonCostPerInfant: 0,
})

/** CLIFFTOP's Cottage Double on its Flexible rate for two nights: nothing to pay now. */
const result: SearchResult = {
  RoomTypes: [
    {
      RoomType: {
        RoomTypeId: 201,
        RoomTypeCode: 'COTTAGE',
        Name: 'Cottage Double',
        Description: 'A cottage room.',
        ImageUrl: null,
        Amenities: [],
        MaximumOccupancy: 2,
        MinimumOccupancy: 1,
        AdultMaximumOccupancy: 2,
        ChildMaximumOccupancy: 1,
        Upgrades: [],
      },
      Rates: [
        {
          RatePlanId: 21,
          RatePlanCode: 'FLEX',
          RatePlanName: 'Flexible',
          RatePlanDescription: 'Room only, free cancellation.',
          Details: [],
          Policy: {
            Name: 'Flexible',
            Description: '',
            CancellationPolicy: 'Free cancellation until 48 hours before arrival.',
            PaymentPolicyConfiguration: {
              // Paid at booking: PayStack is offered only when something is due now (decision 0096).
              AutomaticPaymentType: 'TimeOfBooking',
              PercentageToCharge: 100,
              DaysBeforeArrival: null,
            },
          },
          Tags: [],
          CanPayByCompanyInvoice: false,
          UseOccupancyForRatePlan: false,
          MinimumOccupancy: 1,
          MaximumOccupancy: 2,
          AdultMaximumOccupancy: 2,
          ChildMaximumOccupancy: 1,
          MinLengthOfStay: 1,
          Promotion: null,
          DailyRates: [night('2030-05-07'), night('2030-05-08')],
        },
      ],
      DateFrom: '2030-05-07',
      DateTo: '2030-05-09',
      LowestRate: 190,
      OriginalLowestRate: 190,
    },
  ],
  NumberOfRoomsPerRoomTypeId: { '201': 4 },
  PromoCodeMessage: null,
  IsPromoCodeValid: false,
  HopGiftVoucherCodeMessage: null,
  IsHopGiftVoucherCodeValid: false,
  VisitorLevy: null,
}

/** Checkout with a room chosen; `required` is the hotel's setting each time the config is read. */
function openCheckout(required: () => RequiredFields, create: (body: unknown) => unknown) {
  startRoomsAndRates(
    {
      propertyCode: 'CLIFFTOP',
      dateFrom: '2030-05-07',
      dateTo: '2030-05-09',
      rooms: [{ adults: 2, children: 0, infants: 0 }],
      promoCode: '',
      ratePlanCode: null,
      locationId: null,
    },
    result,
  )
  chooseRoom(0, 201, 21)
  updateRoom(0, {
    leadGuest: { firstName: 'Ada', lastName: 'Lovelace' },
    upgradeSeen: true,
    extrasSeen: true,
  })
  const sent: unknown[] = []
  renderApp('/Book/CLIFFTOP/Checkout', {
    [`/api/Book/Config/${CLIFFTOP.id}`]: () => ({ ...CLIFFTOP.bookConfig, RequiredFields: required() }),
    '/api/Availability/Search': () => result,
    '/api/StaticData/1002/countries': () =>
      COUNTRIES.map(([Id, Name, IsoCode, DialCode]) => ({ Id, Name, IsoCode, DialCode })),
    '/api/Reservation/Create': (_url, init) => {
      const body: unknown = JSON.parse(String(init?.body))
      sent.push(body)
      return create(body)
    },
  })
  return sent
}

async function fillBooker(form: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Katherine')
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Johnson')
  await user.type(within(form).getByRole('textbox', { name: 'Email address' }), 'katherine@example.com')
  await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '+44 1326 555 0100')
  await user.type(within(form).getByRole('textbox', { name: 'Street' }), '4 Harbour Terrace')
  await user.type(within(form).getByRole('textbox', { name: 'Post code' }), 'TR11 2AB')
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), '826')
  await user.click(within(form).getByRole('radio', { name: 'PayStack' }))
  await user.click(within(form).getByRole('checkbox', { name: /I agree to the terms and conditions/ }))
}

const expectMessage = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))

describe('checkout asks the booker what the hotel requires', () => {
  it('marks the town and county required, says so by each field and sends nothing until they are given', async () => {
    const user = userEvent.setup()
    const sent = openCheckout(
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
    await fillBooker(form, user)
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

  it('asks no county of a hotel that does not require it, and sends it null (spec §3)', async () => {
    const user = userEvent.setup()
    const sent = openCheckout(
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
    await fillBooker(form, user)
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ Booker: { City: null, StateOrCounty: null } })
  })

  it('shows what the server refused by the field it names, and asks a field the page did not know of', async () => {
    const user = userEvent.setup()
    let config: RequiredFields = { Booker: [], Guest: [] }
    const sent = openCheckout(
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
    await fillBooker(form, user)
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
