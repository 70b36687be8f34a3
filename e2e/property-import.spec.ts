import { expect, test } from './fixtures'
import { ADA_LOVELACE, payByCardAndConfirm } from './pages/book-a-stay'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay } from './support'

/**
 * A hotel that is not the demo: tests/fixtures/property-files/lighthouse.yaml, imported into the fresh data folder
 * by scripts/e2e-server.mjs with `npm run property:import`'s script. Booked end to end in the app with its own
 * name, theme colour and prices (a Keeper's Room on Lodge Flexible: £99 a weekday night).
 */
test('a guest books a room of a hotel imported from its property file', async ({ page }) => {
  const stay = midweekStay(3)
  const search = new SearchPage(page)
  await search.open('LIGHTHOUSE')
  // The header names the hotel (the link's text is hidden on a phone, its name is not).
  await expect(page.getByRole('link', { name: 'Lighthouse Lodge' })).toHaveAttribute(
    'href',
    '/Book/LIGHTHOUSE',
  )
  await expect
    .poll(async () => (await page.locator('meta[name="theme-color"]').getAttribute('content'))?.toUpperCase())
    .toBe('#7A1F5C')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()

  const rooms = new RoomsRatesPage(page)
  await expect(page.getByRole('button', { name: "Choose Lodge Saver for Keeper's Room" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Lodge Flexible for Bunk Cabin' })).toBeVisible()
  await rooms.chooseRate('Lodge Flexible', "Keeper's Room")
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(ADA_LOVELACE.firstName, ADA_LOVELACE.lastName)
  await rooms.skipExtras()
  await rooms.continueToCheckout()

  await expect(page.getByText('£198.00').first()).toBeVisible()
  await payByCardAndConfirm(page)
  await expect(page.getByTestId('booking-reference')).toHaveText(/^LL/)
  await expect(page.getByText("Keeper's Room").first()).toBeVisible()
  await expect(page.getByText('£198.00').first()).toBeVisible()
})
