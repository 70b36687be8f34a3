import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { amountOf, expectAccessible, midweekStay, shoot } from './support'

/** Each room type's rate prices, in the order the page lists them. */
async function pricesPerRoomType(page: Page): Promise<number[][]> {
  const out: number[][] = []
  for (const card of await page.getByRole('article').all()) {
    const texts = await card.getByTestId('rate-price').allTextContents()
    out.push(texts.map((text) => amountOf(text)))
  }
  return out
}

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n)

/** The rate buttons' names ("Choose Flexible for Classic Double") on the page now. */
const chooseButtons = (page: Page) =>
  page
    .getByRole('button', { name: /^Choose / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))

function roomsAddress(weeksAhead: number, extra = '') {
  const { arrival, departure } = midweekStay(weeksAhead)
  return `/Book/HARBOUR/Rooms-And-Rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0${extra}`
}

test('sorting by price orders the rates, a filter hides the rates without it, the summary stays in view', async ({
  page,
}, testInfo) => {
  // The list's order and filters are the same on every screen: the phone's own part is the booking bar below.
  test.skip(testInfo.project.name === 'phone', 'the same list on a phone')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(roomsAddress(48))
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

  // Free cancellation: the non-refundable rates go; breakfast as well: only Bed & Breakfast rates are left.
  const filters = page.getByRole('group', { name: 'Show only' })
  await filters.getByText('Free cancellation', { exact: true }).click()
  await expect(page).toHaveURL(/filter=free-cancellation/)
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / })).toHaveCount(0)
  await filters.getByText('Breakfast included', { exact: true }).click()
  await expect(async () => {
    const names = await chooseButtons(page)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.startsWith('Choose Bed & Breakfast for'))).toBe(true)
  }).toPass()
  await expectAccessible(page, 'rooms and rates sorted and filtered')
  await shoot(page, testInfo, 'rooms-sort-01-filtered')

  // The address keeps the list as it is: a reload shows it the same.
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Free cancellation' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Price: high to low' })).toBeChecked()
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / })).toHaveCount(0)

  // The booking summary stays in view beside the list while it scrolls.
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
})

test('on a phone a room chosen puts the total and the next step at the foot of the screen', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a desktop shows the summary beside the list')
  await page.setViewportSize({ width: 390, height: 844 })
  // Filters in the address (a shared link) apply at once.
  await page.goto(roomsAddress(47, '&filter=free-cancellation'))
  await expect(page.getByRole('checkbox', { name: 'Free cancellation' })).toBeChecked()
  await expect(page.getByRole('button', { name: /^Choose Flexible for / }).first()).toBeAttached()
  await expect(page.getByRole('button', { name: /^Choose Non-refundable for / })).toHaveCount(0)
  await shoot(page, testInfo, 'rooms-sort-01-filtered')
  await expect(page.getByTestId('booking-bar')).toHaveCount(0)

  await new RoomsRatesPage(page).chooseRate('Flexible', 'Classic Double')
  const bar = page.getByTestId('booking-bar')
  await expect(bar).toBeVisible()
  await expect(bar.getByTestId('booking-bar-total')).toContainText('Total: £')
  const box = (await bar.boundingBox())!
  expect(Math.round(box.y + box.height)).toBe(844)
  // Scrolled to the very end, the page's last control is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(async () => {
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="booking-bar"]')!.getBoundingClientRect()
      const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], input, select')]
      return controls
        .filter((el) => !el.closest('[data-testid="booking-bar"]') && el.getClientRects().length > 0)
        .filter((el) => {
          const box = el.getBoundingClientRect()
          return box.height > 0 && box.bottom > bar.top && box.top < bar.bottom
        })
        .map((el) => el.textContent ?? el.outerHTML.slice(0, 60))
    })
    expect(covered).toEqual([])
  }).toPass()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectAccessible(page, 'rooms and rates with the booking bar')
  await shoot(page, testInfo, 'rooms-sort-02-booking-bar')
})
