import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, shoot } from './support'

// Front desk changes a booking's dates (issue 32, decision 0126): the demo stay three weeks ahead (HH900001, which
// no other spec changes) gets one more night; the desk shows the new total and what it does to the money before
// anything is saved, then the booking's page shows the new stay and its log the change. Each run adds a night to
// the stay as it then is, so a second run on the same server changes it again; then a room is added (decision
// 0134).

const FRONT_DESK = { email: 'frontdesk@example.com', password: 'Harbour-Desk-2026!' }
const REFERENCE = 'HH900001'

async function logIn(page: Page) {
  await page.getByLabel('E-mail address').fill(FRONT_DESK.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(FRONT_DESK.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

test('front desk adds a night to a stay, sees the difference first, and finds the change in the log', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'Changes the demo stay; its screens are taken at both widths.',
  )
  // The quote, two screen widths and the save take longer than the default on a shared machine.
  test.setTimeout(180_000)
  await page.goto(`/Desk/HARBOUR/search`)
  await logIn(page)
  await page.getByLabel('Reference, name or e-mail address').fill(REFERENCE)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('table', { name: 'Bookings found' }).getByRole('link', { name: REFERENCE }).click()
  await expect(page.getByRole('heading', { name: `Booking ${REFERENCE}`, level: 1 })).toBeVisible()

  const messages = page.getByRole('region', { name: 'Messages sent' }).locator('p')
  const mailsBefore = await messages.count()
  const panel = page.getByRole('region', { name: 'Change dates or room' })
  const departure = panel.getByLabel('Departure')
  const was = await departure.inputValue()
  const later = nextDay(was)
  await departure.fill(later)
  await panel.getByRole('button', { name: 'See what it would do' }).click()
  const summary = panel.getByText(/^New total £[\d,.]+ \(was £[\d,.]+, \+£[\d,.]+\)$/)
  await expect(summary).toBeVisible()
  await expect(panel.getByText('No change to what the guest pays now')).toBeVisible()
  await expectAccessible(page, 'desk change quoted')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/deskact-change-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await shoot(page, testInfo, 'desk-change-quoted', true)

  await panel.getByRole('button', { name: 'Save the change' }).click()
  await expect(panel.getByText(/^The booking is changed: /)).toBeVisible()
  const rooms = page.getByRole('region', { name: 'Rooms' })
  await expect(rooms.getByText(later, { exact: false }).first()).toBeVisible()
  const audit = page.getByRole('table', { name: 'Audit log of this booking' })
  const entry = audit.getByRole('row').filter({ hasText: 'Changed the dates or room' }).first()
  await expect(entry).toContainText(FRONT_DESK.email)
  await expect(entry).toContainText(`"DateTo":"${later}"`)
  // The guest's change mail is among the messages sent (the hotel's copy goes to the hotel).
  await expect(messages).not.toHaveCount(mailsBefore)

  // A second room for the same stay (decision 0134): quoted, then added, then in the log.
  await page.reload()
  const again = page.getByRole('region', { name: 'Change dates or room' })
  await again.getByRole('button', { name: 'Add a room' }).click()
  await expect(again.getByRole('group', { name: 'New room 1' })).toBeVisible()
  await again.getByRole('button', { name: 'See what it would do' }).click()
  await expect(again.getByText(/^New total £[\d,.]+ \(was £[\d,.]+, \+£[\d,.]+\)$/)).toBeVisible()
  await again.getByRole('button', { name: 'Save the change' }).click()
  await expect(again.getByText(/^The booking is changed: /)).toBeVisible()
  await expect(audit.getByRole('row').filter({ hasText: '"Rooms":[]' }).first()).toBeVisible()
})
