import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { chooseClassicDouble } from './pages/book-a-stay'
import { appTookOver, midweekStay, shoot } from './support'

// The address is the source of truth for a search (decision 0118): a Rooms & Rates address for another stay than
// the basket kept on the device (a second tab, a link from the hotel's site or an offer mail) shows its own
// stay and says the earlier choice is kept, with a way back to it; offline, it says that stay needs a connection.

/** A day as the app writes it: "Tue 3 Mar". */
function day(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

const roomsAddress = (stay: { arrival: string; departure: string }) =>
  `/Book/HARBOUR/Rooms-And-Rates?arrival=${stay.arrival}&departure=${stay.departure}&rooms=2-0-0`

/** The desktop project's pictures at 1440 px wide, the phone's at its own 390. */
async function wide(page: Page, project: string) {
  if (project === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('a deep link with other dates over a basket shows its own stay and keeps the basket to go back to', async ({
  page,
}, testInfo) => {
  const basket = midweekStay(3)
  const other = midweekStay(6)
  await chooseClassicDouble(page, basket)
  await expect(page).toHaveURL(/\/Checkout/)

  await page.goto(roomsAddress(other))
  await appTookOver(page)
  await expect(page.getByText(`${day(other.arrival)} – ${day(other.departure)} · 2 nights`)).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'Your earlier choice for' })
  await expect(notice).toContainText(
    `Your earlier choice for ${day(basket.arrival)} – ${day(basket.departure)} is kept:`,
  )
  await expect(page.getByText(`${day(basket.arrival)} – ${day(basket.departure)} · 2 nights`)).toBeHidden()
  await wide(page, testInfo.project.name)
  await shoot(page, testInfo, 'address-wins-notice')

  await notice.getByRole('button', { name: 'go back to it' }).click()
  await expect(page).toHaveURL(new RegExp(`arrival=${basket.arrival}&departure=${basket.departure}`))
  await expect(page.getByText(`${day(basket.arrival)} – ${day(basket.departure)} · 2 nights`)).toBeVisible()
  await expect(page.getByText('Classic Double').first()).toBeVisible()
  // The stay left behind is kept in its turn.
  await expect(page.getByText(`Your earlier choice for ${day(other.arrival)}`)).toBeHidden()
})

test('offline, another stay than the basket’s says it needs a connection; the basket’s own stay still shows', async ({
  page,
  context,
}, testInfo) => {
  const basket = midweekStay(3)
  const other = midweekStay(7)
  await page.goto('/Book/HARBOUR')
  await waitForServiceWorker(page)
  await chooseClassicDouble(page, basket)
  await expect(page).toHaveURL(/\/Checkout/)

  await context.setOffline(true)
  await page.goto(roomsAddress(other))
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not available offline for these dates' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    page.getByText(`Rooms and rates for ${day(other.arrival)} – ${day(other.departure)}`),
  ).toBeVisible()
  await expect(page.getByText(`Your earlier choice for ${day(basket.arrival)}`)).toBeVisible()
  await wide(page, testInfo.project.name)
  await shoot(page, testInfo, 'address-wins-offline')

  await page.goto(roomsAddress(basket))
  await expect(page.getByText(`${day(basket.arrival)} – ${day(basket.departure)} · 2 nights`)).toBeVisible()
  await expect(page.getByText('Not available offline')).toBeHidden()
  await context.setOffline(false)
})
