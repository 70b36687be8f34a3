/**
 * What the desk does to a booking (decision 0119): cancel (with the penalty its rules give, or waived), mark a
 * no-show, refund, send a pay link for the balance. Money in major units, as everywhere on the wire.
 */
import * as v from 'valibot'
import { IsoDate, Money, NonNegativeInt, PositiveInt } from './common'
import { ServicePayload } from './reservation'
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
 * GET /api/Desk/{code}/Bookings/{reference}/ChangeOptions — what a change can start from (decisions 0126, 0134):
 * the booking's Version, its live rooms as booked (occupancy and extras too, and whether the stay is in house, so
 * only its departure can move), and the property's room types, rate plans and extras.
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
      Infants: v.number(),
      Services: v.array(v.object({ ServiceId: v.number(), Quantity: v.number() })),
      InHouse: v.boolean(),
      Total: Money,
    }),
  ),
  RoomTypes: v.array(v.object({ Id: v.number(), Name: v.string() })),
  RatePlans: v.array(v.object({ Id: v.number(), Name: v.string(), Refundable: v.boolean() })),
  Services: v.array(v.object({ Id: v.number(), Name: v.string() })),
})
export type DeskChangeOptions = v.InferOutput<typeof DeskChangeOptions>

const Count = v.pipe(NonNegativeInt, v.maxValue(20, 'At most 20 people in a room.'))
const Extras = v.pipe(v.array(ServicePayload), v.maxLength(20, 'At most 20 extras for a room.'))
const Stay = { DateFrom: IsoDate, DateTo: IsoDate, RoomTypeId: PositiveInt, RatePlanId: PositiveInt }
/** Occupancy and extras as booked when left out; extras given replace the room's own. */
const RoomChange = {
  ReservationItemId: PositiveInt,
  ...Stay,
  Adults: v.optional(Count),
  Children: v.optional(Count),
  Infants: v.optional(Count),
  Services: v.optional(Extras),
}
const NewRoom = {
  ...Stay,
  Adults: v.pipe(Count, v.minValue(1, 'A room needs at least one adult.')),
  Children: v.optional(Count, 0),
  Infants: v.optional(Count, 0),
  Services: v.optional(Extras, []),
}
const MAX_ROOMS = 'A booking has at most 10 rooms.'
const upTo10 = <T extends v.GenericSchema>(room: T) => v.pipe(v.array(room), v.maxLength(10, MAX_ROOMS))
const RoomToCancel = v.object({ ReservationItemId: PositiveInt })

/** Something must change: a room moved or changed, added, or cancelled. */
const somethingChanges = (req: { Rooms: unknown[]; RoomsToAdd: unknown[]; RoomsToCancel: unknown[] }) =>
  req.Rooms.length + req.RoomsToAdd.length + req.RoomsToCancel.length > 0
const NOTHING_TO_CHANGE = 'Choose a room to change.'

/**
 * POST …/ChangeQuote — the rooms to change (dates, room type, rate plan, and occupancy or extras when given), to
 * add and to cancel, against the Version the desk saw.
 */
export const DeskChangeQuoteRequest = v.pipe(
  v.object({
    Version: PositiveInt,
    Rooms: upTo10(v.object(RoomChange)),
    RoomsToAdd: v.optional(upTo10(v.object(NewRoom)), []),
    RoomsToCancel: v.optional(upTo10(RoomToCancel), []),
  }),
  v.forward(
    v.check((req) => somethingChanges(req), NOTHING_TO_CHANGE),
    ['Rooms'],
  ),
)
export type DeskChangeQuoteRequest = v.InferOutput<typeof DeskChangeQuoteRequest>

/** POST …/Change — the same, with each room's total as the quote showed it: a price that moved since is a 400. */
export const DeskChangeRequest = v.pipe(
  v.object({
    Version: PositiveInt,
    Rooms: upTo10(v.object({ ...RoomChange, TotalCost: Money })),
    RoomsToAdd: v.optional(upTo10(v.object({ ...NewRoom, TotalCost: Money })), []),
    RoomsToCancel: v.optional(upTo10(RoomToCancel), []),
  }),
  v.forward(
    v.check((req) => somethingChanges(req), NOTHING_TO_CHANGE),
    ['Rooms'],
  ),
)
export type DeskChangeRequest = v.InferOutput<typeof DeskChangeRequest>

/**
 * What a change would do: each remaining room's total before and after, each added room's total (in the order
 * asked), the booking's total before and after, and the money.
 */
export const DeskChangeQuote = v.object({
  Rooms: v.array(v.object({ ReservationItemId: v.number(), Before: Money, After: Money })),
  Added: v.array(Money),
  TotalBefore: Money,
  TotalAfter: Money,
  Money: SettlementQuote,
})
export type DeskChangeQuote = v.InferOutput<typeof DeskChangeQuote>
