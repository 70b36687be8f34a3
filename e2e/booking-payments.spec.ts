import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CheckoutPage, type Booker } from './pages/checkout-page'
import { freshDevice } from './pages/fresh-device'
import { PayStackTestPage } from './pages/paystack-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { serverReservation } from './reservations'
import { expectAccessible, midweekStay, roomsLeft, shoot, storedReservation } from './support'

const CLASSIC_DOUBLE = '101'
const COTTAGE = '201'

const BOOKER: Booker = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.com',
  phone: '+44 1326 555 100',
  street: '4 Harbour Terrace',
  city: 'Falmouth',
  postCode: 'TR11 2AB',
  country: 'United Kingdom',
}

async function toCheckout(page: Page, arrival: string, departure: string, ratePlan: string) {
  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.setOccupants(1, { adults: 1 })
  // The Corporate rate is for business partners: it comes with its code only (decision 0138).
  if (ratePlan === 'Corporate') await search.applyPromoCode('PARTNER')
  await search.search()
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate(ratePlan, 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(BOOKER.firstName, BOOKER.lastName, 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
}

test('a company invoice with a PO number, then the confirmation is printed and added to a calendar', async ({
  page,
  request,
}, testInfo) => {
  const { arrival, departure } = midweekStay(19)
  await toCheckout(page, arrival, departure, 'Corporate')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(BOOKER)
  await checkout.payBy('Company invoice')
  // The hotel's own terms apply to company invoices only.
  await expect(page.getByLabel('I accept the corporate invoicing terms')).toBeVisible()
  await checkout.agree()
  await checkout.confirm()
  // Nothing is sent without a company, its booking code, a PO number and the corporate terms.
  await expect(page.getByText('Please choose a company.')).toBeVisible()
  await expect(page.getByText('Please enter your company booking code.')).toBeVisible()
  await expect(page.getByText('A purchase order number is required.')).toBeVisible()
  await expect(page.getByText('Please accept these terms.')).toBeVisible()

  await checkout.chooseCompany('kern', 'Kernow Consulting')
  // The code the hotel gave Kernow's bookers (README's demo section, decision 0097).
  await page.getByLabel('Company booking code').fill('KERN-4M8T-2HVW')
  await page.getByLabel('Purchase order (PO) number').fill('PO-2027-0042')
  await page.getByLabel('I accept the corporate invoicing terms').check()
  await expectAccessible(page, 'checkout by company invoice')
  await shoot(page, testInfo, '12-checkout-company-invoice', true)
  const shown = await checkout.summary()
  await checkout.confirm()
  await checkout.expectConfirmed()
  await expect(page.getByText('Invoiced to Kernow Consulting, purchase order PO-2027-0042.')).toBeVisible()

  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored).toMatchObject({
    DateFrom: arrival,
    DateTo: departure,
    PaymentType: 3,
    CompanyName: 'Kernow Consulting',
    PONumber: 'PO-2027-0042',
    CardBrand: null,
    Booker: { FirstName: 'Katherine', LastName: 'Johnson', ZipCode: 'TR11 2AB' },
  })
  expect(stored.Rooms).toHaveLength(1)
  expect(stored.Rooms[0]).toMatchObject({
    RoomTypeName: 'Classic Double',
    RatePlanName: 'Corporate',
    NumberOfAdults: 1,
    LeadGuest: { FirstName: 'Katherine', LastName: 'Johnson' },
    Services: [],
  })
  expect(stored.Totals.PaidNow).toBe(0)
  expect(`£${stored.Totals.Total.toFixed(2)}`).toBe(shown.total)

  // Print: the browser's print dialog opens, and the print stylesheet leaves only the booking.
  await page.evaluate(() => {
    const w = window as Window & { printed?: number }
    w.printed = 0
    window.print = () => {
      w.printed = (w.printed ?? 0) + 1
    }
  })
  await page.getByRole('button', { name: 'Print confirmation' }).click()
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'What next' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
  await expect(page.getByTestId('booking-reference')).toBeVisible()
  await shoot(page, testInfo, '13-confirmation-print', true)
  await page.emulateMedia({ media: 'screen' })

  // Add to calendar: an .ics file for the stay (departure is the exclusive end of an all-day event).
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add to calendar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`booking-${stored.ReferenceNumber}.ics`)
  const ics = await readFile((await download.path()) ?? '', 'utf8')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toContain(`DTSTART;VALUE=DATE:${arrival.replaceAll('-', '')}`)
  expect(ics).toContain(`DTEND;VALUE=DATE:${departure.replaceAll('-', '')}`)
  expect(ics).toContain('SUMMARY:Stay at Harbour House Hotel')
  expect(ics).toContain(stored.ReferenceNumber)
})

