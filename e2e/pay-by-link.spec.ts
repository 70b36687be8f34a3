import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { PayByLinkPage, payLink } from './pages/pay-by-link-page'
import { PayStackTestPage } from './pages/paystack-page'

const HARBOUR_ID = 1001
const nextYear = String(new Date().getFullYear() + 1)

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
}

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screens/pay-by-link-${name}-${project}.png`, fullPage: true })
}

test('a guest pays an invoice by link with a test card, and the paid link then says so', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name
  // Each viewport pays its own invoice: a paid invoice cannot be paid twice.
  const invoice =
    project === 'phone' ? { number: 'INV-1002', amount: '£89.50' } : { number: 'INV-1001', amount: '£250.00' }
  const link = payLink('HARBOUR', HARBOUR_ID, 'P', invoice.number)
  const pay = new PayByLinkPage(page)

  await pay.open(link, `Pay invoice ${invoice.number}`)
  // The amount due (the invoice's lines may show the same figure).
  await expect(pay.summary().getByTestId('amount-to-pay')).toHaveText(invoice.amount)
  await expectNoAxeViolations(page)
  await shot(page, 'form', project)

  // Nothing filled in: each field says what it needs, and nothing is sent.
  await page.getByLabel('Email address').fill('')
  await pay.submit(`Pay ${invoice.amount}`)
  await expect(page.getByText('A valid email address is required.')).toBeVisible()
  await expectNoAxeViolations(page)

  // A declined card (typed in the provider's frame, decision 0113): the bank's message.
  await page.getByLabel('Email address').fill('payer@example.com')
  await pay.fillCard({
    name: 'Grace Hopper',
    number: '4000 0000 0000 0002',
    month: '12',
    year: nextYear,
    securityCode: '123',
  })
  await pay.submit(`Pay ${invoice.amount}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()

  // Another card: a new attempt.
  await pay.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '12',
    year: nextYear,
    securityCode: '123',
  })
  await pay.submit(`Pay ${invoice.amount}`)

  await expect(page.getByRole('heading', { name: 'Payment complete', level: 1 })).toBeVisible()
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt.getByText('Visa •••• 4242')).toBeVisible()
  await expect(receipt.getByText(invoice.number)).toBeVisible()
  await expect(receipt.getByText(invoice.amount)).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'confirmation', project)

  // The hotel's side: the invoice is paid in full.
  const code = link.split('/').pop() ?? ''
  const info = await request.get(
    `/api/PayByLink/Get?propertyId=HARBOUR&invoiceNumber=${invoice.number}&hash=${code}&actionType=P`,
  )
  expect(await info.json()).toMatchObject({ AmountToPay: 0 })

  // The same link again: nothing left to pay.
  await pay.open(link, 'Nothing to pay')
  await expect(page.getByText('There is no outstanding balance on this invoice.')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'no-balance', project)
})

