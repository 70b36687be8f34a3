import { expect, test } from './fixtures'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { amountOf, expectAccessible, midweekStay, shoot, storedReservation } from './support'

// These tests meet the cookie banner as a first-time guest does.
test.use({ cookieConsent: null })

type DataLayerEntry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> }

test('two rooms with different occupancies, an upgrade, extras, a promo code and a gift voucher, paid by card', async ({
  page,
  request,
}, testInfo) => {
  // The longest journey of the suite (two rooms, upgrade, extras, codes, axe on every step): ~35 s on a quiet
  // phone project, ~60 s when the machine is busy; the default 60 s would fail it for being slow, not wrong.
  test.setTimeout(150_000)
  const phone = testInfo.project.name === 'phone'
  // Each project books its own week and voucher, so the two viewports share no inventory or balance.
  const { arrival, departure } = midweekStay(phone ? 13 : 11)
  const voucher = phone ? 'GIFT75' : 'GIFT50'
  const search = new SearchPage(page)
  const rooms = new RoomsRatesPage(page)
  const checkout = new CheckoutPage(page)

  // A guest arrives from a newsletter and accepts analytics cookies.
  await page.goto('/Book/HARBOUR?utm_source=newsletter&utm_campaign=spring')
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  await expectAccessible(page, 'search with the cookie banner')
  await shoot(page, testInfo, '01-search-cookie-banner')
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click()
  expect(await page.evaluate(() => localStorage.getItem('booking-engine.campaign'))).toContain('newsletter')

  await page.getByRole('button', { name: 'Dates' }).click()
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /, from £\d+/ }).first()).toBeVisible()
  await expectAccessible(page, 'the availability calendar')
  await shoot(page, testInfo, '02-search-calendar')
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await search.chooseDates(arrival, departure)
  await expect(page.getByRole('button', { name: 'Dates' })).toContainText('2 nights')

  await search.addRoom()
  await search.setOccupants(1, { adults: 2 })
  await search.setOccupants(2, { adults: 1, children: 1 })
  await search.applyPromoCode('SUMMER10')
  await expect(page.getByRole('status').filter({ hasText: 'Summer 10 % off' })).toBeVisible()
  await expectAccessible(page, 'search, filled in')
  await shoot(page, testInfo, '03-search-filled', true)
  await search.search()

  // Rooms and rates: room 1 (2 adults) and room 2 (1 adult, 1 child) each get a room type and rate.
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  await expect(page.getByText('Promo code SUMMER10 applied')).toBeVisible()
  await expectAccessible(page, 'rooms and rates')
  await shoot(page, testInfo, '04-rooms-and-rates')
  await page.getByRole('button', { name: 'About the Non-refundable rate' }).first().click()
  const info = page.getByRole('dialog', { name: 'Non-refundable' })
  // The words generated from the plan's rules (decision 0114), with this room's amount, as on the rate's row.
  await expect(info).toContainText('The whole stay is charged today.')
  await expect(info).toContainText(
    /Non-refundable: the full price \(£[\d,]+\.\d\d\) is charged and not refunded/,
  )
  await expectAccessible(page, 'the rate plan info dialog')
  await shoot(page, testInfo, '05-rate-plan-info')
  await info.getByRole('button', { name: 'Close' }).click()

  await rooms.chooseRate('Non-refundable', 'Classic Double')
  await expect(page.getByRole('heading', { name: 'Room 2: 1 adult, 1 child' })).toBeVisible()
  await rooms.chooseRate('Bed & Breakfast', 'Twin Room')

  await expect(page.getByRole('heading', { name: 'Upgrade room 1?' })).toBeVisible()
  await expectAccessible(page, 'the upgrade offer')
  await shoot(page, testInfo, '06-upgrade')
  await rooms.acceptUpgrade('Superior Double')

  await expect(page.getByRole('heading', { name: 'Who is staying in room 1?' })).toBeVisible()
  await expectAccessible(page, 'the lead guest step')
  await shoot(page, testInfo, '07-lead-guest')
  await rooms.enterLeadGuest('Grace', 'Hopper', 'Double bed')
  await rooms.enterLeadGuest('Alan', 'Turing', 'Twin beds')

  const dialog = page.getByRole('dialog', { name: 'Add extras to room 1' })
  await expect(dialog).toBeVisible()
  // Breakfast is per person per night: 2 guests × 2 nights at £16.50.
  await expect(dialog.getByText('£66.00 for this room (2 guests × 2 nights)')).toBeVisible()
  await expectAccessible(page, 'the extras dialog')
  await shoot(page, testInfo, '08-extras-dialog')
  await rooms.addExtras(1, [{ name: 'Breakfast' }])
  await expect(page.getByRole('dialog', { name: 'Add extras to room 2' })).toBeVisible()
  await rooms.addExtras(2, [{ name: 'Champagne on arrival', quantity: 2 }, { name: 'Parking' }])

  // The booking summary: on a phone it is at the top of the page.
  const basket = page.getByRole('region', { name: 'Your booking' })
  await expect(basket.getByTestId('basket-room-1')).toContainText('Superior Double')
  await expect(basket.getByTestId('basket-room-1')).toContainText('Grace Hopper')
  await expect(basket.getByTestId('basket-room-1')).toContainText('+ Breakfast × 1')
  await expect(basket.getByTestId('basket-room-2')).toContainText('Twin Room')
  await expect(basket.getByTestId('basket-room-2')).toContainText('+ Champagne on arrival × 2')
  await expect(basket.getByTestId('basket-room-2')).toContainText('+ Parking × 1')
  if (phone) await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
  await expectAccessible(page, 'the booking summary')
  await shoot(page, testInfo, '09-booking-summary')
  await rooms.continueToCheckout()

  // Checkout: booker, requests, the gift voucher, a card.
  await checkout.fillBooker({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 202 555 0143',
    street: '1 Navy Yard',
    city: 'Arlington',
    postCode: '22201',
    country: 'United States',
  })
  await checkout.fillRequests('A quiet room, please. Arriving late, around 10 pm.')
  await checkout.applyVoucher(voucher)
  const discount = phone ? '£75.00' : '£50.00'
  await expect(page.getByTestId('summary-discount')).toHaveText(`−${discount}`)
  await checkout.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '10',
    year: String(new Date().getFullYear() + 3),
    securityCode: '737',
  })
  await checkout.agree()
  await expectAccessible(page, 'checkout')
  await shoot(page, testInfo, '10-checkout', true)
  const shown = await checkout.summary()
  await checkout.confirm()
  await checkout.expectConfirmed()
  await expectAccessible(page, 'the confirmation')
  await shoot(page, testInfo, '11-confirmation', true)

  // The hotel holds exactly what the guest saw.
  const stored = await storedReservation(request, page, 'HARBOUR')
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim()
  expect(stored.ReferenceNumber).toBe(reference)
  expect(stored).toMatchObject({
    DateFrom: arrival,
    DateTo: departure,
    Nights: 2,
    PaymentType: 5,
    PromoCode: 'SUMMER10',
    HopGiftVoucherCode: voucher,
    CardBrand: 'Visa',
    CardLastFour: '4242',
    Notes: 'A quiet room, please. Arriving late, around 10 pm.',
    Comment: null,
    Booker: { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com' },
  })
  expect(stored.Rooms).toHaveLength(2)
  expect(stored.Rooms[0]).toMatchObject({
    RoomTypeName: 'Superior Double',
    RatePlanName: 'Non-refundable',
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    RoomConfigurationName: 'Double bed',
    LeadGuest: { FirstName: 'Grace', LastName: 'Hopper' },
    Services: [{ ServiceName: 'Breakfast', Quantity: 1, TotalCost: 66 }],
  })
  expect(stored.Rooms[0]?.DailyRates).toHaveLength(2)
  expect(stored.Rooms[1]).toMatchObject({
    RoomTypeName: 'Twin Room',
    RatePlanName: 'Bed & Breakfast',
    NumberOfAdults: 1,
    NumberOfChildren: 1,
    RoomConfigurationName: 'Twin beds',
    LeadGuest: { FirstName: 'Alan', LastName: 'Turing' },
    Services: [
      { ServiceName: 'Parking', Quantity: 1, TotalCost: 30 },
      { ServiceName: 'Champagne on arrival', Quantity: 2, TotalCost: 110 },
    ],
  })
  expect(stored.Totals.Discount).toBe(amountOf(discount))
  expect(stored.Totals.Total).toBe(amountOf(shown.total))
  expect(stored.Totals.PaidNow).toBe(amountOf(shown.payNow))
  await expect(page.getByTestId('booking-total')).toHaveText(shown.total)

  // Analytics: page views and the four e-commerce events, after consent; the campaign is spent.
  const dataLayer = (await page.evaluate(
    () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
  )) as DataLayerEntry[]
  const events = dataLayer.map((e) => e.event).filter(Boolean)
  expect(events).toContain('page_view')
  for (const name of ['view_item_list', 'add_to_cart', 'begin_checkout', 'purchase'])
    expect(events).toContain(name)
  expect(events.indexOf('view_item_list')).toBeLessThan(events.indexOf('add_to_cart'))
  expect(events.indexOf('begin_checkout')).toBeLessThan(events.indexOf('purchase'))
  const purchase = dataLayer.find((e) => e.event === 'purchase')
  expect(purchase?.ecommerce).toMatchObject({ transaction_id: reference, value: stored.Totals.Total })
  expect(purchase?.campaign).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring' })
  expect(await page.evaluate(() => localStorage.getItem('booking-engine.campaign'))).toBeNull()
})

