import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { countMails, linkInMail } from './pages/account-mail'
import { chooseClassicDouble } from './pages/book-a-stay'
import { CheckoutPage } from './pages/checkout-page'
import { ManageBookingPage } from './pages/manage-booking-page'
import { bookDemoReservation, openStay, ROOM } from './reservations'
import { midweekStay, storedReservation } from './support'
import {
  AccountMenu,
  checkScreen,
  ForgotPasswordPage,
  tabTo,
  LoginPage,
  ManageAccountPage,
  RegisterPage,
  ResetPasswordPage,
} from './pages/account-pages'

// A guest account from registration to a forgotten password, in the production build against the real server,
// reading the e-mails the server writes to its outbox. Each run and viewport registers its own address.

const CONFIRM = 'Confirm your e-mail address'
const RESET = 'Reset your password'
const ADDRESS = { street: '12 Marylebone Road', postCode: 'NW1 5LR', country: 'United Kingdom' }

/** The saved stays in the device database (IndexedDB `booking-engine`), with whom each belongs to. */
async function staysOnDevice(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('booking-engine')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error ?? new Error('open failed'))
    })
    const read = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll()
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[])
        request.onerror = () => reject(request.error ?? new Error('read failed'))
      })
    const stays = (await read('reservations')).map((r) => ({
      reference: String(r.referenceNumber),
      owner: (r.accountEmail as string | null) ?? null,
    }))
    const drafts = (await read('drafts')).map((d) => String(d.key))
    db.close()
    return { stays, drafts }
  })
}

