import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { deliveredMail } from './pages/delivered-mail'
import { freshDevice } from './pages/fresh-device'
import { SearchPage } from './pages/search-page'
import { expectAccessible, midweekStay, shoot } from './support'

// The hotel's desk as its owner meets it (issue 32), with the server running on the embedded database and never
// restarted: close a room type for a week in the rates grid and see the guest's search stop offering it, make a
// PMS key and call the PMS API with it, upload a changed property file and see the change on the guest's side.
// Deluxe Sea View is the room type no other test books or names; the file is put back as it was at the end.

const OWNER = { email: 'owner@example.com', password: 'Harbour-Owner-2026!' }

async function logInAsOwner(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel('E-mail address').fill(OWNER.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Logging in hashes the password (scrypt): slow on a busy machine.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 30_000 })
}

const deskLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name, exact: true })

/** The guest's rooms and rates for the stay, in a fresh browser context (nothing kept from the desk). */
async function guestRooms(page: Page, stay: { arrival: string; departure: string }) {
  const guest = await page.context().browser()?.newPage({ locale: 'en-GB', timezoneId: 'Europe/London' })
  if (!guest) throw new Error('No browser for the guest.')
  const search = new SearchPage(guest)
  await search.open('HARBOUR', 'decline')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()
  return guest
}

test('the owner closes a room type for a week and the guest’s search no longer offers it', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const week = midweekStay(phone ? 74 : 70)
  const last = new Date(`${week.arrival}T12:00:00Z`)
  last.setUTCDate(last.getUTCDate() + 6)
  await logInAsOwner(page, '/Desk/HARBOUR')
  await deskLink(page, 'Rates').click()
  await expect(page.getByRole('heading', { name: 'Rates and availability', level: 1 })).toBeVisible()
  // A phone shows one room type at a time, chosen above the grid.
  if (phone) await page.getByLabel('Room type shown').selectOption({ label: 'Deluxe Sea View' })
  await expect(page.getByRole('table')).toContainText('Deluxe Sea View')
  await expectAccessible(page, 'desk rates grid')
  await shoot(page, testInfo, 'desk-grid', true)

  await page.getByLabel('Room type', { exact: true }).selectOption({ label: 'Deluxe Sea View' })
  await page.getByLabel('First night').fill(week.arrival)
  await page.getByLabel('Last night').fill(last.toISOString().slice(0, 10))
  await page.getByLabel('Selling').selectOption('close')
  await page.getByRole('button', { name: 'Apply to these nights' }).click()
  await expect(page.getByRole('status')).toHaveText('7 nights of DELUXE changed.')
  await page.getByLabel('From', { exact: true }).fill(week.arrival)
  const deluxe = page.locator('[data-room-type="DELUXE"]')
  await expect(deluxe.getByText('Closed')).toHaveCount(7)
  await shoot(page, testInfo, 'desk-grid-closed', true)

  const guest = await guestRooms(page, week)
  await expect(guest.getByRole('button', { name: 'Choose Flexible for Classic Double' })).toBeVisible()
  await expect(guest.getByRole('button', { name: /for Deluxe Sea View$/ })).toHaveCount(0)
  await guest.close()

  // Open again: the rooms left were kept, so the guest is offered the room type as before.
  await page.getByLabel('Selling').selectOption('open')
  await page.getByRole('button', { name: 'Apply to these nights' }).click()
  await expect(deluxe.getByText('Closed')).toHaveCount(0)
  const again = await guestRooms(page, week)
  await expect(again.getByRole('button', { name: 'Choose Flexible for Deluxe Sea View' })).toBeVisible()
  await again.close()
})

test('the owner makes a PMS key and uploads a changed property file, served at once', async ({
  page,
}, testInfo) => {
  await logInAsOwner(page, '/Desk/HARBOUR/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const label = `Channel manager ${testInfo.project.name} ${Date.now()}`
  await page.getByLabel('Who holds the key').fill(label)
  await page.getByRole('button', { name: 'Create a key' }).click()
  const key = (await page.getByLabel('New PMS key').textContent())?.trim() ?? ''
  expect(key).toMatch(/^pms_[\w-]{43}$/)
  await expect(page.getByRole('row').filter({ hasText: label })).toContainText(key.slice(0, 12))
  const mapping = await page.request.get('/api/pms/properties/HARBOUR', {
    headers: { Authorization: `Bearer ${key}` },
  })
  expect(mapping.status()).toBe(200)
  await expectAccessible(page, 'desk settings')
  await shoot(page, testInfo, 'desk-settings', true)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the property file' }).click(),
  ])
  const original = readFileSync((await download.path()) ?? '', 'utf8')
  // The name in the hotel's default language, among its translations (decision 0132).
  expect(original).toContain('en: Deluxe Sea View\n')
  const renamed = `Deluxe Harbour View ${testInfo.project.name}`
  const changed = original.replace('en: Deluxe Sea View\n', `en: ${renamed}\n`)
  const upload = async (name: string, text: string) => {
    await page.getByLabel('Changed property file').setInputFiles({
      name,
      mimeType: 'application/yaml',
      buffer: Buffer.from(text),
    })
    await page.getByRole('button', { name: 'Check and apply' }).click()
  }

  await upload('broken.yaml', changed.replace('currency: GBP', 'currency: 12'))
  await expect(page.getByRole('alert')).toContainText('The file was not applied; nothing changed.')
  await upload('harbour.yaml', changed)
  await expect(page.getByRole('status').filter({ hasText: 'The file is applied' })).toContainText('HARBOUR')

  try {
    const guest = await guestRooms(page, midweekStay(testInfo.project.name === 'phone' ? 78 : 76))
    await expect(guest.getByRole('button', { name: `Choose Flexible for ${renamed}` })).toBeVisible()
    await guest.close()
  } finally {
    await upload('harbour.yaml', original)
    await expect(page.getByRole('status').filter({ hasText: 'The file is applied' })).toBeVisible()
  }
})

