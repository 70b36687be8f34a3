import { expect, test } from './fixtures'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay } from './support'

// A first visit (no cookie answer yet) on a 900-px-high desktop screen: nothing covers the extras dialog's
// buttons, so they can be pressed without answering the banner first.
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
  for (const button of await dialog.getByRole('button').all()) {
    if (!(await button.isVisible())) continue
    await button.scrollIntoViewIfNeeded()
    // Nothing lies on the button's middle: the banner is in the page's flow, under the dialog (decision 0138).
    const clear = await button.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && element.contains(hit)
    })
    expect(clear, await button.innerText()).toBe(true)
  }
  // Pressed for real (no force): nothing lies on top of it.
  await rooms.skipExtras(1)
})
