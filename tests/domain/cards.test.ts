import { describe, expect, it } from 'vitest'
import {
  CardType,
  cardProblems,
  detectCardType,
  isCardExpired,
  luhnValid,
  matchCardTypeByText,
} from '@/domain/cards'

describe('card type from the number prefix (spec §5)', () => {
  it.each([
    ['4111 1111 1111 1111', CardType.Visa],
    ['340000000000009', CardType.AmericanExpress],
    ['370000000000002', CardType.AmericanExpress],
    ['5100000000000008', CardType.Mastercard],
    ['5500000000000004', CardType.Mastercard],
    ['6011000000000004', CardType.Discover],
    ['6200000000000005', CardType.UnionPay],
    ['9792000000000001', CardType.Troy],
    ['30000000000004', CardType.DinersClub],
    ['30500000000003', CardType.DinersClub],
    ['30950000000000', CardType.DinersClub],
    ['36000000000008', CardType.DinersClub],
    ['38000000000006', CardType.DinersClub],
    ['39000000000004', CardType.DinersClub],
    ['3528000000000007', CardType.Jcb],
    ['3589000000000003', CardType.Jcb],
    // Mastercard's 2-series (2221–2720) and Discover's 644–649 and 65, missing from the old hand list.
    ['2221000000000009', CardType.Mastercard],
    ['2223003122003222', CardType.Mastercard],
    ['2720990000000007', CardType.Mastercard],
    ['6440000000000000', CardType.Discover],
    ['6490000000000000', CardType.Discover],
    ['6500000000000002', CardType.Discover],
    ['6011 1111 1111 1117', CardType.Discover],
    ['3782 822463 10005', CardType.AmericanExpress],
    ['4000 0566 5566 5556', CardType.Visa],
  ])('%s is %s', (number, type) => {
    expect(detectCardType(number)).toBe(type)
  })

  it.each([
    ['3060000000000000'], // 306: between Diners' 300–305 and 3095
    ['3527000000000000'], // just below JCB
    ['3590000000000000'], // just above JCB
    ['5000000000000000'], // 50 is not Mastercard
    ['5600000000000000'], // Maestro: a brand spec §3 does not name
    ['2220990000000000'], // just below Mastercard's 2-series
    ['2721000000000000'], // just above it
    ['6430000000000000'], // just below Discover's 644
    ['6012000000000000'],
    [''],
    ['4x11'],
  ])('%s has no type', (number) => {
    expect(detectCardType(number)).toBeNull()
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

describe('card expiry (spec §5)', () => {
  it('knows expiry from a given today', () => {
    expect(isCardExpired(3, 2026, { year: 2026, month: 3 })).toBe(false)
    expect(isCardExpired(2, 2026, { year: 2026, month: 3 })).toBe(true)
    expect(isCardExpired(1, 27, { year: 2026, month: 3 })).toBe(false)
  })
})

describe('the checks of a typed card before the gateway (spec §5)', () => {
  const accepted = [
    { Id: 1, Name: 'Visa' },
    { Id: 2, Name: 'Mastercard' },
  ]
  const today = { year: 2026, month: 3 }
  const visa = { number: '4242 4242 4242 4242', typeId: 1, expiryMonth: 12, expiryYear: 2030 }

  it('finds nothing wrong with an accepted card of the type chosen', () => {
    expect(cardProblems(visa, accepted, today)).toEqual([])
  })

  it('refuses an expired card, a type the hotel does not take, and a number of another type', () => {
    expect(cardProblems({ ...visa, expiryMonth: 2, expiryYear: 2026 }, accepted, today)).toEqual([
      { field: 'ExpiryYear', message: 'This card has expired.' },
    ])
    expect(cardProblems({ ...visa, typeId: 3 }, accepted, today)).toEqual([
      { field: 'CreditCardTypeId', message: 'This card type is not accepted here.' },
    ])
    expect(cardProblems({ ...visa, number: '5555 5555 5555 4444' }, accepted, today)).toEqual([
      { field: 'CreditCardTypeId', message: 'The card number is a Mastercard card.' },
    ])
  })

  it('takes a 2-series Mastercard as Mastercard, at a hotel that takes Mastercard', () => {
    const twoSeries = { ...visa, number: '2223 0031 2200 3222', typeId: 2 }
    expect(cardProblems(twoSeries, accepted, today)).toEqual([])
    expect(cardProblems({ ...twoSeries, typeId: 1 }, accepted, today)).toEqual([
      { field: 'CreditCardTypeId', message: 'The card number is a Mastercard card.' },
    ])
  })

  it('refuses a brand the hotel does not take, whatever type is chosen for it', () => {
    for (const number of ['6500 0000 0000 0002', '6445 6445 6445 6445', '3782 822463 10005'])
      expect(cardProblems({ ...visa, number }, accepted, today)).toEqual([
        { field: 'CreditCardTypeId', message: 'This card type is not accepted here.' },
      ])
  })

  it('leaves a number of a type it cannot tell to the gateway', () => {
    expect(cardProblems({ ...visa, number: '1234 5678 9012 3456' }, accepted, today)).toEqual([])
  })
})
