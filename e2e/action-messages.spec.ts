import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADA_LOVELACE } from './pages/book-a-stay'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { expectAccessible, midweekStay, shoot } from './support'

// Issue 30's accessibility: the message that needs the guest's action takes the focus (a declined card), and an
// event is announced once (the booking status page says the payment's outcome, not also "Your booking in
// progress").

/** A non-refundable Classic Double (paid now) from its Rooms & Rates address to Checkout, the booker typed. */
async function toCheckout(page: Page, stay: { arrival: string; departure: string }) {
  await page.goto(
    `/Book/HARBOUR/Rooms-And-Rates?arrival=${stay.arrival}&departure=${stay.departure}&rooms=2-0-0`,
  )
  const rooms = new RoomsRatesPage(page)
  await rooms.chooseRate('Non-refundable', 'Classic Double')
  await rooms.declineUpgrade()
  await rooms.enterLeadGuest(ADA_LOVELACE.firstName, ADA_LOVELACE.lastName, 'Double bed')
  await rooms.skipExtras()
  await rooms.continueToCheckout()
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(ADA_LOVELACE)
  return checkout
}

const card = (number: string) => ({
  name: 'Ada Lovelace',
  number,
  month: '12',
  year: String(new Date().getFullYear() + 2),
  securityCode: '123',
})

test('a declined card moves the focus to the bank’s message', async ({ page }, testInfo) => {
  test.slow()
  const checkout = await toCheckout(page, midweekStay(27))
  await checkout.fillCard(card('4000 0000 0000 0002'))
  await checkout.agree()
  await checkout.confirm()

  const failure = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(failure).toBeVisible()
  await expect(failure).toBeFocused()
  await expectAccessible(page, 'checkout, the declined card’s message focused')
  await page.setViewportSize({ width: testInfo.project.name === 'phone' ? 390 : 1440, height: 900 })
  await shoot(page, testInfo, 'declined-card-focused')
})

test('the status page of a payment the bank refused says it in one alert', async ({ page }, testInfo) => {
  test.slow()
  const checkout = await toCheckout(page, midweekStay(29))
  await checkout.fillCard(card('4000 0027 6000 3184'))
  await checkout.agree()
  await checkout.confirm()
  await expect(page.getByRole('heading', { name: /Your bank wants to confirm/ })).toBeVisible()
  await page.getByRole('button', { name: 'Fail' }).click()
  await expect(page).toHaveURL(/\/Book\/HARBOUR\/Status\//)
  await expect(page.getByRole('heading', { name: 'Your booking was not made' })).toBeVisible()

  const alerts = page.getByRole('alert')
  await expect(alerts).toHaveCount(1)
  await expect(alerts).toContainText('Your bank did not confirm the payment')
  // The basket kept on the device is offered on the search page, not here beside the payment's outcome.
  await expect(page.getByText('Your booking in progress')).toBeHidden()
  await page.setViewportSize({ width: testInfo.project.name === 'phone' ? 390 : 1440, height: 900 })
  await shoot(page, testInfo, 'status-one-alert')
})
