import { expect, test } from './fixtures'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { expectAccessible, midweekStay, shoot } from './support'

// Decision 0139 in a browser: the lead guest fills the booker's names, one free-text box, and a confirmation with
// one primary step, check-in and check-out times and directions (pictures at 390x844 and 1440x900).
test('the lead guest fills the booker; the confirmation says when to arrive and how to get there', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  )
  const { arrival, departure } = midweekStay(27)
  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.setOccupants(1, { adults: 1 })
  await search.search()
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Non-refundable', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Grace', 'Hopper', 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('First name')).toHaveValue('Grace')
  await expect(form.getByLabel('Last name')).toHaveValue('Hopper')
  await form.getByLabel('Special requests').scrollIntoViewIfNeeded()
  await shoot(page, testInfo, 'g1-checkout-requests')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+44 1326 555 100',
    street: '4 Harbour Terrace',
    city: 'Falmouth',
    postCode: 'TR11 2AB',
    country: 'United Kingdom',
  })
  await checkout.fillRequests('A quiet room, please.')
  const year = String(new Date().getFullYear() + 2)
  await checkout.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '07',
    year,
    securityCode: '321',
  })
  await checkout.agree()
  await checkout.confirm()
  await expect(page.getByTestId('booking-reference')).toBeVisible({ timeout: 20000 })
  await expect(page.getByRole('region', { name: 'Your arrival' })).toContainText('Check-in from 14:00')
  await expect(page.getByRole('link', { name: 'Directions (opens a map)' })).toHaveAttribute(
    'href',
    // The demo hotel's file gives its coordinates: a pin there (decision 0141).
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=50\.15360&mlon=-5\.06630/,
  )
  await expectAccessible(page, 'confirmation with the arrival card')
  await shoot(page, testInfo, 'g2-confirmation', true)
})
