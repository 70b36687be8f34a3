import { expect, test } from './fixtures'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay } from './support'

// docs/product/booking.md#rules: a two-room search cannot reach Confirm with one room. A guest at checkout goes back, removes room 2
// and opens the checkout's address again: Confirm names the missing room and leads back to it; nothing is booked.

test('a two-room search with a room removed cannot confirm, and is led back to that room', async ({
  page,
}) => {
  // Nothing is booked here, so the stay shares its week with no inventory another spec counts.
  const { arrival, departure } = midweekStay(61)
  const search = new SearchPage(page)
  const rooms = new RoomsRatesPage(page)
  let creates = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/Reservation/Create')) creates += 1
  })

  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.addRoom()
  await search.setOccupants(1, { adults: 2 })
  await search.setOccupants(2, { adults: 1 })
  await search.search()
  await rooms.chooseRate('Flexible', 'Classic Double')
  // Both rooms offer the same button: room 2's is pressed once its panel is the one shown.
  await expect(page.getByRole('heading', { name: 'Room 2: 1 adult' })).toBeVisible()
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Grace', 'Hopper', 'Double bed')
  await rooms.enterLeadGuest('Alan', 'Turing', 'Twin beds')
  await rooms.skipExtras(1)
  await rooms.skipExtras(2)
  await rooms.continueToCheckout()
  await expect(page.getByRole('alert', { name: 'Your booking is not complete yet' })).toHaveCount(0)

  // Back lands on the summary's step (decision 0131); removing a room there starts that room's choice, a new
  // step that drops the entries ahead, so the guest comes back to Checkout by its address (a bookmark, a tab).
  const checkout = page.url()
  await page.goBack()
  const basket = page.getByRole('region', { name: 'Your booking' })
  await basket.getByRole('button', { name: 'Remove Room 2' }).click()
  await expect(basket.getByTestId('basket-room-2')).toHaveCount(0)
  await page.goto(checkout)

  const problems = page.getByRole('alert', { name: 'Your booking is not complete yet' })
  await expect(problems).toContainText('Room 2 of your search has no room chosen.')
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  expect(creates).toBe(0)

  await problems.getByRole('button', { name: 'Go to room 2' }).click()
  await expect(page.getByRole('heading', { name: 'Rooms & Rates', level: 1 })).toBeVisible()
  await expect(rooms.roomButton(2)).toHaveAttribute('aria-current', 'true')
  await expect(basket.getByTestId('basket-room-1')).toContainText('Grace Hopper')
})
