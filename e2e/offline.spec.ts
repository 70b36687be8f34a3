import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bookClassicDouble, chooseClassicDouble } from './pages/book-a-stay'
import { ManageBookingPage } from './pages/manage-booking-page'
import { bookDemoReservation, openStay, ROOM } from './reservations'
import { appTookOver, expectAccessible, hexToRgb, midweekStay, shoot } from './support'
import { workerBaseURL } from './worker-server'

// Offline-first, as a guest meets it: the app was opened once with a connection; later, with none, it still
// starts with the hotel's name, colours and the availability calendar last seen, and saved bookings open.

/** Waits until the service worker controls the page, so what the page loads next goes through it. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('after one visit the app starts offline with the hotel, its theme and the calendar last seen', async ({
  page,
  context,
  request,
}) => {
  const property = (await (await request.get('/api/Property/HARBOUR')).json()) as {
    PropertyName: string
    Theme: { BrandPrimary: string }
  }
  await page.goto('/Book/HARBOUR')
  await waitForServiceWorker(page)
  await page.reload()
  await appTookOver(page)
  await page.getByRole('button', { name: 'Dates' }).click()
  // A day with a price shows the calendar's data arrived (and, through the service worker, was cached).
  await expect(page.getByRole('button', { name: /\d{4}, .*£\d/ }).first()).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: property.PropertyName })).toBeVisible()
  await expect(page.getByText('You are offline.')).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('background-color', hexToRgb(property.Theme.BrandPrimary))
  await page.getByRole('button', { name: 'Dates' }).click()
  await expect(page.getByRole('button', { name: /\d{4}, .*£\d/ }).first()).toBeVisible()
  await context.setOffline(false)
})

test('a first visit that loses the connection at once keeps its page, and installs the app once back online', async ({
  page,
  context,
}) => {
  await page.goto('/Book/HARBOUR')
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  // A mark on this document: a reload would lose it.
  const samePage = () => page.evaluate(() => (window as Window & { mark?: boolean }).mark === true)
  await page.evaluate(() => ((window as Window & { mark?: boolean }).mark = true))
  // Offline before the code that loads after the first paint (notices, service worker) has come.
  await context.setOffline(true)
  await page.waitForTimeout(6000)
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  expect(await samePage()).toBe(true)

  await context.setOffline(false)
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
    .toBe(true)
  expect(await samePage()).toBe(true)
})

test('a booking made here opens from My stays with no connection', async ({ page, context }, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 11 : 9)
  await page.goto('/Book/HARBOUR')
  await waitForServiceWorker(page)

  const reference = await bookClassicDouble(
    page,
    { arrival, departure },
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+44 20 7946 0001',
      street: '1 Navy Yard',
      city: 'Portsmouth',
      postCode: 'PO1 3LJ',
      country: 'United Kingdom',
    },
  )

  await context.setOffline(true)
  await page.goto('/MyStays/HARBOUR')
  await expect(page.getByRole('heading', { name: 'My stays', level: 1 })).toBeVisible()
  const stay = page.getByRole('article', { name: /Harbour/ }).filter({ hasText: reference })
  await expect(stay).toBeVisible()
  await expect(stay.getByText('Classic Double')).toBeVisible()
  await expect(stay.getByText('Lead guest: Grace Hopper')).toBeVisible()
  await expect(stay.getByRole('link', { name: /^Call / })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('my-stays-offline.png'), fullPage: true })
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // Never opened in manage on this device, the booking still opens by its own manage address: the worker
  // serves the app for it, and the page shows the copy My stays keeps (decision 0145).
  const manage = await stay.getByRole('link', { name: 'Manage booking' }).getAttribute('href')
  expect(manage).toMatch(/^\/Manage\/HARBOUR\/Reservation\//)
  await page.goto(manage ?? '')
  await expect(page.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'copy of your booking kept on this device' }),
  ).toBeVisible()
  const copy = page.getByRole('article', { name: /Harbour/ })
  await expect(copy.getByText('Lead guest: Grace Hopper')).toBeVisible()
  await expect(copy.getByText(reference)).toBeVisible()
  await expect(page.getByText('We could not load your booking')).toHaveCount(0)
  await shoot(page, testInfo, '32-manage-kept-copy-offline', true)
  await expectAccessible(page, 'a kept booking by its manage address offline')
  await context.setOffline(false)
})

test('a booking opened by its manage link is kept in My stays and opens there with no connection', async ({
  page,
  context,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const booked = await bookDemoReservation(request, openStay(phone ? 24 : 23), [
    { roomTypeId: ROOM.twin, adults: 2, lead: ['Mary', 'Somerville'] },
  ])
  await page.goto('/Book/HARBOUR')
  await waitForServiceWorker(page)

  // Opened from the link in the guest's e-mail, on a device that never booked it.
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('menuitem', { name: 'My stays' }).click()
  const stay = page.getByRole('article', { name: /Harbour/ }).filter({ hasText: booked.reference })
  await expect(stay).toBeVisible()
  await expect(stay.getByText('Lead guest: Mary Somerville')).toBeVisible()
  await expect(stay.getByText(/^Twin Room/)).toBeVisible()

  // Later, with no connection: the list and the booking itself open from the device.
  await context.setOffline(true)
  await page.goto('/MyStays/HARBOUR')
  await expect(stay).toBeVisible()
  await expect(stay.getByRole('link', { name: 'Check in online' })).toBeVisible()
  await shoot(page, testInfo, '30-my-stays-offline', true)
  await expectAccessible(page, 'My stays offline')
  await stay.getByRole('link', { name: 'Manage booking' }).click()
  await expect(manage.heading('Manage your booking')).toBeVisible()
  await expect(page.getByText('Mary Somerville').first()).toBeVisible()
  await shoot(page, testInfo, '31-manage-offline', true)
  await context.setOffline(false)
})

test('a basket survives a reload and a browser restart', async ({ playwright }, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 15 : 13)
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } =
    testInfo.project.use
  const profile = testInfo.outputPath('profile')
  const launch = async () => {
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: workerBaseURL(testInfo),
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
    })
    // As in every test: the cookie banner was answered (e2e/fixtures.ts).
    await context.addInitScript(() => {
      if (localStorage.getItem('booking-engine.cookie-consent') === null)
        localStorage.setItem('booking-engine.cookie-consent', 'denied')
    })
    return context
  }

  let browser = await launch()
  let page = browser.pages()[0] ?? (await browser.newPage())
  await chooseClassicDouble(page, { arrival, departure }, { firstName: 'Katherine', lastName: 'Johnson' })

  // A reload keeps the guest where they were.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(page.getByText('Classic Double').first()).toBeVisible()

  // So does closing the browser and opening the app again later.
  await browser.close()
  browser = await launch()
  page = browser.pages()[0] ?? (await browser.newPage())
  await page.goto('/Book/HARBOUR')
  await expect(page.getByText('Your booking in progress')).toBeVisible()
  await page.getByRole('button', { name: 'Continue booking' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(page.getByText('Classic Double').first()).toBeVisible()
  await browser.close()
})
