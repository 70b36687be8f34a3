import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bookClassicDouble } from './pages/book-a-stay'
import { RestaurantPage, tablesLeft } from './pages/restaurant-page'
import { midweekStay } from './support'

const QUAY_KITCHEN = 1

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
}

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screens/restaurant-${name}-${project}.png`, fullPage: true })
}

test('a hotel guest books a table for four from the confirmation, and the time has one table fewer', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name
  const { arrival, departure } = midweekStay(project === 'phone' ? 11 : 9)

  // A stay booked the way a guest books it.
  const stayReference = await bookClassicDouble(page, { arrival, departure })

  // The restaurant's setup is asked for this stay: IsReservation with the stay's reference (docs/product/restaurant-and-contact.md#calls identifier).
  const setupAsked = page.waitForRequest((r) => r.url().includes('/api/RestaurantBooking/RestaurantSetup?'))
  await page.getByRole('link', { name: 'Book a table' }).click()
  const setupQuery = new URL((await setupAsked).url()).searchParams
  expect(setupQuery.get('isReservation')).toBe('true')
  expect(setupQuery.get('identifier')).toBe(stayReference)
  expect(setupQuery.get('languageCode')).toBe('en-GB') // the guest's language (decision 0121)
  const restaurant = new RestaurantPage(page)
  await restaurant.expectOpen()
  // The stay fills in who, when and how many.
  await expect(page.getByText(`For your stay ${stayReference}`)).toBeVisible()
  await expect(page.getByLabel('Name for the booking')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('Email address')).toHaveValue('ada@example.com')
  await expect(page.getByLabel(/^Date/)).toHaveValue(arrival)
  await expect(restaurant.partySize()).toHaveValue('2')
  await expect(page.getByLabel('Restaurant')).toHaveValue(String(QUAY_KITCHEN))

  await restaurant.chooseParty(4)
  await expect(restaurant.time('19:30')).toBeVisible()
  const slot = {
    propertyCode: 'HARBOUR',
    restaurantId: QUAY_KITCHEN,
    date: arrival,
    partySize: 4,
    time: '19:30',
  }
  const before = (await tablesLeft(request, slot)) ?? 0
  expect(before).toBeGreaterThan(0)

  // An early-bird time offers its promotion.
  await restaurant.chooseTime('18:30')
  await expect(page.getByLabel('Offer')).toBeVisible()
  await restaurant.chooseTime('19:30')
  await expect(page.getByLabel('Offer')).toBeHidden()
  await restaurant.fillContact({ requests: 'A table by the window, please.' })
  await expectNoAxeViolations(page)
  await shot(page, 'form', project)

  await restaurant.book()
  const reference = await restaurant.reference()
  expect(reference).toMatch(/^RB[0-9A-F]{8}$/)
  await expect(page.getByText('The Quay Kitchen', { exact: false }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'booked', project)

  expect(await tablesLeft(request, slot)).toBe(before - 1)

  await page.getByRole('link', { name: 'Back to your booking' }).click()
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
})

test('a visitor books a table on their own, keeping what they typed when something is missing', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  const { arrival: day } = midweekStay(project === 'phone' ? 13 : 12)
  const restaurant = new RestaurantPage(page)
  await restaurant.open('HARBOUR')
  await restaurant.chooseDate(day)

  // The party size is kept when the next restaurant takes it, else the smallest it takes.
  await expect(restaurant.partySize()).toHaveValue('1')
  await restaurant.chooseRestaurant('Lighthouse Bar')
  await expect(restaurant.partySize()).toHaveValue('2')
  await restaurant.chooseParty(5)
  await restaurant.chooseRestaurant('The Quay Kitchen')
  await expect(restaurant.partySize()).toHaveValue('5')
  await restaurant.chooseRestaurant('Lighthouse Bar')
  await expect(restaurant.time('12:00')).toBeVisible()

  await restaurant.fillContact({ name: 'Charles Babbage', email: 'charles@example', phone: '020 7946 0000' })
  await restaurant.book()
  await expect(page.getByText('Choose a time.')).toBeVisible()
  await expect(page.getByText('A valid email address is required.')).toBeVisible()
  // A number typed as dialled at home is given the hotel's country code, not refused.
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0000')
  await expect(page.getByText('A valid phone number is required.')).toBeHidden()
  await expect(page.getByLabel('Name for the booking')).toHaveValue('Charles Babbage')
  await expectNoAxeViolations(page)
  await shot(page, 'errors', project)

  await restaurant.chooseTime('13:00')
  await restaurant.fillContact({ email: 'charles@example.com', phone: '+44 20 7946 0000' })
  await restaurant.book()
  expect(await restaurant.reference()).toMatch(/^RB/)
  await expect(page.getByText('Lighthouse Bar', { exact: false }).first()).toBeVisible()

  // A hotel without online table booking says so, and how to book instead.
  await page.goto('/Restaurant/CLIFFTOP')
  await expect(page.getByText('Tables at this hotel cannot be booked online.')).toBeVisible()
  await expectNoAxeViolations(page)
})
