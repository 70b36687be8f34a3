/** The logged-in guest as GET /api/Account answers: profile, saved cards (brand and last four), language. */
import type { UserAccount } from '@/api/contract/account'
import { languageOf } from '@/domain/language'
import type { Queryable } from '../db/types'
import { savedCards } from '../reservations/saved-cards'
import type { UserRow } from '../auth/session'

export async function toUserAccount(db: Queryable, user: UserRow): Promise<UserAccount> {
  const cards = await savedCards(db, user.id)
  return {
    Firstname: user.first_name,
    Lastname: user.last_name,
    Telephone: user.telephone,
    EmailAddress: user.email,
    ReceiveBrandOffers: user.receive_brand_offers,
    CanChoosePaymentMethod: user.can_choose_payment_method,
    CreditCards: cards.map((saved) => ({
      CreditCardId: saved.id,
      CardType: saved.card.Brand,
      LastFour: saved.card.LastFour,
      ExpiryMonth: saved.card.ExpiryMonth,
      ExpiryYear: saved.card.ExpiryYear,
    })),
    EmailConfirmed: user.email_confirmed,
    Language: languageOf(user.language_code),
  }
}
