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
