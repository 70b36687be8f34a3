/**
 * Cards (spec §3, §5): type detection from the number, the Luhn check, expiry, and the checks of a card's type.
 * The guest's card number and security code are entered only in the payment provider's fields (decision 0113).
 *
 * Brands come from credit-card-type (decision 0100), which keeps every range a brand issues in: Mastercard's
 * 2221–2720 beside 51–55, Discover's 644–649 and 65 beside 6011, UnionPay's 62 and 81. Only the brands spec §3
 * names are detected; the hotel's accepted-card list decides which of them it takes.
 */
import creditCardType from 'credit-card-type'

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

/** credit-card-type's name for each brand of spec §3 (it knows others too: Maestro, Elo, Mir, …). */
const LIBRARY_BRAND: Readonly<Record<string, CardType>> = {
  visa: CardType.Visa,
  'american-express': CardType.AmericanExpress,
  mastercard: CardType.Mastercard,
  discover: CardType.Discover,
  unionpay: CardType.UnionPay,
  troy: CardType.Troy,
  'diners-club': CardType.DinersClub,
  jcb: CardType.Jcb,
}

/** Diners Club's 3095 range is in spec §5's list and Diners' own tables, not in credit-card-type's. */
const DINERS_3095 = /^3095/

/** Digits enough to tell brands apart whose ranges begin alike (6 is Discover's, UnionPay's and Troy's). */
const DISTINGUISHING_DIGITS = 6

/** Digits only: spaces and dashes typed by the guest are ignored. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '')
}

export function detectCardType(number: string): CardType | null {
  const digits = normaliseCardNumber(number)
  if (!/^\d+$/.test(digits)) return null
  if (DINERS_3095.test(digits)) return CardType.DinersClub
  const brands = creditCardType(digits).flatMap((card) => LIBRARY_BRAND[card.type] ?? [])
  if (brands.length > 1 && digits.length < DISTINGUISHING_DIGITS) return null
  return brands[0] ?? null
}

/**
 * The brand a payment provider names (Stripe's `card.brand`: visa, mastercard, amex, discover, diners, jcb,
 * unionpay; the library's names too) as a card type of spec §3, or null for one spec §3 does not name.
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

/** A card type the hotel accepts, as its settings list them (spec §9 CreditCards). */
export type AcceptedCardType = { Id: number; Name: string }

/** A problem of a card sent for payment, by the field it belongs to. */
export type CardProblem = { field: 'ExpiryYear' | 'CreditCardTypeId'; message: string }

/**
 * The checks of a typed card before a gateway sees it (spec §5): not expired, a type the hotel accepts, and a
 * number that is of the type chosen: a number of a brand the hotel does not take is refused whatever type is
 * chosen for it. (The Luhn check is the gateway's: a number it refuses is a decline, not a form problem.) `today`
 * is a parameter (no clock).
 */
export function cardProblems(
  card: { number: string; typeId: number; expiryMonth: number; expiryYear: number },
  accepted: readonly AcceptedCardType[],
  today: { year: number; month: number },
): CardProblem[] {
  const problems: CardProblem[] = []
  if (isCardExpired(card.expiryMonth, card.expiryYear, today))
    problems.push({ field: 'ExpiryYear', message: 'This card has expired.' })
  const chosen = accepted.find((type) => type.Id === card.typeId)
  const brand = detectCardType(card.number)
  const detected = matchCardTypeByText(
    accepted.map((type) => ({ ...type, name: type.Name })),
    brand,
  )
  if (!chosen || (brand && !detected)) problems.push({ field: 'CreditCardTypeId', message: NOT_ACCEPTED })
  else if (detected && detected.Id !== chosen.Id)
    problems.push({ field: 'CreditCardTypeId', message: `The card number is a ${detected.Name} card.` })
  return problems
}

const NOT_ACCEPTED = 'This card type is not accepted here.'
