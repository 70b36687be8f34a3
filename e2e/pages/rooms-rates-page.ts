import { expect, type Page } from '@playwright/test'

export class RoomsRatesPage {
  constructor(private readonly page: Page) {}

  async chooseRate(ratePlan: string, roomType: string) {
    await this.page.getByRole('button', { name: `Choose ${ratePlan} for ${roomType}` }).click()
  }

  async declineUpgrade() {
    await expect(this.page.getByRole('heading', { name: /^Upgrade room/ })).toBeVisible()
    await this.page.getByRole('button', { name: 'No thanks' }).click()
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

  async skipExtras() {
    await expect(this.page.getByRole('heading', { name: /^Add extras to room/ })).toBeVisible()
    await this.page.getByRole('button', { name: 'Continue without extras' }).click()
  }

  async continueToCheckout() {
    await this.page.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  }
}
