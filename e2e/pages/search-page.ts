import { expect, type Page } from '@playwright/test'
import { appTookOver } from '../support'
import { ENGLISH, type Words } from './words'

export class SearchPage {
  constructor(
    private readonly page: Page,
    private readonly words: Words = ENGLISH,
  ) {}

  /**
   * Opens the search. Tests start with the cookie banner answered (e2e/fixtures.ts); a test of the banner
   * itself (`test.use({ cookieConsent: null })`) says how to answer it here.
   */
  async open(propertyCode: string, cookies?: 'accept' | 'decline', query = '') {
    await this.page.goto(`/Book/${propertyCode}${query}`)
    const { say } = this.words
    await expect(this.page.getByRole('heading', { name: say('search.title'), level: 1 })).toBeVisible()
    await appTookOver(this.page)
    if (!cookies) return
    const banner = this.page.getByRole('region', { name: 'Cookie consent' })
    const answer = cookies === 'accept' ? 'Accept analytics cookies' : 'Only necessary cookies'
    await banner.getByRole('button', { name: answer }).click()
    await expect(banner).toBeHidden()
  }

  /** Opens the dates' calendar (it loads on first open). */
  async openCalendar() {
    await this.page.getByRole('button', { name: this.words.say('search.dates') }).click()
    await expect(this.calendarClose()).toBeVisible()
  }

  private calendarClose() {
    return this.page.getByRole('button', { name: this.words.say('search.closeCalendar'), exact: true })
  }

  async chooseDates(arrival: string, departure: string) {
    if (!(await this.calendarClose().isVisible())) await this.openCalendar()
    for (const day of [arrival, departure]) {
      // A day's accessible name starts with the day, whatever follows (price, minimum stay, "Not available").
      const button = this.page.getByRole('button', { name: new RegExp(`^${this.words.day(day)}\\b`) })
      for (let i = 0; i < 24 && !(await button.isVisible()); i++) {
        await this.page.locator('[data-direction="next"]').first().click()
      }
      await button.click()
    }
  }

  /** Room `room` (1-based) gets these occupants, by the counters' buttons. */
  async setOccupants(room: number, want: { adults: number; children?: number; infants?: number }) {
    const counts = [
      ['adult', want.adults],
      ['child', want.children ?? 0],
      ['infant', want.infants ?? 0],
    ] as const
    for (const [what, target] of counts) {
      const shown = this.page.getByTestId(`occupant-${what}-${room}`)
      for (let i = 0; i < 10; i++) {
        const now = Number(await shown.textContent())
        if (now === target) break
        const name = now < target ? `Add one ${what} to room ${room}` : `Remove one ${what} from room ${room}`
        await this.page.getByRole('button', { name }).click()
      }
      await expect(shown).toHaveText(String(target))
    }
  }

  async addRoom() {
    await this.page.getByRole('button', { name: 'Add a room' }).click()
  }

  async applyPromoCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Promo code' }).fill(code)
    await this.page.getByRole('button', { name: 'Apply' }).click()
  }

  async search() {
    const { say } = this.words
    await this.page.getByRole('button', { name: say('search.submit'), exact: true }).click()
    await expect(this.page.getByRole('heading', { name: say('rooms.title'), level: 1 })).toBeVisible()
  }
}
