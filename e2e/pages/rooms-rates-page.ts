import { expect, type Page } from '@playwright/test'

export type ExtraChoice = { name: string; quantity?: number }

export class RoomsRatesPage {
  constructor(private readonly page: Page) {}

  async chooseRate(ratePlan: string, roomType: string) {
    await this.page.getByRole('button', { name: `Choose ${ratePlan} for ${roomType}` }).click()
  }

  async declineUpgrade() {
    await expect(this.page.getByRole('heading', { name: /^Upgrade room/ })).toBeVisible()
    await this.page.getByRole('button', { name: 'No thanks' }).click()
  }

  /** Takes the offered upgrade to `roomType` (the button names the room type and the price difference). */
  async acceptUpgrade(roomType: string) {
    await expect(this.page.getByRole('heading', { name: /^Upgrade room/ })).toBeVisible()
    await this.page.getByRole('button', { name: new RegExp(`^Upgrade to ${roomType} for`) }).click()
  }

  async enterLeadGuest(firstName: string, lastName: string, bed?: string) {
    await expect(this.page.getByRole('heading', { name: /Who is staying in room/ })).toBeVisible()
    await this.page.getByLabel('First name').fill(firstName)
    await this.page.getByLabel('Last name').fill(lastName)
    if (bed) {
      await this.page.getByLabel('Bed preference').selectOption({ label: bed })
    }
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click()
  }

  private extrasDialog(room: number) {
    return this.page.getByRole('dialog', { name: `Add extras to room ${room}` })
  }

  async skipExtras(room = 1) {
    await expect(this.extrasDialog(room)).toBeVisible()
    await this.extrasDialog(room).getByRole('button', { name: 'No thanks' }).click()
    await expect(this.extrasDialog(room)).toBeHidden()
  }

  /** Ticks on/off extras and sets quantities of per-item ones, then adds them to the room. */
  async addExtras(room: number, extras: ExtraChoice[]) {
    const dialog = this.extrasDialog(room)
    await expect(dialog).toBeVisible()
    for (const extra of extras) {
      if (extra.quantity === undefined) {
        await dialog.getByRole('checkbox', { name: `Add ${extra.name}` }).check()
      } else {
        for (let i = 0; i < extra.quantity; i++) {
          await dialog.getByRole('button', { name: `Add one ${extra.name}` }).click()
        }
      }
    }
    await dialog.getByRole('button', { name: 'Add to room' }).click()
    await expect(dialog).toBeHidden()
  }

  async continueToCheckout() {
    await this.page.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  }
}
