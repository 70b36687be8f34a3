import { describe, expect, it } from 'vitest'
import {
  CardType,
  cardTypeOfProviderBrand,
  isCardExpired,
  luhnValid,
  matchCardTypeByText,
} from '@/domain/cards'

describe('card types (docs/product/booking.md#what-is-kept)', () => {
  it.each([
    ['visa', CardType.Visa],
    ['mastercard', CardType.Mastercard],
    ['amex', CardType.AmericanExpress],
    ['american-express', CardType.AmericanExpress],
    ['discover', CardType.Discover],
    ['diners', CardType.DinersClub],
    ['jcb', CardType.Jcb],
    ['unionpay', CardType.UnionPay],
  ])('the provider’s brand %s is %s', (brand, type) => {
    expect(cardTypeOfProviderBrand(brand)).toBe(type)
  })

  it('names no type for a brand docs/product/booking.md#what-is-kept does not name', () => {
    expect(cardTypeOfProviderBrand('cartes_bancaires')).toBeNull()
    expect(cardTypeOfProviderBrand('unknown')).toBeNull()
  })

  it('matches a type from the property list by its text', () => {
    const list = [
      { id: 1, name: 'VISA' },
      { id: 2, name: 'Master Card' },
      { id: 3, name: 'Amex / American Express' },
      { id: 4, name: 'Diners' },
    ]
    expect(matchCardTypeByText(list, CardType.Visa)?.id).toBe(1)
    expect(matchCardTypeByText(list, CardType.Mastercard)?.id).toBe(2)
    expect(matchCardTypeByText(list, CardType.AmericanExpress)?.id).toBe(3)
    expect(matchCardTypeByText(list, CardType.Jcb)).toBeNull()
    expect(matchCardTypeByText(list, null)).toBeNull()
  })
})

describe('Luhn', () => {
  it('accepts the test gateway numbers and rejects a one-digit slip', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('79927398713')).toBe(true) // the textbook example
    expect(luhnValid('79927398710')).toBe(false)
    expect(luhnValid('')).toBe(false)
  })
})

describe('card expiry (docs/product/booking.md#rules)', () => {
  it('knows expiry from a given today', () => {
    expect(isCardExpired(3, 2026, { year: 2026, month: 3 })).toBe(false)
    expect(isCardExpired(2, 2026, { year: 2026, month: 3 })).toBe(true)
    expect(isCardExpired(1, 27, { year: 2026, month: 3 })).toBe(false)
  })
})