test('a guest registers, confirms the e-mail, logs out and in, books with the account, manages it, resets the password, and logging out clears the device', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const phone = testInfo.project.name === 'phone'
  const email = `ada-${testInfo.project.name}-${Date.now()}@example.com`
  const passwords = {
    first: 'tide tables & lanterns',
    changed: 'gulls over the quay!',
    reset: 'lighthouse keeper at dusk?',
  }
  const menu = new AccountMenu(page)
  const login = new LoginPage(page)
  const manage = new ManageAccountPage(page)

  // Before any account: a booking opened from its e-mail link is kept on the device as the guest's own.
  const guestStay = await bookDemoReservation(request, openStay(phone ? 58 : 57), [
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Mary', 'Somerville'] },
  ])
  await test.step('a booking opened as a guest', async () => {
    const manageBooking = new ManageBookingPage(page)
    await manageBooking.openByLink(guestStay)
    await manageBooking.atOverview()
    await expect
      .poll(async () => (await staysOnDevice(page)).stays)
      .toEqual([{ reference: guestStay.reference, owner: null }])
  })

  await test.step('register from the menu', async () => {
    await page.goto('/Book/HARBOUR')
    await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
    await menu.choose('Login')
    await login.expectOpen()
    await checkScreen(page, testInfo, 'login')
    await login.form.getByRole('link', { name: 'Create an account' }).click()
    await checkScreen(page, testInfo, 'register')

    await new RegisterPage(page).register({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      mobile: '+44 20 7946 0000',
      password: passwords.first,
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Welcome, Ada: your account is ready' }),
    ).toBeVisible()
    await manage.expectOpen()
    await expect(page.getByText(`Logged in as Ada Lovelace (${email})`)).toBeVisible()
    await expect(page.getByText('Please confirm your e-mail address')).toBeVisible()
    await expect(manage.cards.getByText(/You have no stored cards/)).toBeVisible()
    await checkScreen(page, testInfo, 'manage-account')
  })

  await test.step('confirm the e-mail address from the link in the .eml', async () => {
    const link = await linkInMail(email, CONFIRM)
    expect(link).toMatch(/\/Account\/ConfirmEmail\/HARBOUR\?token=[\w-]{43}$/)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address', level: 1 })).toBeVisible()
    // The one-time token leaves the address bar at once.
    await expect(page).toHaveURL(/\/Account\/ConfirmEmail\/HARBOUR$/)
    await checkScreen(page, testInfo, 'confirm-email')
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click()
    await expect(page.getByText('Thank you, your e-mail address is confirmed.').first()).toBeVisible()
    await checkScreen(page, testInfo, 'confirm-email-done')
    await page.getByRole('link', { name: 'Manage account' }).click()
    await manage.expectOpen()
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)
  })

  await test.step('log out from the menu: the device forgets the account', async () => {
    await page.evaluate(() => {
      sessionStorage.setItem('account.test-marker', 'kept for the account')
      localStorage.setItem('account.test-marker', 'kept for the account')
    })
    await menu.choose('Logout')
    await expect(page.getByRole('alert').filter({ hasText: 'You are logged out' })).toBeVisible()
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    const left = await page.evaluate(() => [
      ...Object.keys(sessionStorage).filter((k) => k.startsWith('account.')),
      ...Object.keys(localStorage).filter((k) => k.startsWith('account.')),
    ])
    expect(left).toEqual([])
    expect((await page.request.get('/api/Account?propertyId=HARBOUR')).status()).toBe(401)
    await menu.expectOffers('Login', 'Logout')
    await page.goto('/ManageAccount/HARBOUR')
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
  })

  await test.step('log in again: a wrong password first, then the right one', async () => {
    await page.goto('/Manage/HARBOUR')
    await menu.choose('Login')
    await login.expectOpen()
    await login.logIn(email, 'not my password!')
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Failed to login, please check your email address and password.' }),
    ).toBeVisible()
    await expect(login.form.getByLabel('Email address')).toHaveValue(email)
    await checkScreen(page, testInfo, 'login-failed')
    // By keyboard alone: from the top of the page to the password, then Enter.
    await page.goto(page.url())
    await login.expectOpen()
    await tabTo(page, login.form.getByLabel('Email address'))
    await page.keyboard.type(email)
    await tabTo(page, login.form.getByLabel(/^Password/))
    await page.keyboard.type(passwords.first)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Welcome back, Ada' })).toBeVisible()
    // Back where the guest opened the menu.
    await expect(page).toHaveURL(/\/Manage\/HARBOUR$/)
  })

  let first = ''
  await test.step('book with the details filled in from the account, keeping the card', async () => {
    await chooseClassicDouble(page, midweekStay(phone ? 51 : 49))
    const form = page.getByRole('form', { name: 'Checkout' })
    await expect(page.getByTestId('logged-in-as')).toContainText(`Ada Lovelace (${email})`)
    await expect(form.getByLabel('First name')).toHaveValue('Ada')
    await expect(form.getByLabel('Last name')).toHaveValue('Lovelace')
    await expect(form.getByLabel('Email address')).toHaveValue(email)
    await expect(form.getByLabel('Phone number')).toHaveValue('+44 20 7946 0000')
    await form.getByLabel('Street').fill(ADDRESS.street)
    await form.getByLabel('Post code').fill(ADDRESS.postCode)
    await form
      .getByRole('combobox', { name: 'Country', exact: true })
      .selectOption({ label: ADDRESS.country })
    const checkout = new CheckoutPage(page)
    await checkout.fillCard({
      name: 'Ada Lovelace',
      number: '4242 4242 4242 4242',
      month: '11',
      year: String(new Date().getFullYear() + 4),
      securityCode: '321',
    })
    await page.getByLabel('Save this card on my account for next time').check()
    await checkout.agreeAndConfirm()
    await checkout.expectConfirmed()
    first = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
    // Booked logged in, the copy on this device is the account's.
    await expect
      .poll(async () => (await staysOnDevice(page)).stays)
      .toContainEqual({ reference: first, owner: email })
    await menu.choose('Manage Account')
    await manage.expectOpen()
    await expect(manage.cards.getByText('Visa •••• 4242')).toBeVisible()
  })

  await test.step('change the details and the password', async () => {
    await menu.choose('Manage Account')
    await manage.expectOpen()
    await manage.changeDetails({ firstName: 'Augusta', phone: '0044 1326 000000', offers: true })
    await expect(page.getByRole('alert').filter({ hasText: 'Your details have been saved.' })).toBeVisible()
    await page.reload()
    await manage.expectOpen()
    await expect(manage.details.getByLabel('First name')).toHaveValue('Augusta')
    await expect(manage.details.getByLabel('Phone number (optional)')).toHaveValue('0044 1326 000000')
    await expect(manage.details.getByRole('checkbox', { name: /Send me offers/ })).toBeChecked()

    await manage.changePassword('not the current one!', passwords.changed)
    await expect(manage.password.getByText('The current password is not right.')).toBeVisible()
    await checkScreen(page, testInfo, 'manage-account-errors')
    await manage.changePassword(passwords.first, passwords.changed)
    await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
    await expect(manage.password.getByLabel('Current password')).toHaveValue('')
  })

  await test.step('forget the password and reset it from the e-mailed link', async () => {
    await manage.expectOpen()
    await page.getByRole('region', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    await menu.choose('Login')
    await login.form.getByRole('link', { name: 'Forgotten your password?' }).click()
    await checkScreen(page, testInfo, 'forgot-password')
    const before = countMails(email, RESET)
    await new ForgotPasswordPage(page).request(email)
    await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible()
    await checkScreen(page, testInfo, 'forgot-password-sent')

    const link = await linkInMail(email, RESET, before)
    await page.goto(link)
    await expect(page).toHaveURL(/\/Account\/ResetPassword\/HARBOUR$/)
    await checkScreen(page, testInfo, 'reset-password')
    await new ResetPasswordPage(page).choose(passwords.reset)
    await expect(page.getByRole('alert').filter({ hasText: 'Your password has been reset.' })).toBeVisible()
    // The reset ended every session, so the device forgot the account: its booking too, not the guest's.
    await expect
      .poll(async () => (await staysOnDevice(page)).stays.map((stay) => stay.reference))
      .toEqual([guestStay.reference])
    await login.expectOpen()
    await login.logIn(email, passwords.changed)
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to login' })).toBeVisible()
    await login.logIn(email, passwords.reset)
    await expect(page.getByRole('alert').filter({ hasText: 'Welcome back, Augusta' })).toBeVisible()

    await test.step('the old reset link no longer works', async () => {
      await page.goto(link)
      await new ResetPasswordPage(page).choose('another quiet harbour!')
      const refusal = page.getByRole('note').filter({ hasText: 'Failed to reset your password.' })
      await expect(refusal).toBeVisible()
      await expect(refusal).toContainText('no longer valid')
      await expect(refusal.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
      await checkScreen(page, testInfo, 'reset-password-spent')
    })
  })

  let second = ''
  await test.step('book again, paying with the stored card', async () => {
    await chooseClassicDouble(page, midweekStay(phone ? 55 : 53))
    const form = page.getByRole('form', { name: 'Checkout' })
    // The details as changed on the account.
    await expect(form.getByLabel('First name')).toHaveValue('Augusta')
    await expect(form.getByLabel('Phone number')).toHaveValue('0044 1326 000000')
    await form.getByLabel('Street').fill(ADDRESS.street)
    await form.getByLabel('Post code').fill(ADDRESS.postCode)
    await form
      .getByRole('combobox', { name: 'Country', exact: true })
      .selectOption({ label: ADDRESS.country })
    await page.getByRole('radio', { name: /^Visa ending 4242/ }).check()
    // A stored card is sent by its id alone: no card frame, no security code (decision 0113).
    await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0)
    const checkout = new CheckoutPage(page)
    await checkout.agreeAndConfirm()
    await checkout.expectConfirmed()
    second = (await page.getByTestId('booking-reference').textContent())?.trim() ?? ''
    const stored = await storedReservation(page.request, page, 'HARBOUR')
    expect(stored).toMatchObject({
      CardBrand: 'Visa',
      CardLastFour: '4242',
      Booker: { FirstName: 'Augusta', Email: email },
    })
  })

  await test.step('log out clears the device', async () => {
    // The booking made logged in is the account's on this device; the one opened as a guest is not.
    await menu.choose('My stays')
    for (const reference of [guestStay.reference, second])
      await expect(page.getByRole('article').filter({ hasText: reference })).toBeVisible()
    expect((await staysOnDevice(page)).stays).toEqual(
      expect.arrayContaining([
        { reference: guestStay.reference, owner: null },
        { reference: second, owner: email },
      ]),
    )

    // From here on the app can't ask the server who is logged in: only what the device kept could answer.
    const whoIsLoggedIn = (url: URL) => url.pathname === '/api/Account'
    await page.route(whoIsLoggedIn, (route) => route.abort())
    await menu.choose('Logout')
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
    expect((await page.request.get('/api/Account?propertyId=HARBOUR')).status()).toBe(401)
    const after = await staysOnDevice(page)
    expect(after.stays).toEqual([{ reference: guestStay.reference, owner: null }])
    expect(after.drafts.filter((key) => key.startsWith('booker:'))).toEqual([])

    // The account's cached answer is gone too, not merely out of date: the server can't be asked again, and
    // the app has nothing of the account left to show.
    await menu.expectOffers('Login', 'Logout')
    await menu.choose('My stays')
    await expect(page.getByRole('article').filter({ hasText: guestStay.reference })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    await page.unroute(whoIsLoggedIn)
    await page.goto('/ManageAccount/HARBOUR')
    await expect(page).toHaveURL(/\/Book\/HARBOUR$/)
  })
})

