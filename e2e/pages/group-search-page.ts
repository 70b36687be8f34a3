import { expect, type Page } from '@playwright/test'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The day's accessible name starts with its date as the calendar reads it: "3 March 2027". */
function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

export class GroupSearchPage {
  constructor(private readonly page: Page) {}

  async open(groupCode: string) {
    await this.page.goto(`/BookGroup/${groupCode}`)
    await expect(this.page.getByRole('heading', { name: 'Find a hotel', level: 1 })).toBeVisible()
  }

  async chooseArea(name: string) {
    await this.page.getByLabel('Area').selectOption({ label: name })
  }

  async chooseDates(arrival: string, departure: string) {
    await this.page.getByRole('button', { name: 'Dates' }).click()
    for (const day of [arrival, departure]) {
      const button = this.page.getByRole('button', { name: new RegExp(`^${dayLabel(day)}\\b`) })
      for (let i = 0; i < 24 && !(await button.isVisible()); i++) {
        await this.page.locator('[data-direction="next"]').first().click()
      }
      await button.click()
    }
  }

  async search() {
    await this.page.getByRole('button', { name: 'Search hotels' }).click()
  }

  results() {
    return this.page.getByRole('region', { name: /hotels? available|No hotel has rooms/ })
  }

  hotel(name: string) {
    return this.page.getByRole('article', { name })
  }
}