test('a declined card keeps everything typed; another card then books once', async ({
  page,
  request,
}, testInfo) => {
  const { arrival, departure } = midweekStay(23)
  const before = await roomsLeft(request, 'HARBOUR', arrival, departure)
  await toCheckout(page, arrival, departure, 'Non-refundable')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(BOOKER)
  await checkout.fillRequests('Feather-free pillows, please.')
  const year = String(new Date().getFullYear() + 2)
  await checkout.fillCard({
    name: 'Katherine Johnson',
    number: '4000 0000 0000 0002',
    month: '07',
    year,
    securityCode: '321',
  })
  await checkout.agree()
  await checkout.confirm()

  const failure = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(failure).toBeVisible()
  await expectAccessible(page, 'checkout after a declined card')
  await shoot(page, testInfo, '14-checkout-declined', true)
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('First name')).toHaveValue('Katherine')
  await expect(form.getByLabel('Email address')).toHaveValue('katherine@example.com')
  await expect(form.getByLabel('Post code')).toHaveValue('TR11 2AB')
  await expect(form.getByLabel('Special requests')).toHaveValue('Feather-free pillows, please.')
  // The card stays in the provider's fields, as Stripe's do: the guest types another over it.
  const card = page.frameLocator('iframe[title="Card details"]')
  await expect(card.getByLabel('Card number')).toHaveValue(/^4000 ?0000 ?0000 ?0002$/)
  await expect(card.getByLabel('Expiry date (MM / YY)')).toHaveValue(`07 / ${year.slice(-2)}`)
  await expect(page.getByLabel(/I agree to the terms and conditions/)).toBeChecked()
  expect((await roomsLeft(request, 'HARBOUR', arrival, departure))[CLASSIC_DOUBLE]).toBe(
    before[CLASSIC_DOUBLE],
  )

  await card.getByLabel('Card number').fill('5555 5555 5555 4444')
  await card.getByLabel('Security code').fill('321')
  // The status page follows the reservation until it is confirmed: the first answers say it is pending.
  let pending = 0
  await page.route('**/api/Reservation/Status?*', async (route) => {
    if (pending++ >= 3) return route.continue()
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    return route.fulfill({ response, json: { ...body, Status: 'Pending', Message: null } })
  })
  // A second press while the booking is on its way sends nothing more.
  await page.getByRole('button', { name: 'Confirm booking' }).dblclick()
  await expect(page.getByRole('heading', { name: 'Confirming your booking' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'We are confirming your booking' })).toBeVisible()
  await expectAccessible(page, 'the booking status')
  await shoot(page, testInfo, '15-status')
  await checkout.expectConfirmed()

  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored).toMatchObject({ PaymentType: 5, CardBrand: 'Mastercard', CardLastFour: '4444' })
  expect(stored.Totals.PaidNow).toBe(stored.Totals.Total)
  const after = await roomsLeft(request, 'HARBOUR', arrival, departure)
  expect(after[CLASSIC_DOUBLE]).toBe((before[CLASSIC_DOUBLE] ?? 0) - 1)
})

test('the hotel books but its answer is lost on the way back: confirmed again, the stay is booked once', async ({
  page,
  request,
}) => {
  const { arrival, departure } = midweekStay(51)
  const before = await roomsLeft(request, 'HARBOUR', arrival, departure)
  await toCheckout(page, arrival, departure, 'Non-refundable')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(BOOKER)
  const year = String(new Date().getFullYear() + 2)
  await checkout.fillCard({
    name: 'Katherine Johnson',
    number: '4242 4242 4242 4242',
    month: '09',
    year,
    securityCode: '737',
  })
  await checkout.agree()

  // The first Create reaches the hotel, which books the room; the connection drops before its answer arrives.
  let lost = false
  await page.route(
    (url) => url.pathname === '/api/Reservation/Create',
    async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      return route.abort('internetdisconnected')
    },
  )
  await checkout.confirm()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not reach the hotel. Check your connection and try again.' }),
  ).toBeVisible()
  expect((await roomsLeft(request, 'HARBOUR', arrival, departure))[CLASSIC_DOUBLE]).toBe(
    (before[CLASSIC_DOUBLE] ?? 0) - 1,
  )
  // Everything typed is still there, the card too (in the provider's frame): Confirm again sends the same request.
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toHaveValue(
    /^4242 ?4242 ?4242 ?4242$/,
  )
  await checkout.confirm()
  await checkout.expectConfirmed()

  // The same request with the same key: the hotel answers with the booking it made, and takes no second room.
  expect((await roomsLeft(request, 'HARBOUR', arrival, departure))[CLASSIC_DOUBLE]).toBe(
    (before[CLASSIC_DOUBLE] ?? 0) - 1,
  )
  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored).toMatchObject({ PaymentType: 5, CardBrand: 'Visa', CardLastFour: '4242' })
})

