import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { fillCardFrame } from './card-frame'
import { payLinkCode } from '../../server/payments/pay-link'
import { workerDataDir } from '../worker-server'

/**
 * A pay link as the hotel would send it, signed with the worker's e2e server's key (the server makes one under
 * its DATA_DIR at start-up, as in production when LINK_SIGNING_KEY is not set).
 */
export function payLink(propertyCode: string, propertyId: number, action: 'P' | 'S', invoiceNumber: string) {
  const key = readFileSync(join(workerDataDir(test.info()), 'link-signing.key'), 'utf8').trim()
  const code = payLinkCode({ linkSigningKey: key }, propertyId, action, invoiceNumber)
  return `/SecurePay/${propertyCode}/${action}/${invoiceNumber}/${code}`
}

export type LinkCard = { name: string; number: string; month: string; year: string; securityCode: string }

export class PayByLinkPage {
  constructor(private readonly page: Page) {}

  async open(path: string, heading: string | RegExp) {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }

  summary() {
    return this.page.getByRole('region', { name: 'Invoice' })
  }

  /** The card, typed into the payment provider's frame (the name is the booker's: the frame does not ask it). */
  async fillCard(c: LinkCard) {
    await fillCardFrame(this.page, c)
  }

  async submit(name: string | RegExp) {
    await this.page.getByRole('button', { name }).click()
  }
}
