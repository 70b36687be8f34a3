import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { amountOf, expectAccessible, midweekStay, shoot, storedReservation } from './support'

/** '£1,234.50' of a locator's text → 1234.5 */
async function amount(locator: Locator) {
  return amountOf(await locator.textContent())
}

/** 1234.5 → '£1,234.50' */
function gbp(n: number) {
  return `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

test('the room list selector: go back to a room, change its room type, change another room’s guests, book', async ({
  page,
  request,
}, testInfo) => {
  // Each project books its own week, so the two viewports share no inventory.
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 45 : 43)
  const search = new SearchPage(page)
  const rooms = new RoomsRatesPage(page)
  const checkout = new CheckoutPage(page)
  const basket = page.getByRole('region', { name: 'Your booking' })

  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.addRoom()
  await search.setOccupants(1, { adults: 2 })
  await search.setOccupants(2, { adults: 1 })
  await search.search()

  // The selector lists both rooms; the flow starts on room 1, which is the active one.
  await expect(rooms.roomButton(1)).toHaveAttribute('aria-current', 'true')
  await expect(rooms.roomButton(2)).not.toHaveAttribute('aria-current')
  await expect(rooms.roomButton(2)).toContainText('1 adult')
  await expect(rooms.roomButton(2)).toContainText('To choose')
  await expectAccessible(page, 'rooms and rates with the room list selector')
  await shoot(page, testInfo, 'rooms-selector-01-start')

  await rooms.chooseRate('Flexible', 'Classic Double')
  await expect(rooms.roomButton(2)).toHaveAttribute('aria-current', 'true')
  await expect(rooms.roomButton(1)).toContainText('Classic Double · Flexible')
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Grace', 'Hopper', 'Double bed')
  await rooms.enterLeadGuest('Alan', 'Turing', 'Twin beds')
  await rooms.addExtras(1, [{ name: 'Breakfast' }])
  await rooms.addExtras(2, [{ name: 'Breakfast' }])
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible()

  // Back to room 1 by the selector: it shows what room 1 holds, and its room type changes to a Superior
  // Double. Room 2, and room 1's lead guest and extras, stay as they were.
  await rooms.selectRoom(1)
  await expect(page.getByText('Room 1 has the Classic Double, Flexible')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Keep Flexible for Classic Double' })).toBeVisible()
  await expectAccessible(page, 'an active room with its choice')
  await shoot(page, testInfo, 'rooms-selector-02-room-1-active')
  await rooms.chooseRate('Non-refundable', 'Superior Double')
  await rooms.declineUpgrade()
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible()
  await expect(basket.getByTestId('basket-room-1')).toContainText('Superior Double')
  await expect(basket.getByTestId('basket-room-1')).toContainText('Grace Hopper')
  await expect(basket.getByTestId('basket-room-1')).toContainText('+ Breakfast × 1')
  await expect(basket.getByTestId('basket-room-2')).toContainText('Classic Double')
  await expect(basket.getByTestId('basket-room-2')).toContainText('Alan Turing')
  await expect(rooms.roomButton(1)).toContainText('Superior Double · Non-refundable')

  // Room 2 gets a child: the Classic Double still takes them, at £15 a night more, and the per-person
  // breakfast now counts two guests (£16.50 a night each); the visitor levy is 5 % of the room's price.
  const roomBefore = await amount(basket.getByTestId('basket-room-price-2'))
  const totalBefore = await amount(basket.getByTestId('basket-total'))
  await rooms.selectRoom(2)
  await rooms.countGuests(2, { adults: 1, children: 1 })
  await expect(page.getByTestId('guests-preview')).toHaveText(
    `The Classic Double would cost ${gbp(roomBefore + 30)} instead of ${gbp(roomBefore)}.`,
  )
  await expectAccessible(page, 'changing a room’s guests')
  await shoot(page, testInfo, 'rooms-selector-03-change-guests')
  await rooms.updateGuests(2)
  await expect(page.getByRole('heading', { name: 'Room 2: 1 adult, 1 child', level: 2 })).toBeVisible()
  await expect(
    page.getByText(/^Room 2 is now for 1 adult, 1 child: the Classic Double, Flexible, costs/),
  ).toBeVisible()
  await expect(basket.getByTestId('basket-room-price-2')).toHaveText(gbp(roomBefore + 30))
  await expect(basket.getByTestId('basket-total')).toHaveText(gbp(totalBefore + 30 + 33 + 1.5))
  await expect(basket.getByTestId('basket-room-2')).toContainText('1 adult, 1 child')
  await expect(rooms.roomButton(2)).toContainText('1 adult, 1 child')
  // The address carries the new party, and a reload keeps it (the basket is kept on the device).
  expect(new URL(page.url()).searchParams.get('rooms')).toBe('2-0-0,1-1-0')
  await page.reload()
  await expect(rooms.roomButton(2)).toContainText('1 adult, 1 child')
  await expect(basket.getByTestId('basket-total')).toHaveText(gbp(totalBefore + 30 + 33 + 1.5))

  // One more adult: the Classic Double takes at most 2 guests, so the room is released and must be chosen
  // again; its lead guest and extras are kept for it.
  await rooms.countGuests(2, { adults: 2, children: 1 })
  await expect(page.getByTestId('guests-preview')).toHaveText(
    'The Classic Double does not take 2 adults, 1 child: updating releases it, and you choose a room for them again.',
  )
  await rooms.updateGuests(2)
  await expect(
    page.getByText('The Classic Double does not take 2 adults, 1 child, so it was released from Room 2.', {
      exact: false,
    }),
  ).toBeVisible()
  await expect(basket.getByTestId('basket-room-2')).toHaveCount(0)
  await expect(basket).toContainText('1 of 2 rooms chosen')
  await expect(rooms.roomButton(2)).toContainText('To choose')
  await expect(rooms.roomButton(2)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Choose Flexible for Classic Double' })).toHaveCount(0)
  await expectAccessible(page, 'a room released by its new guests')
  await shoot(page, testInfo, 'rooms-selector-04-released')
  await rooms.chooseRate('Flexible', 'Family Room')
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible()
  await expect(basket.getByTestId('basket-room-2')).toContainText('Family Room')
  await expect(basket.getByTestId('basket-room-2')).toContainText('2 adults, 1 child · Alan Turing')
  await expect(basket.getByTestId('basket-room-2')).toContainText('+ Breakfast × 1')
  await shoot(page, testInfo, 'rooms-selector-05-summary', true)

  const shownRoom1 = await amount(basket.getByTestId('basket-room-price-1'))
  const shownRoom2 = await amount(basket.getByTestId('basket-room-price-2'))
  const shownTotal = (await basket.getByTestId('basket-total').textContent())?.trim() ?? ''
  await rooms.continueToCheckout()
  await checkout.fillBooker({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+44 20 7946 0000',
    street: '1 Navy Yard',
    city: 'London',
    postCode: 'SW1Y 4JH',
    country: 'United Kingdom',
  })
  await checkout.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '10',
    year: String(new Date().getFullYear() + 3),
    securityCode: '737',
  })
  await checkout.agree()
  const shown = await checkout.summary()
  expect(shown.total).toBe(shownTotal)
  await checkout.confirm()
  await checkout.expectConfirmed()

  // The hotel holds exactly what the guest saw: both rooms with their parties, prices and extras.
  const stored = await storedReservation(request, page, 'HARBOUR')
  expect(stored.Rooms).toHaveLength(2)
  expect(stored.Rooms[0]).toMatchObject({
    RoomTypeName: 'Superior Double',
    RatePlanName: 'Non-refundable',
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    LeadGuest: { FirstName: 'Grace', LastName: 'Hopper' },
    Services: [{ ServiceName: 'Breakfast', Quantity: 1, TotalCost: 66 }],
  })
  expect(stored.Rooms[1]).toMatchObject({
    RoomTypeName: 'Family Room',
    RatePlanName: 'Flexible',
    NumberOfAdults: 2,
    NumberOfChildren: 1,
    NumberOfInfants: 0,
    RoomConfigurationName: 'Twin beds',
    LeadGuest: { FirstName: 'Alan', LastName: 'Turing' },
    // Breakfast for 3 guests × 2 nights at £16.50.
    Services: [{ ServiceName: 'Breakfast', Quantity: 1, TotalCost: 99 }],
  })
  expect(stored.Rooms[0]!.TotalCost).toBe(shownRoom1 + 66)
  expect(stored.Rooms[1]!.TotalCost).toBe(shownRoom2 + 99)
  expect(stored.Totals.Total).toBe(amountOf(shownTotal))
  expect(stored.Totals.PaidNow).toBe(amountOf(shown.payNow))
})

test('a one-room search: the room’s guests change on rooms and rates, without a new search', async ({
  page,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 49 : 47)
  const search = new SearchPage(page)
  const rooms = new RoomsRatesPage(page)
  const basket = page.getByRole('region', { name: 'Your booking' })
  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.setOccupants(1, { adults: 2 })
  await search.search()

  // No selector for one room; its guests change in place, and a party no room takes is refused with why.
  await expect(rooms.selector()).toHaveCount(0)
  const searches: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/Availability/Search')) searches.push(r.url())
  })
  await rooms.countGuests(1, { adults: 4, children: 2 })
  await expect(page.getByTestId('guests-preview')).toHaveText(
    'None of our rooms takes 4 adults, 2 children together. To split them across more rooms, change the search.',
  )
  await page.getByRole('button', { name: 'Update guests' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'None of our rooms takes 4 adults' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults', level: 2 })).toBeVisible()
  await rooms.countGuests(1, { adults: 1 })
  await rooms.updateGuests(1)
  await expect(page.getByRole('heading', { name: 'Room 1: 1 adult', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Flexible for Single Room' })).toBeVisible()
  expect(searches).toEqual([])

  // Chosen, the room is changed again from the basket's "Change".
  await rooms.chooseRate('Flexible', 'Single Room')
  await rooms.enterLeadGuest('Ada', 'Lovelace', 'Double bed')
  await rooms.skipExtras()
  await basket.getByRole('button', { name: 'Change Room 1' }).click()
  await expect(page.getByRole('heading', { name: 'Room 1: 1 adult', level: 2 })).toBeFocused()
  await rooms.countGuests(1, { adults: 2 })
  await rooms.updateGuests(1)
  await expect(page.getByText(/so it was released from Room 1/)).toBeVisible()
  await rooms.chooseRate('Flexible', 'Twin Room')
  await expect(basket.getByTestId('basket-room-1')).toContainText('Twin Room')
  await expect(basket.getByTestId('basket-room-1')).toContainText('2 adults · Ada Lovelace')
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeVisible()
  await shoot(page, testInfo, 'rooms-selector-06-one-room')
})

test('an address typed in lower case opens rooms and rates with its booking steps', async ({ page }) => {
  const { arrival, departure } = midweekStay(47)
  await page.goto(`/book/harbour/rooms-and-rates?arrival=${arrival}&departure=${departure}&rooms=2-0-0,1-0-0`)
  const steps = page.getByRole('navigation', { name: 'Booking steps' })
  await expect(steps).toBeVisible()
  await expect(steps.getByRole('button', { name: /Rooms & Rates/ })).toBeVisible()
  await expect(new RoomsRatesPage(page).roomButton(2)).toContainText('To choose')
  // An earlier step goes back to the search, keeping it.
  await steps.getByRole('button', { name: /Your search/ }).click()
  await expect(page).toHaveURL(new RegExp(`/Book/HARBOUR\\?arrival=${arrival}`))
})
