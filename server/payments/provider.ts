/**
 * The payment provider port (decision 0113): everything that takes or moves a guest's money goes through one of
 * these. Its vocabulary is Stripe's (PaymentIntents and SetupIntents), the de-facto one Adyen and others map onto.
 *
 * Amounts are integer minor units. Every call that changes something carries an idempotency key derived from our
 * own record (`reservation-12-charge-1`), never from the guest's request: a retry of the same step is the same
 * key, a new attempt after a decline is a new one.
 *
 * PayStack is an adapter too: its payments always need the guest on its page (`requires_action`), and it has no
 * cards to save, charge off-session or describe.
 *
 * Card numbers and security codes never pass through here: the guest types them into the provider's own fields,
 * which hand the browser a payment method reference (`pm_…`); that reference is all the server sees.
 */

/** A card as the provider describes it: what may be stored and shown. */
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number }

/** What the guest must do before the bank decides: go to this address (a 3-D Secure challenge, a hosted page). */
export type NextAction = { type: 'redirect'; url: string }

/** Why a payment or a setup did not go through, in the provider's words and code. */
export type Failure = { code: string; message: string }

export type PaymentStatus =
  /** taken */
  | 'succeeded'
  /** authorised, to be captured later */
  | 'requires_capture'
  /** the guest must act (see `action`) */
  | 'requires_action'
  /** the bank has not answered yet: an event will say */
  | 'processing'
  /** declined or authentication failed: nothing taken; a new attempt needs a new payment method */
  | 'failed'
  /** cancelled (voided) before it was taken */
  | 'canceled'

export type Payment = {
  id: string
  status: PaymentStatus
  amount: number
  /** ISO 4217, lower or upper case as the provider gives it */
  currency: string
  /** what was captured so far (for requires_capture: 0) */
  amountReceived: number
  action: NextAction | null
  failure: Failure | null
  paymentMethod: string | null
  customer: string | null
  card: CardSummary | null
  /** our own ids, given at creation and handed back with every event */
  metadata: Record<string, string>
}

export type SetupStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'canceled'

/** A card saved for later, off-session use (a SetupIntent). */
export type Setup = {
  id: string
  status: SetupStatus
  action: NextAction | null
  failure: Failure | null
  paymentMethod: string | null
  customer: string | null
  card: CardSummary | null
  metadata: Record<string, string>
}

export type Refund = {
  id: string
  status: 'succeeded' | 'pending' | 'failed'
  amount: number
  payment: string
}

/** The 3-D Secure 2 browser fields the app sends with a payment (the contract's BrowserData). */
export type BrowserFacts = {
  language?: string | null
  userAgent?: string | null
  colorDepth?: number | null
  screenHeight?: number | null
  screenWidth?: number | null
  timeZoneOffset?: number | null
}

/** What every request that takes a guest's card carries: the card, who for, and where the bank sends them back. */
export type CardRequest = {
  /** the card (`pm_…`); null for a provider whose own page takes the payment (PayStack) */
  paymentMethod: string | null
  /** the customer the payment method belongs to (a card saved on an account), or null */
  customer: string | null
  /** an e-mail for a customer made to keep the card */
  email: string
  description: string
  /** where the provider sends the guest back after a challenge: an absolute address */
  returnUrl: string
  /** our own ids, handed back with every event */
  metadata: Record<string, string>
  idempotencyKey: string
  browser: BrowserFacts | null
}

export type CreatePayment = CardRequest & {
  amount: number
  currency: string
  /** 'now' takes the money; 'later' authorises it, to be captured (or voided) later */
  capture: 'now' | 'later'
  /** keep the card for off-session charges afterwards (it is then attached to `customer`, made if null) */
  saveForLater: boolean
}

/** A card saved for off-session use (a SetupIntent), attached to `customer`, made if null. */
export type SavePaymentMethod = CardRequest

export type ChargeSaved = {
  customer: string
  paymentMethod: string
  amount: number
  currency: string
  description: string
  metadata: Record<string, string>
  idempotencyKey: string
}

/** A provider's event, verified, in the port's words. */
export type ProviderEvent =
  | { id: string; kind: 'payment'; payment: Payment }
  | { id: string; kind: 'setup'; setup: Setup }
  | { id: string; kind: 'refund'; refund: Refund }
  /** an event type we do not act on: acknowledged, nothing done */
  | { id: string; kind: 'ignored'; type: string }

/** What the guest is told when the provider could not be reached: the hold is released, nothing was taken. */
export const PROVIDER_UNREACHABLE =
  'The payment service did not answer, so nothing was booked or charged. Please try again in a moment.'

/** A signature or body the provider did not make: answered 400, nothing done. */
export class EventRefused extends Error {}

export type PaymentProvider = {
  /**
   * 'stripe' for Stripe and for the built-in test provider, which speaks Stripe's API; 'paystack' for PayStack's
   * hosted page (./paystack-provider.ts), which takes no cards
   */
  readonly name: string
  createPayment(input: CreatePayment): Promise<Payment>
  getPayment(id: string): Promise<Payment>
  savePaymentMethod(input: SavePaymentMethod): Promise<Setup>
  getSetup(id: string): Promise<Setup>
  /** an off-session charge of a saved card: the guest is not there to pass a challenge */
  chargeSaved(input: ChargeSaved): Promise<Payment>
  /** captures an authorised payment, all of it or `amount` */
  capture(id: string, amount: number | null, idempotencyKey: string): Promise<Payment>
  /** voids an authorisation or an unfinished payment */
  cancel(id: string, idempotencyKey: string): Promise<Payment>
  refund(paymentId: string, amount: number, reason: string, idempotencyKey: string): Promise<Refund>
  /** the card behind a payment method reference, for display and the accepted-brands check */
  describeCard(paymentMethod: string): Promise<CardSummary | null>
  /** a webhook's raw body and signature header, verified; throws EventRefused when it is not the provider's */
  parseEvent(rawBody: string, signature: string | undefined): ProviderEvent
}
