import { expect, type Page } from '@playwright/test'
import { fillCardFrame } from './card-frame'
import { ENGLISH, type Words } from './words'

export type Booker = {
  firstName: string
  lastName: string
  email: string
  phone: string
  street: string
  city: string
  /** asked only where the hotel requires it (CLIFFTOP, decision 0090) */
  stateOrCounty?: string
  postCode: string
  country: string
}

export type Card = { name: string; number: string; month: string; year: string; securityCode: string }

export class CheckoutPage {
  constructor(
    private readonly page: Page,
    private readonly words: Words = ENGLISH,
  ) {}

  private form() {
    return this.page.getByRole('form', { name: this.words.say('checkout.title') })
  }

  async fillBooker(b: Booker) {
    const form = this.form()
    const { say } = this.words
    await form.getByLabel(say('checkout.firstName')).fill(b.firstName)
    await form.getByLabel(say('checkout.lastName')).fill(b.lastName)
    await form.getByLabel(say('checkout.email')).fill(b.email)
    await form.getByLabel(say('checkout.phone')).fill(b.phone)
    await form.getByLabel(say('checkout.street')).fill(b.street)
    await form.getByLabel(say('checkout.city')).fill(b.city)
    if (b.stateOrCounty !== undefined)
      await form.getByLabel(say('checkout.stateOrCounty')).fill(b.stateOrCounty)
    await form.getByLabel(say('checkout.postCode')).fill(b.postCode)
    await form
      .getByRole('combobox', { name: say('checkout.country'), exact: true })
      .selectOption({ label: b.country })
  }

  /** The one free-text box for the hotel (decision 0139). */
  async fillRequests(requests: string) {
    await this.form().getByLabel('Special requests').fill(requests)
  }

  /** The card, typed into the payment provider's frame (the name is the booker's: the frame does not ask it). */
  async fillCard(c: Card) {
    await fillCardFrame(this.page, c, this.words)
  }

  async payBy(method: 'Card' | 'Company invoice' | 'PayStack') {
    await this.page.getByRole('radio', { name: method }).check()
  }

  async chooseCompany(search: string, name: string) {
    // Exactly "Company": the company booking code beside it starts with the same word.
    await this.page.getByRole('textbox', { name: 'Company', exact: true }).fill(search)
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    await expect(this.page.getByTestId('chosen-company')).toHaveText(name)
  }

  async applyVoucher(code: string) {
    await this.page.getByRole('textbox', { name: /Gift Vouchers code/ }).fill(code)
    await this.page.getByRole('button', { name: 'Check voucher' }).click()
    await expect(this.page.getByRole('button', { name: 'Remove voucher' })).toBeVisible()
  }

  async summary() {
    const text = async (id: string) => (await this.page.getByTestId(id).textContent())?.trim() ?? ''
    return { total: await text('summary-total'), payNow: await text('summary-pay-now') }
  }

  async agree(customTerms = false) {
    await this.page.getByLabel(this.words.startOf('checkout.terms')).check()
    if (customTerms) await this.page.getByLabel('I accept the corporate invoicing terms').check()
  }

  async confirm() {
    await this.page.getByRole('button', { name: this.words.say('checkout.confirm') }).click()
  }

  async agreeAndConfirm() {
    await this.agree()
    await this.confirm()
  }

  async expectConfirmed() {
    const title = this.words.say('confirmation.title')
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible({
      timeout: 20_000,
    })
  }
}