test('nothing reaches the dataLayer while the guest has not consented', async ({ page }, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 17 : 15)
  const search = new SearchPage(page)
  await search.open('HARBOUR', 'decline')
  await search.chooseDates(arrival, departure)
  await search.search()
  await new RoomsRatesPage(page).chooseRate('Flexible', 'Classic Double')
  const dataLayer = await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])
  expect(dataLayer).toEqual([])
})

test('the guest changes the cookie choice from the menu: events stop, then start again', async ({
  page,
  context,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 21 : 19)
  const dataLayer = async () =>
    (await page.evaluate(
      () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
    )) as DataLayerEntry[]
  const events = async () => (await dataLayer()).map((e) => e.event).filter(Boolean)
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitem', { name: 'Cookie settings' }).click()
    await expect(banner).toBeVisible()
  }

  await page.goto('/Book/HARBOUR?utm_source=newsletter')
  await expect(banner).toBeVisible()
  // The banner sits in the page's flow above the page, not over it: nothing the guest needs is under it
  // (decision 0138).
  const main = await page.locator('main').boundingBox()
  const over = await banner.boundingBox()
  expect((over?.y ?? 0) + (over?.height ?? 0)).toBeLessThanOrEqual(main?.y ?? 0)
  await shoot(page, testInfo, '01b-search-cookie-banner')
  await banner.getByRole('button', { name: 'Accept analytics cookies' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(events).toContain('page_view')
  // A tag manager would have set its cookies on the site by now.
  const host = new URL(page.url()).hostname
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: host, path: '/' },
    { name: '_ga_TEST42', value: 'GS1.1.789', domain: host, path: '/' },
    { name: 'unrelated', value: 'kept', domain: host, path: '/' },
  ])

  // Cookie settings show the answer given; Escape keeps it.
  await openSettings()
  await expect(banner).toBeFocused()
  await expect(banner.getByText('Your choice now: analytics cookies accepted.')).toBeVisible()
  await expectAccessible(page, 'cookie settings')
  await shoot(page, testInfo, '01c-cookie-settings')
  await page.keyboard.press('Escape')
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('booking-engine.cookie-consent'))).toBe('granted')

  // Withdrawing: nothing more reaches the dataLayer, and what analytics kept is gone.
  await openSettings()
  await banner.getByRole('button', { name: 'Only necessary cookies' }).click()
  await expect(banner).toBeHidden()
  expect(await dataLayer()).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('booking-engine.campaign'))).toBeNull()
  const names = (await context.cookies()).map((c) => c.name)
  expect(names).not.toContain('_ga')
  expect(names).not.toContain('_ga_TEST42')
  expect(names).toContain('unrelated')
  const search = new SearchPage(page)
  await search.chooseDates(arrival, departure)
  await search.search()
  await expect(page.getByRole('heading', { name: /^Room 1: / })).toBeVisible()
  await page.getByRole('link', { name: 'Change search' }).click()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  expect(await dataLayer()).toEqual([])

  // Consenting again: this page and the next search are recorded.
  await openSettings()
  await expect(banner.getByText('Your choice now: only necessary cookies.')).toBeVisible()
  await banner.getByRole('button', { name: 'Accept analytics cookies' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(events).toEqual(['page_view'])
  await search.search()
  await expect(page.getByRole('heading', { name: /^Room 1: / })).toBeVisible()
  await expect.poll(events).toContain('view_item_list')
})