test('the owner invites a member by e-mail, who chooses a password through the link', async ({
  page,
  browser,
}, testInfo) => {
  // Four logins' worth of password hashing and two browsers: more than a minute on a busy machine.
  test.setTimeout(180_000)
  const email = `invited-${testInfo.project.name}-${Date.now()}@example.com`
  const name = `Ivy ${testInfo.project.name}`
  await logInAsOwner(page, '/Desk/HARBOUR/staff')
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${email} is invited` })).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: email })
  await expect(card).toContainText('Invitation sent, waiting until')
  await expect(card.getByRole('button', { name: `Send the link to ${name} again` })).toBeVisible()

  const mail = await deliveredMail(email, 'You are invited to the desk of Harbour House Hotel')
  const link = mail.buttons.get('Accept the invitation') ?? ''
  expect(link).toMatch(/\/Desk\/HARBOUR\/invitation#token=[\w-]{43}$/)
  const member = await freshDevice(browser, testInfo)
  await member.goto(link)
  await expect(
    member.getByRole('heading', { name: 'Welcome to Harbour House Hotel', level: 1 }),
  ).toBeVisible()
  // The token leaves the address bar at once.
  expect(new URL(member.url()).hash).toBe('')
  await expectAccessible(member, 'desk invitation')
  await shoot(member, testInfo, 'desk-invitation', true)
  await member.getByLabel('New password').fill('Lantern-Quay-2026!')
  await member.getByLabel('The same password again').fill('Lantern-Quay-2026!')
  await member.getByRole('button', { name: 'Accept and log in' }).click()
  await expect(member.getByRole('heading', { name: 'Your password is set' })).toBeVisible()
  await expect(member.getByRole('button', { name: 'Set up the second factor' })).toBeVisible()
  await expectAccessible(member, 'desk invitation accepted')
  await member.getByRole('link', { name: 'Open the desk' }).click()
  await expect(member.getByRole('heading', { name: /Arrivals/ })).toBeVisible()

  // Used once: the same link now says so.
  await member.goto(link)
  await expect(member.getByRole('alert')).toContainText('This link was already used.')
  await member.context().close()
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: email })).not.toContainText('Invitation sent')
})

/** Every desk page an owner opens, by its address and what shows it is there. */
const DESK_PAGES = [
  { name: 'day', path: '/Desk/HARBOUR', ready: 'Day at the desk' },
  { name: 'search', path: '/Desk/HARBOUR/search', ready: 'Search' },
  { name: 'booking', path: '/Desk/HARBOUR/bookings/HH900002', ready: /HH900002/ },
  { name: 'log', path: '/Desk/HARBOUR/log', ready: 'Log' },
  { name: 'grid', path: '/Desk/HARBOUR/grid', ready: 'Rates and availability' },
  { name: 'settings', path: '/Desk/HARBOUR/settings', ready: 'Settings' },
  { name: 'staff', path: '/Desk/HARBOUR/staff', ready: 'Staff' },
  { name: 'profile', path: '/Desk/HARBOUR/profile', ready: 'Profile' },
  { name: 'group', path: '/Desk/COASTAL', ready: /Coastal/ },
]

/** Whether the page is wider than the screen: a phone would scroll it sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('every desk page fits a 390 px phone without sideways scrolling, and passes axe', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'sets its own screen sizes')
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/Desk/HARBOUR')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await expectAccessible(page, 'desk login at 390 px')
  await page.screenshot({ path: '/tmp/deskstaff-login-390.png', fullPage: true })
  await logInAsOwner(page, '/Desk/HARBOUR')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const desk of DESK_PAGES) {
      await page.goto(desk.path)
      await expect(page.getByRole('heading', { name: desk.ready, level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await overflow(page), `${desk.name} at ${width} px`).toBeLessThanOrEqual(0)
      if (width === 390) await expectAccessible(page, `desk ${desk.name} at 390 px`)
      await page.screenshot({ path: `/tmp/deskstaff-${desk.name}-${width}.png`, fullPage: true })
    }
  }
  // The phone's grid: one room type at a time, the days as rows.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/Desk/HARBOUR/grid')
  await page.getByLabel('Room type shown').selectOption({ label: 'Deluxe Sea View' })
  await expect(page.locator('table[data-room-type="DELUXE"] tbody tr')).toHaveCount(14)
})
