/**
 * The bookings feed's wire (decision 0108): the hotel events of server/hotel-events (decision 0106) as a PMS polls
 * them. The payload schemas mirror the TypeScript types of server/hotel-events/payload.ts;
 * tests/server/pms/feed-contract.test.ts fails the type check the day the two part.
 */
import * as v from 'valibot'
import { StayPayment } from '@/api/contract/stay-payments'

/** Events one page may carry, and the page when the caller names none. */
export const FEED_PAGE_MAX = 500
export const FEED_PAGE_DEFAULT = 100

const Cursor = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'A cursor is a whole number (0 for the first page).'),
  v.transform(Number),
)

export const BookingsFeedQuery = v.object({
  since: v.optional(
    v.pipe(Cursor, v.description('NextCursor of the previous page; 0 or left out for every event.')),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `A limit is a whole number from 1 to ${FEED_PAGE_MAX}.`),
      v.transform(Number),
      v.minValue(1, `A limit is a whole number from 1 to ${FEED_PAGE_MAX}.`),
      v.maxValue(FEED_PAGE_MAX, `A limit is a whole number from 1 to ${FEED_PAGE_MAX}.`),
    ),
  ),
})

const EventGuest = v.object({
  FirstName: v.string(),
  LastName: v.string(),
  Email: v.nullable(v.string()),
  Phone: v.nullable(v.string()),
})

const EventRoom = v.object({
  ItemId: v.number(),
  RoomTypeId: v.number(),
  RoomTypeName: v.string(),
  RatePlanId: v.number(),
  RatePlanName: v.string(),
  DateFrom: v.string(),
  DateTo: v.string(),
  Adults: v.number(),
  Children: v.number(),
  Infants: v.number(),
  Cancelled: v.boolean(),
  Nights: v.array(v.object({ Date: v.string(), Rate: v.number() })),
  Extras: v.array(v.object({ ServiceId: v.number(), Quantity: v.number(), Total: v.number() })),
  Accommodation: v.number(),
  Total: v.number(),
  Guests: v.array(EventGuest),
})

const ReservationEventPayload = v.object({
  Kind: v.literal('Reservation'),
  Reference: v.string(),
  Status: v.picklist(['Pending', 'Confirmed', 'Failed', 'Cancelled']),
  DateFrom: v.string(),
  DateTo: v.string(),
  Currency: v.string(),
  Booker: v.object({ FirstName: v.string(), LastName: v.string(), Email: v.string(), Phone: v.string() }),
  SpecialRequests: v.nullable(v.string()),
  EstimatedArrivalTime: v.nullable(v.string()),
  PreCheckInAt: v.nullable(v.string()),
  Rooms: v.array(EventRoom),
  Totals: v.object({
    Accommodation: v.number(),
    Extras: v.number(),
    Discount: v.number(),
    VisitorLevy: v.number(),
    Vat: v.number(),
    Total: v.number(),
  }),
  AmountPaid: v.number(),
  AmountRefunded: v.number(),
  /** What the hotel gave back beyond the rules (a goodwill refund): the stay costs that much less. */
  Allowance: v.number(),
  Balance: v.number(),
  Payments: v.array(
    v.pipe(
      StayPayment,
      v.description(
        'A movement of money: Kind, Amount, Currency, State, At and the payment provider’s Reference.',
      ),
    ),
  ),
})

const TableEventPayload = v.object({
  Kind: v.literal('RestaurantBooking'),
  Reference: v.string(),
  RestaurantId: v.number(),
  RestaurantName: v.string(),
  VisitDate: v.string(),
  VisitTime: v.string(),
  PartySize: v.number(),
  Name: v.string(),
  Email: v.string(),
  Phone: v.string(),
  SpecialRequests: v.nullable(v.string()),
})

export const EventPayload = v.variant('Kind', [
  ReservationEventPayload,
  TableEventPayload,
  v.object({ Kind: v.literal('Unknown'), Reference: v.string() }),
])

export const BookingsFeed = v.object({
  Events: v.array(
    v.object({
      Cursor: v.pipe(v.number(), v.description('Increasing; pass the last one seen as `since`.')),
      EventId: v.pipe(v.string(), v.description('Stable: the same id a webhook of this event carries.')),
      Type: v.pipe(
        v.string(),
        v.description(
          'reservation.created, reservation.changed, reservation.cancelled, reservation.pre-checked-in, ' +
            'restaurant-booking.created',
        ),
      ),
      Reference: v.string(),
      OccurredAt: v.string(),
      Payload: EventPayload,
    }),
  ),
  NextCursor: v.pipe(
    v.number(),
    v.description('The cursor to ask from next (unchanged when nothing is new).'),
  ),
  HasMore: v.pipe(v.boolean(), v.description('True when more events wait: ask again at once.')),
})
export type BookingsFeed = v.InferOutput<typeof BookingsFeed>
