import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, midweekStay, shoot } from './support'

// The boot shell's search form (issue 22, decision 0110): a search with no script at all reaches Rooms & Rates'
// address; with the app's code held back, what the guest entered in the shell is still there once the app runs.

/** Fills the shell's form: a two-room search, the second room one adult and a child, and a promo code. */
async function fillShellForm(page: Page, arrival: string, departure: string) {
  const form = page.getByRole('form', { name: 'Book your stay' })
  await form.getByLabel('Arrival').fill(arrival)
  await form.getByLabel('Departure').fill(departure)
  await form.getByLabel('Rooms').selectOption('2')
  const room2 = form.getByRole('group', { name: 'Room 2' })
  await expect(room2).toBeVisible()
  await expect(form.getByRole('group', { name: 'Room 3' })).toBeHidden()
  await room2.getByLabel(/^Adults/).selectOption('1')
  await room2.getByLabel(/^Children/).selectOption('1')
  await form.getByLabel('Promo code').fill('SUMMER10')
  return form
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false, cookieConsent: null })

  test("a search from the shell reaches Rooms & Rates' address", async ({ page }, testInfo) => {
    const { arrival, departure } = midweekStay(6)
    await page.goto('/Book/HARBOUR')
    const form = page.getByRole('form', { name: 'Book your stay' })
    // The browser holds back a search without dates.
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    await fillShellForm(page, arrival, departure)
    await shoot(page, testInfo, 'boot-shell-form', true)
    await form.getByRole('button', { name: 'Search' }).click()
    // "Any location" is not sent: the address leaves out what is empty.
    await expect(page).toHaveURL(
      `/Book/HARBOUR/Rooms-And-Rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0%2C1-1-0&promoCode=SUMMER10`,
    )
    // The server paints Rooms & Rates for that search (the page needs the app's code for the rest).
    await expect(page.getByText(/2 nights · 2 rooms/)).toBeVisible()
  })
})

test.describe('with the app’s code held back', () => {
  test.use({ cookieConsent: null })

  test('what was typed in the shell survives the app taking over, without a jump', async ({ page }) => {
    const { arrival, departure } = midweekStay(7)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await released
      await route.continue()
    })
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
