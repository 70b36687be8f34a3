import { expect, type Page } from '@playwright/test'

export class ContactPage {
  constructor(private readonly page: Page) {}

  /** Through the property menu, as a guest would get there. */
  async openFromMenu(propertyCode: string) {
    await this.page.goto(`/Book/${propertyCode}`)
    await this.page.getByRole('button', { name: 'Menu' }).click()
    await this.page.getByRole('menuitem', { name: 'Contact Us' }).click()
    await expect(this.page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()
  }

  details() {
    return this.page.getByRole('region', { name: /Hotel|Inn/ })
  }
}
