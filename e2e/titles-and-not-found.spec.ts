import { expect, test } from './fixtures'
import { chooseClassicDouble } from './pages/book-a-stay'
import { midweekStay, shoot } from './support'

// Every page has its own title (WCAG 2.4.2), and an address no page has — or a hotel code no hotel has — is
// answered 404, with the hotel's header where there is a hotel and always a way back (decision 0118).

const HOTEL = 'Harbour House Hotel'

test('each step of a booking has its own title', async ({ page }) => {
  await page.goto('/Book/HARBOUR')
  await expect(page).toHaveTitle(`Book your stay – ${HOTEL}`)
  await chooseClassicDouble(page, midweekStay(5))
  await expect(page).toHaveTitle(`Checkout – ${HOTEL}`)
  await page.goBack()
  await expect(page).toHaveTitle(`Rooms & Rates – ${HOTEL}`)
})

test('an unknown address in a hotel is a 404 under the hotel’s header, with a way back', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/Book/HARBOUR/No-Such-Page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: HOTEL })).toBeVisible()
  await expect(page).toHaveTitle(`Page not found – ${HOTEL}`)
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await shoot(page, testInfo, 'not-found-in-hotel')
  await page.getByRole('link', { name: 'Start a new booking' }).click()
  await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
})

test('an unknown hotel is a 404 with a way back', async ({ page }, testInfo) => {
  const response = await page.goto('/Book/NO-SUCH-HOTEL')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page not found')
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await shoot(page, testInfo, 'not-found-hotel')
  await page.getByRole('link', { name: 'Start a new booking' }).click()
  await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
})
