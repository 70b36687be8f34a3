/**
 * What the desk does to a booking (decision 0119): cancel (with the penalty its rules give, or waived), mark a
 * no-show, refund, send a pay link for the balance. Money in major units, as everywhere on the wire.
 */
import * as v from 'valibot'
import { IsoDate, Money, PositiveInt } from './common'
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

/**
 * GET /api/Desk/{code}/Bookings/{reference}/ChangeOptions — what a change of dates or room can start from (decision
 * 0126): the booking's Version, its live rooms as booked, and the property's room types and rate plans.
 */
export const DeskChangeOptions = v.object({
  Version: v.number(),
  Currency: v.string(),
  Total: Money,
  Rooms: v.array(
    v.object({
      ReservationItemId: v.number(),
      RoomTypeId: v.number(),
      RoomTypeName: v.string(),
      RatePlanId: v.number(),
      RatePlanName: v.string(),
      DateFrom: IsoDate,
      DateTo: IsoDate,
      Adults: v.number(),
      Children: v.number(),
      Total: Money,
    }),
  ),
  RoomTypes: v.array(v.object({ Id: v.number(), Name: v.string() })),
  RatePlans: v.array(v.object({ Id: v.number(), Name: v.string(), Refundable: v.boolean() })),
})
export type DeskChangeOptions = v.InferOutput<typeof DeskChangeOptions>

const RoomChange = {
  ReservationItemId: PositiveInt,
  DateFrom: IsoDate,
  DateTo: IsoDate,
  RoomTypeId: PositiveInt,
  RatePlanId: PositiveInt,
}
const MAX_ROOMS = 'A booking has at most 10 rooms.'
const Rooms = <T extends v.GenericSchema>(room: T) =>
  v.pipe(v.array(room), v.minLength(1, 'Choose a room to change.'), v.maxLength(10, MAX_ROOMS))

/**
 * POST …/ChangeQuote — the rooms to move (new dates, room type, rate plan; guests, occupancy and extras stay as
 * booked), against the Version the desk saw.
 */
export const DeskChangeQuoteRequest = v.object({ Version: PositiveInt, Rooms: Rooms(v.object(RoomChange)) })
export type DeskChangeQuoteRequest = v.InferOutput<typeof DeskChangeQuoteRequest>

/** POST …/Change — the same, with each room's total as the quote showed it: a price that moved since is a 400. */
export const DeskChangeRequest = v.object({
  Version: PositiveInt,
  Rooms: Rooms(v.object({ ...RoomChange, TotalCost: Money })),
})
export type DeskChangeRequest = v.InferOutput<typeof DeskChangeRequest>

/** What a change would do: each room's new total, the booking's total before and after, and the money. */
export const DeskChangeQuote = v.object({
  Rooms: v.array(v.object({ ReservationItemId: v.number(), Before: Money, After: Money })),
  TotalBefore: Money,
  TotalAfter: Money,
  Money: SettlementQuote,
})
export type DeskChangeQuote = v.InferOutput<typeof DeskChangeQuote>
