import { expect, type Page } from '@playwright/test'
import { ENGLISH, type Words } from './words'

export type ExtraChoice = { name: string; quantity?: number }

export class RoomsRatesPage {
  constructor(
    private readonly page: Page,
    private readonly words: Words = ENGLISH,
  ) {}

  async chooseRate(ratePlan: string, roomType: string) {
    const name = this.words.say('rooms.chooseRate', { ratePlan, roomType })
    await this.page.getByRole('button', { name }).click()
  }

  async declineUpgrade() {
    const { say, anyOf } = this.words
    await expect(this.page.getByRole('heading', { name: anyOf('rooms.upgradeTitle') })).toBeVisible()
    await this.page.getByRole('button', { name: say('rooms.noThanks') }).click()
  }

  /** Takes the offered upgrade to `roomType` (the button names the room type and the price difference). */
  async acceptUpgrade(roomType: string) {
    await expect(
      this.page.getByRole('heading', { name: this.words.anyOf('rooms.upgradeTitle') }),
    ).toBeVisible()
    await this.page.getByRole('button', { name: new RegExp(`^Upgrade to ${roomType} for`) }).click()
  }

  async enterLeadGuest(firstName: string, lastName: string, bed?: string) {
    const { say, anyOf } = this.words
    await expect(this.page.getByRole('heading', { name: anyOf('rooms.leadGuest') })).toBeVisible()
    await this.page.getByLabel(say('checkout.firstName')).fill(firstName)
    await this.page.getByLabel(say('checkout.lastName')).fill(lastName)
    if (bed) {
      await this.page.getByLabel(say('rooms.roomConfiguration')).selectOption({ label: bed })
    }
    await this.page.getByRole('button', { name: say('rooms.continue'), exact: true }).click()
  }

  private extrasDialog(room: number) {
    return this.page.getByRole('dialog', { name: this.words.say('rooms.extrasTitle', { number: room }) })
  }

  async skipExtras(room = 1) {
    await expect(this.extrasDialog(room)).toBeVisible()
    await this.extrasDialog(room)
      .getByRole('button', { name: this.words.say('extras.noThanks') })
      .click()
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
    const { say } = this.words
    await this.page.getByRole('button', { name: say('rooms.toCheckout') }).click()
    await expect(this.page.getByRole('heading', { name: say('checkout.title'), level: 1 })).toBeVisible()
  }
}
