import type { Page } from '@playwright/test'
import { ENGLISH, type Words } from './words'

/** A test card as the guest types it into the payment provider's frame (decision 0113). */
export type FrameCard = { number: string; month: string; year: string; securityCode: string }

/**
 * Types a card into the card step's frame: the built-in test provider's own fields (its labels). The app never
 * sees these fields; it gets the provider's reference when the guest confirms.
 */
export async function fillCardFrame(page: Page, card: FrameCard, words: Words = ENGLISH): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${words.say('cardFrame.title')}"]`)
  // The provider's frame speaks the language the app passes it (the built-in one from the same catalogues).
  await frame.getByLabel(words.say('cardFrame.number')).fill(card.number)
  await frame
    .getByLabel(words.say('cardFrame.expiry'))
    .fill(`${card.month.padStart(2, '0')} / ${card.year.slice(-2)}`)
  await frame.getByLabel(words.say('cardFrame.securityCode')).fill(card.securityCode)
}
