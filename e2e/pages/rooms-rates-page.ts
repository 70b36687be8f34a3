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

  /** The room list selector (docs/product/search.md#screens): one button per searched room. */
  selector() {
    return this.page.getByRole('navigation', { name: 'Your rooms' })
  }

  roomButton(room: number) {
    return this.selector().getByRole('button', { name: new RegExp(`^Room ${room},`) })
  }

  /** Makes room `room` the active one, by the selector. */
  async selectRoom(room: number) {
    await this.roomButton(room).click()
    await expect(this.roomButton(room)).toHaveAttribute('aria-current', 'true')
    await expect(
      this.page.getByRole('heading', { name: new RegExp(`^Room ${room}: `), level: 2 }),
    ).toBeVisible()
  }

  /** Opens "Change guests" of the room shown and counts the party, without applying it. */
  async countGuests(room: number, want: { adults: number; children?: number; infants?: number }) {
    const toggle = this.page.getByRole('button', { name: 'Change guests' })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    const editor = this.page.getByRole('region', { name: `Guests in room ${room}` })
    await expect(editor).toBeVisible()
    const counts = [
      ['adult', want.adults],
      ['child', want.children ?? 0],
      ['infant', want.infants ?? 0],
    ] as const
    for (const [what, target] of counts) {
      const shown = editor.getByTestId(`occupant-${what}-${room}`)
      for (let i = 0; i < 10; i++) {
        const now = Number(await shown.textContent())
        if (now === target) break
        const name = now < target ? `Add one ${what} to room ${room}` : `Remove one ${what} from room ${room}`
        await editor.getByRole('button', { name }).click()
      }
      await expect(shown).toHaveText(String(target))
    }
    return editor
  }

  async updateGuests(room: number) {
    const editor = this.page.getByRole('region', { name: `Guests in room ${room}` })
    await editor.getByRole('button', { name: 'Update guests' }).click()
    await expect(editor).toBeHidden()
  }

  async continueToCheckout() {
    await this.page.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  }
}
