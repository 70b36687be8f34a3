/**
 * What a cancellation or a change in manage booking does to the money (decision 0116), quoted before the guest
 * confirms.
 */
import * as v from 'valibot'
import { Money } from './common'
import { CancelRequest } from './manage-booking'

/**
 * POST /api/ManageBooking/CancelQuote — what cancelling the whole booking now would do to the money, by each
 * room's cancellation rules at the hotel's clock (decision 0116), before the guest confirms. Same access as
 * Cancel; nothing is written.
 */
export const CancelQuoteRequest = v.omit(CancelRequest, ['CancellationReasonId'])
export type CancelQuoteRequest = v.InferOutput<typeof CancelQuoteRequest>

/** What the hotel keeps for one room cancelled now (0 inside its free cancellation). */
export const RoomCancellationCharge = v.object({ ReservationItemId: v.number(), Charge: Money })

/**
 * What a cancellation or a change does to the money (decision 0116), reckoned over the whole booking: what was
 * paid so far (net of refunds), what the guest gets back now, what is charged now, what the hotel keeps under the
 * cancellation terms, and what is still to pay over the stay afterwards. The answer of CancelQuote, and of
 * POST /api/ManageBooking/ChangeQuote (Update's body, checked and priced as Update does, nothing written).
 */
export const SettlementQuote = v.object({
  Currency: v.string(),
  /** The rooms cancelled by it and what each costs the guest (CancelQuote, or an Update's RoomsToCancel). */
  Rooms: v.array(RoomCancellationCharge),
  Paid: Money,
  Refund: Money,
  DueNow: Money,
  Kept: Money,
  Balance: Money,
})
export type SettlementQuote = v.InferOutput<typeof SettlementQuote>
