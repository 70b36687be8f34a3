/**
 * The wire of the PMS API (decision 0108): what a PMS or channel manager sends and gets back. Same conventions as
 * the guest API (src/api/contract/common.ts): PascalCase fields, days as 'YYYY-MM-DD', money in major units.
 *
 * Trap: From and To are both nights of the range, To included (a PMS thinks in nights, not in departures): From
 * 2027-03-01 To 2027-03-01 is one night. The descriptions here are published in the OpenAPI document.
 */
import * as v from 'valibot'
import { IsoDate, Money } from '@/api/contract/common'
import { StayPaymentFields } from '@/api/contract/stay-payments'

export const DAYS_OF_WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

/** Updates one request may carry, over all three lists. */
export const MAX_UPDATES = 200
/** Nights one request may write, over all its updates (a full 37-month window for 30 room type and plans). */
export const MAX_NIGHTS_PER_REQUEST = 40_000
/** The highest nightly price component accepted, in major units. */
const MAX_PRICE = 1_000_000

const Code = v.pipe(v.string(), v.trim(), v.minLength(1, 'A code is required.'), v.maxLength(50))

const Price = v.pipe(
  Money,
  v.minValue(0, 'A price cannot be negative.'),
  v.maxValue(MAX_PRICE, `A price is at most ${MAX_PRICE}.`),
)
const OptionalPrice = v.optional(v.nullable(Price))

const DaysOfWeek = v.pipe(
  v.array(v.picklist(DAYS_OF_WEEK, 'A day of the week is one of Mon, Tue, Wed, Thu, Fri, Sat, Sun.')),
  v.minLength(1, 'Leave DaysOfWeek out for every day, or name at least one.'),
  v.maxLength(7),
  v.check((days) => new Set(days).size === days.length, 'A day of the week is named twice.'),
  v.description('Only these days of the week within the range; every day when left out.'),
)

/** The range every update has: nights From to To (both included), on some days of the week or all. */
const NightRange = {
  From: v.pipe(IsoDate, v.description('The first night of the range.')),
  To: v.pipe(IsoDate, v.description('The last night of the range (included).')),
  DaysOfWeek: v.optional(DaysOfWeek),
}

export const InventoryUpdate = v.pipe(
  v.object({
    RoomTypeCode: Code,
    ...NightRange,
    Available: v.optional(
      v.pipe(
        v.number(),
        v.integer('Available is a whole number of rooms.'),
        v.minValue(0, 'Available cannot be negative.'),
        v.maxValue(10_000),
        v.description('Rooms of this type left to sell on each night; left out, it keeps its value.'),
      ),
    ),
    Closed: v.optional(
      v.pipe(
        v.boolean(),
        v.description(
          'True stops selling the room type on these nights, keeping the rooms left for when it opens again; ' +
            'false opens it. Left out, it stays as it is.',
        ),
      ),
    ),
  }),
  v.check((u) => u.Available !== undefined || u.Closed !== undefined, 'Give Available, Closed or both.'),
)
export type InventoryUpdate = v.InferOutput<typeof InventoryUpdate>

/** The price components of a night (docs/product/the-app.md#what-is-kept), as the domain prices them (src/domain/pricing.ts). */
export const PRICE_FIELDS = [
  'BaseRate',
  'CostPerRoom',
  'CostPerAdult',
  'CostPerChild',
  'CostPerInfant',
  'PerPersonCostPerAdult',
  'PerPersonCostPerChild',
  'PerPersonCostPerInfant',
] as const
export type PriceField = (typeof PRICE_FIELDS)[number]

export const RateUpdate = v.pipe(
  v.object({
    RoomTypeCode: Code,
    RatePlanCode: Code,
    ...NightRange,
    BaseRate: v.pipe(
      OptionalPrice,
      v.description(
        'The price of the room for BaseNumberOfAdults; needed for a night that has no price yet.',
      ),
    ),
    BaseNumberOfAdults: v.optional(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1, 'At least one adult.'), v.maxValue(20))),
    ),
    CostPerRoom: OptionalPrice,
    CostPerAdult: v.pipe(OptionalPrice, v.description('Each adult beyond BaseNumberOfAdults.')),
    CostPerChild: OptionalPrice,
    CostPerInfant: OptionalPrice,
    PerPersonCostPerAdult: OptionalPrice,
    PerPersonCostPerChild: OptionalPrice,
    PerPersonCostPerInfant: OptionalPrice,
  }),
  v.description(
    'Prices of one room type and rate plan. A component left out keeps its value; on a night priced for the ' +
      'first time it is 0 (BaseNumberOfAdults: the room type’s).',
  ),
)
export type RateUpdate = v.InferOutput<typeof RateUpdate>

