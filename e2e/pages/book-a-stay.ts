import { expect, type Page } from '@playwright/test'
import { CheckoutPage } from './checkout-page'
import { RoomsRatesPage } from './rooms-rates-page'
import { SearchPage } from './search-page'

export const ADA_LOVELACE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  street: '12 St James Square',
  city: 'London',
  postCode: 'SW1Y 4JH',
  country: 'United Kingdom',
}

/**
 * One Classic Double (on the flexible rate unless another is named) up to Checkout, as a guest chooses it: search the stay, choose the rate,
 * no upgrade, the lead guest in a double bed, no extras.
 */
export async function chooseClassicDouble(
  page: Page,
  stay: { arrival: string; departure: string },
  leadGuest: { firstName: string; lastName: string } = ADA_LOVELACE,
  ratePlan = 'Flexible',
): Promise<void> {
  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(stay.arrival, stay.departure)
  await search.search()

  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate(ratePlan, 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(leadGuest.firstName, leadGuest.lastName, 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
}

/**
 * The whole journey for one Classic Double on the flexible rate, as a guest without an account: the booker is the
 * lead guest and pays by card. Resolves with the booking's reference once the confirmation shows it.
 */
export async function bookClassicDouble(
  page: Page,
  stay: { arrival: string; departure: string },
  booker = ADA_LOVELACE,
): Promise<string> {
  await chooseClassicDouble(page, stay, booker)
  return payByCardAndConfirm(page, booker)
}

/** From checkout: the booker's details, a test card, agree and confirm; resolves with the booking's reference. */
export async function payByCardAndConfirm(page: Page, booker = ADA_LOVELACE): Promise<string> {
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(booker)
  await checkout.fillCard({
    name: `${booker.firstName} ${booker.lastName}`,
    number: '4242 4242 4242 4242',
    month: '12',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await checkout.agreeAndConfirm()

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
  expect(reference).not.toBe('')
  return reference
}
