import { expect, type Page } from '@playwright/test'

/** The reference server's stand-in for PayStack's hosted payment page (server/routes/paystack-test.ts). */
export class PayStackTestPage {
  constructor(private readonly page: Page) {}

  async expectOpen(hotel: string, amount: string) {
    await expect(this.page.getByRole('heading', { name: `Pay ${hotel}`, level: 1 })).toBeVisible()
    await expect(this.page.getByText(amount, { exact: true })).toBeVisible()
    await expect(this.page).toHaveURL(/\/api\/PayStack\/TestCheckout\//)
  }

  async pay(amount: string) {
    await this.page.getByRole('button', { name: `Pay ${amount}` }).click()
  }

  async cancel(hotel: string) {
    await this.page.getByRole('button', { name: `Cancel and return to ${hotel}` }).click()
  }
}
