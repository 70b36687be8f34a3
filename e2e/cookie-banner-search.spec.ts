import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appTookOver } from './support'

// A first visit (no cookie answer yet): the banner covers none of the search form's controls, in the boot shell
// (the form works before the app runs) or once the app has taken over, on a phone and on a desktop. The Search
// button is pressed for real (no force) without answering the banner first.
test.use({ cookieConsent: null })

/**
 * True when the control's middle is the control itself (nothing, the banner least of all, lies on top). A link
 * wrapped over two lines (the hotel's address) is tried in its first line: its whole box's middle is no text.
 */
async function onTop(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

/** Every visible control of the search form: none is covered where it stands, and each is clear of the banner. */
async function expectFormClear(page: Page, banner: Locator) {
  const form = page.getByRole('main')
  const controls = form.locator('button:visible, input:visible, a:visible')
  const bannerBox = await banner.boundingBox()
  expect(bannerBox).not.toBeNull()
  for (const control of await controls.all()) {
    const box = await control.boundingBox()
    if (!box || !bannerBox || box.width === 0) continue
    const apart =
      box.y + box.height <= bannerBox.y ||
      box.y >= bannerBox.y + bannerBox.height ||
      box.x + box.width <= bannerBox.x ||
      box.x >= bannerBox.x + bannerBox.width
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
    expect(apart, name).toBe(true)
    if (box.y + box.height <= page.viewportSize()!.height) expect(await onTop(control), name).toBe(true)
  }
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the cookie banner covers no control of the search form at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/Book/HARBOUR')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await appTookOver(page)
    await expect(banner).toBeVisible()
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/search-banner-${size.width}.png` })
    }
    await expectFormClear(page, banner)
    // Pressed for real, the banner unanswered: the search runs (and asks for the dates).
    await page.getByRole('button', { name: 'Search', exact: true }).click({ trial: true, timeout: 2000 })
    await expect(banner).toBeVisible()
  })
}
