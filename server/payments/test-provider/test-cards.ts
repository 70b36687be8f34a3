/**
 * What a test card does, by Stripe's documented test numbers and `pm_card_*` ids
 * (https://docs.stripe.com/testing): most cards pay, 3184 asks the bank for a challenge (and so cannot be charged
 * off-session), 0002 and 9995 are declined, and 0341 is saved for later but every charge of it is declined. The behaviour is all a payment method keeps of its number, beside
 * brand, last four and expiry.
 */
import creditCardType from 'credit-card-type'
import { luhnValid, normaliseCardNumber } from '@/domain/cards'

export const CardBehaviour = {
  Succeeds: 'succeeds',
  /** 3-D Secure on every payment, however the card was set up */
  AuthenticationRequired: 'authentication_required',
  Declined: 'declined',
  InsufficientFunds: 'insufficient_funds',
  /** saved (attached) without a fuss, then every payment is declined: Stripe's 4000 0000 0000 0341 */
  DeclinedAfterAttach: 'declined_after_attach',
} as const
export type CardBehaviour = (typeof CardBehaviour)[keyof typeof CardBehaviour]

export type TestCard = { brand: string; last4: string; behaviour: CardBehaviour }

const SPECIAL_NUMBERS: Readonly<Record<string, CardBehaviour>> = {
  '4000002760003184': CardBehaviour.AuthenticationRequired,
  '4000000000003220': CardBehaviour.AuthenticationRequired,
  '4000000000000002': CardBehaviour.Declined,
  '4000000000009995': CardBehaviour.InsufficientFunds,
  '4000000000000341': CardBehaviour.DeclinedAfterAttach,
}

/** Stripe's ready-made payment methods: usable by id without being created. */
const TEST_PAYMENT_METHODS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: CardBehaviour.Succeeds },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: CardBehaviour.Succeeds },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: CardBehaviour.Succeeds },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: CardBehaviour.Declined },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: CardBehaviour.InsufficientFunds,
  },
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    behaviour: CardBehaviour.DeclinedAfterAttach,
  },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    behaviour: CardBehaviour.AuthenticationRequired,
  },
  pm_card_threeDSecure2Required: {
    brand: 'visa',
    last4: '3220',
    behaviour: CardBehaviour.AuthenticationRequired,
  },
}

export const testPaymentMethod = (id: string): TestCard | null =>
  Object.hasOwn(TEST_PAYMENT_METHODS, id) ? (TEST_PAYMENT_METHODS[id] ?? null) : null

/** credit-card-type's names → Stripe's `card.brand` values. */
const STRIPE_BRAND: Readonly<Record<string, string>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  discover: 'discover',
  'diners-club': 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
}

/** What may be kept of a typed card number; null when it is not a card number at all (Luhn, length). */
export function testCardOf(number: string): TestCard | null {
  const digits = normaliseCardNumber(number)
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return null
  const type = creditCardType(digits)[0]?.type
  return {
    brand: (type && STRIPE_BRAND[type]) || 'unknown',
    last4: digits.slice(-4),
    behaviour: SPECIAL_NUMBERS[digits] ?? CardBehaviour.Succeeds,
  }
}

export type Decline = { code: string; declineCode: string; message: string }

/** The bank's answer to a payment or a setup with this card; `offSession` when the guest is not there. */
export function bankAnswer(
  behaviour: CardBehaviour,
  offSession: boolean,
  purpose: 'payment' | 'setup' = 'payment',
): { outcome: 'approved' } | { outcome: 'challenge' } | { outcome: 'declined'; decline: Decline } {
  switch (behaviour) {
    case CardBehaviour.Succeeds:
      return { outcome: 'approved' }
    case CardBehaviour.DeclinedAfterAttach:
      return purpose === 'setup'
        ? { outcome: 'approved' }
        : {
            outcome: 'declined',
            decline: {
              code: 'card_declined',
              declineCode: 'generic_decline',
              message: 'Your card was declined.',
            },
          }
    case CardBehaviour.AuthenticationRequired:
      // Nobody is there to pass the challenge: Stripe declines with authentication_required.
      return offSession
        ? {
            outcome: 'declined',
            decline: {
              code: 'authentication_required',
              declineCode: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            },
          }
        : { outcome: 'challenge' }
    case CardBehaviour.Declined:
      return {
        outcome: 'declined',
        decline: {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      }
    case CardBehaviour.InsufficientFunds:
      return {
        outcome: 'declined',
        decline: {
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      }
  }
}
