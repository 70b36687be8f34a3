import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { amountOf, expectAccessible, midweekStay, shoot } from './support'

/** Each room type's rate prices, in the order the page lists them. */
async function pricesPerRoomType(page: Page): Promise<number[][]> {
  const cards = page.getByRole('article')
  const out: number[][] = []
  for (const card of await cards.all()) {
    const texts = await card.getByTestId('rate-price').allTextContents()
    out.push(texts.map((text) => amountOf(text)))
  }
  return out
}

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n)

test('sorting by price orders the rates, a filter hides the rates without it, and the booking bar on a phone', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 })
  const { arrival, departure } = midweekStay(phone ? 47 : 48)
  const rooms = new RoomsRatesPage(page)
  await page.goto(`/Book/HARBOUR/Rooms-And-Rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / }).first()).toBeAttached()

  const sorts = page.getByRole('radiogroup', { name: 'Sort by' })
  // Price, low to high: the room types follow the price they start from, and each one's rates their own.
  await sorts.getByText('Price: low to high', { exact: true }).click()
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/)
  await expect(async () => {
    const prices = await pricesPerRoomType(page)
    expect(prices.length).toBeGreaterThan(2)
    expect(ascending(prices.map((rates) => Math.min(...rates)))).toBe(true)
    for (const rates of prices) expect(ascending(rates)).toBe(true)
  }).toPass()
  await sorts.getByText('Price: high to low', { exact: true }).click()
  await expect(async () => {
    const firsts = (await pricesPerRoomType(page)).map((rates) => Math.min(...rates))
    expect(ascending([...firsts].reverse())).toBe(true)
  }).toPass()

  const filters = page.getByRole('group', { name: 'Show only' })
  // Free cancellation: the non-refundable rates go; breakfast as well: only Bed & Breakfast rates are left.
  await filters.getByText('Free cancellation', { exact: true }).click()
  await expect(page).toHaveURL(/filter=free-cancellation/)
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / })).toHaveCount(0)
  await filters.getByText('Breakfast included', { exact: true }).click()
  await expect(async () => {
    const names = await page
      .getByRole('button', { name: /^Choose / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('Choose Bed & Breakfast for'))).toBe(true)
  }).toPass()
  await expectAccessible(page, 'rooms and rates sorted and filtered')
  await shoot(page, testInfo, 'rooms-sort-01-filtered')

  // The address keeps the list as it is: a reload shows it the same.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Free cancellation' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Breakfast included' })).toBeChecked()
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / })).toHaveCount(0)

  // On a desktop the booking summary stays in view beside the list while it scrolls.
  if (!phone) {
    await page.mouse.wheel(0, 1500)
    const basket = page.getByRole('region', { name: 'Your booking' })
    await expect(async () => {
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
      const box = (await basket.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeLessThan(100)
    }).toPass()
    await shoot(page, testInfo, 'rooms-sort-02-sticky-summary')
    await expect(page.getByTestId('booking-bar')).toHaveCount(0)
    return
  }
  // On a phone, a room chosen, the bar at the foot of the screen holds the total and the next step.
  await rooms.chooseRate('Bed & Breakfast', 'Classic Double')
  const bar = page.getByTestId('booking-bar')
  await expect(bar).toBeVisible()
  await expect(bar.getByTestId('booking-bar-total')).toContainText('Total: £')
  const box = (await bar.boundingBox())!
  expect(Math.round(box.y + box.height)).toBe(844)
  await expectAccessible(page, 'rooms and rates with the booking bar')
  await shoot(page, testInfo, 'rooms-sort-02-booking-bar')
})
