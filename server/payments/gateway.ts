/**
 * The built-in test card gateway. Luhn-valid numbers are approved, except the decline card
 * 4000 0000 0000 0002. It returns what may be stored — brand, last four, expiry and a random token — and never
 * the number or the security code.
 */
import { randomBytes } from 'node:crypto'
import { detectCardType, luhnValid, normaliseCardNumber } from '@/domain/cards'

export const DECLINE_CARD = '4000000000000002'

export type StoredCard = {
  Brand: string
  LastFour: string
  ExpiryMonth: number
  ExpiryYear: number
  Token: string
  /** kept on the guest account for future use (SaveCreditCardToIndividual while logged in) */
  Saved?: boolean
}
export type GatewayResult = { approved: true; card: StoredCard } | { approved: false; message: string }

export function chargeCard(input: {
  number: string
  expiryMonth: number
  expiryYear: number
}): GatewayResult {
  const digits = normaliseCardNumber(input.number)
  if (!luhnValid(digits)) return { approved: false, message: 'The card number is not valid.' }
  if (digits === DECLINE_CARD) return { approved: false, message: 'Your card was declined.' }
  return {
    approved: true,
    card: {
      Brand: detectCardType(digits) ?? 'Card',
      LastFour: digits.slice(-4),
      ExpiryMonth: input.expiryMonth,
      ExpiryYear: input.expiryYear,
      Token: `tok_${randomBytes(12).toString('hex')}`,
    },
  }
}
