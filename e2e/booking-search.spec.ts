import { expect, test } from './fixtures'
import { fillCardFrame } from './pages/card-frame'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { dayLabel } from './pages/calendar-days'
import { SearchPage } from './pages/search-page'
import { expectAccessible, midweekStay, shoot, soldOutStay, storedReservation } from './support'
import { pinServerClock } from './server-clock'

// These tests meet the cookie banner as a first-time guest does.
test.use({ cookieConsent: null })

test('sold-out dates lead to an alternative stay, which is booked', async ({ page, request }, testInfo) => {
  const { arrival, departure } = soldOutStay()
  const search = new SearchPage(page)
  await search.open('HARBOUR', 'decline')

  // The calendar greys the sold-out days: they cannot be an arrival.
  await search.chooseDates(arrival, departure)
  await page.getByRole('button', { name: 'Dates' }).click()
  const soldOutDay = page.getByRole('button', {
    name: `${dayLabel(`${arrival.slice(0, 8)}24`)}, Not available`,
  })
  await expect(soldOutDay).toBeDisabled()
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await search.search()

  await expect(page.getByText('We have no rooms left for these dates.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Other dates with availability' })).toBeVisible()
  const alternatives = page.getByRole('button', { name: /nights · From £/ })
  await expect(alternatives.first()).toBeVisible()
  const count = await alternatives.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(10)
  await expectAccessible(page, 'no availability with alternative stays')
  await shoot(page, testInfo, '17-no-availability')

  // Each project takes a different alternative, so the two viewports do not share inventory.
  const pick = alternatives.nth(testInfo.project.name === 'phone' ? Math.min(1, count - 1) : 0)
  const label = (await pick.textContent()) ?? ''
  const dates = label
    .slice(0, label.indexOf('nights'))
    .replace(/\d+\s*$/, '')
    .trim()
  await pick.click()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  await expect(page.getByText(dates.split('–')[0]?.trim() ?? '')).toBeVisible()

  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Flexible', 'Twin Room')
  await rooms.enterLeadGuest('Mary', 'Jackson', 'Twin beds')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker({
    firstName: 'Mary',
    lastName: 'Jackson',
    email: 'mary@example.com',
    phone: '0044 1326 555 199',
    street: '2 Quay Street',
    city: 'Falmouth',
    postCode: 'TR11 3HH',
    country: 'United Kingdom',
  })
  await checkout.fillCard({
    name: 'Mary Jackson',
    number: '4242424242424242',
    month: '01',
    year: String(new Date().getFullYear() + 1),
    securityCode: '100',
  })
  await checkout.agreeAndConfirm()
  await checkout.expectConfirmed()
  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored.DateFrom).not.toBe(arrival)
  expect(stored.Rooms[0]).toMatchObject({ RoomTypeName: 'Twin Room', NumberOfAdults: 2 })
})

test('availability counts drop as rooms go into the basket and come back when removed', async ({
  page,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 29 : 27)
  const search = new SearchPage(page)
  await search.open('HARBOUR', 'decline')
  await search.chooseDates(arrival, departure)
  await search.addRoom()
  await search.search()

  const suite = () =>
    page.getByRole('article', { name: 'Harbour Suite' }).filter({
      has: page.getByRole('button', { name: 'Choose Flexible for Harbour Suite' }),
    })
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  // The address carries the search: a reload searches again rather than going back to the search page.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  await expect(suite().getByText('Only 2 rooms left')).toBeVisible()
  await new RoomsRatesPage(page).chooseRate('Flexible', 'Harbour Suite')
  await expect(page.getByRole('heading', { name: 'Room 2: 2 adults' })).toBeVisible()
  await expect(suite().getByText('Only 1 room left')).toBeVisible()

  await page.getByRole('button', { name: 'Remove Room 1' }).click()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  await expect(suite().getByText('Only 2 rooms left')).toBeVisible()
  // A notice says so, and goes by itself after 5 seconds.
  const notice = page.getByRole('alert').filter({ hasText: 'Room 1 removed' })
  await expect(notice).toBeVisible()
  await expectAccessible(page, 'rooms and rates with a notice')
  await shoot(page, testInfo, '16-notice')
  await expect(notice).toBeHidden({ timeout: 8000 })
})

