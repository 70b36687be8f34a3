import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ManageBookingPage } from './pages/manage-booking-page'
import { bookDemoReservation, ROOM, serverReservation, tamper } from './reservations'
import { midweekStay } from './support'

const isPhone = (name: string) => name === 'phone'

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

test('a guest edits a guest, adds an extra and upgrades a room, sees the difference, and the hotel has it', async ({
  page,
  request,
}, testInfo) => {
  const mobile = isPhone(testInfo.project.name)
  const booked = await bookDemoReservation(request, midweekStay(mobile ? 16 : 15), [
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

test('a tampered manage link goes back to the search, and a booking is found by number and guest name', async ({
  page,
  request,
}, testInfo) => {
  const booked = await bookDemoReservation(request, midweekStay(isPhone(testInfo.project.name) ? 16 : 15), [
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
  // Without a search in this tab the bare address goes back to Manage (spec §2).
  await page.reload()
  await expect(page).toHaveURL(/\/Manage\/HARBOUR$/)
})
