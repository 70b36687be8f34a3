/**
 * What the server keeps of a card (decision 0113): the provider's reference to it and what may be shown, never
 * the number or the security code, which only the provider's own fields ever hold.
 */
import { cardTypeOfProviderBrand } from '@/domain/cards'
import type { CardSummary } from './provider'

export type StoredCard = {
  Brand: string
  LastFour: string
  ExpiryMonth: number
  ExpiryYear: number
  /** the provider's payment method (`pm_…`) */
  Token: string
  /** the provider's customer it is attached to, when it was saved for off-session use */
  Customer?: string | null
  /** the provider that holds it ('stripe': Stripe or the built-in test provider) */
  Provider?: string
  /** kept on the guest account for future use (SaveCreditCardToIndividual while logged in) */
  Saved?: boolean
}

/** The card to keep, from the provider's description of a payment method. */
export function storedCardOf(
  card: CardSummary,
  paymentMethod: string,
  extra: { customer: string | null; provider: string; saved: boolean },
): StoredCard {
  return {
    Brand: cardTypeOfProviderBrand(card.brand) ?? card.brand,
    LastFour: card.last4,
    ExpiryMonth: card.expMonth,
    ExpiryYear: card.expYear,
    Token: paymentMethod,
    Customer: extra.customer,
    Provider: extra.provider,
    Saved: extra.saved,
  }
}
