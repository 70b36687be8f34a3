import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { dayButtonName } from './pages/calendar-days'
import { ManageBookingPage } from './pages/manage-booking-page'
import { bookDemoReservation, openStay, ROOM, serverReservation, tamper } from './reservations'

const isPhone = (name: string) => name === 'phone'

/** The next day the demo hotel is sold out: the 24th of March, June, September or December (server/seed). */
function closedDay(): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + 1)
  while (!([2, 5, 8, 11].includes(d.getUTCMonth()) && d.getUTCDate() === 24)) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** The screen at a phone's 390×844 and a desktop's 1440×900 (the desktop project only: the same page). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (isPhone(testInfo.project.name)) return
  const size = page.viewportSize()
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

test('a guest edits a guest, adds an extra and upgrades a room, sees the difference, and the hotel has it', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 16 : 15), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
    { roomTypeId: ROOM.classic, adults: 1, lead: ['Charles', 'Babbage'] },
  ])
  const before = await serverReservation(request, booked)
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('overview.png'), fullPage: true })

  await manage.renameGuest(1, 1, 'Ada', 'King', mobile)
  await expect(manage.room(1).getByTestId('room-1-guests')).toContainText('Ada King')
  await manage.setExtra(1, 'Breakfast', 1)
  await expect(manage.room(1).getByTestId('room-1-extras')).toContainText('Breakfast × 1')
  await manage.upgrade(2, 'Superior Double')
  await expect(manage.room(2).getByRole('heading')).toHaveText('Room 2: Superior Double')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Review changes' }).click()
  await expect(manage.heading('Review your changes')).toBeVisible()
  const changes = page.getByTestId('change-list')
  await expect(changes).toContainText('Extras changed: Room 1: Classic Double')
  await expect(changes).toContainText('Guests changed: Room 1: Classic Double')
  await expect(changes).toContainText('New dates or room: Room 2: Superior Double')
  await expect(page.getByText(/^\+£[\d,.]+$/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('summary.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(manage.heading('Changes saved')).toBeVisible()
  await manage.backToBooking()

  const after = await serverReservation(request, booked)
  expect(after.Version).toBe(before.Version + 1)
  expect(after.ReservationItems.map((i) => i.RoomTypeName)).toEqual(['Classic Double', 'Superior Double'])
  expect(after.ReservationItems[0]?.Guests[0]).toMatchObject({ FirstName: 'Ada', LastName: 'King' })
  expect(after.ReservationItems[0]?.Services.map((s) => [s.ServiceName, s.Quantity])).toEqual([
    ['Breakfast', 1],
  ])
  expect(after.TotalCost).toBeGreaterThan(before.TotalCost)
})

test('“Add extras” on the confirmation opens the room’s extras; the overview shows the price in full, as the hotel has it', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 35 : 34), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
  ])
  await page.goto(`/Book/HARBOUR/Confirmation/${booked.token}`)
  await page.getByRole('link', { name: 'Add extras' }).click()
  const manage = new ManageBookingPage(page)
  await expect(manage.heading('Extras for room 1')).toBeVisible()
  // The action is read once: a reload opens where the guest is, not the extras again.
  await expect(page).toHaveURL(new RegExp(`/Manage/HARBOUR/Reservation/${booked.reference}/[^?]+$`))
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('extras-from-confirmation.png'), fullPage: true })
  const breakfast = page.getByRole('textbox', { name: 'Quantity of Breakfast for room 1' })
  await breakfast.fill('1')
  await breakfast.blur()
  await page.getByRole('button', { name: 'Continue' }).click()
  await manage.atOverview()
  await expect(manage.room(1).getByTestId('room-1-extras')).toContainText('Breakfast × 1')

  const before = await serverReservation(request, booked)
  const price = page.getByRole('region', { name: 'Price' })
  const money = (n: number) => `£${n.toFixed(2)}`
  await expect(page.getByText('Location: Harbour House Hotel')).toBeVisible()
  await expect(price.getByTestId('reservation-price')).toContainText(
    [
      `Accommodation${money(before.TotalAccommodation)}`,
      `Extras${money(0)}`,
      `Visitor levy${money(before.VisitorLevy)}`,
      `Total${money(before.TotalCost)}`,
      `Includes VAT${money(before.TotalVat)}`,
      `Paid so far${money(before.AmountPaid)}`,
      `Balance to pay${money(before.TotalCost - before.AmountPaid)}`,
    ].join(''),
  )
  expect(before.VisitorLevy).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('overview-price.png'), fullPage: true })

  await manage.reviewAndSave()
  await manage.backToBooking()
  const after = await serverReservation(request, booked)
  expect(after.TotalServices).toBeGreaterThan(0)
  await expect(price.getByTestId('reservation-price')).toContainText(`Extras${money(after.TotalServices)}`)
  await expect(price.getByTestId('reservation-balance')).toHaveText(money(after.TotalCost - after.AmountPaid))
})

