import * as v from 'valibot'
import { VisitorLevyRule } from './book-config'
import {
  INPUT_LIMITS,
  IsoDate,
  LanguageCode,
  Money,
  NonNegativeInt,
  OptionalId,
  PropertyRef,
  QueryInt,
  TOO_MANY_ROOMS,
} from './common'

// ---------------------------------------------------------------- GET /api/Availability

/** A head count in the calendar's query: a whole number no larger than a room's guests may be. */
const QueryGuests = v.pipe(QueryInt, v.maxValue(INPUT_LIMITS.guestsPerRoom, 'Too many guests for one room.'))

/**
 * Query of GET /api/Availability (propertyId may be the numeric id or the property code). With `adults` (and
 * optionally `children`, `infants`) the day prices are for that party, among room types and rates that take it
 * (docs/product/search.md#calls); without, for each rate's base number of adults.
 */
export const AvailabilityQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  fromDate: IsoDate,
  toDate: IsoDate,
  languageCode: v.optional(LanguageCode, 'en'),
  adults: v.optional(QueryGuests),
  children: v.optional(QueryGuests),
  infants: v.optional(QueryGuests),
})
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuery>

/** One minimum-stay band of a day: the lowest price of one night among rate plans with that minimum stay. */
export const AvailabilityDayRate = v.object({ MinLengthOfStay: v.nullable(v.number()), MinimumRate: Money })
export type AvailabilityDayRate = v.InferOutput<typeof AvailabilityDayRate>

export const AvailabilityDay = v.object({
  DateOfStay: IsoDate,
  /** Sum over room types of the rooms still free that night. */
  AvailableRooms: NonNegativeInt,
  /** May be empty (no sellable rate that night). */
  Rates: v.array(AvailabilityDayRate),
})
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDay>
export const AvailabilityDays = v.array(AvailabilityDay)
export type AvailabilityDays = v.InferOutput<typeof AvailabilityDays>

// ---------------------------------------------------------------- POST /api/Availability/Search

export const SearchRoom = v.object({
  NumberOfAdults: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfChildren: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfInfants: v.pipe(NonNegativeInt, v.maxValue(20)),
})
export type SearchRoom = v.InferOutput<typeof SearchRoom>

export const SearchRequest = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  PromoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  RatePlanCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  /** Not in the spec's list but answered by the result's HopGiftVoucherCode fields. */
  HopGiftVoucherCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  LocationId: OptionalId,
  Rooms: v.pipe(
    v.array(SearchRoom),
    v.minLength(1, 'At least one room is required.'),
    v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS),
  ),
})
export type SearchRequest = v.InferOutput<typeof SearchRequest>

/**
 * One night of a rate plan, all money in major units. The Original… variants are the undiscounted price
 * (equal to the plain ones when no promotion applies).
 */
export const DailyRate = v.object({
  DateOfStay: IsoDate,
  BaseRate: Money,
  BaseNumberOfAdults: NonNegativeInt,
  CostPerRoom: Money,
  CostPerAdult: Money,
  CostPerChild: Money,
  CostPerInfant: Money,
  PerPersonCostPerAdult: Money,
  PerPersonCostPerChild: Money,
  PerPersonCostPerInfant: Money,
  OriginalBaseRate: Money,
  OriginalCostPerRoom: Money,
  OriginalCostPerAdult: Money,
  OriginalCostPerChild: Money,
  OriginalCostPerInfant: Money,
  OriginalPerPersonCostPerAdult: Money,
  OriginalPerPersonCostPerChild: Money,
  OriginalPerPersonCostPerInfant: Money,
})
export type DailyRate = v.InferOutput<typeof DailyRate>

export const AutomaticPaymentType = v.picklist(['None', 'TimeOfBooking', 'DaysBeforeArrival'])
export type AutomaticPaymentType = v.InferOutput<typeof AutomaticPaymentType>

export const PaymentPolicyConfiguration = v.object({
  AutomaticPaymentType,
  PercentageToCharge: v.number(),
  DaysBeforeArrival: v.nullable(v.number()),
})
export type PaymentPolicyConfiguration = v.InferOutput<typeof PaymentPolicyConfiguration>

/** What a cancellation keeps after the free deadline, or a no-show: nothing, N nights, a percentage, an amount, all. */
export const CancellationPenalty = v.variant('Kind', [
  v.strictObject({ Kind: v.literal('None') }),
  v.strictObject({
    Kind: v.literal('Nights'),
    Nights: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  }),
  v.strictObject({
    Kind: v.literal('Percentage'),
    Percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  /** A fixed amount in major units, never more than the stay's price. */
  v.strictObject({ Kind: v.literal('Amount'), Amount: v.pipe(Money, v.minValue(0)) }),
  v.strictObject({ Kind: v.literal('Full') }),
])
export type CancellationPenalty = v.InferOutput<typeof CancellationPenalty>

/**
 * The cancellation policy as rules (decision 0114): the CancellationPolicy text is generated from them. Free
 * until FreeUntilHoursBeforeArrival hours before check-in time (14:00, hotel time) on the arrival day (null:
 * never free); after that LateCancellation is kept; NoShow when nobody arrives. Refundable false: nothing paid
 * ever comes back.
 */
export const CancellationRules = v.strictObject({
  Refundable: v.boolean(),
  FreeUntilHoursBeforeArrival: v.nullable(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 365)),
  ),
  LateCancellation: CancellationPenalty,
  NoShow: CancellationPenalty,
})
export type CancellationRules = v.InferOutput<typeof CancellationRules>

