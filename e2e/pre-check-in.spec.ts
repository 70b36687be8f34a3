import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillCardFrame } from './pages/card-frame'
import { PreCheckInPage } from './pages/pre-check-in-page'
import { bookDemoReservation, CLIFFTOP_ROOM, openStay, ROOM, serverReservation, tamper } from './reservations'

const isPhone = (name: string) => name === 'phone'

/** Everything the app's IndexedDB database holds, as text. */
function deviceDatabaseText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('booking-engine')
        open.onerror = () => reject(new Error('no database'))
        open.onsuccess = () => {
          const db = open.result
          const names = [...db.objectStoreNames]
          const tx = db.transaction(names, 'readonly')
          const all: unknown[] = []
          for (const name of names) {
            const read = tx.objectStore(name).getAll()
            read.onsuccess = () => all.push(read.result)
          }
          tx.oncomplete = () => {
            db.close()
            resolve(JSON.stringify(all))
          }
        }
      }),
  )
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

test('a guest checks in online: details, every guest, arrival time, and the hotel has them', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const stay = openStay(mobile ? 10 : 9)
  const booked = await bookDemoReservation(request, stay, [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Charles', 'Babbage'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await expect(checkIn.heading('Online check-in')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('start.png'), fullPage: true })

  await checkIn.start()
  await expectNoAxeViolations(page)
  await checkIn.confirmBooker({ phone: '+44 20 7946 0999' })
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('room.png'), fullPage: true })
  await checkIn.fillRoom(
    1,
    'Classic Double',
    [
      ['Ada', 'King'],
      ['William', 'King'],
    ],
    mobile,
  )
  await checkIn.fillRoom(2, 'Twin Room', [['Charles', 'Babbage']], mobile)
  // The hotel's registration card (decision 0144): a Spanish guest signs by drawing, a French one types a name.
  await expect(checkIn.heading('Registration card')).toBeVisible()
  const ada = checkIn.registrationCard('Ada King · room 1')
  await ada.getByLabel('Nationality').selectOption('ES')
  await ada.getByLabel('Identity document').selectOption('passport')
  await ada.getByLabel('Document number').fill('PAB123456')
  await ada.getByLabel('Date of birth').fill('1985-03-02')
  await page.keyboard.press('Escape')
  await ada.getByLabel('Home address').fill('Calle Mayor 1, Madrid')
  await checkIn.drawSignature(ada)
  await expect(ada.getByText('Signed')).toBeVisible()
  await checkIn.registrationCard('William King · room 1').getByLabel('Nationality').selectOption('GB')
  const charles = checkIn.registrationCard('Charles Babbage · room 2')
  await charles.getByLabel('Nationality').selectOption('FR')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(charles.getByText('This is required for the registration card.').first()).toBeVisible()
  await charles.getByLabel('Identity document').selectOption('idCard')
  await charles.getByLabel('Document number').fill('FR-998877')
  await charles.getByLabel('Date of birth').fill('1971-12-26')
  await page.keyboard.press('Escape')
  await charles.getByRole('button', { name: 'Type your name instead' }).click()
  await charles.getByLabel('Your full name, as your signature').fill('Charles Babbage')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('registration.png'), fullPage: true })
  await page.getByRole('button', { name: 'Continue' }).click()
  await checkIn.atSummary()
  // The stay as booked: where, and its price in full (docs/product/after-booking.md#what-is-kept Reservation totals, LocationName).
  const booking = await serverReservation(request, booked)
  const stayCard = page.getByRole('region', { name: 'Your stay' })
  await expect(stayCard).toContainText('Location: Harbour House Hotel')
  await expect(stayCard.getByTestId('reservation-price')).toContainText(
    `Total£${booking.TotalCost.toFixed(2)}Includes VAT£${booking.TotalVat.toFixed(2)}`,
  )
  await expect(stayCard.getByTestId('reservation-balance')).toHaveText(
    `£${(booking.TotalCost - booking.AmountPaid).toFixed(2)}`,
  )
  await checkIn.setArrivalTime('21:30')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('summary.png'), fullPage: true })
  await checkIn.complete()
  await expect(page.getByTestId('sync-state')).toHaveText('Sent')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('complete.png'), fullPage: true })
  // Sent: the registration card is on the hotel's server only, nowhere in the device's database.
  expect(await deviceDatabaseText(page)).not.toMatch(/PAB123456|1985-03-02|data:image\/png/)

  const r = await serverReservation(request, booked)
  expect(r.Version).toBe(2)
  expect(r.EstimatedArrivalTime).toBe('21:30')
  expect(r.Booker?.Phone).toBe('+44 20 7946 0999')
  expect(r.ReservationItems.map((i) => i.Guests.map((g) => `${g.FirstName} ${g.LastName}`))).toEqual([
    ['Ada King', 'William King'],
    ['Charles Babbage'],
  ])

  // Opened again, the link says the check-in is done and the guest can still change it.
  await checkIn.open(booked)
  await expect(page.getByTestId('link-badge')).toContainText('You have already checked in online')
})

