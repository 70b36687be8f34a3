import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADA_LOVELACE } from './pages/book-a-stay'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { expectAccessible, midweekStay, shoot } from './support'

// Each step inside Rooms & Rates is a history entry (decision 0131): Back from Checkout walks back through the
// steps the guest took — the summary, the extras, the lead guest, the upgrade, the room's choice — and only then
// leaves for the search page; nothing chosen is lost on the way, and Forward walks on again.

/**
 * A Classic Double chosen up to Checkout from the Rooms & Rates address (the search page's calendar is covered
 * by its own tests): the rate, no upgrade, the lead guest in a double bed, no extras.
 */
async function toCheckout(page: Page, stay: { arrival: string; departure: string }) {
  await page.goto(
    `/Book/HARBOUR/Rooms-And-Rates?arrival=${stay.arrival}&departure=${stay.departure}&rooms=2-0-0`,
  )
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(ADA_LOVELACE.firstName, ADA_LOVELACE.lastName, 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 })

/** The pictures at 390 px on the phone and 1440 px on the desktop, as the brief's screens are looked at. */
async function picture(page: Page, testInfo: TestInfo, name: string) {
  const width = testInfo.project.name === 'phone' ? 390 : 1440
  await page.setViewportSize({ width, height: 900 })
  await shoot(page, testInfo, name)
}

test('Back from Checkout walks back through the steps of Rooms & Rates, then Forward walks on', async ({
  page,
}, testInfo) => {
  test.slow()
  const stay = midweekStay(4)
  await page.goto('/Book/HARBOUR')
  await toCheckout(page, stay)
  await expect(page).toHaveURL(/\/Checkout/)

  await page.goBack()
  await expect(page).toHaveURL(/\/Rooms-And-Rates\?/)
  await expect(heading(page, 'Your rooms are ready')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible()

  await page.goBack()
  const extras = page.getByRole('dialog', { name: 'Add extras to room 1' })
  await expect(extras).toBeVisible()
  await picture(page, testInfo, 'history-back-to-extras')
  await extras.press('Escape')
  await expect(extras).toBeHidden()

  await page.goBack()
  await expect(heading(page, 'Who is staying in room 1?')).toBeVisible()
  // The lead guest typed before is still there.
  await expect(page.getByLabel('First name')).toHaveValue(ADA_LOVELACE.firstName)
  await expect(page.getByLabel('Last name')).toHaveValue(ADA_LOVELACE.lastName)

  await page.goBack()
  await expect(heading(page, 'Upgrade room 1?')).toBeVisible()

  await page.goBack()
  await expect(heading(page, /^Room 1: 2 adults/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Keep this room' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`arrival=${stay.arrival}&departure=${stay.departure}`))
  await picture(page, testInfo, 'history-back-to-room')
  await expectAccessible(page, 'rooms and rates, back at the room’s choice')

  // Forward: the upgrade again, and from there the steps the guest took.
  await page.goForward()
  await expect(heading(page, 'Upgrade room 1?')).toBeVisible()

  // Back once more to the room's choice, then once more leaves Rooms & Rates for the search page.
  await page.goBack()
  await expect(heading(page, /^Room 1: 2 adults/)).toBeVisible()
  await page.goBack()
  await expect(page).not.toHaveURL(/\/Rooms-And-Rates/)
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
})

test('a step taken again after Back is a new entry: Back returns to it, not to the one left behind', async ({
  page,
}) => {
  test.slow()
  await toCheckout(page, midweekStay(5))
  await page.goBack()
  await expect(heading(page, 'Your rooms are ready')).toBeVisible()
  await page.goBack()
  const extras = page.getByRole('dialog', { name: 'Add extras to room 1' })
  await expect(extras).toBeVisible()
  await extras.getByRole('button', { name: 'No thanks' }).click()
  await expect(heading(page, 'Your rooms are ready')).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('dialog', { name: 'Add extras to room 1' })).toBeVisible()
})