test('“Add extras” on a booking of two rooms asks which room first, and goes back to the overview', async ({
  page,
  request,
}, testInfo) => {
  const booked = await bookDemoReservation(request, openStay(isPhone(testInfo.project.name) ? 37 : 36), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Charles', 'Babbage'] },
  ])
  await page.goto(`/Book/HARBOUR/Confirmation/${booked.token}`)
  await page.getByRole('link', { name: 'Add extras' }).click()
  const manage = new ManageBookingPage(page)
  await expect(manage.heading('Add extras')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Room 1: Classic Double' })).toContainText('Ada Lovelace')
  const twin = page.getByRole('region', { name: 'Room 2: Twin Room' })
  await expect(twin).toContainText('No extras')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('extras-choose-room.png'), fullPage: true })
  await twin.getByRole('button', { name: 'Choose extras for room 2' }).click()
  await expect(manage.heading('Extras for room 2')).toBeVisible()
  await page.getByRole('button', { name: 'Back to the booking' }).click()
  await manage.atOverview()
})

test('a tampered manage link goes back to the search, and a booking is found by number and guest name', async ({
  page,
  request,
}, testInfo) => {
  const booked = await bookDemoReservation(request, openStay(isPhone(testInfo.project.name) ? 16 : 15), [
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Mary', 'Somerville'] },
  ])
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked, tamper(booked.code))
  await expect(manage.heading('Manage your booking')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('We could not find a reservation with these details.')
  await expectNoAxeViolations(page)

  const form = page.getByRole('form', { name: 'Manage your booking' })
  await form.getByLabel('Reservation number').fill(booked.reference)
  await form.getByLabel('Guest name').fill('Nobody')
  await form.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByRole('alert')).toHaveText('We could not find a reservation with these details.')
  await form.getByLabel('Guest name').fill('somerville')
  await form.getByRole('button', { name: 'Find booking' }).click()
  await manage.atOverview()
  await expect(page).toHaveURL(/\/Manage\/HARBOUR\/Reservation$/)
  await expect(manage.room(1).getByTestId('room-1-guests')).toContainText('Mary Somerville')
  // Without a search in this tab the bare address goes back to Manage (docs/product/after-booking.md#screens).
  await page.reload()
  await expect(page).toHaveURL(/\/Manage\/HARBOUR$/)
})

