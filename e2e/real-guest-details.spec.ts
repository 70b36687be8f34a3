import { expect, test } from './fixtures'
import { chooseClassicDouble } from './pages/book-a-stay'
import { CheckoutPage } from './pages/checkout-page'
import { midweekStay } from './support'

// A Luhn-valid number in Mastercard's 2-series (2221–2720), which the test gateway approves (server/payments/gateway.ts).
const MASTERCARD_2_SERIES = '2223 0031 2200 3222'

test('a guest from Bhutan with a .travel address, a 00-form number and a 2-series Mastercard books', async ({
  page,
  request,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 26 : 24)
  await chooseClassicDouble(page, { arrival, departure }, { firstName: 'Tenzin', lastName: 'Wangchuk' })

  const checkout = new CheckoutPage(page)
  // The address country starts at the hotel's home (HARBOUR: GB), as the phone's country code does.
  const country = page.getByRole('combobox', { name: 'Country', exact: true })
  await expect(country).toHaveValue('826')
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB')
  await checkout.fillBooker({
    firstName: 'Tenzin',
    lastName: 'Wangchuk',
    email: 'tenzin@company.travel',
    phone: '00975 2 322 123',
    street: 'Norzin Lam 12',
    city: 'Thimphu',
    postCode: '11001',
    country: 'Bhutan',
  })
  // The number typed with its code picks its country.
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('BT')
  await checkout.fillCard({
    name: 'Tenzin Wangchuk',
    number: MASTERCARD_2_SERIES,
    month: '12',
    year: String(new Date().getFullYear() + 2),
    securityCode: '123',
  })
  await checkout.agreeAndConfirm()

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
  const token = page.url().split('/Confirmation/')[1] ?? ''
  const stored = await request.get(
    `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`,
  )
  expect(stored.ok()).toBe(true)
  const confirmation = (await stored.json()) as {
    DateFrom: string
    Booker: { Email: string; Phone: string; CountryId: number; CountryName: string | null }
  }
  expect(confirmation.DateFrom).toBe(arrival)
  expect(confirmation.Booker).toMatchObject({
    Email: 'tenzin@company.travel',
    Phone: '00975 2 322 123',
    CountryId: 64,
    CountryName: 'Bhutan',
  })
})
