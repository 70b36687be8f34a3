import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hexToRgb } from './support'

// Issue 18: a guest opens the hotel once, installs the app, and opens it later with no connection. The first
// visit alone (no reload, no second online visit) must leave the hotel's settings, booking config and calendar
// in the service worker's cache.

/** The API paths the worker has kept in a runtime cache. */
function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys()
    return keys.map((request) => new URL(request.url).pathname)
  }, cacheName)
}

test('one online visit, then offline: the search screen opens with the hotel, its theme and calendar', async ({
  page,
  context,
  request,
}) => {
  const property = (await (await request.get('/api/Property/HARBOUR')).json()) as {
    PropertyName: string
    Theme: { BrandPrimary: string }
  }
  await page.goto('/Book/HARBOUR')
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  // The worker installs once the page is idle and takes control of this same page (no reload here).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true)
  // The addresses the app asked for (the config by code at start-up or by id): the ones it asks for next time.
  await expect
    .poll(() => cachedPaths(page, 'config'), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['/api/Property/HARBOUR', expect.stringMatching(/^\/api\/Book\/Config\//)]),
    )
  await expect.poll(() => cachedPaths(page, 'availability-calendars')).toContain('/api/Availability')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: property.PropertyName })).toBeVisible()
  await expect(page.getByText('We could not reach the hotel')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCSS('background-color', hexToRgb(property.Theme.BrandPrimary))
  await page.getByRole('button', { name: 'Dates' }).click()
  // A day with a price: the calendar came from the worker's cache.
  await expect(page.getByRole('button', { name: /\d{4}, .*£\d/ }).first()).toBeVisible()
  await context.setOffline(false)
})

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' })

  test('one online visit, then offline: the worker’s shell and the app are German', async ({
    page,
    context,
  }) => {
    await page.goto('/Book/HARBOUR')
    await expect(page.getByRole('heading', { name: 'Aufenthalt buchen', level: 1 })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true)
    await expect
      .poll(() => cachedPaths(page, 'config'), { timeout: 15_000 })
      .toContain('/api/Property/HARBOUR')

    await context.setOffline(true)
    // The worker's own page, before the app runs: drawn in German from the kept index.html (decision 0128).
    const answer = await page.reload()
    expect(answer?.fromServiceWorker()).toBe(true)
    expect(await answer?.text()).toContain('<html lang="de" dir="ltr">')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The app starts from the precache with the German chunk: no English left on the search screen.
    await expect(page.getByRole('heading', { name: 'Aufenthalt buchen', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible()
    await expect(page.getByText('Book your stay')).toHaveCount(0)
    await context.setOffline(false)
  })
})
