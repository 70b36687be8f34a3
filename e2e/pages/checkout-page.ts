import type { Page } from '@playwright/test'

export type Booker = {
  firstName: string
  lastName: string
  email: string
  phone: string
  street: string
  city: string
  postCode: string
  country: string
}

export type Card = { name: string; number: string; month: string; year: string; securityCode: string }

export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async fillBooker(b: Booker) {
    const form = this.page.getByRole('form', { name: 'Checkout' })
    await form.getByLabel('First name').fill(b.firstName)
    await form.getByLabel('Last name').fill(b.lastName)
    await form.getByLabel('Email address').fill(b.email)
    await form.getByLabel('Phone number').fill(b.phone)
    await form.getByLabel('Street').fill(b.street)
    await form.getByLabel('Town or city').fill(b.city)
    await form.getByLabel('Post code').fill(b.postCode)
    await form.getByLabel('Country').selectOption({ label: b.country })
  }

  async fillCard(c: Card) {
    await this.page.getByLabel('Name on card').fill(c.name)
    await this.page.getByLabel('Card number').fill(c.number)
    await this.page.getByLabel('Expiry month').selectOption(c.month)
    await this.page.getByLabel('Expiry year').selectOption(c.year)
    await this.page.getByLabel('Security code').fill(c.securityCode)
  }

  async agreeAndConfirm() {
    await this.page.getByLabel('I agree to the terms and conditions').check()
    await this.page.getByRole('button', { name: 'Confirm booking' }).click()
  }
}