test('a card saved at booking shows in Manage account and can be removed', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const email = `grace-${testInfo.project.name}-${Date.now()}@example.com`
  const registered = await page.request.post('/api/Account/Register', {
    data: {
      LanguageCode: 'en',
      PropertyId: 'HARBOUR',
      EmailAddress: email,
      Password: 'compilers all the way down!',
      Firstname: 'Grace',
      Lastname: 'Hopper',
    },
  })
  expect(registered.ok()).toBe(true)

  // page.request shares the browser's cookies: the guest is logged in on this device, as after registering.
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 11 : 9)
  await chooseClassicDouble(page, { arrival, departure }, { firstName: 'Grace', lastName: 'Hopper' })
  const checkout = new CheckoutPage(page)
  await checkout.fillBooker({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '+44 20 7946 0001',
    street: '1 Navy Way',
    city: 'Falmouth',
    postCode: 'TR11 1AA',
    country: 'United Kingdom',
  })
  const year = String(new Date().getFullYear() + 3)
  await checkout.fillCard({
    name: 'Grace Hopper',
    number: '4242 4242 4242 4242',
    month: '07',
    year,
    securityCode: '123',
  })
  await page.getByLabel('Save this card on my account for next time').check()
  await checkout.agreeAndConfirm()
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()

  const manage = new ManageAccountPage(page)
  await new AccountMenu(page).choose('Manage Account')
  await manage.expectOpen()
  await expect(manage.cards.getByText('Visa •••• 4242')).toBeVisible()
  await expect(manage.cards.getByText(`Expires 07/${year}`)).toBeVisible()
  await checkScreen(page, testInfo, 'stored-cards')

  await manage.cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this card?' })
  await expect(dialog).toBeVisible()
  await checkScreen(page, testInfo, 'remove-card')
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The card has been removed.' })).toBeVisible()
  await expect(manage.cards.getByText(/You have no stored cards/)).toBeVisible()
  await page.reload()
  await manage.expectOpen()
  await expect(manage.cards.getByText(/You have no stored cards/)).toBeVisible()
})

test('registering an address that already has an account says so once, at the top and by the form', async ({
  page,
}, testInfo) => {
  await page.goto('/Account/Register/HARBOUR')
  const register = new RegisterPage(page)
  await register.register({
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'invoice.guest@example.com',
    mobile: '',
    password: 'tide tables & lanterns',
  })
  const detail = 'This e-mail address already has an account: please log in'
  const notice = page.getByRole('alert').filter({ hasText: detail })
  const inline = register.form.getByRole('note')
  await expect(notice).toBeVisible()
  await expect(inline).toContainText(detail)
  // docs/product/account.md#errors's lead, "Failed to register User.", is the title of each and is not repeated in its text.
  for (const box of [notice, inline]) {
    expect(((await box.textContent()) ?? '').match(/Failed to register User/g)).toHaveLength(1)
  }
  // Everything typed is kept.
  await expect(register.form.getByLabel('Email address')).toHaveValue('invoice.guest@example.com')
  await checkScreen(page, testInfo, 'register-taken')
})
