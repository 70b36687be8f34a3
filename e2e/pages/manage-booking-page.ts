import { expect, type Locator, type Page } from '@playwright/test'
import type { Booked } from '../reservations'
import { dayButtonName } from './calendar-days'

export class ManageBookingPage {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name, level: 1 })
  }

  async openByLink(b: Booked, code = b.code) {
    await this.page.goto(`/Manage/${b.propertyCode}/Reservation/${b.reference}/${encodeURIComponent(code)}`)
  }

  async atOverview() {
    await expect(this.heading('Manage your booking')).toBeVisible()
    await expect(this.page.getByRole('button', { name: 'Review changes' })).toBeVisible()
  }

  /** A room's card on the overview, by its number. */
  room(number: number): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^Room ${number}: `) })
  }

  async roomAction(number: number, action: string) {
    await this.room(number).getByRole('button', { name: action, exact: true }).click()
  }

  async renameGuest(room: number, guest: number, first: string, last: string, mobile: boolean) {
    await this.roomAction(room, 'Edit guests')
    await expect(this.heading(`Guests in room ${room}`)).toBeVisible()
    if (mobile) {
      await this.page.getByRole('button', { name: `Edit: Guest ${guest}` }).click()
      const form = this.page.getByRole('form', { name: `Guest ${guest} in room ${room}` })
      await form.getByLabel('First name').fill(first)
      await form.getByLabel('Last name').fill(last)
      await form.getByRole('button', { name: 'Continue' }).click()
      await this.atOverview()
      return
    }
    const fieldset = this.page.getByRole('group', { name: `Guest ${guest}` })
    await fieldset.getByLabel('First name').fill(first)
    await fieldset.getByLabel('Last name').fill(last)
    await this.page.getByRole('button', { name: 'Continue' }).click()
    await this.atOverview()
  }

  async setExtra(room: number, extra: string, quantity: number) {
    await this.roomAction(room, 'Extras')
    await expect(this.heading(`Extras for room ${room}`)).toBeVisible()
    const input = this.page.getByRole('textbox', { name: `Quantity of ${extra} for room ${room}` })
    await input.fill(String(quantity))
    await input.blur()
    await this.page.getByRole('button', { name: 'Continue' }).click()
    await this.atOverview()
  }

  async upgrade(room: number, roomType: string) {
    await this.roomAction(room, 'Upgrade')
    await expect(this.heading(`Upgrade room ${room}`)).toBeVisible()
    await this.page.getByRole('button', { name: new RegExp(`^Upgrade to ${roomType} for `) }).click()
    await this.atOverview()
  }

  /** A day of the open calendar, its month brought into view (the calendar's code loads when it opens). */
  async calendarDay(iso: string): Promise<Locator> {
    const next = this.page.locator('[data-direction="next"]').first()
    const previous = this.page.locator('[data-direction="previous"]').first()
    await expect(next).toBeVisible()
    const button = this.page.getByRole('button', { name: dayButtonName(iso) })
    // The calendar opens on the booked stay's month: an earlier day is back towards today's.
    for (let i = 0; i < 36 && !(await button.isVisible()) && (await previous.isEnabled()); i++)
      await previous.click()
    for (let i = 0; i < 36 && !(await button.isVisible()); i++) await next.click()
    return button
  }

  async chooseDates(arrival: string, departure: string) {
    await this.page.getByRole('button', { name: 'Dates', exact: true }).click()
    for (const day of [arrival, departure]) await (await this.calendarDay(day)).click()
  }

  async cancelRoom(room: number, reason: string) {
    await this.roomAction(room, 'Cancel room')
    const dialog = this.page.getByRole('dialog', { name: `Cancel room ${room}?` })
    await dialog.getByLabel('Reason for cancelling').selectOption({ label: reason })
    await dialog.getByRole('button', { name: 'Cancel this room' }).click()
    await expect(dialog).toBeHidden()
  }

  async reviewAndSave() {
    await this.page.getByRole('button', { name: 'Review changes' }).click()
    await expect(this.heading('Review your changes')).toBeVisible()
    await this.page.getByRole('button', { name: 'Save changes' }).click()
    await expect(this.heading('Changes saved')).toBeVisible()
  }

  async backToBooking() {
    await expect(this.page.getByTestId('sync-state')).toHaveText('Sent')
    await this.page.getByRole('button', { name: 'Back to my booking' }).click()
    await this.atOverview()
  }
}