/** One step of a deposit schedule: Percentage of the price at booking (DaysBeforeArrival null) or N days before. */
export const PaymentInstalmentRule = v.strictObject({
  Percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  DaysBeforeArrival: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365))),
})
export type PaymentInstalmentRule = v.InferOutput<typeof PaymentInstalmentRule>

/** A deposit schedule: its steps add up to at most 100 %; what they leave is paid at the hotel. */
export const PaymentSchedule = v.pipe(
  v.array(PaymentInstalmentRule),
  v.maxLength(10),
  v.check(
    (steps) => steps.reduce((sum, s) => sum + s.Percentage, 0) <= 100,
    'The instalments add up to more than 100 %.',
  ),
)
export type PaymentSchedule = v.InferOutput<typeof PaymentSchedule>

export const RatePlanPolicy = v.object({
  Name: v.string(),
  /** The payment terms in words (generated from the schedule when the stay is known). */
  Description: v.string(),
  /** The cancellation terms in words, generated from CancellationRules (absolute dates once the arrival is known). */
  CancellationPolicy: v.string(),
  PaymentPolicyConfiguration,
  CancellationRules,
  /** A deposit schedule; null: PaymentPolicyConfiguration says what is due when. */
  PaymentSchedule: v.nullable(PaymentSchedule),
  /** Breakfast is part of the price (Rooms & Rates filters on it); left out: it is not. */
  BreakfastIncluded: v.optional(v.boolean()),
})
export type RatePlanPolicy = v.InferOutput<typeof RatePlanPolicy>

/** A promotion applied to a rate plan (from a promo code). */
export const Promotion = v.object({
  PromotionId: v.number(),
  Code: v.string(),
  Name: v.string(),
  DiscountPercentage: v.number(),
})
export type Promotion = v.InferOutput<typeof Promotion>

export const RatePlanOption = v.object({
  RatePlanId: v.number(),
  RatePlanCode: v.string(),
  RatePlanName: v.string(),
  RatePlanDescription: v.string(),
  Details: v.array(v.string()),
  Policy: RatePlanPolicy,
  Tags: v.array(v.string()),
  CanPayByCompanyInvoice: v.boolean(),
  UseOccupancyForRatePlan: v.boolean(),
  MinimumOccupancy: v.number(),
  MaximumOccupancy: v.number(),
  AdultMaximumOccupancy: v.number(),
  ChildMaximumOccupancy: v.number(),
  /** The minimum stay of this rate for the searched arrival day (already met by the searched stay). */
  MinLengthOfStay: v.number(),
  Promotion: v.nullable(Promotion),
  DailyRates: v.array(DailyRate),
})
export type RatePlanOption = v.InferOutput<typeof RatePlanOption>

/**
 * A rate plan the upgrade room type sells for the same stay. Its prices are not repeated here: an upgrade is
 * listed only when its room type is itself offered in the same answer (SearchResult.RoomTypes), whose Rates carry
 * the full option with every night's price. (Repeating them made a 3-night answer ~2.5 times larger.)
 */
export const UpgradeRate = v.object({ RatePlanId: v.number() })
export type UpgradeRate = v.InferOutput<typeof UpgradeRate>

/** An upgrade target of a room type and the rate plans it has for the stay. */
export const RoomTypeUpgrade = v.object({ RoomTypeId: v.number(), AvailableRates: v.array(UpgradeRate) })
export type RoomTypeUpgrade = v.InferOutput<typeof RoomTypeUpgrade>

/** A picture of the room type and what it shows, in the guest's language (decision 0141). */
export const RoomImage = v.object({ Url: v.string(), Alt: v.string() })
export type RoomImage = v.InferOutput<typeof RoomImage>

/** What the room is like, as the property file says it; each part null (or empty) when the hotel does not say. */
export const RoomFacts = v.object({
  /** Floor area in square metres. */
  SizeSquareMetres: v.nullable(v.number()),
  /** The beds, in the hotel's words ("1 double bed"). */
  Beds: v.nullable(v.string()),
  View: v.nullable(v.string()),
  Accessibility: v.array(v.string()),
})
export type RoomFacts = v.InferOutput<typeof RoomFacts>

export const RoomType = v.object({
  RoomTypeId: v.number(),
  RoomTypeCode: v.string(),
  Name: v.string(),
  Description: v.string(),
  /** The room's picture: the first of Images when the hotel gives a gallery. */
  ImageUrl: v.nullable(v.string()),
  /** Every picture of the room type, in order (decision 0141); left out by older servers. */
  Images: v.optional(v.array(RoomImage)),
  Facts: v.optional(v.nullable(RoomFacts)),
  Amenities: v.array(v.string()),
  MaximumOccupancy: v.number(),
  MinimumOccupancy: v.number(),
  AdultMaximumOccupancy: v.number(),
  ChildMaximumOccupancy: v.number(),
  Upgrades: v.array(RoomTypeUpgrade),
})
export type RoomType = v.InferOutput<typeof RoomType>

