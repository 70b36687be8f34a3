/**
 * Paying by card through the provider's own fields and the bank's 3-D Secure challenge (decision 0113), on the
 * built-in test provider: 4000 0027 6000 3184 always asks the bank. The challenge passed reaches the
 * confirmation; failed, it books nothing and the room is on sale again; a tab closed during the challenge shows
 * the outcome when the booking is opened again. Every request body to our API is read by the fixture: no card
 * number or security code ever reaches it.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADA_LOVELACE, chooseClassicDouble } from './pages/book-a-stay'
import { CheckoutPage } from './pages/checkout-page'
import { expectAccessible, midweekStay, roomsLeft, shoot } from './support'

const CLASSIC_DOUBLE = '101'
const ASKS_THE_BANK = {
  name: 'Ada Lovelace',
  number: '4000 0027 6000 3184',
  month: '12',
  year: '2030',
  securityCode: '123',
}

/** Non-refundable: paid in full now, so the bank is asked for a payment. */
async function checkoutWithChallengeCard(page: Page, stay: { arrival: string; departure: string }) {
  await chooseClassicDouble(page, stay, ADA_LOVELACE, 'Non-refundable')
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker(ADA_LOVELACE)
  await checkout.fillCard(ASKS_THE_BANK)
  await checkout.agree()
  // The answer is read on its way (the page leaves for the bank at once, and its body with it).
  let answer = { ConfirmationToken: '', RedirectUrl: '' }
  await page.route('**/api/Reservation/Create', async (route) => {
    const response = await route.fetch()
    answer = (await response.json()) as typeof answer
    await route.fulfill({ response })
  })
  await checkout.confirm()
  await expect(page.getByRole('heading', { name: /Your bank wants to confirm/ })).toBeVisible()
  return answer
}

test('the bank’s challenge passed: the booking is confirmed', async ({ page }, testInfo) => {
  const stay = midweekStay(31)
  await checkoutWithChallengeCard(page, stay)
  await shoot(page, testInfo, 'bank-challenge')
  await page.getByRole('button', { name: 'Complete' }).click()
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 20_000,
  })
  await expectAccessible(page, 'confirmation after the bank')
})

test('the bank’s challenge failed: nothing is booked and the room is on sale again', async ({
  page,
  request,
}, testInfo) => {
  const stay = midweekStay(33)
  const before = await roomsLeft(request, 'HARBOUR', stay.arrival, stay.departure)
  await checkoutWithChallengeCard(page, stay)
  // Held while the bank decides.
  expect((await roomsLeft(request, 'HARBOUR', stay.arrival, stay.departure))[CLASSIC_DOUBLE]).toBe(
    (before[CLASSIC_DOUBLE] ?? 0) - 1,
  )
  await page.getByRole('button', { name: 'Fail' }).click()
  await expect(page).toHaveURL(/\/Book\/HARBOUR\/Status\//)
  await expect(page.getByRole('heading', { name: 'Your booking was not made' })).toBeVisible()
  // The basket is kept, so the page may also offer to continue the booking: the payment's own alert is checked.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your bank did not confirm the payment' }),
  ).toContainText('Your bank did not confirm the payment, so nothing was charged.')
  await shoot(page, testInfo, 'bank-challenge-failed')
  expect(await roomsLeft(request, 'HARBOUR', stay.arrival, stay.departure)).toEqual(before)
})

test('a tab closed during the challenge: opened again, the booking shows its outcome', async ({
  context,
  page,
  request,
}) => {
  const stay = midweekStay(35)
  const answer = await checkoutWithChallengeCard(page, stay)
  const challenge = page.url()
  await page.close()
  // The guest approves in the bank's app meanwhile (here: the challenge answered without the tab).
  const approved = await request.post(challenge, { form: { outcome: 'complete' }, maxRedirects: 0 })
  expect(approved.status()).toBe(303)
  const again = await context.newPage()
  await again.goto(`/Book/HARBOUR/Status/${answer.ConfirmationToken}`)
  await expect(again.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 20_000,
  })
})

test('a hotel on Stripe: Stripe’s script loads in the card step’s frame, and not one request before it', async ({
  page,
  context,
}) => {
  const stripeRequests: string[] = []
  // js.stripe.com is not reachable here: its script is answered by a stand-in, and every request is counted.
  await context.route('https://js.stripe.com/**', async (route) => {
    stripeRequests.push(`${page.url()} → ${route.request().url()}`)
    await route.fulfill({ contentType: 'text/javascript', body: 'window.Stripe = undefined' })
  })
  // The hotel's settings as a server with STRIPE_* keys answers them (server/payments/payments.ts).
  await page.route('**/api/Property/HARBOUR**', async (route) => {
    const response = await route.fetch()
    const settings = (await response.json()) as Record<string, unknown>
    await route.fulfill({
      response,
      json: {
        ...settings,
        CardForm: { Provider: 'Stripe', FrameUrl: '/card-frame/stripe.html?key=pk_test_e2e' },
      },
    })
  })
  await chooseClassicDouble(page, midweekStay(37), ADA_LOVELACE, 'Non-refundable')
  const frame = page.locator('iframe[title="Card details"]')
  await expect(frame).toHaveAttribute('src', /\/card-frame\/stripe\.html\?key=pk_test_e2e/)
  await expect.poll(() => stripeRequests.length).toBeGreaterThan(0)
  // Each request names the page it was made on: none before the card step.
  expect(
    stripeRequests.every((r) => r.includes('/Book/HARBOUR/Checkout') && r.includes('js.stripe.com/')),
  ).toBe(true)
})
