/**
 * Cards (spec §3, §5): type detection from the number prefix, the Luhn check the test gateway uses, and the
 * card-validity rule of the checkout form. Card data never leaves form memory and the request (ARCHITECTURE).
 *
 * Prefixes: 4 Visa; 34, 37 American Express; 51–55 Mastercard; 6011 Discover; 62 UnionPay; 9792 Troy;
 * Diners Club 300–305, 3095, 36, 38, 39; JCB 3528–3589. (Mastercard's 2221–2720 range is not in the spec and
 * is deliberately not detected.) Longer prefixes are tried first so 3095 is Diners, not something shorter.
 */
import * as v from 'valibot'

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

type PrefixRange = { from: number; to: number; digits: number; type: CardType }

const range = (from: number, to: number, type: CardType): PrefixRange => ({
  from,
  to,
  digits: String(from).length,
  type,
})

// Most specific (longest) first.
const PREFIXES: readonly PrefixRange[] = [
  range(6011, 6011, CardType.Discover),
  range(9792, 9792, CardType.Troy),
  range(3095, 3095, CardType.DinersClub),
  range(3528, 3589, CardType.Jcb),
  range(300, 305, CardType.DinersClub),
  range(34, 34, CardType.AmericanExpress),
  range(37, 37, CardType.AmericanExpress),
  range(36, 36, CardType.DinersClub),
  range(38, 39, CardType.DinersClub),
  range(51, 55, CardType.Mastercard),
  range(62, 62, CardType.UnionPay),
  range(4, 4, CardType.Visa),
]

/** Digits only: spaces and dashes typed by the guest are ignored. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '')
}

export function detectCardType(number: string): CardType | null {
  const digits = normaliseCardNumber(number)
  if (!/^\d+$/.test(digits)) return null
  for (const p of PREFIXES) {
    if (digits.length < p.digits) continue
    const prefix = Number(digits.slice(0, p.digits))
    if (prefix >= p.from && prefix <= p.to) return p.type
  }
  return null
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

export type CardInput = {
  creditCardName: string
  creditCardNumber: string
  cvvNumber: string
  expiryMonth: number
  expiryYear: number
  cardType: string | number | null | undefined
  cardHolderEmail: string
}

const filled = (s: string | null | undefined) => !!s && s.trim() !== ''

/**
 * §5: a card is valid only if it has name, number, security code, non-zero month, non-zero year and a card
 * type; a card holder e-mail must be present.
 */
export function isCardValid(card: CardInput): boolean {
  return (
    filled(card.creditCardName) &&
    filled(card.creditCardNumber) &&
    filled(card.cvvNumber) &&
    card.expiryMonth !== 0 &&
    card.expiryYear !== 0 &&
    card.cardType !== null &&
    card.cardType !== undefined &&
    card.cardType !== '' &&
    card.cardType !== 0 &&
    filled(card.cardHolderEmail)
  )
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
 * number that is of the type chosen. (The Luhn check is the gateway's: a number it refuses is a decline, not a
 * form problem.) `today` is a parameter (no clock).
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
  if (!chosen) problems.push({ field: 'CreditCardTypeId', message: 'This card type is not accepted here.' })
  const detected = matchCardTypeByText(
    accepted.map((type) => ({ ...type, name: type.Name })),
    detectCardType(card.number),
  )
  if (chosen && detected && detected.Id !== chosen.Id)
    problems.push({ field: 'CreditCardTypeId', message: `The card number is a ${detected.Name} card.` })
  return problems
}

const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

/** The card form. Messages for the fields the spec does not word are ours. */
export const cardSchema = v.object({
  creditCardName: requiredText('The name on the card is required.'),
  creditCardNumber: requiredText('A card number is required.'),
  cvvNumber: requiredText('A security code is required.'),
  expiryMonth: v.pipe(v.number(), v.integer(), v.minValue(1, 'An expiry month is required.'), v.maxValue(12)),
  expiryYear: v.pipe(v.number(), v.integer(), v.minValue(1, 'An expiry year is required.')),
  cardType: v.pipe(
    v.union([v.string(), v.number()], 'A card type is required.'),
    v.check((t) => t !== '' && t !== 0, 'A card type is required.'),
  ),
  cardHolderEmail: requiredText('A valid email address is required.'),
})
