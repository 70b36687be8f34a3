/**
 * The one card check of the server, for every card a guest types: Create, pay-by-link Process and the card
 * replaced from manage booking or pre-check-in. Its rules are the domain's (src/domain/cards), so the app checks
 * the same; the Luhn check stays with the gateway, whose refusal is a decline.
 */
import type { CardDetails } from '@/api/contract/common'
import { cardProblems, isCardExpired } from '@/domain/cards'
import type { ModelState } from '../http'
import type { PropertyRow } from '../catalogue/property'

/** A two-digit expiry year is this century's. */
export const fullExpiryYear = (year: number) => (year < 100 ? 2000 + year : year)

const monthOf = (today: string) => {
  const [year, month] = today.split('-').map(Number)
  return { year: year ?? 0, month: month ?? 0 }
}

/** The problems of a typed card, keyed `CardDetails.<field>` as sent. */
export function checkCard(
  card: Pick<CardDetails, 'CardNumber' | 'CreditCardTypeId' | 'ExpiryMonth' | 'ExpiryYear'>,
  property: PropertyRow,
  today: string,
): ModelState {
  const problems: ModelState = {}
  const found = cardProblems(
    {
      number: card.CardNumber,
      typeId: card.CreditCardTypeId,
      expiryMonth: card.ExpiryMonth,
      expiryYear: fullExpiryYear(card.ExpiryYear),
    },
    property.settings.CreditCards,
    monthOf(today),
  )
  for (const problem of found) (problems[`CardDetails.${problem.field}`] ??= []).push(problem.message)
  return problems
}

/** Whether a card kept on an account has expired by `today`. */
export const storedCardExpired = (card: { ExpiryMonth: number; ExpiryYear: number }, today: string) =>
  isCardExpired(card.ExpiryMonth, card.ExpiryYear, monthOf(today))