test('every guest is validated before the check-in is saved', async ({ page, request }, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 12 : 11), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await checkIn.start()
  await checkIn.confirmBooker()
  await expect(checkIn.heading('Room 1: Classic Double')).toBeVisible()
  if (mobile) {
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(checkIn.heading('Guest 1 in room 1')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(checkIn.heading('Guest 2 in room 1')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('First name is required.')).toBeVisible()
  } else {
    const second = page.getByRole('group', { name: 'Guest 2' })
    await second.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(second.getByText('First name is required.')).toBeVisible()
    await expect(second.getByText('A valid email address is required.')).toBeVisible()
  }
  await expectNoAxeViolations(page)
  expect((await serverReservation(request, booked)).Version).toBe(1)
})

test('a tampered link is refused with the invalid-link screen', async ({ page, request }, testInfo) => {
  const booked = await bookDemoReservation(request, openStay(isPhone(testInfo.project.name) ? 12 : 11), [
    { roomTypeId: ROOM.classic, adults: 1, lead: ['Ada', 'Lovelace'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked, tamper(booked.code))
  await expect(checkIn.heading('Error')).toBeVisible()
  await expect(page.getByTestId('link-badge')).toContainText('This pre-check-in link is not valid')
  await expect(page.getByRole('button', { name: 'Start check-in' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('invalid.png'), fullPage: true })
})

/** Waits until the service worker controls the page, so a reload with no network still starts the app. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

test('opened once, the check-in is completed with the network cut, survives a reload, and is sent once when back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 14 : 13), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await waitForServiceWorker(page)
  // This visit goes through the service worker, which keeps the hotel's settings for the way back offline.
  await page.reload()
  await expect(checkIn.heading('Online check-in')).toBeVisible()

  await context.setOffline(true)
  await checkIn.start()
  await expect(page.getByText('You are offline. You can keep going')).toBeVisible()
  await checkIn.confirmBooker()
  await expect(checkIn.heading('Room 1: Classic Double')).toBeVisible()
  if (!mobile) {
    const second = page.getByRole('group', { name: 'Guest 2' })
    await second.getByLabel('First name').fill('William')
    await second.getByLabel('Last name').fill('King')
  } else {
    await page.getByRole('button', { name: 'Edit: Guest 2' }).click()
    await page.getByLabel('First name').fill('William')
    await page.getByLabel('Last name').fill('King')
  }
  // Every keystroke is on the device: a reload with no network comes back to the same step and names.
  await page.waitForTimeout(400)
  await page.reload()
  if (!mobile) {
    await expect(checkIn.heading('Room 1: Classic Double')).toBeVisible()
    const second = page.getByRole('group', { name: 'Guest 2' })
    await expect(second.getByLabel('First name')).toHaveValue('William')
    await expect(second.getByLabel('Last name')).toHaveValue('King')
    await page.getByRole('group', { name: 'Guest 1' }).getByLabel('Last name').fill('King')
    await page.getByRole('button', { name: 'Continue' }).click()
  } else {
    await expect(checkIn.heading('Guest 2 in room 1')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('William')
    await page.getByRole('button', { name: 'Back' }).click()
    await checkIn.fillRoom(
      1,
      'Classic Double',
      [
        ['Ada', 'King'],
        ['William', 'King'],
      ],
      true,
    )
  }
  await checkIn.atSummary()
  await checkIn.setArrivalTime('19:45')
  await checkIn.complete()
  await expect(page.getByTestId('sync-state')).toHaveText(
    'Saved on this phone — it will be sent when you’re back online',
  )
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('saved-on-phone.png'), fullPage: true })
  await page.close()
  expect((await serverReservation(request, booked)).Version).toBe(1)

  await context.setOffline(false)
  const again = await context.newPage()
  await new PreCheckInPage(again).open(booked)
  await expect.poll(async () => (await serverReservation(request, booked)).Version).toBe(2)
  const r = await serverReservation(request, booked)
  expect(r.EstimatedArrivalTime).toBe('19:45')
  expect(r.ReservationItems[0]?.Guests.map((g) => `${g.FirstName} ${g.LastName}`)).toEqual([
    'Ada King',
    'William King',
  ])
  await again.reload()
  await expect(again.getByTestId('link-badge')).toContainText('You have already checked in online')
  // Exactly once: a second start of the app finds nothing left to send.
  await again.reload()
  await expect(again.getByTestId('link-badge')).toBeVisible()
  expect((await serverReservation(request, booked)).Version).toBe(2)
})

test('a guest adds an extra and a card during check-in; the card is sent on its own and kept nowhere on the device', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 26 : 25), [
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Ada', 'Lovelace'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await checkIn.start()
  await checkIn.confirmBooker()
  await checkIn.fillRoom(1, 'Twin Room', [['Ada', 'Lovelace']], mobile)
  await checkIn.atSummary()

  await page.getByRole('button', { name: 'Add extras' }).click()
  await expect(checkIn.heading('Add extras')).toBeVisible()
  const breakfast = page.getByRole('textbox', { name: 'Quantity of Breakfast for room 1' })
  await breakfast.fill('1')
  await breakfast.blur()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await checkIn.atSummary()
  await expect(page.getByText(/Adding: Breakfast × 1 \(£33\.00\)/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText('Extras you are adding+£33.00')

  await page.getByRole('button', { name: 'Replace the card' }).click()
  await expect(checkIn.heading('Payment card')).toBeVisible()
  await expectNoAxeViolations(page)
  const form = page.getByRole('form', { name: 'Payment card' })
  await fillCardFrame(page, {
    number: '5555 5555 5555 4444',
    month: '10',
    year: String(new Date().getFullYear() + 3),
    securityCode: '321',
  })
  await form.getByRole('button', { name: 'Save card' }).click()
  await checkIn.atSummary()
  await expect(page.getByText(/Mastercard ending 4444/)).toBeVisible()
  await checkIn.complete()
  await expect(page.getByTestId('sync-state')).toHaveText('Sent')

  const r = await serverReservation(request, booked)
  expect(r.CreditCards).toEqual([
    { CardType: 'Mastercard', LastFour: '4444', ExpiryMonth: 10, ExpiryYear: new Date().getFullYear() + 3 },
  ])
  expect(r.ReservationItems[0]?.Services.map((s) => [s.ServiceName, s.TotalCost])).toEqual([
    ['Breakfast', 33],
  ])
})

test('a check-in sent after the booking changed at the hotel shows both versions; the guest keeps the hotel’s', async ({
  page,
  context,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 26 : 25), [
    { roomTypeId: ROOM.classic, adults: 1, lead: ['Ada', 'Lovelace'] },
  ])
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await expect(checkIn.heading('Online check-in')).toBeVisible()
  await context.setOffline(true)
  await checkIn.start()
  await checkIn.confirmBooker()
  await checkIn.fillRoom(1, 'Classic Double', [['Ada', 'King']], mobile)
  await checkIn.atSummary()
  await checkIn.complete()

  // While the phone is offline, the booking is changed at the hotel.
  const current = await serverReservation(request, booked)
  const item = current.ReservationItems[0]
  if (!item) throw new Error('no room')
  const changed = await request.post('/api/PreCheckIn/Save', {
    data: {
      PropertyId: 'HARBOUR',
      ReferenceNumber: booked.reference,
      Code: booked.code,
      Version: current.Version,
      ReservationItems: [
        { ReservationItemId: item.ReservationItemId, Guests: [{ FirstName: 'Augusta', LastName: 'Byron' }] },
      ],
    },
  })
  expect(changed.ok()).toBe(true)

  await context.setOffline(false)
  await expect(checkIn.heading('Your booking changed at the hotel')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your check-in' })).toContainText('Ada King')
  await expect(page.getByRole('region', { name: 'At the hotel now' })).toContainText('Augusta Byron')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('conflict.png'), fullPage: true })
  await page.getByRole('button', { name: 'Keep the hotel’s details' }).click()
  await expect(checkIn.heading('Online check-in')).toBeVisible()
  await expect(page.getByTestId('link-badge')).toContainText('You have already checked in online')
  const after = await serverReservation(request, booked)
  expect(after.Version).toBe(2)
  expect(after.ReservationItems[0]?.Guests[0]?.LastName).toBe('Byron')
})

test('a hotel that requires the booker’s town and county asks for them at check-in, by the fields, before it saves', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  // CLIFFTOP requires the booker's town and county (decision 0090); the booking has both.
  const booked = await bookDemoReservation(
    request,
    openStay(mobile ? 16 : 15),
    [{ roomTypeId: CLIFFTOP_ROOM.cottage, adults: 1, lead: ['Ada', 'Lovelace'] }],
    'CLIFFTOP',
  )
  const checkIn = new PreCheckInPage(page)
  await checkIn.open(booked)
  await checkIn.start()
  await expect(checkIn.heading('Your details')).toBeVisible()
  const form = page.getByRole('form', { name: 'Your details' })
  const town = form.getByRole('textbox', { name: 'Town or city' })
  const county = form.getByRole('textbox', { name: 'State or county' })
  await expect(town).toHaveValue('Salcombe')
  await expect(county).toHaveValue('Devon')
  await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('826')
  await expect(county).toHaveAttribute('required', '')
  // The guest moves house and clears the county: the message shows by the field; the rest stays as typed.
  await town.fill('Kingsbridge')
  await county.fill('')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(county).toHaveAccessibleDescription('State or county is required.')
  await expect(town).toHaveValue('Kingsbridge')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('booker-required.png'), fullPage: true })

  await county.fill('Cornwall')
  await form.getByRole('button', { name: 'Continue' }).click()
  await checkIn.fillRoom(1, 'Cottage Double', [['Ada', 'Lovelace']], mobile)
  await checkIn.atSummary()
  await expect(page.getByRole('region', { name: 'Booked by' })).toContainText('Kingsbridge, Cornwall')
  await checkIn.complete()
  await expect(page.getByTestId('sync-state')).toHaveText('Sent')

  const r = await serverReservation(request, booked)
  expect(r.Booker).toMatchObject({ City: 'Kingsbridge', StateOrCounty: 'Cornwall' })
  expect(r.PreCheckInCompletedAt).not.toBeNull()
})
