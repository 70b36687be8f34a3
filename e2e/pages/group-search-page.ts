import { expect, type Page } from '@playwright/test'
import { dayButtonName } from './calendar-days'

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
      const button = this.page.getByRole('button', { name: dayButtonName(day) })
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
