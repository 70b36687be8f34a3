/**
 * The links in the delivered confirmation (issue 19) open the booking on a device that never saw it: the
 * pre-check-in link is taken from the e-mail the server wrote, opened in a fresh browser (no storage, no
 * service worker, no cookies) and the check-in is completed there; the manage and add-extras links likewise
 * open the booking.
 */
import { expect, test } from './fixtures'
import { ADA_LOVELACE, bookClassicDouble } from './pages/book-a-stay'
import { deliveredMail } from './pages/delivered-mail'
import { freshDevice } from './pages/fresh-device'
import { ManageBookingPage } from './pages/manage-booking-page'
import { PreCheckInPage } from './pages/pre-check-in-page'
import { midweekStay } from './support'

const HOTEL = 'Harbour House Hotel'

test('the confirmation e-mail’s links check in and manage the booking on a fresh device', async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === 'phone'
  const booker = { ...ADA_LOVELACE, email: `mail-links-${testInfo.project.name}@example.com` }
  const reference = await bookClassicDouble(page, midweekStay(mobile ? 34 : 32), booker)

  const confirmation = await deliveredMail(
    `"${booker.firstName} ${booker.lastName}" <${booker.email}>`,
    `Your booking ${reference} at ${HOTEL}`,
  )
  const checkInLink = confirmation.buttons.get('Check in online') ?? ''
  const manageLink = confirmation.buttons.get('Manage your booking') ?? ''
  const extrasLink = confirmation.buttons.get('Add extras') ?? ''
  expect(checkInLink).toMatch(new RegExp(`^https?://[^/]+/PreCheckIn/HARBOUR/${reference}/\\S+$`))
  expect(manageLink).toMatch(new RegExp(`^https?://[^/]+/Manage/HARBOUR/Reservation/${reference}/\\S+$`))
  expect(extrasLink).toBe(`${manageLink}?action=extras`)
  // The text part carries the same links, for a mail client that shows no HTML.
  expect(confirmation.text).toContain(`Check in online: ${checkInLink}`)
  expect(confirmation.text).toContain(`Booking reference: ${reference}`)

  const other = await freshDevice(browser, testInfo)
  await other.goto(checkInLink)
  const checkIn = new PreCheckInPage(other)
  await checkIn.start()
  await checkIn.confirmBooker()
  await checkIn.fillRoom(
    1,
    'Classic Double',
    [
      ['Ada', 'Lovelace'],
      ['Charles', 'Babbage'],
    ],
    mobile,
  )
  await checkIn.atSummary()
  await checkIn.setArrivalTime('19:30')
  await checkIn.complete()
  await expect(other.getByTestId('sync-state')).toHaveText('Sent')
  const checkedIn = await deliveredMail(booker.email, `Your online check-in for ${reference} at ${HOTEL}`)
  expect(checkedIn.text).toContain('Estimated arrival: 19:30')
  expect(checkedIn.text).toContain('Room 1: Classic Double: Ada Lovelace, Charles Babbage')
  await other.context().close()

  const third = await freshDevice(browser, testInfo)
  await third.goto(manageLink)
  const manage = new ManageBookingPage(third)
  await manage.atOverview()
  await expect(third.getByText(reference).first()).toBeVisible()
  await expect(manage.room(1)).toContainText('Classic Double')
  // "Add extras" opens the one room's extras (decision 0075).
  await third.goto(extrasLink)
  await expect(manage.heading('Extras for room 1')).toBeVisible()
  await third.context().close()
})
