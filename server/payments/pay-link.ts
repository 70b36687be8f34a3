/**
 * Pay-by-link signing. Two HMACs, both with the server's LINK_SIGNING_KEY:
 *
 * - the link code, in the URL the hotel sends (/SecurePay/{property}/{action}/{invoice}/{code}?id): property,
 *   action, invoice number and payment id. Get checks it before it tells anyone anything about the invoice.
 * - the transaction hash, which Get returns with the amount to pay and a timestamp: property, action, invoice
 *   number, payment id, amount (minor units) and timestamp. Process recomputes it from the body, so a changed
 *   invoice number, amount, action or hash is refused with the same 403 as a forged link, and a page left open
 *   too long has to load the link again.
 *
 * Both are made by the one signer and compared with the one constant-time comparison (./signing).
 */
import { signLink, type Secrets } from '../crypto'

export type LinkAction = 'Pay' | 'StoreCard'

/** 'P' is Pay; every other action type is StoreCard (docs/product/after-booking.md#steps). */
export const linkAction = (actionType: string): LinkAction =>
  actionType.toUpperCase() === 'P' ? 'Pay' : 'StoreCard'

/** How long the amount and hash handed out by Get may be used to pay (the guest may be slow with a card). */
export const TRANSACTION_TTL_MS = 2 * 60 * 60 * 1000

/** The code of a pay link: HMAC over property, action, invoice number and payment id. */
export function payLinkCode(
  secrets: Secrets,
  propertyId: number,
  actionType: string,
  invoiceNumber: string,
  paymentId?: string | null,
): string {
  return signLink(
    secrets,
    `paylink|${propertyId}|${linkAction(actionType)}|${invoiceNumber.toUpperCase()}|${paymentId ?? ''}`,
  )
}

export type TransactionFacts = {
  propertyId: number
  action: LinkAction
  invoiceNumber: string
  paymentId: string | null | undefined
  /** minor units */
  amount: number
  /** ISO 8601, as handed out by Get */
  timestamp: string
}

/** The hash Process checks: the link's facts plus the amount to pay and when it was quoted. */
export function transactionHash(secrets: Secrets, f: TransactionFacts): string {
  return signLink(
    secrets,
    `paytx|${f.propertyId}|${f.action}|${f.invoiceNumber.toUpperCase()}|${f.paymentId ?? ''}|${f.amount}|${f.timestamp}`,
  )
}

/** Whether a quoted timestamp is still usable at `now` (a little clock skew forward is tolerated). */
export function quoteIsFresh(timestamp: string, now: Date): boolean {
  const at = Date.parse(timestamp)
  if (Number.isNaN(at)) return false
  const age = now.getTime() - at
  return age <= TRANSACTION_TTL_MS && age >= -5 * 60 * 1000
}
