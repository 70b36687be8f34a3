import * as v from 'valibot'
import { IsoDate, LanguageCode, Money, QueryInt } from './common'

/** GET /api/Service/Get query. roomTypeId and ratePlanId are optional: without them every extra is listed. */
export const ServiceQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  roomTypeId: v.optional(QueryInt),
  ratePlanId: v.optional(QueryInt),
  dateOfArrival: IsoDate,
  dateOfDeparture: IsoDate,
  languageCode: v.optional(LanguageCode, 'en'),
})
export type ServiceQuery = v.InferOutput<typeof ServiceQuery>

export const ChargeType = v.picklist(['PerStay', 'PerDay', 'PerQuantity'])
export type ChargeType = v.InferOutput<typeof ChargeType>

export const ServiceArticle = v.object({ ArticleId: v.number(), Name: v.string(), Price: Money })
export type ServiceArticle = v.InferOutput<typeof ServiceArticle>

export const Service = v.object({
  ServiceId: v.number(),
  ServiceCode: v.string(),
  ServiceName: v.string(),
  ServiceDescription: v.string(),
  ImageUrl: v.nullable(v.string()),
  AllowEditOnBookingEngine: v.boolean(),
  /** Unit price in major units: per stay, per night or per item (ChargeType), per person if ChargePerPerson. */
  Price: Money,
  ChargeType,
  ChargePerPerson: v.boolean(),
  Articles: v.array(ServiceArticle),
  /** Largest quantity a guest may pick in one go (PerQuantity); 1 for the others. */
  Quantity: v.number(),
})
export type Service = v.InferOutput<typeof Service>

/**
 * Stock of an extra for the asked stay. StartingInventory is what is still free on the server over the stay
 * (the minimum over the nights), null for unlimited. ReservationItems is always [] from the server: the app adds
 * the basket's own uses (available = StartingInventory − sum of ReservationItems' quantities, docs/product/booking.md#what-is-kept).
 */
export const ServiceInventory = v.object({
  ServiceId: v.number(),
  StartingInventory: v.nullable(v.number()),
  ReservationItems: v.array(
    v.object({ ReservationItemId: v.union([v.number(), v.string()]), Quantity: v.number() }),
  ),
})
export type ServiceInventory = v.InferOutput<typeof ServiceInventory>

export const ServiceListResponse = v.object({
  Services: v.array(Service),
  InventoryPerServiceId: v.record(v.string(), ServiceInventory),
})
export type ServiceListResponse = v.InferOutput<typeof ServiceListResponse>

/**
 * GET /api/Service/GetReservationItemServices?propertyId&reservationItemId&languageCode — plus referenceNumber
 * and code (the reservation's link hash): a bare item id is guessable (our addition; the spec shows no access).
 */
export const ReservationItemServicesQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  reservationItemId: QueryInt,
  referenceNumber: v.pipe(v.string(), v.minLength(1, 'A reference is required.')),
  code: v.pipe(v.string(), v.minLength(1, 'The link code is required.')),
  languageCode: v.optional(LanguageCode, 'en'),
})
export type ReservationItemServicesQuery = v.InferOutput<typeof ReservationItemServicesQuery>

export const ReservationItemService = v.object({
  ReservationItemId: v.number(),
  ServiceId: v.number(),
  Service,
  Quantity: v.number(),
  TotalCost: Money,
})
export type ReservationItemService = v.InferOutput<typeof ReservationItemService>
export const ReservationItemServices = v.array(ReservationItemService)
export type ReservationItemServices = v.InferOutput<typeof ReservationItemServices>
