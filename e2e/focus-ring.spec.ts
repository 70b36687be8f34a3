import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { SearchPage } from './pages/search-page'
import { shoot, tabTo } from './support'

// Issue 30: a control focused by the keyboard shows a ring, not only a 1 px change of its border's colour
// (WCAG 2.4.7) — Mantine's fields had none (src/theme/global.css).

async function ring(control: Locator) {
  return control.evaluate((el) => {
    const style = getComputedStyle(el)
    return { style: style.outlineStyle, width: style.outlineWidth }
  })
}

test('the search form’s fields show a ring when the keyboard focuses them', async ({ page }, testInfo) => {
  await new SearchPage(page).open('HARBOUR')
  const dates = page.getByRole('button', { name: 'Dates' })
  await tabTo(page, dates)
  expect(await ring(dates)).toEqual({ style: 'solid', width: '2px' })
  await page.setViewportSize({ width: testInfo.project.name === 'phone' ? 390 : 1440, height: 900 })
  await shoot(page, testInfo, 'focus-ring-dates')

  const promo = page.getByLabel('Promo code')
  await tabTo(page, promo)
  expect(await ring(promo)).toEqual({ style: 'solid', width: '2px' })
  // The header's language menu is the browser's own select, with the browser's own ring.
  const language = page.getByRole('combobox', { name: 'Language' })
  await language.focus()
  expect((await ring(language)).style).not.toBe('none')
})
