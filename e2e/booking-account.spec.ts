import { expect, test } from './fixtures'
import { chooseClassicDouble } from './pages/book-a-stay'
import { CheckoutPage, type Booker } from './pages/checkout-page'
import { expectAccessible, midweekStay, shoot, storedReservation } from './support'

const GRACE = { firstName: 'Grace', lastName: 'Hopper' }
const ADDRESS = { street: '1 Navy Way', city: 'Falmouth', postCode: 'TR11 1AA', country: 'United Kingdom' }

test('an account created at checkout keeps the card; the next booking is filled in and pays with it', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const email = `grace.${testInfo.project.name}@example.com`
  await chooseClassicDouble(page, midweekStay(phone ? 39 : 37), GRACE)
  const checkout = new CheckoutPage(page)
  const booker: Booker = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '+44 1326 555 123',
    ...ADDRESS,
  }
  await checkout.fillBooker(booker)
  await page.getByRole('radio', { name: 'Create an account with this booking' }).check()
  await page.getByLabel('Choose a password').fill('short')
  await page.getByLabel('Confirm the password').fill('different')
  await checkout.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '09',
    year: String(new Date().getFullYear() + 3),
    securityCode: '246',
  })
  await page.getByLabel('Save this card on my account for next time').check()
  await checkout.agree()
  await checkout.confirm()
  // The server's rule for new passwords (the hint of docs/product/account.md#rules), in its words, before anything is sent.
  await expect(page.getByText('A password needs at least ten characters.')).toBeVisible()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.getByLabel('Choose a password').fill('Lighthouse-2027!')
  await page.getByLabel('Confirm the password').fill('Lighthouse-2027!')
  await expectAccessible(page, 'checkout creating an account')
  await shoot(page, testInfo, '18-checkout-create-account', true)

  // An address that already has an account: docs/product/account.md#errors's negative notice at the top, and nothing booked.
  await page
    .getByRole('form', { name: 'Checkout' })
    .getByLabel('Email address')
    .fill('invoice.guest@example.com')
  await checkout.confirm()
  const taken = page.getByRole('alert').filter({ hasText: 'This e-mail address already has an account' })
  await expect(taken).toHaveCount(2)
  for (const box of await taken.all()) {
    expect(((await box.textContent()) ?? '').match(/Failed to register User/g)).toHaveLength(1)
  }
  await expect(page.getByText('Your account could not be created, so nothing was booked.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()

  // Its own address: the account is made (a positive notice), then the booking.
  await page.getByRole('form', { name: 'Checkout' }).getByLabel('Email address').fill(email)
  await checkout.confirm()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Welcome, Grace: your account is ready.' }),
  ).toBeVisible()
  await checkout.expectConfirmed()

  // The account exists, is logged in, and keeps the card (brand and last four only).
  const me = await page.request.get('/api/Account?propertyId=HARBOUR')
  expect(me.ok()).toBe(true)
  const account = (await me.json()) as {
    EmailAddress: string
    CreditCards: { CardType: string; LastFour: string }[]
  }
  expect(account.EmailAddress).toBe(email)
  expect(account.CreditCards).toEqual([expect.objectContaining({ CardType: 'Visa', LastFour: '4242' })])

  // A second booking: the details come from the account and the stored card can be chosen.
  await chooseClassicDouble(page, midweekStay(phone ? 43 : 41), GRACE)
  await expect(page.getByTestId('logged-in-as')).toContainText(`Grace Hopper (${email})`)
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('First name')).toHaveValue('Grace')
  await expect(form.getByLabel('Email address')).toHaveValue(email)
  await expect(form.getByLabel('Phone number')).toHaveValue('+44 1326 555 123')
  await form.getByLabel('Street').fill(ADDRESS.street)
  await form.getByLabel('Post code').fill(ADDRESS.postCode)
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: ADDRESS.country })
  await page.getByRole('radio', { name: /^Visa ending 4242/ }).check()
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden()
  await expectAccessible(page, 'checkout for a logged-in guest')
  await shoot(page, testInfo, '19-checkout-logged-in', true)
  await checkout.agreeAndConfirm()
  await checkout.expectConfirmed()
  const stored = await storedReservation(page.request, page, 'HARBOUR')
  expect(stored).toMatchObject({ CardBrand: 'Visa', CardLastFour: '4242', Booker: { Email: email } })
})

test('logging in at checkout; an account the hotel allows may pay by invoice', async ({ page }, testInfo) => {
  await chooseClassicDouble(page, midweekStay(testInfo.project.name === 'phone' ? 47 : 45), GRACE)
  // Without an account there is no Pay by invoice.
  await expect(page.getByRole('radio', { name: 'Pay by invoice' })).toHaveCount(0)
  await page.getByRole('radio', { name: 'I have an account: log in' }).check()
  await page.getByLabel('Account e-mail address').fill('invoice.guest@example.com')
  await page.getByLabel('Password', { exact: true }).fill('wrong password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to login, please check your email address and password.' }),
  ).toHaveCount(2)
  await page.getByLabel('Password', { exact: true }).fill('Harbour-Invoice-2027!')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByTestId('logged-in-as')).toContainText('Ada Byron')
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome back, Ada' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Last name')).toHaveValue('Byron')
  await form.getByLabel('Street').fill(ADDRESS.street)
  await form.getByLabel('Post code').fill(ADDRESS.postCode)
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: ADDRESS.country })

  await expect(page.getByRole('radio', { name: 'Pay online' })).toBeVisible()
  await page.getByRole('radio', { name: 'Pay by invoice' }).check()
  await expect(page.getByText('The hotel will send you an invoice for this booking.')).toBeVisible()
  await expectAccessible(page, 'checkout paying by invoice')
  await shoot(page, testInfo, '20-checkout-pay-by-invoice', true)
  const checkout = new CheckoutPage(page)
  await checkout.agreeAndConfirm()
  await checkout.expectConfirmed()
  await expect(page.getByText('The hotel will send you an invoice.')).toBeVisible()
  const stored = await storedReservation(page.request, page, 'HARBOUR')
  expect(stored).toMatchObject({
    PaymentType: 1,
    CardBrand: null,
    Booker: { FirstName: 'Ada', LastName: 'Byron' },
  })
  expect(stored.Totals.PaidNow).toBe(0)
})