test('the answer is lost and the guest reloads checkout before confirming again: the stay is still booked once', async ({
  page,
  request,
}) => {
  const { arrival, departure } = midweekStay(55)
  const before = await roomsLeft(request, 'HARBOUR', arrival, departure)
  await toCheckout(page, arrival, departure, 'Non-refundable')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(BOOKER)
  const year = String(new Date().getFullYear() + 2)
  const card = {
    name: 'Katherine Johnson',
    number: '4242 4242 4242 4242',
    month: '09',
    year,
    securityCode: '737',
  }
  await checkout.fillCard(card)
  await checkout.agree()
  let lost = false
  await page.route(
    (url) => url.pathname === '/api/Reservation/Create',
    async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      return route.abort('internetdisconnected')
    },
  )
  await checkout.confirm()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not reach the hotel. Check your connection and try again.' }),
  ).toBeVisible()

  // A reload: the booker's details come back from this tab's session store; the card, never kept, is typed again.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(kept).toContain('katherine@example.com')
  expect(kept).not.toMatch(/4242 ?4242|"737"/)
  await page.reload()
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Email address')).toHaveValue(BOOKER.email)
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toHaveValue('')
  await checkout.fillCard(card)
  await checkout.agree()
  await checkout.confirm()
  await checkout.expectConfirmed()
  expect((await roomsLeft(request, 'HARBOUR', arrival, departure))[CLASSIC_DOUBLE]).toBe(
    (before[CLASSIC_DOUBLE] ?? 0) - 1,
  )
})

test('PayStack takes the payment on its own page: cancelling there keeps the details and the rooms free, paying confirms', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { arrival, departure } = midweekStay(37)
  const before = await roomsLeft(request, 'CLIFFTOP', arrival, departure)
  const search = new SearchPage(page)
  await search.open('CLIFFTOP')
  // This guest accepted analytics: the purchase is counted when they come back paid, not when they leave.
  await page.evaluate(() => localStorage.setItem('booking-engine.cookie-consent', 'granted'))
  await search.chooseDates(arrival, departure)
  // Two adults, the hotel's default (it takes no infants in a search, so the counters differ from HARBOUR's).
  await search.search()
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Bed & Breakfast', 'Cottage Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(BOOKER.firstName, BOOKER.lastName)
  await rooms.skipExtras()
  await rooms.continueToCheckout()

  const checkout = new CheckoutPage(page)
  // The inn requires the booker's town and county (decision 0090).
  await checkout.fillBooker({ ...BOOKER, stateOrCounty: 'Cornwall' })
  await checkout.fillRequests('A quiet room, please.')
  await checkout.payBy('PayStack')
  await expect(page.getByText(/confirming takes you to its payment page/)).toBeVisible()
  const { payNow } = await checkout.summary()
  await checkout.agreeAndConfirm()

  const payStack = new PayStackTestPage(page)
  await payStack.expectOpen('Cliff Top Inn', payNow)
  await expectAccessible(page, 'the PayStack test page')
  await shoot(page, testInfo, '16-paystack-page', true)
  // While the guest is on PayStack's page the room is held for them.
  expect((await roomsLeft(request, 'CLIFFTOP', arrival, departure))[COTTAGE]).toBe((before[COTTAGE] ?? 0) - 1)

  await payStack.cancel('Cliff Top Inn')
  const notPaid = page.getByRole('alert').filter({ hasText: 'Your payment was not completed' })
  await expect(notPaid).toContainText('You cancelled the payment on PayStack. Nothing was charged')
  await expect(page).toHaveURL(/\/Book\/CLIFFTOP\/Checkout\/[\w-]+$/)
  await expectAccessible(page, 'checkout after a cancelled PayStack payment')
  await shoot(page, testInfo, '17-checkout-paystack-cancelled', true)
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('First name')).toHaveValue('Katherine')
  await expect(form.getByLabel('Post code')).toHaveValue('TR11 2AB')
  await expect(form.getByLabel('State or county')).toHaveValue('Cornwall')
  await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('826')
  await expect(form.getByLabel('Special requests')).toHaveValue('A quiet room, please.')
  await expect(page.getByRole('radio', { name: 'PayStack' })).toBeChecked()
  await expect(page.getByLabel(/I agree to the terms and conditions/)).toBeChecked()
  expect((await roomsLeft(request, 'CLIFFTOP', arrival, departure))[COTTAGE]).toBe(before[COTTAGE])

  // The same return address on a device that does not have the basket (docs/product/booking.md#screens: only an empty basket *without* a
  // token goes back to search): it says what happened and offers a new search.
  const returnAddress = new URL(page.url()).pathname
  const elsewhere = await freshDevice(browser, testInfo)
  await elsewhere.goto(returnAddress)
  await expect(
    elsewhere.getByRole('heading', { name: 'Your payment was not completed', level: 1 }),
  ).toBeVisible()
  await expect(
    elsewhere.getByText('You cancelled the payment on PayStack. Nothing was charged'),
  ).toBeVisible()
  await expect(
    elsewhere.getByText('This device does not hold your choice of rooms', { exact: false }),
  ).toBeVisible()
  await expect(elsewhere).toHaveURL(new RegExp(`${returnAddress}$`))
  await expectAccessible(elsewhere, 'a cancelled PayStack payment on another device')
  await shoot(elsewhere, testInfo, '17b-paystack-cancelled-no-basket', true)
  await elsewhere.getByRole('link', { name: 'Search again' }).click()
  await expect(elsewhere).toHaveURL(/\/Book\/CLIFFTOP$/)
  await expect(elsewhere.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()

  await checkout.confirm()
  await payStack.expectOpen('Cliff Top Inn', payNow)
  await payStack.pay(payNow)
  await checkout.expectConfirmed()
  const token = new URL(page.url()).pathname.split('/').pop() ?? ''
  // A paid booking's checkout address, opened where there is no basket, moves on to the confirmation.
  await elsewhere.goto(`/Book/CLIFFTOP/Checkout/${token}`)
  await expect(elsewhere.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
  await expect(elsewhere).toHaveURL(new RegExp(`/Book/CLIFFTOP/Confirmation/${token}$`))
  await elsewhere.context().close()
  const stored = await storedReservation(request, page, 'CLIFFTOP')
  expect(stored).toMatchObject({ PaymentType: 4, DateFrom: arrival, DateTo: departure, CardBrand: null })
  expect(`€${stored.Totals.PaidNow.toFixed(2)}`).toBe(payNow)
  expect((await roomsLeft(request, 'CLIFFTOP', arrival, departure))[COTTAGE]).toBe((before[COTTAGE] ?? 0) - 1)
  const purchases = await page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'purchase',
    ),
  )
  expect(purchases).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        transaction_id: stored.ReferenceNumber,
        value: stored.Totals.Total,
      }),
    }),
  ])
})

