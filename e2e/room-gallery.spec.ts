import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, midweekStay, shoot } from './support'

// The room shown (decision 0141): the card's picture opens the room's photos full screen, by a tap on the phone
// and by the keyboard on the desktop; the card lists the room's facts.

async function picture(page: Page, testInfo: TestInfo, name: string) {
  const width = testInfo.project.name === 'phone' ? 390 : 1440
  await page.setViewportSize({ width, height: testInfo.project.name === 'phone' ? 844 : 900 })
  await shoot(page, testInfo, name)
}

test('a room’s photos open full screen by touch or keyboard, turn, and close back to the picture', async ({
  page,
}, testInfo) => {
  const stay = midweekStay(6)
  await page.goto(
    `/Book/HARBOUR/Rooms-And-Rates?arrival=${stay.arrival}&departure=${stay.departure}&rooms=2-0-0`,
  )
  const card = page.getByRole('article', { name: 'Classic Double' })
  const facts = card.getByRole('list', { name: 'About the room' })
  await expect(facts).toContainText('18 m²')
  await expect(facts).toContainText('1 double bed')
  await expect(facts).toContainText('Old town view')
  await picture(page, testInfo, 'room-gallery-01-card')

  const opener = card.getByRole('button', { name: 'Show 3 photos of Classic Double' })
  const gallery = page.getByRole('dialog', { name: 'Classic Double' })
  if (testInfo.project.name === 'phone') {
    await opener.tap()
    await expect(gallery.getByText('1 of 3')).toBeVisible()
    await gallery.getByRole('button', { name: 'Next photo' }).tap()
  } else {
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(gallery.getByText('1 of 3')).toBeVisible()
    await page.keyboard.press('ArrowRight')
  }
  await expect(gallery.getByText('2 of 3')).toBeVisible()
  await expect(gallery.getByRole('img', { name: 'The bathroom with its bath and basin' })).toBeVisible()
  await expectAccessible(page, 'the room gallery')
  await picture(page, testInfo, 'room-gallery-02-open')

  await page.keyboard.press('Escape')
  await expect(gallery).toBeHidden()
  await expect(opener).toBeFocused()
  await picture(page, testInfo, 'room-gallery-03-focus-back')
})
