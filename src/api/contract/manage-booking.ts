/**
 * Manage booking (docs/product/after-booking.md#calls) and the reservation shape it shares with pre-check-in (docs/product/after-booking.md#what-is-kept "Reservation (pre-check-in
 * and manage)"). Access is reference number + code (the HMAC hash from the confirmation / e-mail), or reservation
 * number + guest name for the search. Calls after the search carry ReferenceNumber + Code as well, because the
 * bare ReservationId is guessable (not shown in the spec; our design).
 *
 * Optimistic concurrency: a reservation has a Version; Update sends the Version it was based on and a stale one is a
 * 409 (the app shows the conflict and never overwrites silently — docs/architecture.md#data-flow, step 4).
 */
import * as v from 'valibot'
import { DailyRate, RatePlanPolicy } from './availability'
import {
  CardDetails,
  INPUT_LIMITS,
  IsoDate,
  LanguageCode,
  Money,
  NonNegativeInt,
  OptionalId,
  OptionalText,
  PositiveInt,
  PropertyRef,
  QueryInt,
  RequiredText,
  TEXT_LIMITS,
  TOO_MANY_ROOMS,
} from './common'
import { Email, Phone } from './contact-fields'
import { RequiredFieldsSetting } from './required-fields'
import { ServicePayload } from './reservation'
import { StayPaymentFields } from './stay-payments'
import { ChargeType } from './service'

export const ReservationGuest = v.object({
  IndividualId: v.number(),
  FirstName: v.string(),
  LastName: v.string(),
  Email: v.nullable(v.string()),
  Phone: v.nullable(v.string()),
})
export type ReservationGuest = v.InferOutput<typeof ReservationGuest>

export const ReservationServiceLine = v.object({
  ReservationItemId: v.number(),
  ServiceId: v.number(),
  ServiceName: v.string(),
  Quantity: v.number(),
  TotalCost: Money,
  AllowEditOnBookingEngine: v.boolean(),
  /** The extra's unit price today, so the app can re-price the line for new dates or guests (as the server does). */
  Price: Money,
  ChargeType,
  ChargePerPerson: v.boolean(),
})
export type ReservationServiceLine = v.InferOutput<typeof ReservationServiceLine>

export const ReservationItem = v.object({
  ReservationItemId: v.number(),
  DateOfArrival: IsoDate,
  DateOfDeparture: IsoDate,
  RoomTypeId: v.number(),
  RoomTypeName: v.string(),
  RatePlanId: v.number(),
  RatePlanName: v.string(),
  /** The promo code this room was booked with; it keeps applying when the room is changed. */
  PromoCode: v.nullable(v.string()),
  Policy: RatePlanPolicy,
  RoomConfiguration: v.nullable(v.object({ Id: v.number(), Name: v.string() })),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  Guests: v.array(ReservationGuest),
  Services: v.array(ReservationServiceLine),
  DailyRates: v.array(v.object({ DateOfStay: IsoDate, RatePerNight: Money })),
  /** The room itself over its nights; TotalCost adds its extras. */
  AccommodationCost: Money,
  TotalCost: Money,
  CanBeEdited: v.boolean(),
  CanBeCancelled: v.boolean(),
  IsCancelled: v.boolean(),
})
export type ReservationItem = v.InferOutput<typeof ReservationItem>

export const ReservationBooker = v.object({
  IndividualId: v.number(),
  FirstName: v.string(),
  LastName: v.string(),
  Email: v.string(),
  Phone: v.string(),
  Street: v.string(),
  City: v.nullable(v.string()),
  StateOrCounty: v.nullable(v.string()),
  ZipCode: v.string(),
  CountryId: v.number(),
})
export type ReservationBooker = v.InferOutput<typeof ReservationBooker>

export const ManagedReservation = v.object({
  PropertyId: v.number(),
  ReservationId: v.number(),
  ReferenceNumber: v.string(),
  ReservationNumber: v.string(),
  IsReservation: v.boolean(),
  EntityId: v.number(),
  Code: v.string(),
  Version: v.number(),
  Currency: v.string(),
  SpecialRequests: v.nullable(v.string()),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  CreditCards: v.array(
    v.object({ CardType: v.string(), LastFour: v.string(), ExpiryMonth: v.number(), ExpiryYear: v.number() }),
  ),
  Booker: v.nullable(ReservationBooker),
  Company: v.nullable(v.object({ Name: v.string(), AccountId: v.number() })),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  CanBeEdited: v.boolean(),
  CanBeCancelled: v.boolean(),
  IsCancelled: v.boolean(),
  TotalAccommodation: Money,
  TotalServices: Money,
  TotalVat: Money,
  VisitorLevy: Money,
  Discount: Money,
  TotalCost: Money,
  ...StayPaymentFields,
  LocationName: v.nullable(v.string()),
  /** 'HH:MM' as given at pre-check-in. */
  EstimatedArrivalTime: v.nullable(v.string()),
  /** When online pre-check-in was last saved (ISO timestamp), or null. */
  PreCheckInCompletedAt: v.nullable(v.string()),
  ReservationItems: v.array(ReservationItem),
})
export type ManagedReservation = v.InferOutput<typeof ManagedReservation>

