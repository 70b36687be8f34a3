import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, midweekStay, shoot } from './support'

// The boot shell's search form (issue 22, decisions 0110, 0112 and 0145): a search with no script at all reaches
// Rooms & Rates in one round trip (no redirect); with the app's code held back, the shell's calendar picks the
// stay, what the guest entered in the shell is still there once the app runs, and a search sent from the shell
// lands on Rooms & Rates, whose address the app writes in its own format.

/** Opens the shell's calendar and picks the stay on it, going to later months as the guest would. */
async function pickOnShellCalendar(page: Page, arrival: string, departure: string) {
  const calendar = page.locator('#boot-calendar')
  if (await calendar.isHidden()) await page.getByRole('button', { name: /^Dates/ }).click()
  for (const day of [arrival, departure]) {
    const button = calendar.locator(`[data-day="${day}"]`)
    while (!(await button.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click()
    await button.click()
  }
}

/**
 * Fills the shell's form: the dates (in the native inputs without a script, on the shell's calendar with one),
 * a two-room search, the second room one adult and a child, and a promo code.
 */
async function fillShellForm(page: Page, arrival: string, departure: string, script = true) {
  const form = page.getByRole('form', { name: 'Book your stay' })
  if (script) {
    await pickOnShellCalendar(page, arrival, departure)
    await expect(page.locator('#boot-calendar')).toBeHidden()
  } else {
    await form.getByLabel('Arrival', { exact: true }).fill(arrival)
    await form.getByLabel('Departure', { exact: true }).fill(departure)
  }
  await form.getByLabel('Rooms').selectOption('2')
  const room2 = form.getByRole('group', { name: 'Room 2' })
  await expect(room2).toBeVisible()
  await expect(form.getByRole('group', { name: 'Room 3' })).toBeHidden()
  await room2.getByLabel(/^Adults/).selectOption('1')
  await room2.getByLabel(/^Children/).selectOption('1')
  await form.getByLabel('Promo code').fill('SUMMER10')
  return form
}

/** Every redirect the page's navigations met (a 3xx answer to a document request). */
function redirectsOf(page: Page): string[] {
  const redirects: string[] = []
  page.on('response', (response) => {
    const status = response.status()
    if (response.request().isNavigationRequest() && status >= 300 && status < 400)
      redirects.push(`${status} ${response.url()}`)
  })
  return redirects
}

/** Holds the app's code back until the returned function lets it through: the page stays the boot shell. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false, cookieConsent: null })

  test("a search from the shell reaches Rooms & Rates' address", async ({ page }, testInfo) => {
    const { arrival, departure } = midweekStay(3)
    await page.goto('/Book/HARBOUR')
    const form = page.getByRole('form', { name: 'Book your stay' })
    // The browser holds back a search without dates.
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    await fillShellForm(page, arrival, departure, false)
    await shoot(page, testInfo, 'boot-shell-form', true)
    const redirects = redirectsOf(page)
    await form.getByRole('button', { name: 'Search' }).click()
    // The form's own address: Rooms & Rates with the form's fields.
    await expect(page).toHaveURL(/\/Book\/HARBOUR\/Rooms-And-Rates\?arrival=.*&roomCount=2&/)
    // The server paints Rooms & Rates for that search at once (the page needs the app's code for the rest).
    await expect(page.getByText(/2 nights · 2 rooms/)).toBeVisible()
    expect(redirects).toEqual([])
  })
})

test.describe('with the app’s code held back', () => {
  test.use({ cookieConsent: null })

  test('what was typed in the shell survives the app taking over, without a jump', async ({ page }) => {
    const { arrival, departure } = midweekStay(4)
    const release = await holdAppCode(page)
    // The layout shifts of the page as CLS counts them.
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (Reflect.get(entry, 'hadRecentInput') === false) shifts.push(Number(Reflect.get(entry, 'value')))
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/Book/HARBOUR', { waitUntil: 'domcontentloaded' })
    await fillShellForm(page, arrival, departure)
    await expectAccessible(page, 'the boot shell with its search form')

    // From here on, the shifts are the app's taking over (the guest's own changes above move the form too).
    await page.evaluate(() => {
      const shifts: unknown = Reflect.get(window, 'layoutShifts')
      if (Array.isArray(shifts)) shifts.length = 0
    })
    release()
    await expect(page.getByRole('button', { name: 'Dates' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Book your stay' }).getByLabel('Arrival')).toHaveCount(0)
    await expect(page.getByText('Room 2', { exact: true })).toBeVisible()
    await expect(page.getByTestId('occupant-adult-2')).toHaveText('1')
    await expect(page.getByTestId('occupant-child-2')).toHaveText('1')
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SUMMER10')
    const day = (iso: string) => String(Number(iso.slice(8)))
    await expect(page.getByRole('button', { name: 'Dates' })).toContainText(day(arrival))
    await expect(page.getByRole('button', { name: 'Dates' })).toContainText(day(departure))
    const shift = await page.evaluate(() => {
      const shifts: unknown = Reflect.get(window, 'layoutShifts')
      return Array.isArray(shifts) ? shifts.reduce((sum: number, v: unknown) => sum + Number(v), 0) : -1
    })
    console.log(`layout shift as the app took over from the shell: ${shift.toFixed(4)}`)
    expect(shift).toBeGreaterThanOrEqual(0)
    expect(shift).toBeLessThanOrEqual(0.02)
  })
})

test.describe('a search sent from the shell', () => {
  test.use({ cookieConsent: null })

  test('lands on Rooms & Rates in one trip, at the address the app reads', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same address and answers on every screen')
    const { arrival, departure } = midweekStay(3)
    const release = await holdAppCode(page)
    await page.goto('/Book/HARBOUR', { waitUntil: 'domcontentloaded' })
    const form = await fillShellForm(page, arrival, departure)
    const redirects = redirectsOf(page)
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText(/2 nights · 2 rooms/)).toBeVisible()
    release()
    // "Any location" is not sent: the address leaves out what is empty.
    await expect(page).toHaveURL(
      `/Book/HARBOUR/Rooms-And-Rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0%2C1-1-0&promoCode=SUMMER10`,
    )
    await expect(page.getByRole('heading', { name: 'Rooms & Rates', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Room 1/ }).first()).toBeVisible()
    expect(redirects).toEqual([])
  })
})

test.describe('the shell’s calendar', () => {
  test.use({ cookieConsent: null })

  test('picks the stay before the app runs, and hands a stay half picked to the app’s calendar', async ({
    page,
  }, testInfo) => {
    const { arrival, departure } = midweekStay(3)
    const release = await holdAppCode(page)
    await page.goto('/Book/HARBOUR', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Book your stay' })
    const dates = form.getByRole('button', { name: /^Dates/ })
    const calendar = page.locator('#boot-calendar')
    // With a script the Dates field stands where the native inputs were.
    await expect(dates).toHaveText('Arrival – departure')
    await expect(form.getByLabel('Arrival', { exact: true })).toBeHidden()

    // A search without dates opens the calendar instead of refusing a field the guest cannot see.
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(calendar).toBeVisible()
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    await expect(dates).toHaveAttribute('aria-invalid', 'true')
    await expect(calendar.getByText('Choose your arrival date.')).toBeVisible()
    // Each day says its price; the keyboard starts on the first day on offer.
    await expect(calendar.locator('[data-day]:not(:disabled)').first()).toBeFocused()
    await expect(calendar.locator('[data-day]:not(:disabled) span').first()).toHaveText(/^£\d+$/)
    await expectAccessible(page, "the boot shell's calendar")
    await shoot(page, testInfo, 'boot-shell-calendar')

    // Escape closes it and gives the focus back to the field.
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(dates).toBeFocused()

    // The arrival picked, the app takes over with its own calendar open, waiting for the departure.
    await dates.click()
    const arrivalDay = calendar.locator(`[data-day="${arrival}"]`)
    while (!(await arrivalDay.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click()
    await arrivalDay.click()
    await expect(dates).toContainText('– Departure')
    await expect(calendar.getByText('Now choose your departure date.')).toBeVisible()
    await expect(calendar.locator(`[data-day="${arrival}"]`)).toHaveAttribute('aria-pressed', 'true')
    release()
    await expect(calendar).toHaveCount(0)
    const appCalendar = page.locator('[id$="-calendar"]')
    await expect(appCalendar.getByText('Now choose your departure date.')).toBeVisible()
    const spoken = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`))
    const departureDay = appCalendar.getByRole('button', { name: new RegExp(`^${spoken(departure)}`) })
    while (!(await departureDay.isVisible()))
      await appCalendar.getByRole('button', { name: 'Next month' }).click()
    await departureDay.click()
    await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('2 nights')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Rooms-And-Rates\\?arrival=${arrival}&departure=${departure}`))
  })
})