test('a guest moves the stay to new dates at the price shown, then adds a room with New Guest placeholders', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const stay = openStay(mobile ? 18 : 17)
  const moved = openStay(mobile ? 20 : 19)
  const booked = await bookDemoReservation(request, stay, [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
  ])
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()

  await page.getByRole('button', { name: 'Change dates' }).click()
  await expect(manage.heading('Change dates')).toBeVisible()
  // The picker opens on the booked stay, its nights marked and each day priced for the booking's guests.
  await page.getByRole('button', { name: 'Dates', exact: true }).click()
  await expect(page.getByRole('button', { name: dayButtonName(stay.arrival) })).toHaveAccessibleName(
    /Your booked night, from £\d/,
  )
  await shoot(page, testInfo, 'dates-calendar-booked')
  // The picker shows the hotel's availability calendar: the whole hotel is sold out on this day.
  const soldOut = await manage.calendarDay(closedDay())
  await expect(soldOut).toHaveAccessibleName(/Not available/)
  await expect(soldOut).toBeDisabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('dates-calendar.png'), fullPage: true })
  // Going back to this month took the focus off the disabled "previous month": close with the button.
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await manage.chooseDates(moved.arrival, moved.departure)
  const options = page.getByTestId('date-options')
  await expect(options).toContainText(/Room 1: Classic Double: £[\d,.]+ \([+−]£[\d,.]+\)/)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('dates.png'), fullPage: true })
  const quoted = (await options.textContent())?.match(/: (£[\d,.]+) \(/)?.[1] ?? ''
  await page.getByRole('button', { name: 'Use these dates' }).click()
  await manage.atOverview()
  await expect(manage.room(1)).toContainText(quoted)
  // The stay at the top is the one staged, not saved yet.
  await expect(page.getByTestId('stay-not-saved')).toHaveText('Not saved yet')
  await shoot(page, testInfo, 'staged-stay')
  await manage.reviewAndSave()
  await expect(page.getByRole('list', { name: 'What changed' })).toContainText('→')
  // What saving did to the money, from the Update's answer (the ledger's sums), not a cached quote.
  const savedMoney = page.getByTestId('saved-money')
  await expect(savedMoney).toContainText(
    /£[\d,.]+ was (charged to|refunded to) your card|Nothing was charged/,
  )
  const moneyText = (await savedMoney.textContent()) ?? ''
  await expectNoAxeViolations(page)
  await shoot(page, testInfo, 'changes-saved')
  await manage.backToBooking()
  const afterMove = await serverReservation(request, booked)
  expect(afterMove).toMatchObject({ DateFrom: moved.arrival, DateTo: moved.departure, Version: 2 })
  if (afterMove.AmountRefunded > 0)
    expect(moneyText).toContain(`£${afterMove.AmountRefunded.toFixed(2)} was refunded`)
  if (afterMove.Balance > 0) expect(moneyText).toContain(`Still to pay: £${afterMove.Balance.toFixed(2)}`)
  expect(`£${afterMove.ReservationItems[0]?.TotalCost.toFixed(2)}`).toBe(quoted)

  await page.getByRole('button', { name: 'Add a room' }).click()
  await expect(manage.heading('Add a room')).toBeVisible()
  await page.getByRole('button', { name: 'Remove one adult from room 2' }).click()
  await page.getByRole('button', { name: 'Choose Twin Room' }).click()
  await expect(manage.heading('Choose a rate for the Twin Room')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Choose Flexible' }).click()
  await expect(manage.heading('Guests in room 2')).toBeVisible()
  if (mobile) {
    await expect(page.getByText('New Guest')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(manage.heading('Guest 1 in room 2')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
  } else {
    await expect(page.getByRole('group', { name: 'Guest 1' }).getByLabel('First name')).toHaveValue('New')
    await page.getByRole('button', { name: 'Continue' }).click()
  }
  await manage.atOverview()
  await expect(manage.room(2)).toContainText('New Guest')
  await manage.reviewAndSave()
  await manage.backToBooking()
  const afterAdd = await serverReservation(request, booked)
  expect(
    afterAdd.ReservationItems.map((i) => [
      i.RoomTypeName,
      i.Guests.map((g) => `${g.FirstName} ${g.LastName}`),
    ]),
  ).toEqual([
    ['Classic Double', ['Ada Lovelace']],
    ['Twin Room', ['New Guest']],
  ])
})

test('a guest cancels one room with a reason, then the whole booking; opened again it shows as cancelled', async ({
  page,
  request,
}, testInfo) => {
  const booked = await bookDemoReservation(request, openStay(isPhone(testInfo.project.name) ? 22 : 21), [
    { roomTypeId: ROOM.classic, adults: 2, lead: ['Ada', 'Lovelace'] },
    { roomTypeId: ROOM.twin, adults: 1, lead: ['Charles', 'Babbage'] },
  ])
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()

  await manage.roomAction(2, 'Cancel room')
  const dialog = page.getByRole('dialog', { name: 'Cancel room 2?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel this room' }).click()
  await expect(dialog.getByText('Please choose a reason for cancelling.')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Reason for cancelling').selectOption({ label: 'Change of plans' })
  await dialog.getByRole('button', { name: 'Cancel this room' }).click()
  await expect(dialog).toBeHidden()
  await expect(manage.room(2)).toContainText('To be cancelled')
  await manage.reviewAndSave()
  await manage.backToBooking()
  const one = await serverReservation(request, booked)
  expect(one.ReservationItems.map((i) => i.IsCancelled)).toEqual([false, true])
  expect(one.IsCancelled).toBe(false)
  await expect(page.getByRole('region', { name: 'Cancelled rooms' })).toContainText('Twin Room')
  // The last room is cancelled by cancelling the booking.
  await expect(manage.room(1).getByRole('button', { name: 'Cancel room' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const all = page.getByRole('dialog', { name: `Cancel booking ${booked.reference}?` })
  await all.getByLabel('Reason for cancelling').selectOption({ label: 'Illness' })
  await all.getByRole('button', { name: 'Cancel the whole booking' }).click()
  await expect(manage.heading('Your booking is cancelled')).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await serverReservation(request, booked)).IsCancelled).toBe(true)

  await manage.openByLink(booked)
  await expect(manage.heading('Your booking is cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Review changes' })).toHaveCount(0)
})

test('a change saved on a booking that changed meanwhile shows both versions; the guest chooses', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 24 : 23), [
    { roomTypeId: ROOM.classic, adults: 1, lead: ['Ada', 'Lovelace'] },
  ])
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()
  await manage.renameGuest(1, 1, 'Ada', 'King', mobile)

  // Meanwhile the booking is changed elsewhere (another device, or the hotel).
  const current = await serverReservation(request, booked)
  const item = current.ReservationItems[0]
  if (!item) throw new Error('no room')
  const elsewhere = await request.post('/api/ManageBooking/Update', {
    data: {
      PropertyId: 'HARBOUR',
      ReferenceNumber: booked.reference,
      Code: booked.code,
      Version: current.Version,
      ReservationItems: [
        {
          ReservationItemId: item.ReservationItemId,
          DateFrom: item.DateOfArrival,
          DateTo: item.DateOfDeparture,
          RoomTypeId: item.RoomTypeId,
          RatePlanId: item.RatePlanId,
          NumberOfAdults: 1,
          NumberOfChildren: 0,
          NumberOfInfants: 0,
          Guests: [{ FirstName: 'Augusta', LastName: 'Byron' }],
          TotalCost: item.TotalCost,
        },
      ],
    },
  })
  expect(elsewhere.ok()).toBe(true)

  await page.getByRole('button', { name: 'Review changes' }).click()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(manage.heading('Your booking changed in the meantime')).toBeVisible()
  await expect(page.getByTestId('version-mine')).toContainText('Ada King')
  await expect(page.getByTestId('version-theirs')).toContainText('Augusta Byron')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('conflict.png'), fullPage: true })
  expect((await serverReservation(request, booked)).ReservationItems[0]?.Guests[0]?.LastName).toBe('Byron')

  await page.getByRole('button', { name: 'Apply my changes to it' }).click()
  await expect(manage.heading('Changes saved')).toBeVisible()
  await expect(page.getByTestId('sync-state')).toHaveText('Sent')
  const after = await serverReservation(request, booked)
  expect(after.Version).toBe(3)
  expect(after.ReservationItems[0]?.Guests[0]).toMatchObject({ FirstName: 'Ada', LastName: 'King' })
})

