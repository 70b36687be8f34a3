import { expect, type Page } from '@playwright/test'
import type { Booked } from '../reservations'

export class PreCheckInPage {
  constructor(private readonly page: Page) {}

  async open(b: Booked, code = b.code) {
    await this.page.goto(`/PreCheckIn/${b.propertyCode}/${b.reference}/${encodeURIComponent(code)}`)
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name, level: 1 })
  }

  async start() {
    await expect(this.heading('Online check-in')).toBeVisible()
    await this.page.getByRole('button', { name: /Start check-in|Continue where you left off/ }).click()
  }

  async confirmBooker(changes: { phone?: string } = {}) {
    await expect(this.heading('Your details')).toBeVisible()
    const form = this.page.getByRole('form', { name: 'Your details' })
    if (changes.phone) await form.getByLabel('Phone number').fill(changes.phone)
    await form.getByRole('button', { name: 'Continue' }).click()
  }

  /**
   * The guests of one room: on a wide screen one form for the room; on a phone the room's list, then one
   * step per guest (docs/product/after-booking.md#steps).
   */
  async fillRoom(room: number, roomType: string, guests: [string, string][], mobile: boolean) {
    await expect(this.heading(`Room ${room}: ${roomType}`)).toBeVisible()
    if (!mobile) {
      const form = this.page.getByRole('form', { name: `Room ${room}: ${roomType}` })
      for (const [i, [first, last]] of guests.entries()) {
        const fieldset = form.getByRole('group', { name: `Guest ${i + 1}` })
        await fieldset.getByLabel('First name').fill(first)
        await fieldset.getByLabel('Last name').fill(last)
      }
      await form.getByRole('button', { name: 'Continue' }).click()
      return
    }
    await this.page
      .getByRole('form', { name: `Room ${room}: ${roomType}` })
      .getByRole('button', { name: 'Continue' })
      .click()
    for (const [i, [first, last]] of guests.entries()) {
      await expect(this.heading(`Guest ${i + 1} in room ${room}`)).toBeVisible()
      const form = this.page.getByRole('form', { name: `Guest ${i + 1} in room ${room}` })
      await form.getByLabel('First name').fill(first)
      await form.getByLabel('Last name').fill(last)
      await form.getByRole('button', { name: 'Continue' }).click()
    }
  }

  /** At Summary; on the way, a registration card (decision 0144) is filled as British guests (nationality only). */
  async atSummary() {
    const registration = this.heading('Registration card')
    const summary = this.heading('Check and complete')
    await expect(registration.or(summary)).toBeVisible()
    if (await registration.isVisible()) {
      const form = this.page.getByRole('form', { name: 'Registration card' })
      for (const select of await form.getByLabel('Nationality').all()) await select.selectOption('GB')
      await form.getByRole('button', { name: 'Continue' }).click()
    }
    await expect(summary).toBeVisible()
  }

  /** One adult's registration card, found by its legend ("Ada King · room 1"). */
  registrationCard(legend: string) {
    return this.page.getByRole('group', { name: legend })
  }

  /** Draws a signature in a card's box with the mouse (pointer events, as a finger would). */
  async drawSignature(card: ReturnType<PreCheckInPage['registrationCard']>) {
    const canvas = card.getByRole('img', { name: 'Signature box' })
    // The mouse moves in the viewport: on a phone the box may still be below the fold.
    await canvas.scrollIntoViewIfNeeded()
    const box = await canvas.boundingBox()
    if (!box) throw new Error('No signature box')
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2)
    await this.page.mouse.down()
    for (const [dx, dy] of [
      [60, -25],
      [110, 20],
      [170, -20],
      [230, 15],
    ] as const)
      await this.page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 })
    await this.page.mouse.up()
  }

  async setArrivalTime(time: string) {
    await this.page.getByLabel('Estimated arrival time').fill(time)
  }

  async complete() {
    await this.page.getByRole('button', { name: 'Complete check-in' }).click()
    await expect(this.heading('Check-in complete')).toBeVisible()
  }
}