/** GET /api/ManageBooking/Config/{id} (fields not shown in the spec). */
export const ManageBookingConfig = v.object({
  AllowEditGuestDetails: v.boolean(),
  AllowChangeDates: v.boolean(),
  AllowChangeRooms: v.boolean(),
  AllowManageExtras: v.boolean(),
  AllowCancel: v.boolean(),
  CancellationReasonRequired: v.boolean(),
  /** No changes or cancellation online within this many hours before arrival (from 14:00 on the arrival day). */
  ChangeCutOffHours: v.number(),
  /** The property's required booker and guest details (decision 0090), as in its book config. */
  RequiredFields: RequiredFieldsSetting,
})
export type ManageBookingConfig = v.InferOutput<typeof ManageBookingConfig>

/** POST /api/ManageBooking/Search — parameters in the query string (docs/product/after-booking.md#calls). Either hash or guestName. */
export const ManageSearchQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  reservationNumber: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'A reservation number is required.'),
    v.maxLength(40),
  ),
  guestName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  hash: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
export type ManageSearchQuery = v.InferOutput<typeof ManageSearchQuery>

export const ManageSearchResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(ManagedReservation),
})
export type ManageSearchResponse = v.InferOutput<typeof ManageSearchResponse>

/** Access to one reservation after the search. */
const Access = {
  PropertyId: PropertyRef,
  ReferenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  Code: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
}

/** GET /api/ManageBooking/UpgradeOptions?propertyId&reservationId&referenceNumber&code */
export const UpgradeOptionsQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1)),
  reservationId: QueryInt,
  referenceNumber: v.pipe(v.string(), v.minLength(1)),
  code: v.pipe(v.string(), v.minLength(1)),
})
export const UpgradeOption = v.object({
  ReservationItemId: v.number(),
  RoomTypeId: v.number(),
  RoomTypeName: v.string(),
  RatePlanId: v.number(),
  DailyRates: v.array(DailyRate),
  TotalUpgradeCost: Money,
  CostDifference: Money,
})
export type UpgradeOption = v.InferOutput<typeof UpgradeOption>
export const UpgradeOptionList = v.array(UpgradeOption)

/** POST /api/ManageBooking/SearchDateOptions */
export const SearchDateOptionsRequest = v.object({
  ...Access,
  DateFrom: IsoDate,
  DateTo: IsoDate,
  ReservationItemIds: v.pipe(
    v.array(PositiveInt),
    v.minLength(1, 'Choose at least one room.'),
    v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS),
  ),
})
export type SearchDateOptionsRequest = v.InferOutput<typeof SearchDateOptionsRequest>
export const ReservationItemRateRow = v.object({
  ReservationItemId: v.number(),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  IsAvailable: v.boolean(),
  DailyRates: v.array(v.object({ DateOfStay: IsoDate, RatePerNight: Money })),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  /** The room on the new dates. */
  AccommodationCost: Money,
  /** Its extras re-priced for the new nights. */
  ServicesCost: Money,
  /** AccommodationCost + ServicesCost: the room's TotalCost to send with Update. */
  TotalCost: Money,
  /** TotalCost minus what the room costs now. */
  CostDifference: Money,
})
export type ReservationItemRateRow = v.InferOutput<typeof ReservationItemRateRow>
export const SearchDateOptionsResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  ReservationItemRateRows: v.array(ReservationItemRateRow),
})
export type SearchDateOptionsResponse = v.InferOutput<typeof SearchDateOptionsResponse>

/** POST /api/ManageBooking/Cancel — the whole booking. */
export const CancelRequest = v.object({
  ...Access,
  ReservationId: PositiveInt,
  CancellationReasonId: OptionalId,
})
export type CancelRequest = v.InferOutput<typeof CancelRequest>

export const ManageActionResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(ManagedReservation),
})
export type ManageActionResponse = v.InferOutput<typeof ManageActionResponse>

export const GuestPayload = v.object({
  IndividualId: OptionalId,
  FirstName: RequiredText(TEXT_LIMITS.name, 'First name is required.'),
  LastName: RequiredText(TEXT_LIMITS.name, 'Last name is required.'),
  Email: v.optional(v.nullable(v.union([v.literal(''), Email]))),
  Phone: v.optional(v.nullable(v.union([v.literal(''), Phone]))),
})
export type GuestPayload = v.InferOutput<typeof GuestPayload>

