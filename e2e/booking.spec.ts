import { expect, test } from './fixtures'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { midweekStay, roomsLeft } from './support'

const CLASSIC_DOUBLE = '101'

test('a guest books one room as a guest and the hotel has it', async ({ page, request }, testInfo) => {
  // Each project books its own week so the two viewports don't share inventory.
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 7 : 5)
  const before = await roomsLeft(request, 'HARBOUR', arrival, departure)

  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.search()

  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Flexible', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest('Ada', 'Lovelace', 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()

  const checkout = new CheckoutPage(page)
  await checkout.fillBooker({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    street: '12 St James Square',
    city: 'London',
    postCode: 'SW1Y 4JH',
    country: 'United Kingdom',
  })
  await checkout.fillCard({
    name: 'Ada Lovelace',
    number: '4242 4242 4242 4242',
    month: '12',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await checkout.agreeAndConfirm()

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
  expect(reference).not.toBe('')
  await expect(page.getByText('Classic Double')).toBeVisible()

  const after = await roomsLeft(request, 'HARBOUR', arrival, departure)
  expect(after[CLASSIC_DOUBLE]).toBe((before[CLASSIC_DOUBLE] ?? 0) - 1)

  const token = page.url().split('/Confirmation/')[1] ?? ''
  const stored = await request.get(
    `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`,
  )
  expect(stored.ok()).toBe(true)
  const confirmation = (await stored.json()) as {
    ReferenceNumber: string
    DateFrom: string
    DateTo: string
    Rooms: { RoomTypeName: string; LeadGuest: { FirstName: string } }[]
  }
  expect(confirmation).toMatchObject({ ReferenceNumber: reference, DateFrom: arrival, DateTo: departure })
  expect(confirmation.Rooms).toHaveLength(1)
  expect(confirmation.Rooms[0]).toMatchObject({
    RoomTypeName: 'Classic Double',
    LeadGuest: { FirstName: 'Ada' },
  })
})
