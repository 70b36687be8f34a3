/**
 * PayStack as an adapter of the payment provider port (decisions 0063, 0113): a payment is a checkout on
 * PayStack's hosted page (./paystack.ts, the reference server's stand-in), so `createPayment` always answers
 * `requires_action` with the page's address, and the outcome comes back like a card's: the guest's return (the
 * Status call asks `getPayment`) or the page's signed event (`parseEvent`), applied once by
 * reservations/held-booking.ts. PayStack here takes no cards: there is nothing to save, charge off-session,
 * capture or refund through it, and those calls refuse.
 */
import type { Db } from '../db/types'
import {
  BOOKING_CANCELLED,
  BOOKING_EXPIRED,
  checkoutOf,
  checkoutPath,
  endCheckout,
  eventSignature,
  openCheckout,
  PAYMENT_CANCELLED,
  PAYMENT_EXPIRED,
  type CheckoutRow,
  type CheckoutStatus,
} from './paystack'
import { EventRefused, type Failure, type Payment, type PaymentProvider } from './provider'
import { sameCode, type Secrets } from '../crypto'

export const PAYSTACK = 'paystack'

/** Where the guest goes when they cancel on the page: PayStack's `metadata.cancel_action`. */
export const CANCEL_ACTION = 'cancel_action'

function failureOf(row: Pick<CheckoutRow, 'status' | 'reservation_id'>): Failure | null {
  const booking = row.reservation_id !== null
  if (row.status === 'Cancelled')
    return { code: 'cancelled', message: booking ? BOOKING_CANCELLED : PAYMENT_CANCELLED }
  if (row.status === 'Expired')
    return { code: 'expired', message: booking ? BOOKING_EXPIRED : PAYMENT_EXPIRED }
  return null
}

const STATUS: Readonly<Record<CheckoutStatus, Payment['status']>> = {
  Open: 'requires_action',
  Paid: 'succeeded',
  Cancelled: 'canceled',
  Expired: 'canceled',
}

/** A checkout in the port's words. */
export function paymentOfCheckout(secrets: Secrets, row: CheckoutRow): Payment {
  return {
    id: row.reference,
    status: STATUS[row.status],
    amount: row.amount,
    currency: row.currency,
    amountReceived: row.status === 'Paid' ? row.amount : 0,
    action: row.status === 'Open' ? { type: 'redirect', url: checkoutPath(secrets, row.reference) } : null,
    failure: failureOf(row),
    paymentMethod: null,
    customer: null,
    card: null,
    metadata: row.metadata,
  }
}

const refuse = (what: string) => () =>
  Promise.reject(new Error(`PayStack takes payments on its own page only: it cannot ${what}.`))

const isText = (value: unknown): value is string => typeof value === 'string'

/** The checkout an event body carries, when it has the shape the page sends; null otherwise. */
function checkoutInEvent(body: string): { id: string; row: CheckoutRow } | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { id, data } = parsed as { id?: unknown; data?: Partial<CheckoutRow> }
  if (!isText(id) || typeof data !== 'object' || data === null) return null
  const { reference, status, amount, currency, metadata } = data
  if (!isText(reference) || !isText(currency) || typeof amount !== 'number') return null
  if (!status || !(status in STATUS) || typeof metadata !== 'object' || metadata === null) return null
  return { id, row: data as CheckoutRow }
}

export function payStackProvider(deps: { db: Db; clock: () => Date; secrets: Secrets }): PaymentProvider {
  const { db, clock, secrets } = deps
  const read = async (reference: string) => {
    const row = await checkoutOf(db, reference, clock())
    if (!row) throw new Error(`No PayStack checkout ${reference}.`)
    return row
  }
  return {
    name: PAYSTACK,
    async createPayment(input) {
      if (input.capture !== 'now') throw new Error('PayStack takes the payment now: it cannot authorise one.')
      const row = await openCheckout(
        db,
        {
          amount: input.amount,
          currency: input.currency,
          email: input.email,
          description: input.description,
          returnPath: input.returnUrl,
          cancelPath: input.metadata[CANCEL_ACTION] ?? input.returnUrl,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        },
        clock(),
      )
      return paymentOfCheckout(secrets, row)
    },
    getPayment: async (id) => paymentOfCheckout(secrets, await read(id)),
    savePaymentMethod: refuse('save a card'),
    getSetup: refuse('save a card'),
    chargeSaved: refuse('charge a saved card'),
    capture: refuse('capture an authorisation'),
    /** The hold ended: the page expires, unless it was paid meanwhile (then this refuses, as a card provider does). */
    async cancel(id) {
      const ended = await endCheckout(db, id, 'Expired', clock())
      const row = ended ?? (await read(id))
      if (row.status === 'Paid') throw new Error(`PayStack checkout ${id} is paid: it cannot be cancelled.`)
      return paymentOfCheckout(secrets, row)
    },
    refund: refuse('refund a payment here; the hotel returns it from its PayStack dashboard'),
    describeCard: async () => null,
    parseEvent(rawBody, signature) {
      if (!signature || !sameCode(eventSignature(secrets, rawBody), signature))
        throw new EventRefused('The event signature is not valid.')
      const found = checkoutInEvent(rawBody)
      if (!found) throw new EventRefused('The event is not a PayStack checkout event.')
      return { id: found.id, kind: 'payment', payment: paymentOfCheckout(secrets, found.row) }
    },
  }
}
