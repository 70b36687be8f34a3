/**
 * What the guest reads when a card is refused: our own sentence for each decline code a provider gives (Stripe's
 * `decline_code` or `code`, the built-in provider's alike), never the provider's English, which is written for
 * developers and cannot follow the guest's language. Each sentence is an English id of the server's message
 * catalogues (src/i18n/<language>/errors.ts), so the answer says it in the request's language (decision 0146).
 * A code we do not know keeps the provider's text as it came. Lost, stolen and fraud codes read as a plain
 * decline: the guest at the screen may not be the card's holder.
 */
import type { Failure } from './provider'

export const DECLINED = 'Your card was declined. Nothing was charged: please try another card.'
export const NOT_AUTHENTICATED =
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.'
const NO_FUNDS = 'Your card has insufficient funds. Nothing was charged: please try another card.'
const EXPIRED = 'Your card has expired. Nothing was charged: please try another card.'
const WRONG_CVC = 'The security code is incorrect. Nothing was charged: please check it or try another card.'
const WRONG_NUMBER = 'The card number is incorrect. Nothing was charged: please check it or try another card.'
const NOT_PROCESSED = 'Your bank could not process the card just now. Nothing was charged: please try again.'

const BY_CODE: Readonly<Record<string, string>> = {
  card_declined: DECLINED,
  generic_decline: DECLINED,
  do_not_honor: DECLINED,
  do_not_try_again: DECLINED,
  call_issuer: DECLINED,
  card_not_supported: DECLINED,
  currency_not_supported: DECLINED,
  restricted_card: DECLINED,
  transaction_not_allowed: DECLINED,
  lost_card: DECLINED,
  stolen_card: DECLINED,
  pickup_card: DECLINED,
  fraudulent: DECLINED,
  security_violation: DECLINED,
  card_velocity_exceeded: DECLINED,
  withdrawal_count_limit_exceeded: DECLINED,
  insufficient_funds: NO_FUNDS,
  expired_card: EXPIRED,
  incorrect_cvc: WRONG_CVC,
  invalid_cvc: WRONG_CVC,
  incorrect_number: WRONG_NUMBER,
  invalid_number: WRONG_NUMBER,
  processing_error: NOT_PROCESSED,
  issuer_not_available: NOT_PROCESSED,
  try_again_later: NOT_PROCESSED,
  reenter_transaction: NOT_PROCESSED,
  authentication_required: NOT_AUTHENTICATED,
  payment_intent_authentication_failure: NOT_AUTHENTICATED,
  setup_intent_authentication_failure: NOT_AUTHENTICATED,
}

/** The guest's sentence for a provider's failure: ours for a known code, else the provider's own text. */
export function declineText(failure: Failure): string {
  return Object.hasOwn(BY_CODE, failure.code) ? (BY_CODE[failure.code] ?? failure.message) : failure.message
}
