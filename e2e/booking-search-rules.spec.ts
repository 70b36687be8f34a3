import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { dayButtonName, dayLabel, MONTHS } from './pages/calendar-days'
import { SearchPage } from './pages/search-page'
import { pinServerClock, plusDays } from './server-clock'
import { appTookOver, expectAccessible, midweekStay, shoot, soldOutStay } from './support'

// The search's rules as the guest meets them: the minimum stay per arrival (docs/product/search.md#limits), the occupancy no room
// takes (docs/product/search.md#rules), the same-day cut-off wherever a stay can start (docs/product/search.md#steps), and the calendar settings of the
// book config (docs/product/search.md#what-is-kept).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3))

const iso = (d: Date) => d.toISOString().slice(0, 10)
/** "Fri 4 Jun": the short form of the texts. */
const weekday = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`)
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}`
}

/**
 * A Friday in June to August at least `weeksAhead` weeks away: the demo hotel asks 2 nights of a Friday or
 * Saturday arrival in summer (server/seed/seed.ts). Clear of the sold-out 24th and 25th.
 */
function summerFriday(weeksAhead: number): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + weeksAhead * 7)
  while (!(
    [5, 6, 7].includes(d.getUTCMonth()) &&
    d.getUTCDay() === 5 &&
    ![23, 24, 25].includes(d.getUTCDate())
  ))
    d.setUTCDate(d.getUTCDate() + 1)
  return iso(d)
}

async function openCalendarAt(page: Page, day: string) {
  await appTookOver(page)
  await page.getByRole('button', { name: 'Dates' }).click()
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  const button = page.getByRole('button', { name: dayButtonName(day) })
  for (let i = 0; i < 24 && !(await button.isVisible()); i++) {
    await page.locator('[data-direction="next"]').first().click()
  }
  return button
}

test('a summer Friday needs two nights: Saturday is greyed with its reason, Sunday can be picked', async ({
  page,
}, testInfo) => {
  const friday = summerFriday(testInfo.project.name === 'phone' ? 2 : 1)
  const saturday = plusDays(friday, 1)
  const sunday = plusDays(friday, 2)
  const search = new SearchPage(page)
  await search.open('HARBOUR')

  const arrival = await openCalendarAt(page, friday)
  await expect(arrival).toHaveAccessibleName(new RegExp(`Minimum stay 2 nights$`))
  await arrival.click()
  const notice = `Minimum stay 2 nights from ${weekday(friday)}`
  await expect(page.getByText(notice).first()).toBeVisible()
  const tooShort = page.getByRole('button', { name: dayButtonName(saturday) })
  await expect(tooShort).toBeDisabled()
  await expect(tooShort).toHaveAccessibleName(
    new RegExp(`Too short: minimum stay 2 nights from ${weekday(friday)}`),
  )
  await expectAccessible(page, 'calendar with a minimum stay')
  await shoot(page, testInfo, 'rules-01-calendar-minimum-stay')

  await page.getByRole('button', { name: dayButtonName(sunday) }).click()
  await expect(page.getByRole('button', { name: 'Dates' })).toContainText('2 nights')
  await search.search()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose Flexible for/ }).first()).toBeVisible()
})

test('dates in the address that break the minimum stay are told by the dates and not searched', async ({
  page,
}, testInfo) => {
  const friday = summerFriday(3)
  const searches: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/Availability/Search')) searches.push(r.url())
  })
  const search = new SearchPage(page)
  await search.open('HARBOUR', undefined, `?arrival=${friday}&departure=${plusDays(friday, 1)}&rooms=2-0-0`)
  const message = `A minimum stay of 2 nights applies from ${weekday(friday)}. Choose a departure on ${weekday(plusDays(friday, 2))} or later.`
  await expect(page.getByText(message)).toBeVisible()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  // The dates take the focus, so the message is in view on a phone too, where Search is far below it.
  await expect(page.getByRole('button', { name: 'Dates' })).toBeFocused()
  await expect(page.getByText(message)).toBeInViewport()
  expect(searches).toEqual([])
  await expectAccessible(page, 'search with dates too short')
  await shoot(page, testInfo, 'rules-02-dates-too-short')

  // The guest picks the arrival again; the calendar offers the departures that meet the rule.
  const arrival = await openCalendarAt(page, friday)
  await arrival.click()
  await page.getByRole('button', { name: dayButtonName(plusDays(friday, 3)) }).click()
  await expect(page.getByText(message)).toBeHidden()
  await search.search()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
})

test('a room no room type takes gets the occupancy warning, naming it, and no other dates', async ({
  page,
}, testInfo) => {
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 41 : 39)
  const search = new SearchPage(page)
  await search.open('HARBOUR')
  await search.chooseDates(arrival, departure)
  await search.addRoom()
  await search.setOccupants(2, { adults: 4, children: 1 })
  await search.search()

  await expect(
    page.getByText('Room 2 (4 adults, 1 child): none of our rooms takes this many guests together.'),
  ).toBeVisible()
  await expect(page.getByText(/There are not enough rooms for this number of guests/)).toBeVisible()
  await expect(page.getByText('Room 1 (2 adults)')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Other dates with availability' })).toHaveCount(0)
  await expect(page.getByText(/No rooms are available|We have no rooms left/)).toHaveCount(0)
  await expectAccessible(page, 'occupancy warning')
  await shoot(page, testInfo, 'rules-03-occupancy-warning', true)

  // Back to the search, filled in, to split the party.
  await page.getByRole('link', { name: 'Change rooms and guests' }).click()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  await expect(page.getByTestId('occupant-adult-2')).toHaveText('4')
  await search.setOccupants(2, { adults: 2, children: 1 })
  await search.addRoom()
  await search.setOccupants(3, { adults: 2 })
  await search.search()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
})