test('a rate plan code in the address shows that rate only; an invalid promo code says so', async ({
  page,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 33 : 31)
  const search = new SearchPage(page)
  await search.open('HARBOUR', 'decline', `?ratePlanCode=CORP&arrival=${arrival}&departure=${departure}`)
  await expect(page.getByText('Showing the rate CORP only')).toBeVisible()
  await search.applyPromoCode('NOPE')
  await expect(page.getByText('This promo code is not valid.')).toBeVisible()
  // The Corporate rate is for business partners: it comes with its code only (decision 0138).
  await page.getByRole('textbox', { name: 'Promo code' }).fill('')
  await search.search()
  await expect(page.getByRole('button', { name: 'Choose Corporate for Classic Double' })).toHaveCount(0)
  await search.open('HARBOUR', undefined, `?ratePlanCode=CORP&arrival=${arrival}&departure=${departure}`)
  await search.applyPromoCode('PARTNER')
  await search.search()
  await expect(page.getByRole('button', { name: 'Choose Corporate for Classic Double' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose Flexible for/ })).toHaveCount(0)

  // Prices can be shown in another of the hotel's currencies; the hotel still charges in pounds.
  const price = page.getByTestId('rate-price').first()
  await expect(price).toContainText('£')
  await page.getByLabel('Currency').selectOption('EUR')
  await expect(price).toContainText('€')
  await expect(page.getByText('Prices in EUR are a guide; the hotel charges in GBP.')).toBeVisible()
  await expectAccessible(page, 'rooms and rates in euros')
  await page.getByLabel('Currency').selectOption('GBP')
})

