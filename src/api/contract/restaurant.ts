import * as v from 'valibot'
import {
  IsoDate,
  OptionalId,
  OptionalText,
  PositiveInt,
  PropertyRef,
  QueryBool,
  QueryInt,
  RequiredText,
  TEXT_LIMITS,
} from './common'
import { Email, Phone } from './contact-fields'

/** GET /api/RestaurantBooking/Restaurants?propertyId */
export const RestaurantsQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
})
export const Restaurant = v.object({ Id: v.number(), Name: v.string() })
export type Restaurant = v.InferOutput<typeof Restaurant>
export const RestaurantList = v.array(Restaurant)
export type RestaurantList = v.InferOutput<typeof RestaurantList>

/** GET /api/RestaurantBooking/RestaurantSetup */
export const RestaurantSetupQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  restaurantId: QueryInt,
  date: IsoDate,
  isReservation: v.optional(QueryBool),
  identifier: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
export type RestaurantSetupQuery = v.InferOutput<typeof RestaurantSetupQuery>
export const RestaurantSetup = v.object({
  CurrencySymbol: v.string(),
  MinOnlinePartySize: v.number(),
  MaxOnlinePartySize: v.number(),
  NoAvailabilityText: v.string(),
})
export type RestaurantSetup = v.InferOutput<typeof RestaurantSetup>

/** GET /api/RestaurantBooking/Availability */
export const RestaurantAvailabilityQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  restaurantId: QueryInt,
  date: IsoDate,
  partySize: QueryInt,
  currencySymbol: v.optional(v.string()),
})
export type RestaurantAvailabilityQuery = v.InferOutput<typeof RestaurantAvailabilityQuery>
export const RestaurantPromotion = v.object({ Id: v.number(), Name: v.string(), Description: v.string() })
export const RestaurantSlot = v.object({
  /** 'HH:MM' local time. */
  Time: v.string(),
  IsLeaveTimeRequired: v.boolean(),
  Promotions: v.array(RestaurantPromotion),
  /** Tables still free at this time for a party of the asked size (a slot with none is not listed). */
  TablesLeft: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type RestaurantSlot = v.InferOutput<typeof RestaurantSlot>
export const RestaurantAvailability = v.array(RestaurantSlot)
export type RestaurantAvailability = v.InferOutput<typeof RestaurantAvailability>

/** POST /api/RestaurantBooking/Create — docs/product/restaurant-and-contact.md#what-is-kept "Restaurant booking payload". */
export const RestaurantBookingRequest = v.object({
  PropertyId: PropertyRef,
  RestaurantId: PositiveInt,
  RestaurantName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  VisitTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Please choose a time.')),
  VisitDate: IsoDate,
  PartySize: PositiveInt,
  SpecialRequests: OptionalText(TEXT_LIMITS.tableRequests),
  IsReservation: v.optional(v.boolean(), false),
  Identifier: RequiredText(TEXT_LIMITS.name, 'A name is required.'),
  PromotionId: OptionalId,
  Email,
  ContactNumber: Phone,
  IsLeaveTimeRequired: v.optional(v.boolean(), false),
})
export type RestaurantBookingRequest = v.InferOutput<typeof RestaurantBookingRequest>
export const RestaurantBookingResponse = v.object({
  Success: v.boolean(),
  BookingReference: v.nullable(v.string()),
  InfoMessage: v.nullable(v.string()),
})
export type RestaurantBookingResponse = v.InferOutput<typeof RestaurantBookingResponse>