export const BookerUpdate = v.object({
  FirstName: RequiredText(TEXT_LIMITS.name, 'First name is required.'),
  LastName: RequiredText(TEXT_LIMITS.name, 'Last name is required.'),
  Email,
  Phone,
  Street: RequiredText(TEXT_LIMITS.street, 'The street is required.'),
  City: OptionalText(TEXT_LIMITS.city),
  StateOrCounty: OptionalText(TEXT_LIMITS.city),
  ZipCode: RequiredText(TEXT_LIMITS.zipCode, 'The post code is required.'),
  CountryId: PositiveInt,
})
export type BookerUpdate = v.InferOutput<typeof BookerUpdate>

/** A room as changed in manage: new dates, room type, rate plan, occupancy, guests and extras. */
export const ItemUpdate = v.object({
  ReservationItemId: PositiveInt,
  DateFrom: IsoDate,
  DateTo: IsoDate,
  RoomTypeId: PositiveInt,
  RatePlanId: PositiveInt,
  NumberOfAdults: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfChildren: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfInfants: v.pipe(NonNegativeInt, v.maxValue(20)),
  Guests: v.pipe(
    v.array(GuestPayload),
    v.maxLength(INPUT_LIMITS.guestsPerRoom, 'Too many guests for one room.'),
  ),
  Services: v.optional(
    v.pipe(
      v.array(ServicePayload),
      v.maxLength(INPUT_LIMITS.servicesPerRoom, 'Too many extras for one room.'),
    ),
  ),
  /** What the app showed for this room after the change (accommodation + extras); re-priced and checked. */
  TotalCost: Money,
})
export type ItemUpdate = v.InferOutput<typeof ItemUpdate>

export const RoomCancellation = v.object({
  ReservationItemId: PositiveInt,
  CancellationReasonId: OptionalId,
})

/**
 * A room added in manage (docs/product/after-booking.md#steps: "New rooms added in manage get placeholder guests named New Guest, one per
 * adult"). Guests may be left empty: the server then writes the placeholders itself.
 */
export const NewRoom = v.object({
  DateFrom: IsoDate,
  DateTo: IsoDate,
  RoomTypeId: PositiveInt,
  RatePlanId: PositiveInt,
  NumberOfAdults: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfChildren: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfInfants: v.pipe(NonNegativeInt, v.maxValue(20)),
  Guests: v.optional(
    v.pipe(v.array(GuestPayload), v.maxLength(INPUT_LIMITS.guestsPerRoom, 'Too many guests for one room.')),
    [],
  ),
  Services: v.optional(
    v.pipe(
      v.array(ServicePayload),
      v.maxLength(INPUT_LIMITS.servicesPerRoom, 'Too many extras for one room.'),
    ),
    [],
  ),
  /** Accommodation + extras as the app showed them; re-priced and checked. */
  TotalCost: Money,
})
export type NewRoom = v.InferOutput<typeof NewRoom>

/** POST /api/ManageBooking/Update — "reservation payload with RoomsToCancel". */
export const ManageUpdateRequest = v.object({
  ...Access,
  LanguageCode: v.optional(LanguageCode, 'en'),
  Version: PositiveInt,
  SpecialRequests: OptionalText(TEXT_LIMITS.requests),
  Booker: v.optional(v.nullable(BookerUpdate)),
  ReservationItems: v.optional(
    v.pipe(v.array(ItemUpdate), v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS)),
    [],
  ),
  RoomsToAdd: v.optional(
    v.pipe(v.array(NewRoom), v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS)),
    [],
  ),
  RoomsToCancel: v.optional(
    v.pipe(v.array(RoomCancellation), v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS)),
    [],
  ),
})
export type ManageUpdateRequest = v.InferOutput<typeof ManageUpdateRequest>

/**
 * POST /api/ManageBooking/UpdateCard and /api/PreCheckIn/SaveCard (not shown in the spec; our design): the card
 * that guarantees the stay, replaced or added. Sent on its own and only online. The card is the payment provider's
 * reference (decision 0113); the server saves it for off-session use with the provider and keeps brand, last four,
 * expiry and the reference. SetupId instead: the guest is back from the bank's challenge of that save.
 */
export const CardUpdateRequest = v.object({
  ...Access,
  LanguageCode: v.optional(LanguageCode, 'en'),
  CardDetails: v.optional(v.nullable(CardDetails)),
  SetupId: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{3,100}$/, 'This card saving is not known.'))),
  ),
})
export type CardUpdateRequest = v.InferOutput<typeof CardUpdateRequest>

export const StoredCardSummary = v.object({
  CardType: v.string(),
  LastFour: v.string(),
  ExpiryMonth: v.number(),
  ExpiryYear: v.number(),
})
export type StoredCardSummary = v.InferOutput<typeof StoredCardSummary>

export const CardUpdateResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Card: v.nullable(StoredCardSummary),
  /** The bank wants the guest to confirm the card first: its challenge, which comes back to the same page. */
  RedirectUrl: v.optional(v.nullable(v.string())),
})
export type CardUpdateResponse = v.InferOutput<typeof CardUpdateResponse>
