/**
 * The one card check of the server, for every card a guest enters: Create, pay by link, and the card replaced
 * from manage booking or pre-check-in. The card is the payment provider's reference (decision 0113); the
 * provider says what it is, and the hotel's list says whether it is taken. Expiry and the number's validity are
 * the provider's to judge: an expired or invalid card is a decline.
 */
import { cardTypeOfProviderBrand, isCardExpired, matchCardTypeByText } from '@/domain/cards'
import type { PropertyRow } from '../catalogue/property'
import type { BrowserData } from '@/api/contract/common'
import type { BrowserFacts, CardSummary, PaymentProvider } from './provider'

const monthOf = (today: string) => {
  const [year, month] = today.split('-').map(Number)
  return { year: year ?? 0, month: month ?? 0 }
}

export const UNKNOWN_CARD = 'This card was not found by the payment provider. Please enter it again.'

export type CheckedCard = { ok: true; card: CardSummary } | { ok: false; message: string }

/** The card behind a payment method reference, if the provider knows it and the hotel takes its brand. */
export async function checkProviderCard(
  provider: PaymentProvider,
  paymentMethod: string,
  property: PropertyRow,
): Promise<CheckedCard> {
  const card = await provider.describeCard(paymentMethod)
  if (!card) return { ok: false, message: UNKNOWN_CARD }
  const type = cardTypeOfProviderBrand(card.brand)
  const accepted = matchCardTypeByText(
    property.settings.CreditCards.map((c) => ({ name: c.Name })),
    type,
  )
  if (!accepted) {
    const names = property.settings.CreditCards.map((c) => c.Name).join(', ')
    return { ok: false, message: `${type ?? 'This'} card is not accepted here. This hotel takes ${names}.` }
  }
  return { ok: true, card }
}

/** Whether a card kept on an account has expired by `today`. */
export const storedCardExpired = (card: { ExpiryMonth: number; ExpiryYear: number }, today: string) =>
  isCardExpired(card.ExpiryMonth, card.ExpiryYear, monthOf(today))

/** The browser's facts for 3-D Secure as the provider port takes them (the contract's BrowserData). */
export function browserFacts(data: BrowserData | null | undefined): BrowserFacts | null {
  if (!data) return null
  return {
    language: data.Language,
    userAgent: data.UserAgent,
    colorDepth: data.ColorDepth,
    screenHeight: data.ScreenHeight,
    screenWidth: data.ScreenWidth,
    timeZoneOffset: data.TimeZoneOffset,
  }
}