export const RoomTypeOffer = v.object({
  RoomType,
  Rates: v.array(RatePlanOption),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  /** Lowest stay total over the rates for the first searched room's occupancy; -1 when none. */
  LowestRate: v.number(),
  OriginalLowestRate: v.number(),
})
export type RoomTypeOffer = v.InferOutput<typeof RoomTypeOffer>

export const SearchResult = v.object({
  RoomTypes: v.array(RoomTypeOffer),
  /** Rooms free on every night of the stay (minimum over the nights), keyed by RoomTypeId. */
  NumberOfRoomsPerRoomTypeId: v.record(v.string(), v.number()),
  PromoCodeMessage: v.nullable(v.string()),
  IsPromoCodeValid: v.boolean(),
  HopGiftVoucherCodeMessage: v.nullable(v.string()),
  IsHopGiftVoucherCodeValid: v.boolean(),
  VisitorLevy: v.nullable(VisitorLevyRule),
})
export type SearchResult = v.InferOutput<typeof SearchResult>

// ---------------------------------------------------------------- promo codes

/** POST /api/Availability/CheckPromoCode (lower-case names as in docs/product/search.md#calls). */
export const CheckPromoCodeRequest = v.object({
  propertyId: PropertyRef,
  promoCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'A promo code is required.'), v.maxLength(50)),
})
export type CheckPromoCodeRequest = v.InferOutput<typeof CheckPromoCodeRequest>

export const CheckPromoCodeGroupRequest = v.object({
  propertyGroupId: PropertyRef,
  promoCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'A promo code is required.'), v.maxLength(50)),
})
export type CheckPromoCodeGroupRequest = v.InferOutput<typeof CheckPromoCodeGroupRequest>

export const CheckPromoCodeResponse = v.object({
  IsValid: v.boolean(),
  Message: v.nullable(v.string()),
  Promotion: v.nullable(Promotion),
})
export type CheckPromoCodeResponse = v.InferOutput<typeof CheckPromoCodeResponse>

// ---------------------------------------------------------------- group search (payloads not shown in the spec)

/** POST /api/Availability/SearchPropertyGroup — the same search over every property of a group (or one area). */
export const GroupSearchRequest = v.object({
  PropertyGroupId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  PromoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  AreaId: OptionalId,
  DateFrom: IsoDate,
  DateTo: IsoDate,
  Rooms: v.pipe(
    v.array(SearchRoom),
    v.minLength(1, 'At least one room is required.'),
    v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS),
  ),
})
export type GroupSearchRequest = v.InferOutput<typeof GroupSearchRequest>

/** One property's answer; prices are in that property's Currency (a group may mix currencies). */
export const GroupPropertyOffer = v.object({
  PropertyId: v.number(),
  PropertyCode: v.string(),
  PropertyName: v.string(),
  AreaId: v.nullable(v.number()),
  AreaName: v.nullable(v.string()),
  Currency: v.string(),
  PropertyImageUrl: v.nullable(v.string()),
  /** A map of where the hotel is (OpenStreetMap, decision 0141). */
  MapUrl: v.optional(v.nullable(v.string())),
  HotelRating: v.nullable(v.number()),
  IsAvailable: v.boolean(),
  NumberOfRoomTypes: v.number(),
  /** Lowest stay total for the first room's occupancy; -1 when nothing is available. */
  LowestRate: v.number(),
  OriginalLowestRate: v.number(),
  Message: v.nullable(v.string()),
})
export type GroupPropertyOffer = v.InferOutput<typeof GroupPropertyOffer>

export const GroupSearchResult = v.object({
  Properties: v.array(GroupPropertyOffer),
  PromoCodeMessage: v.nullable(v.string()),
  IsPromoCodeValid: v.boolean(),
})
export type GroupSearchResult = v.InferOutput<typeof GroupSearchResult>

/** POST /api/Availability/SearchPropertyGroupAreaAvailability — the group calendar (both dates inclusive). */
export const GroupAreaAvailabilityRequest = v.object({
  PropertyGroupId: PropertyRef,
  AreaId: OptionalId,
  FromDate: IsoDate,
  ToDate: IsoDate,
})
export type GroupAreaAvailabilityRequest = v.InferOutput<typeof GroupAreaAvailabilityRequest>

export const GroupAreaAvailabilityDay = v.object({
  DateOfStay: IsoDate,
  AvailableRooms: NonNegativeInt,
  /** Properties with at least one room that night. */
  AvailablePropertyIds: v.array(v.number()),
})
export type GroupAreaAvailabilityDay = v.InferOutput<typeof GroupAreaAvailabilityDay>
export const GroupAreaAvailability = v.array(GroupAreaAvailabilityDay)
export type GroupAreaAvailability = v.InferOutput<typeof GroupAreaAvailability>
