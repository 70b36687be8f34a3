import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

/** Moves focus with the Tab key only until `target` has it (proves it is reachable by keyboard). */
export async function tabTo(page: Page, target: Locator, maxPresses = 25) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Axe on the current screen, and a screenshot of it per viewport to look at (test-results/account-screens). */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  // Notices slide in and out; let them settle so axe and the screenshot see the page itself. A fixed pause
  // alone lost the race on a loaded machine (axe measured a colour mid-transition), so also wait until no
  // CSS transition or animation is still running.
  await page.waitForTimeout(300)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations, `axe on ${name}`).toEqual([])
  await page.screenshot({
    path: `test-results/account-screens/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  })
}

export type NewGuest = {
  firstName: string
  lastName: string
  email: string
  mobile: string
  password: string
}

export class AccountMenu {
  constructor(private readonly page: Page) {}

  async choose(item: 'Login' | 'Logout' | 'Manage Account' | 'Make a new Booking' | 'My stays') {
    await this.page.getByRole('button', { name: 'Menu' }).click()
    await this.page.getByRole('menuitem', { name: item }).click()
  }

  async expectOffers(item: string, absent?: string) {
    await this.page.getByRole('button', { name: 'Menu' }).click()
    await expect(this.page.getByRole('menuitem', { name: item })).toBeVisible()
    if (absent) await expect(this.page.getByRole('menuitem', { name: absent })).toHaveCount(0)
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('menu')).toHaveCount(0)
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Login' })
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  }

  async logIn(email: string, password: string) {
    await this.form.getByLabel('Email address').fill(email)
    await this.form.getByLabel(/^Password/).fill(password)
    await this.form.getByRole('button', { name: 'Log in' }).click()
  }
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Create account' })
  }

  async register(g: NewGuest) {
    await expect(this.page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible()
    await this.form.getByLabel('First name').fill(g.firstName)
    await this.form.getByLabel('Last name').fill(g.lastName)
    await this.form.getByLabel('Email address').fill(g.email)
    await this.form.getByLabel('Mobile number (optional)').fill(g.mobile)
    await this.form.getByLabel(/^Password/).fill(g.password)
    await this.form.getByLabel('Confirm password').fill(g.password)
    await this.form.getByRole('button', { name: 'Create account' }).click()
  }
}

export class ManageAccountPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Manage account', level: 1 })).toBeVisible()
  }

  get details() {
    return this.page.getByRole('form', { name: 'Your details' })
  }

  get password() {
    return this.page.getByRole('form', { name: 'Change password' })
  }

  get cards() {
    return this.page.getByRole('region', { name: 'Stored cards' })
  }

  async changeDetails(d: { firstName: string; phone: string; offers: boolean }) {
    await this.details.getByLabel('First name').fill(d.firstName)
    await this.details.getByLabel('Phone number (optional)').fill(d.phone)
    await this.details.getByRole('checkbox', { name: /Send me offers/ }).setChecked(d.offers)
    await this.details.getByRole('button', { name: 'Save details' }).click()
  }

  async changePassword(current: string, next: string) {
    await this.password.getByLabel('Current password').fill(current)
    await this.password.getByLabel(/^New password/).fill(next)
    await this.password.getByLabel('Confirm new password').fill(next)
    await this.password.getByRole('button', { name: 'Change password' }).click()
  }
}

export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async request(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Forgotten your password?', level: 1 })).toBeVisible()
    const form = this.page.getByRole('form', { name: 'Forgot password' })
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Send reset link' }).click()
  }
}

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Reset password' })
  }

  async choose(password: string) {
    await expect(this.page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible()
    await this.form.getByLabel(/^New password/).fill(password)
    await this.form.getByLabel('Confirm new password').fill(password)
    await this.form.getByRole('button', { name: 'Save new password' }).click()
  }
}
