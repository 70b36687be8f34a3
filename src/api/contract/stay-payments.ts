/**
 * What a stay has paid, as every answer about a reservation carries it (decision 0115): sums over the payments
 * ledger and its movements, never a figure kept beside them. Amounts are major units of the reservation's
 * currency. A payment's Reference is the payment provider's own (`pi_…`, `re_…`), never anything of the card.
 */
import * as v from 'valibot'
import { Money } from './common'

export const StayPaymentKind = v.picklist(['Authorisation', 'Charge', 'Capture', 'Refund', 'Void'])
export type StayPaymentKind = v.InferOutput<typeof StayPaymentKind>

export const StayPaymentState = v.picklist(['Succeeded', 'Failed', 'Cancelled'])
export type StayPaymentState = v.InferOutput<typeof StayPaymentState>

export const StayPayment = v.object({
  Kind: StayPaymentKind,
  Amount: Money,
  Currency: v.string(),
  State: StayPaymentState,
  /** ISO 8601 instant (UTC) */
  At: v.string(),
  /** the payment provider's reference of this movement */
  Reference: v.nullable(v.string()),
})
export type StayPayment = v.InferOutput<typeof StayPayment>

/** The figures and the movements; spread into the reservation's own answer. */
export const StayPaymentFields = {
  /** succeeded charges and captures */
  AmountPaid: Money,
  /** succeeded refunds */
  AmountRefunded: Money,
  /**
   * what the hotel gave back beyond the booking's rules (a goodwill refund): the stay costs that much less, so
   * it is never asked for again (decision 0116). Optional with 0 when read: a manage draft kept on the device
   * before the field existed stays readable.
   */
  Allowance: v.optional(Money, 0),
  /** what is still to pay over the stay, never below zero */
  Balance: Money,
  /** every movement of money, oldest first */
  Payments: v.array(StayPayment),
}
