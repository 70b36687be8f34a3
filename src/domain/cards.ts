/**
 * Cards (docs/product/booking.md#what-is-kept, docs/product/booking.md#rules): the card types of docs/product/booking.md#what-is-kept, the brand a payment provider names as one of them, the hotel's
 * list matched by name, expiry, and the Luhn check the built-in test provider's form makes. The guest's card
 * number and security code are entered only in the payment provider's fields (decision 0113): the provider says
 * which brand a card is; the hotel's accepted-card list decides whether it is taken.
 */

export const CardType = {
  Visa: 'Visa',
  AmericanExpress: 'American Express',
  Mastercard: 'Mastercard',
  Discover: 'Discover',
  UnionPay: 'UnionPay',
  Troy: 'Troy',
  DinersClub: 'Diners Club',
  Jcb: 'JCB',
} as const
export type CardType = (typeof CardType)[keyof typeof CardType]

/** Digits only: spaces and dashes typed by the guest are ignored. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/**
 * The brand a payment provider names (Stripe's `card.brand`: visa, mastercard, amex, discover, diners, jcb,
 * unionpay; the library's names too) as a card type of docs/product/booking.md#what-is-kept, or null for one docs/product/booking.md#what-is-kept does not name.
 */
export function cardTypeOfProviderBrand(brand: string): CardType | null {
  const key = brand.toLowerCase().replace(/[^a-z]/g, '')
  const names: Readonly<Record<string, CardType>> = {
    visa: CardType.Visa,
    mastercard: CardType.Mastercard,
    amex: CardType.AmericanExpress,
    americanexpress: CardType.AmericanExpress,
    discover: CardType.Discover,
    diners: CardType.DinersClub,
    dinersclub: CardType.DinersClub,
    jcb: CardType.Jcb,
    unionpay: CardType.UnionPay,
    troy: CardType.Troy,
  }
  return names[key] ?? null
}

/** Matches a detected type to the property's card-type list by its text (case and punctuation ignored). */
export function matchCardTypeByText<T extends { name: string }>(
  list: readonly T[],
  type: CardType | null,
): T | null {
  if (!type) return null
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')
  const wanted = key(type)
  return (
    list.find((c) => key(c.name) === wanted) ??
    list.find((c) => key(c.name).includes(wanted) || wanted.includes(key(c.name))) ??
    null
  )
}

/** The Luhn (mod 10) check. */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number)
  if (!/^\d{2,19}$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

/** A card is not expired at the end of its expiry month. `today` is a parameter (no clock). */
export function isCardExpired(
  expiryMonth: number,
  expiryYear: number,
  today: { year: number; month: number },
): boolean {
  const year = expiryYear < 100 ? 2000 + expiryYear : expiryYear
  return year < today.year || (year === today.year && expiryMonth < today.month)
}

/** A card type the hotel accepts, as its settings list them (docs/product/booking.md#limits CreditCards). */