test('a search from the address arriving today after the cut-off shows the hotel’s message, no rooms', async ({
  page,
}, testInfo) => {
  const now = new Date()
  now.setHours(19, 0, 0, 0)
  await page.clock.setFixedTime(now)
  // The app reads the hotel's time from the server's clock (decision 0101).
  await pinServerClock(page, () => now)
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  await page.goto(
    `/Book/HARBOUR/Rooms-And-Rates?arrival=${today}&departure=${plusDays(today, 1)}&rooms=2-0-0`,
  )
  const message = page.getByRole('alert').filter({ hasText: 'Same-day bookings close at 6 pm.' })
  await expect(message).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rooms & Rates', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)
  await expectAccessible(page, 'rooms and rates closed for today')
  await shoot(page, testInfo, 'rules-04-same-day-rooms')

  await page.getByRole('link', { name: 'Choose other dates' }).click()
  await expect(page.getByRole('heading', { name: 'Book your stay', level: 1 })).toBeVisible()
  await expect(page.getByText('Same-day bookings close at 6 pm.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled()
})

test('an alternative stay arriving today is refused once same-day bookings close', async ({
  page,
}, testInfo) => {
  // "Today" is the 23rd of a month the demo hotel is full on the 24th and 25th, a minute before the cut-off.
  const ym = soldOutStay().arrival.slice(0, 7)
  const today = `${ym}-23`
  const [y, m] = ym.split('-').map(Number)
  let now = new Date(y ?? 2027, (m ?? 1) - 1, 23, 17, 59)
  await page.clock.setFixedTime(now)
  await pinServerClock(page, () => now)
  const search = new SearchPage(page)
  await search.open('HARBOUR', undefined, `?arrival=${ym}-24&departure=${ym}-25&rooms=2-0-0`)
  await search.search()
  await expect(page.getByRole('heading', { name: 'Other dates with availability' })).toBeVisible()
  const tonight = page.getByRole('button', { name: new RegExp(`^${weekday(today)} – `) })
  await expect(tonight).toBeVisible()

  // The list stays on screen past 6 pm; the stay starting tonight is refused with the hotel's message.
  now = new Date(y ?? 2027, (m ?? 1) - 1, 23, 18, 1)
  await page.clock.setFixedTime(now)
  await tonight.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Same-day bookings close at 6 pm.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Other dates with availability' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)
  await expect(tonight).toHaveCount(0)
  await expectAccessible(page, 'alternative stays after the cut-off')
  await shoot(page, testInfo, 'rules-05-same-day-alternative')

  // Another stay can still be picked.
  await page
    .getByRole('button', { name: /nights? · From £/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Room 1: 2 adults' })).toBeVisible()
})

test.describe('a hotel that shows neither sold-out days nor the minimum stay', () => {
  // The config is changed on its way to the page, so no service worker may answer in its place.
  test.use({ serviceWorkers: 'block' })

  test('sold-out days look like any other day, and the minimum stay still holds, untold', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/Book/Config/**', async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as Record<string, unknown>
      await route.fulfill({
        response,
        json: { ...config, ShowDisabledDatesOnCalendar: false, ShowMinimumLengthOfStayNotification: false },
      })
    })
    const search = new SearchPage(page)
    await search.open('HARBOUR')
    const { arrival } = soldOutStay()
    const soldOutDay = await openCalendarAt(page, plusDays(arrival, 1))
    await expect(soldOutDay).toBeEnabled()
    await expect(soldOutDay).toHaveAccessibleName(dayLabel(plusDays(arrival, 1)))
    await shoot(page, testInfo, 'rules-06-sold-out-not-shown')
    await page.getByRole('button', { name: 'Close', exact: true }).click()

    const friday = summerFriday(4)
    const fridayButton = await openCalendarAt(page, friday)
    await expect(fridayButton).not.toHaveAccessibleName(/Minimum stay/)
    await fridayButton.click()
    await expect(page.getByText('Now choose your departure date.')).toBeVisible()
    const saturday = page.getByRole('button', { name: dayButtonName(plusDays(friday, 1)) })
    await expect(saturday).toBeDisabled()
    await expect(saturday).toHaveAccessibleName(/Too short a stay for this arrival/)
    await expect(page.getByText(/Minimum stay/)).toHaveCount(0)
    await expectAccessible(page, 'calendar without the notices')
  })

  test('a room added starts with the hotel’s default occupancy', async ({ page }) => {
    // Matched by path: the start-up script and the app ask with ?languageCode=en-GB.
    await page.route(
      (url) => url.pathname === '/api/Property/HARBOUR',
      async (route) => {
        const response = await route.fetch()
        const property = (await response.json()) as Record<string, unknown>
        await route.fulfill({
          response,
          json: { ...property, DefaultOccupancyAdult: 1, DefaultOccupancyChildren: 1 },
        })
      },
    )
    const search = new SearchPage(page)
    await search.open('HARBOUR')
    // The first room is the one the server painted in the boot shell's form, from the hotel's real settings; the
    // app keeps it as the guest may already have changed it (decision 0110). A room added takes the defaults.
    await expect(page.getByTestId('occupant-adult-1')).toHaveText('2')
    await search.addRoom()
    await expect(page.getByTestId('occupant-adult-2')).toHaveText('1')
    await expect(page.getByTestId('occupant-child-2')).toHaveText('1')
    await expect(page.getByTestId('occupant-infant-2')).toHaveText('0')
  })
})