test('a guest stores a card by link without being charged', async ({ page }, testInfo) => {
  const project = testInfo.project.name
  const pay = new PayByLinkPage(page)
  await pay.open(payLink('HARBOUR', HARBOUR_ID, 'S', 'INV-1002'), 'Store a card for your stay')
  await expect(page.getByText('Nothing is charged now.', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Email address').fill('guest@example.com')
  await pay.fillCard({
    name: 'Alan Turing',
    number: '5555 5555 5555 4444',
    month: '06',
    year: nextYear,
    securityCode: '321',
  })
  await pay.submit('Store card')
  await expect(page.getByRole('heading', { name: 'Card stored', level: 1 })).toBeVisible()
  await expect(page.getByText('Mastercard •••• 4444')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'card-stored', project)
})

test('a tampered link and an unknown payment show the error screen', async ({ page }, testInfo) => {
  const link = payLink('HARBOUR', HARBOUR_ID, 'P', 'INV-1001')
  // The same code on another invoice.
  await page.goto(link.replace('INV-1001', 'INV-1002'))
  await expect(page.getByRole('heading', { name: 'Payment link problem', level: 1 })).toBeVisible()
  await expect(page.getByText('This payment link is not valid.', { exact: false })).toBeVisible()
  await expect(page.getByText('Invoice number: INV-1002')).toBeVisible()
  await expect(page).toHaveURL(/\/SecurePay\/HARBOUR\/P\/INV-1002$/)
  await expectNoAxeViolations(page)
  await shot(page, 'invalid', testInfo.project.name)

  // A Pay link turned into a StoreCard link.
  await page.goto(link.replace('/P/', '/S/'))
  await expect(page.getByRole('heading', { name: 'Payment link problem', level: 1 })).toBeVisible()

  // A payment token this tab knows nothing about (SecurePayError without saved state).
  await page.goto('/SecurePay/HARBOUR/not-a-real-token')
  await expect(page.getByRole('heading', { name: 'Payment link problem', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/SecurePay\/HARBOUR$/)

  // A confirmation the server does not know (a 400) goes to the error screen too.
  await page.goto('/SecurePay/HARBOUR/Confirmation/not-a-real-token')
  await expect(page.getByRole('heading', { name: 'Payment link problem', level: 1 })).toBeVisible()
})

test('at a hotel that takes payments with PayStack, the guest pays without entering a card', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  const invoice =
    project === 'phone' ? { number: 'INV-2002', amount: '€64.00' } : { number: 'INV-2001', amount: '€120.00' }
  const pay = new PayByLinkPage(page)
  // Storing a card there is PayStack's page too, and says nothing is charged.
  await pay.open(payLink('CLIFFTOP', 1002, 'S', invoice.number), 'Store a card for your stay')
  await expect(page.getByText('You give your card to PayStack', { exact: false })).toContainText(
    'Nothing is charged now',
  )
  await pay.open(payLink('CLIFFTOP', 1002, 'P', invoice.number), `Pay invoice ${invoice.number}`)
  await expect(page.getByText('You pay online with PayStack', { exact: false })).toBeVisible()
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, 'paystack', project)

  // PayStack's page takes the payment. Cancelling there comes back with nothing paid, saying so, and the same
  // link to try again.
  const payStack = new PayStackTestPage(page)
  await pay.submit(`Pay ${invoice.amount}`)
  await payStack.expectOpen('Cliff Top Inn', invoice.amount)
  await expectNoAxeViolations(page)
  await shot(page, 'paystack-page', project)
  await payStack.cancel('Cliff Top Inn')
  await expect(page.getByRole('heading', { name: 'Your payment was not completed', level: 1 })).toBeVisible()
  await expect(page.getByText('You cancelled the payment on PayStack. Nothing was charged.')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'paystack-cancelled', project)

  await page.getByRole('link', { name: 'Try the payment again' }).click()
  await pay.submit(`Pay ${invoice.amount}`)
  await payStack.expectOpen('Cliff Top Inn', invoice.amount)
  await payStack.pay(invoice.amount)
  await expect(page.getByRole('heading', { name: 'Payment complete', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Receipt' }).getByText(invoice.amount)).toBeVisible()
})

test('a link the hotel cannot answer for goes to the error screen with the same link to try; only a lost connection stays', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  const link = payLink('HARBOUR', HARBOUR_ID, 'S', 'INV-1002')
  const linkInfo = '**/api/PayByLink/Get?*'
  const errorScreen = page.getByRole('heading', { name: 'Payment link problem', level: 1 })

  // The hotel's system is down (every attempt): not a verdict on the link, so the same link is offered again.
  await page.route(linkInfo, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"Message":"Service unavailable."}',
    }),
  )
  await page.goto(link)
  await expect(errorScreen).toBeVisible()
  await expect(
    page.getByText('We could not open this payment link just now.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByText('We could not reach the hotel')).toHaveCount(0)
  await expect(page).toHaveURL(/\/SecurePay\/HARBOUR\/S\/INV-1002$/)
  await expectNoAxeViolations(page)
  await shot(page, 'load-failed', project)
  await page.unroute(linkInfo)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Store a card for your stay', level: 1 })).toBeVisible()

  // An answer the app cannot read goes there too.
  await page.route(linkInfo, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>' }),
  )
  await page.goto(link)
  await expect(errorScreen).toBeVisible()
  await expect(
    page.getByText('We could not open this payment link just now.', { exact: false }),
  ).toBeVisible()
  await page.unroute(linkInfo)

  // A refusal of what the link asks (409) shows the hotel's own message, with nothing to retry.
  await page.route(linkInfo, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: '{"Message":"This invoice is being paid in another window."}',
    }),
  )
  await page.goto(link)
  await expect(errorScreen).toBeVisible()
  await expect(page.getByText('This invoice is being paid in another window.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0)
  await page.unroute(linkInfo)

  // No answer at all (the connection dropped): the guest stays on the link and tries again from there.
  await page.route(linkInfo, (route) => route.abort('internetdisconnected'))
  await page.goto(link)
  await expect(
    page.getByText('We could not reach the hotel. Check your connection and try again.'),
  ).toBeVisible()
  await expect(errorScreen).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.unroute(linkInfo)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Store a card for your stay', level: 1 })).toBeVisible()
})
