import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { dayButtonName } from './pages/calendar-days'
import { CheckoutPage } from './pages/checkout-page'
import { RoomsRatesPage } from './pages/rooms-rates-page'
import { SearchPage } from './pages/search-page'
import { dateIn, instantAt, pinServerClock, plusDays } from './server-clock'

// Issue 18: a guest's browser in another time zone, its clock hours wrong, is offered and refused the dates the
// hotel's clock says (Europe/London, same-day bookings close at 18:00), just before and after the cut-off and
// midnight. The server's clock is read from its answers (decision 0101).

const HOTEL_ZONE = 'Europe/London'
const CUT_OFF_MESSAGE = 'Same-day bookings close at 6 pm.'
const HOUR = 3600 * 1000

type Moment = { label: string; at: Date; today: string; closed: boolean }

function momentsAround(day: string): Moment[] {
  const next = plusDays(day, 1)
  return [
    {
      label: 'a minute before the cut-off',
      at: instantAt(day, 17, 59, HOTEL_ZONE),
      today: day,
      closed: false,
    },
    { label: 'a minute after the cut-off', at: instantAt(day, 18, 1, HOTEL_ZONE), today: day, closed: true },
    { label: 'a minute before midnight', at: instantAt(day, 23, 59, HOTEL_ZONE), today: day, closed: true },
    { label: 'a minute after midnight', at: instantAt(next, 0, 1, HOTEL_ZONE), today: next, closed: false },
  ]
}

/** The search for one night from `today`, as the page shows it: the cut-off's message or a Search to press. */
async function expectTonight(page: Page, today: string, closed: boolean) {
  await page.goto(`/Book/HARBOUR?arrival=${today}&departure=${plusDays(today, 1)}&rooms=2-0-0`)
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  const search = page.getByRole('button', { name: 'Search', exact: true })
  if (closed) {
    await expect(page.getByRole('alert').filter({ hasText: CUT_OFF_MESSAGE })).toBeVisible()
    await expect(search).toBeDisabled()
  } else {
    await expect(search).toBeEnabled()
    await expect(page.getByText(CUT_OFF_MESSAGE)).toHaveCount(0)
  }
}

/** The calendar offers the hotel's today and refuses the day before (when both are in the month shown). */
async function expectCalendarFrom(page: Page, today: string) {
  await page.getByRole('button', { name: /^Dates/ }).click()
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  const todayButton = page.getByRole('button', { name: dayButtonName(today) })
  await expect(todayButton).toBeEnabled()
  await expect(todayButton).toHaveAttribute('data-today', 'true')
  const yesterday = plusDays(today, -1)
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    await expect(page.getByRole('button', { name: dayButtonName(yesterday) })).toBeDisabled()
  }
  await page.getByRole('button', { name: 'Close', exact: true }).click()
}

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Auckland']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    // The server's clock is pinned on the answers' way to the page: no worker may answer in its place.
    test.use({ timezoneId, serviceWorkers: 'block' })

    test('is offered and refused tonight by the hotel’s clock, its own ten hours wrong', async ({ page }) => {
      test.setTimeout(120_000)
      const moments = momentsAround(plusDays(dateIn(new Date(), HOTEL_ZONE), 7))
      let server = moments[0]?.at ?? new Date()
      await pinServerClock(page, () => server)
      for (const [i, moment] of moments.entries()) {
        await test.step(moment.label, async () => {
          server = moment.at
          // Fast on one visit, slow on the next: either way the device alone would name another day.
          await page.clock.setFixedTime(new Date(moment.at.getTime() + (i % 2 === 0 ? 10 : -10) * HOUR))
          await expectTonight(page, moment.today, moment.closed)
          await expectCalendarFrom(page, moment.today)
        })
      }
    })

    test('books, by the server’s real clock, the stay a week ahead paying what the hotel asks now', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      // Flexible asks its deposit 7 days before arrival: due today at the hotel, not yet on a device a day
      // behind. The device is ten hours slow, so in this zone it is often another day than at the hotel.
      const hotelToday = dateIn(new Date(), HOTEL_ZONE)
      await page.clock.setFixedTime(new Date(Date.now() - 10 * HOUR))
      const arrival = plusDays(hotelToday, 7)
      const search = new SearchPage(page)
      await search.open(
        'HARBOUR',
        undefined,
        `?arrival=${arrival}&departure=${plusDays(arrival, 1)}&rooms=2-0-0`,
      )
      await search.search()
      const rooms = new RoomsRatesPage(page)
      await rooms.chooseRate('Flexible', 'Classic Double')
      await rooms.declineUpgrade()
      await rooms.enterLeadGuest('Kiri', 'Te Kanawa', 'Double bed')
      await rooms.skipExtras()
      await rooms.continueToCheckout()

      const checkout = new CheckoutPage(page)
      const { total, payNow } = await checkout.summary()
      // The whole stay is due now (a day earlier it would be £0.00).
      expect(payNow).toMatch(/£\d/)
      expect(payNow).toBe(total)
      await checkout.fillBooker({
        firstName: 'Kiri',
        lastName: 'Te Kanawa',
        email: 'kiri@example.com',
        phone: '+44 20 7946 0000',
        street: '12 St James Square',
        city: 'London',
        postCode: 'SW1Y 4JH',
        country: 'United Kingdom',
      })
      await checkout.fillCard({
        name: 'Kiri Te Kanawa',
        number: '4242 4242 4242 4242',
        month: '12',
        year: String(Number(hotelToday.slice(0, 4)) + 2),
        securityCode: '123',
      })
      // The server refuses a pay-now amount other than its own (PaymentAmount): confirmed means they agree.
      await checkout.agreeAndConfirm()
      await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible()
    })
  })
}
