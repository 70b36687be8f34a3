/**
 * What the desk does to a booking (decision 0119): cancel (with the penalty its rules give, or waived), mark a
 * no-show, refund, send a pay link for the balance. Money in major units, as everywhere on the wire.
 */
import * as v from 'valibot'
import { IsoDate, Money } from './common'
import { SettlementQuote } from './settlement'

/**
 * GET /api/Desk/{code}/Bookings/{reference}/Money — what each action would do now: the cancellation by the
 * rules and waived (null once cancelled), the no-show's penalty and from which day it may be marked, what can
 * be refunded in all and what the rules give back, and the balance a pay link would ask for.
 */
export const DeskMoney = v.object({
  Currency: v.string(),
  Paid: Money,
  Balance: Money,
  Refundable: Money,
  RefundByRules: Money,
  Cancel: v.nullable(v.object({ ByRules: SettlementQuote, Waived: SettlementQuote })),
  NoShow: v.object({ Penalty: Money, From: IsoDate, MarkedAt: v.nullable(v.string()) }),
})
export type DeskMoney = v.InferOutput<typeof DeskMoney>

const Reason = v.pipe(
  v.string('The reason is text.'),
  v.trim(),
  v.maxLength(500, 'A reason is at most 500 characters.'),
)

/** Cancel the whole booking: by the rules, or with the penalty waived (then a reason is required). */
export const DeskCancelRequest = v.pipe(
  v.object({ WaivePenalty: v.boolean('Say whether the penalty is waived.'), Reason: v.optional(Reason) }),
  v.forward(
    v.check((req) => !req.WaivePenalty || Boolean(req.Reason), 'Please say why the penalty is waived.'),
    ['Reason'],
  ),
)
export type DeskCancelRequest = v.InferOutput<typeof DeskCancelRequest>

/** A refund: `Amount` up to what is refundable, or null for what the rules give back. */
export const DeskRefundRequest = v.object({
  Amount: v.nullable(
    v.pipe(
      v.number('The amount is a number.'),
      v.minValue(0.01, 'The amount must be more than zero.'),
      v.maxValue(1_000_000, 'The amount is too large.'),
    ),
  ),
  Reason: v.optional(Reason),
})
export type DeskRefundRequest = v.InferOutput<typeof DeskRefundRequest>

/** What an action did to the money, in words for the desk and in figures. */
export const DeskActionResult = v.object({
  Message: v.string(),
  Money: v.nullable(SettlementQuote),
})
export type DeskActionResult = v.InferOutput<typeof DeskActionResult>

export const DeskPayLink = v.object({ Message: v.string(), Url: v.string(), Amount: Money })
export type DeskPayLink = v.InferOutput<typeof DeskPayLink>
