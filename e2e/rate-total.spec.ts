import { expect, test } from './fixtures'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay, shoot } from './support'

// A rate shows the price per night and the total with every mandatory charge — the visitor levy — and that
// total is what checkout charges (decision 0118): no fee appears only after the choice.

test('a rate’s total, levy included, is the checkout’s total', async ({ page }, testInfo) => {
  const stay = midweekStay(testInfo.project.name === 'phone' ? 9 : 8)
  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()

  const choose = page.getByRole('button', { name: 'Choose Flexible for Classic Double' })
  const row = page.getByRole('listitem').filter({ has: choose })
  const total = (await row.getByTestId('rate-price').textContent())?.trim() ?? ''
  await expect(row.getByTestId('rate-included')).toHaveText(/^incl\. £[\d.]+ visitor levy$/)
  await expect(row.getByText(/^£[\d.]+ a night$/)).toBeVisible()
  await expect(row.getByText('total for 2 nights')).toBeVisible()
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await row.scrollIntoViewIfNeeded()
  await shoot(page, testInfo, 'rate-total-with-levy')

  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Ada', 'Lovelace', 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
  await expect(page).toHaveURL(/\/Checkout/)
  const summary = await new CheckoutPage(page).summary()
  expect(summary.total).toBe(total)
})