test('a hotel that requires the booker’s town and county asks for them, next to the fields, before it books', async ({
  page,
  request,
}, testInfo) => {
  const { arrival, departure } = midweekStay(41)
  const search = new SearchPage(page)
  await search.open('CLIFFTOP')
  await search.chooseDates(arrival, departure)
  await search.search()
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Flexible', 'Cottage Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(BOOKER.firstName, BOOKER.lastName)
  await rooms.skipExtras()
  await rooms.continueToCheckout()

  // CLIFFTOP requires the town and the county (decision 0090): both are marked required; HARBOUR asks neither.
  const checkout = new CheckoutPage(page)
  const form = page.getByRole('form', { name: 'Checkout' })
  const town = form.getByRole('textbox', { name: 'Town or city' })
  const county = form.getByRole('textbox', { name: 'State or county' })
  await expect(town).toHaveAttribute('required', '')
  await expect(county).toHaveAttribute('required', '')
  await checkout.fillBooker({ ...BOOKER, city: '' })
  await checkout.fillCard({
    name: 'Katherine Johnson',
    number: '4242 4242 4242 4242',
    month: '09',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await checkout.agree()
  await checkout.confirm()
  // Each message by its own field (its description), what was typed kept, nothing booked.
  await expect(town).toHaveAccessibleDescription('Town or city is required.')
  await expect(county).toHaveAccessibleDescription('State or county is required.')
  await expect(form.getByLabel('Street')).toHaveValue(BOOKER.street)
  await expect(form.getByLabel('Post code')).toHaveValue(BOOKER.postCode)
  await expect(page).toHaveURL(/\/Book\/CLIFFTOP\/Checkout(\?|$)/)
  await expectAccessible(page, 'checkout with required fields left empty')
  await shoot(page, testInfo, '18-checkout-required-fields', true)

  await town.fill('Salcombe')
  await county.fill('Devon')
  await expect(county).not.toHaveAccessibleDescription('State or county is required.')
  await checkout.confirm()
  await checkout.expectConfirmed()
  // The hotel has both, as typed.
  const token = new URL(page.url()).pathname.split('/').pop() ?? ''
  const confirmation = (await (
    await request.get(`/api/Reservation/Confirmation?propertyId=CLIFFTOP&referenceNumber=${token}`)
  ).json()) as { ReferenceNumber: string; Code: string }
  const booking = await serverReservation(request, {
    reference: confirmation.ReferenceNumber,
    code: confirmation.Code,
    token,
    propertyCode: 'CLIFFTOP',
  })
  expect(booking.Booker).toMatchObject({ City: 'Salcombe', StateOrCounty: 'Devon', ZipCode: BOOKER.postCode })
})