test('same-day bookings close at the hotel’s cut-off', async ({ page }) => {
  const now = new Date()
  now.setHours(19, 0, 0, 0)
  await page.clock.setFixedTime(now)
  // The app reads the hotel's time from the server's clock (decision 0101).
  await pinServerClock(page, () => now)
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  const tomorrow = new Date(now)
  tomorrow.setDate(now.getDate() + 1)
  const search = new SearchPage(page)
  const query = `?arrival=${today}&departure=${tomorrow.toISOString().slice(0, 10)}`
  await search.open('HARBOUR', 'decline', query)
  await expect(page.getByText('Same-day bookings close at 6 pm.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled()
})

test('the whole booking works with the keyboard alone', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  test.skip(testInfo.project.name === 'phone', 'a phone has no keyboard; the desktop run covers it')
  const { arrival, departure } = midweekStay(35)
  const key = (k: string) => page.keyboard.press(k)
  const type = (text: string) => page.keyboard.type(text)
  const focusOn = async (
    name: string | RegExp,
    role: 'button' | 'textbox' | 'combobox' | 'checkbox' | 'link' = 'button',
  ) => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first()
    for (let i = 0; i < 80; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
      await key('Tab')
    }
    throw new Error(`${String(name)} is not reachable with Tab`)
  }

  /** The element that has the focus is inside `container`. */
  const focusWithin = (container: ReturnType<typeof page.getByRole>) =>
    container.evaluate((el) => el.contains(document.activeElement))

  await page.goto('/Book/HARBOUR')
  await focusOn('Only necessary cookies')
  await key('Enter')

  // The cookie answer can be changed from the menu, by keyboard too.
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeHidden()
  await focusOn('Menu')
  await key('Enter')
  const settings = page.getByRole('menuitem', { name: 'Cookie settings' })
  for (let i = 0; i < 10 && !(await settings.evaluate((el) => el === document.activeElement)); i++)
    await key('ArrowDown')
  await expect(settings).toBeFocused()
  await key('Enter')
  await expect(banner).toBeFocused()
  await expect(banner.getByText('Your choice now: only necessary cookies.')).toBeVisible()
  await focusOn('Only necessary cookies')
  await shoot(page, testInfo, 'kb-01-cookie-settings')
  await key('Enter')
  await expect(banner).toBeHidden()

  // The occupant counters: one more adult and back, then a child.
  await focusOn('Add one adult to room 1')
  await key('Enter')
  await expect(page.getByTestId('occupant-adult-1')).toHaveText('3')
  await focusOn('Remove one adult from room 1')
  await shoot(page, testInfo, 'kb-02-counter')
  await key('Enter')
  await expect(page.getByTestId('occupant-adult-1')).toHaveText('2')

  await focusOn('Dates')
  await key('Enter')
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible()

  // In the calendar: to the right month with its Next month button, then along the days with the arrows.
  for (const day of [arrival, departure]) {
    const name = dayLabel(day)
    for (
      let i = 0;
      i < 12 && (await page.getByRole('button', { name: new RegExp(`^${name}\\b`) }).count()) === 0;
      i++
    ) {
      await focusOn('Next month')
      await key('Enter')
    }
    // Into the grid: the calendar lets one day of it take the focus.
    for (let i = 0; i < 10; i++) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
      if (/^\d+ \w+ \d{4}/.test(label)) break
      await key('Tab')
    }
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    const timeOf = (label: string) => {
      const [fd, fm, fy] = label.split(',')[0]?.split(' ') ?? []
      return new Date(`${fd} ${fm} ${fy} UTC`).getTime()
    }
    const target = Date.parse(`${day}T00:00:00Z`)
    for (let i = 0; i < 62; i++) {
      const label = await focusedDay()
      if (label.startsWith(`${name},`) || label === name) break
      const direction = timeOf(label) < target ? 'ArrowRight' : 'ArrowLeft'
      await key(direction)
      if ((await focusedDay()) === label) {
        // The arrows stop at the edge of a month; the other month's days are one Tab away.
        for (let j = 0; j < 4; j++) {
          await key(direction === 'ArrowRight' ? 'Tab' : 'Shift+Tab')
          if (/^\d+ \w+ \d{4}/.test(await focusedDay())) break
        }
      }
    }
    if (day === arrival) await shoot(page, testInfo, 'kb-03-calendar-day')
    await key('Enter')
  }
  await expect(page.getByRole('button', { name: 'Dates' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Dates' })).toContainText('2 nights')

  await focusOn('Add one child to room 1')
  await key('Enter')
  await expect(page.getByTestId('occupant-child-1')).toHaveText('1')
  await focusOn('Search')
  await key('Enter')
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults, 1 child' })).toBeVisible()

  // The rate plan info dialog takes the focus, and gives it back to its button when closed.
  const about = page.getByRole('button', { name: 'About the Flexible rate' }).first()
  await focusOn('About the Flexible rate')
  await shoot(page, testInfo, 'kb-04-rate-info-button')
  await key('Enter')
  const info = page.getByRole('dialog', { name: 'Flexible' })
  await expect(info).toBeVisible()
  await expect.poll(() => focusWithin(info)).toBe(true)
  await key('Escape')
  await expect(info).toBeHidden()
  await expect(about).toBeFocused()
  await focusOn('Choose Flexible for Superior Double')
  await key('Enter')
  await focusOn('No thanks')
  await key('Enter')
  await focusOn('First name', 'textbox')
  await type('Dorothy')
  await focusOn('Last name', 'textbox')
  await type('Vaughan')
  await focusOn(/^Bed preference/, 'combobox')
  await key('ArrowDown')
  await focusOn('Continue')
  await key('Enter')
  const extras = page.getByRole('dialog', { name: 'Add extras to room 1' })
  await expect(extras).toBeVisible()
  await expect.poll(() => focusWithin(extras)).toBe(true)
  await focusOn('Add Breakfast', 'checkbox')
  await key('Space')
  await expect(extras.getByRole('checkbox', { name: 'Add Breakfast' })).toBeChecked()
  // A quantity: two bottles, then one fewer.
  await focusOn('Add one Champagne on arrival')
  await key('Enter')
  await key('Enter')
  await focusOn('Remove one Champagne on arrival')
  await shoot(page, testInfo, 'kb-05-extras')
  await key('Enter')
  await expect(extras.getByTestId('occupant-Champagne on arrival-0')).toHaveText('1')
  await focusOn('Add to room')
  await key('Enter')
  await expect(extras).toBeHidden()
  await focusOn('Continue to checkout')
  await key('Enter')
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()

  const fields: [string | RegExp, string][] = [
    [/^First name/, 'Dorothy'],
    [/^Last name/, 'Vaughan'],
    [/^Email address/, 'dorothy@example.com'],
    [/^Phone number/, '+44 1326 555 111'],
    [/^Street/, '3 Fish Strand Hill'],
    [/^Town or city/, 'Falmouth'],
    [/^Post code/, 'TR11 3AY'],
  ]
  for (const [name, text] of fields) {
    await focusOn(name, 'textbox')
    await type(text)
  }
  await focusOn('Country', 'combobox')
  await type('United Kingdom')
  // The card's fields are the payment provider's own, in its frame (decision 0113): typed there, by their labels.
  await fillCardFrame(page, {
    number: '4242 4242 4242 4242',
    month: '12',
    year: String(new Date().getFullYear() + 4),
    securityCode: '123',
  })
  await focusOn(/I agree to the terms and conditions/, 'checkbox')
  await key('Space')
  await expect(page.getByRole('checkbox', { name: /I agree to the terms and conditions/ })).toBeChecked()
  await shoot(page, testInfo, 'kb-06-checkout-terms')
  await focusOn('Confirm booking')
  await key('Enter')
  await new CheckoutPage(page).expectConfirmed()

  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored).toMatchObject({
    DateFrom: arrival,
    DateTo: departure,
    Booker: { Email: 'dorothy@example.com' },
  })
  expect(stored.Rooms[0]).toMatchObject({
    RoomTypeName: 'Superior Double',
    NumberOfChildren: 1,
    LeadGuest: { FirstName: 'Dorothy', LastName: 'Vaughan' },
    Services: expect.arrayContaining([
      expect.objectContaining({ ServiceName: 'Breakfast', Quantity: 1 }),
      expect.objectContaining({ ServiceName: 'Champagne on arrival', Quantity: 1 }),
    ]),
  })
  expect(stored.Rooms[0]?.Services).toHaveLength(2)
})