test('offline, guest details are saved on the phone and sent once back online; dates, rooms and cancelling wait for a connection', async ({
  page,
  context,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, openStay(mobile ? 28 : 27), [
    { roomTypeId: ROOM.classic, adults: 1, lead: ['Ada', 'Lovelace'] },
  ])
  const manage = new ManageBookingPage(page)
  await manage.openByLink(booked)
  await manage.atOverview()
  // Change the rate online first: the price difference comes from the hotel's search.
  await manage.roomAction(1, 'Change rate')
  await expect(manage.heading('Choose a rate for the Classic Double')).toBeVisible()
  await page.getByRole('button', { name: 'Choose Bed & Breakfast' }).click()
  await manage.atOverview()
  await expect(manage.room(1)).toContainText('Bed & Breakfast')

  await context.setOffline(true)
  await expect(page.getByText('You are offline. You can still edit names and details')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change dates' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled()
  await expect(manage.room(1).getByRole('button', { name: 'Extras' })).toBeDisabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('offline.png'), fullPage: true })
  await manage.renameGuest(1, 1, 'Ada', 'King', mobile)
  await manage.reviewAndSave()
  await expect(page.getByTestId('sync-state')).toHaveText(
    'Saved on this phone — it will be sent when you’re back online',
  )
  expect((await serverReservation(request, booked)).Version).toBe(1)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-state')).toHaveText('Sent')
  const after = await serverReservation(request, booked)
  expect(after.Version).toBe(2)
  expect(after.ReservationItems[0]).toMatchObject({ RatePlanName: 'Bed & Breakfast' })
  expect(after.ReservationItems[0]?.Guests[0]).toMatchObject({ FirstName: 'Ada', LastName: 'King' })
})
