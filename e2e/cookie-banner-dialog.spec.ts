import { expect, test } from './fixtures'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay } from './support'

// A first visit (no cookie answer yet) on a 900-px-high desktop screen: the extras dialog's buttons stay clear
// of the cookie banner, so they can be pressed without answering the banner first.
test.use({ cookieConsent: null })

test('the cookie banner does not cover the extras dialog’s buttons', async ({ page }) => {
  // Nothing is booked: the stay shares its week with no inventory another spec counts.
  const { arrival, departure } = midweekStay(63)
  const search = new SearchPage(page)
  const rooms = new RoomsRatesPage(page)
  await search.open('HARBOUR')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  await search.chooseDates(arrival, departure)
  await search.search()
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Grace', 'Hopper', 'Double bed')

  const dialog = page.getByRole('dialog', { name: 'Add extras to room 1' })
  await expect(dialog).toBeVisible()
  await expect(banner).toBeVisible()
  const bannerBox = await banner.boundingBox()
  expect(bannerBox).not.toBeNull()
  for (const button of await dialog.getByRole('button').all()) {
    if (!(await button.isVisible())) continue
    await button.scrollIntoViewIfNeeded()
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    if (!box || !bannerBox) continue
    // The button ends above the banner's top edge.
    expect(box.y + box.height, await button.innerText()).toBeLessThanOrEqual(bannerBox.y)
  }
  // Pressed for real (no force): nothing lies on top of it.
  await rooms.skipExtras(1)
})