export const RestrictionUpdate = v.object({
  RoomTypeCode: Code,
  RatePlanCode: v.pipe(
    v.optional(v.nullable(Code)),
    v.description('One rate plan, or every rate plan of the room type when left out.'),
  ),
  ...NightRange,
  MinLengthOfStay: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'A minimum stay is at least one night.'),
    v.maxValue(60, 'A minimum stay is at most 60 nights.'),
    v.description('Nights a stay arriving on this night must last.'),
  ),
})
export type RestrictionUpdate = v.InferOutput<typeof RestrictionUpdate>

export const AvailabilityUpdateRequest = v.pipe(
  v.object({
    Inventory: v.optional(v.pipe(v.array(InventoryUpdate), v.maxLength(MAX_UPDATES))),
    Rates: v.optional(v.pipe(v.array(RateUpdate), v.maxLength(MAX_UPDATES))),
    Restrictions: v.optional(v.pipe(v.array(RestrictionUpdate), v.maxLength(MAX_UPDATES))),
  }),
  v.check(
    (r) => (r.Inventory?.length ?? 0) + (r.Rates?.length ?? 0) + (r.Restrictions?.length ?? 0) > 0,
    'Send at least one update (Inventory, Rates or Restrictions).',
  ),
  v.check(
    (r) => (r.Inventory?.length ?? 0) + (r.Rates?.length ?? 0) + (r.Restrictions?.length ?? 0) <= MAX_UPDATES,
    `At most ${MAX_UPDATES} updates can be sent at once.`,
  ),
  v.description('Bulk updates, applied all together or not at all.'),
)
export type AvailabilityUpdateRequest = v.InferOutput<typeof AvailabilityUpdateRequest>

export const AvailabilityUpdateResponse = v.object({
  Success: v.literal(true),
  NightsUpdated: v.object({
    Inventory: v.number(),
    Rates: v.number(),
    Restrictions: v.number(),
  }),
})
export type AvailabilityUpdateResponse = v.InferOutput<typeof AvailabilityUpdateResponse>

/** What a PMS maps its own codes to, and the nights it may update. */
export const PmsPropertyMapping = v.object({
  PropertyCode: v.string(),
  Name: v.string(),
  Currency: v.string(),
  TimeZone: v.string(),
  FirstNight: v.pipe(v.string(), v.description('Today at the hotel: the first night an update may name.')),
  LastNight: v.pipe(v.string(), v.description('The last night an update may name.')),
  RoomTypes: v.array(v.object({ Code: v.string(), Name: v.string(), Rooms: v.number() })),
  RatePlans: v.array(v.object({ Code: v.string(), Name: v.string() })),
})
export type PmsPropertyMapping = v.InferOutput<typeof PmsPropertyMapping>

/** POST /api/pms/properties/{code}/no-shows: the guest of a booking did not arrive (decision 0115). */
export const NoShowRequest = v.object({
  Reference: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'A booking reference is required.'),
    v.maxLength(40),
    v.description('The booking reference (ReferenceNumber) of the stay nobody arrived for.'),
  ),
})

export const NoShowResponse = v.object({
  Success: v.pipe(v.boolean(), v.description('False when the penalty was due and the card was refused.')),
  Reference: v.string(),
  Penalty: v.pipe(Money, v.description("What the rooms' no-show rules keep.")),
  Charged: v.pipe(Money, v.description('Taken from the saved card now: the penalty less what was paid.')),
  Message: v.nullable(v.string()),
  ...StayPaymentFields,
})
export type NoShowResponse = v.InferOutput<typeof NoShowResponse>
