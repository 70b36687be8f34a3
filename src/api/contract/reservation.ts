import * as v from 'valibot'
import {
  BrowserData,
  CardDetails,
  INPUT_LIMITS,
  IsoDate,
  LanguageCode,
  Money,
  NonNegativeInt,
  OptionalId,
  OptionalText,
  PaymentTypeSchema,
  PositiveInt,
  PropertyRef,
  RequiredText,
  TEXT_LIMITS,
  TOO_MANY_ROOMS,
} from './common'
import { Email, Phone } from './contact-fields'
import { StayPaymentFields } from './stay-payments'

const Name = RequiredText(TEXT_LIMITS.name, 'This field is required.')

/** Booker as sent (docs/product/booking.md#what-is-kept "Booker … sent as"). */
export const BookerPayload = v.object({
  FirstName: Name,
  LastName: Name,
  Email,
  Phone,
  Street: RequiredText(TEXT_LIMITS.street, 'The street is required.'),
  City: OptionalText(TEXT_LIMITS.city),
  CountryId: PositiveInt,
  StateOrCounty: OptionalText(TEXT_LIMITS.city),
  OptInToReceiveUpdates: v.optional(v.boolean(), false),
  ZipCode: RequiredText(TEXT_LIMITS.zipCode, 'The post code is required.'),
})
export type BookerPayload = v.InferOutput<typeof BookerPayload>

// A room's lead guest says which name is missing: a booking of several rooms answers for each (docs/product/booking.md#rules).
export const LeadGuestPayload = v.object({
  FirstName: RequiredText(TEXT_LIMITS.name, "The lead guest's first name is required."),
  LastName: RequiredText(TEXT_LIMITS.name, "The lead guest's last name is required."),
  Email: v.optional(v.nullable(v.union([v.literal(''), Email]))),
  Phone: v.optional(v.nullable(v.union([v.literal(''), Phone]))),
})
export type LeadGuestPayload = v.InferOutput<typeof LeadGuestPayload>

export const ServicePayload = v.object({ ServiceId: PositiveInt, Quantity: PositiveInt })
export type ServicePayload = v.InferOutput<typeof ServicePayload>

/** A room as sent (docs/product/booking.md#what-is-kept "Room booking item … sent as"). TotalCost: accommodation + extras of this room. */
export const RoomBookingPayload = v.object({
  DateFrom: IsoDate,
  DateTo: IsoDate,
  RoomTypeId: PositiveInt,
  RoomConfigurationDropdownOptionId: OptionalId,
  RatePlanId: PositiveInt,
  /** The promo code whose promotion priced this room, if any. */
  Promotion: OptionalText(50),
  NumberOfAdults: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfChildren: v.pipe(NonNegativeInt, v.maxValue(20)),
  NumberOfInfants: v.pipe(NonNegativeInt, v.maxValue(20)),
  LeadGuest: LeadGuestPayload,
  Services: v.optional(
    v.pipe(
      v.array(ServicePayload),
      v.maxLength(INPUT_LIMITS.servicesPerRoom, 'Too many extras for one room.'),
    ),
    [],
  ),
  TotalCost: Money,
})
export type RoomBookingPayload = v.InferOutput<typeof RoomBookingPayload>

/**
 * A card kept on the logged-in guest's account (UserAccount.CreditCards[].CreditCardId), chosen instead of entering
 * one: the server charges it through the payment provider, which may still ask the guest's bank to confirm.
 */
export const StoredCardReference = v.strictObject({ CreditCardId: PositiveInt })
export type StoredCardReference = v.InferOutput<typeof StoredCardReference>

/** POST /api/Reservation/Create — docs/product/booking.md#what-is-kept "Booking create payload". */
export const CreateReservationRequest = v.object({
  LanguageCode: v.optional(LanguageCode, 'en'),
  IsAppBooking: v.optional(v.boolean(), false),
  PropertyId: PropertyRef,
  DateFrom: IsoDate,
  DateTo: IsoDate,
  Notes: OptionalText(TEXT_LIMITS.requests),
  Comment: OptionalText(TEXT_LIMITS.requests),
  Booker: BookerPayload,
  /** A card entered in the provider's fields (PaymentMethodId), or a stored one by CreditCardId. */
  CardDetails: v.optional(v.nullable(v.union([StoredCardReference, CardDetails]))),
  /** What is charged now (major units). */
  PaymentAmount: Money,
  PaymentType: PaymentTypeSchema,
  /** The company account for PayByCompanyInvoice. */
  AccountId: OptionalId,
  PONumber: OptionalText(50),
  /** The company's booking code the hotel gave its bookers: the proof that may bill it (decision 0097). */
  CompanyBookingCode: OptionalText(TEXT_LIMITS.code),
  PromoCode: OptionalText(50),
  HopGiftVoucherCode: OptionalText(50),
  Rooms: v.pipe(
    v.array(RoomBookingPayload),
    v.minLength(1, 'At least one room is required.'),
    v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS),
  ),
  BrowserData: v.optional(v.nullable(BrowserData)),
})
export type CreateReservationRequest = v.InferOutput<typeof CreateReservationRequest>

export const CreateReservationResponse = v.object({
  Success: v.boolean(),
  /** Unguessable token for the Status and Confirmation pages; null when Success is false. */
  ConfirmationToken: v.nullable(v.string()),
  ReferenceNumber: v.nullable(v.string()),
  Message: v.optional(v.nullable(v.string())),
  /**
   * Where the guest goes before the booking is confirmed: the bank's 3-D Secure challenge, or PayStack's page. The
   * app sends the browser there; it comes back to the Status page (or, cancelled on PayStack, to
   * Checkout/{token}). Absent or null when nothing more is needed.
   */
  RedirectUrl: v.optional(v.nullable(v.string())),
})
export type CreateReservationResponse = v.InferOutput<typeof CreateReservationResponse>

/** GET /api/Reservation/Status and /Confirmation: referenceNumber is the ConfirmationToken. */
export const ReservationLookupQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  referenceNumber: v.pipe(v.string(), v.minLength(1, 'A reference is required.'), v.maxLength(100)),
  languageCode: v.optional(LanguageCode, 'en'),
})
export type ReservationLookupQuery = v.InferOutput<typeof ReservationLookupQuery>

/** Booking status values are not shown in the spec: Pending while the payment settles, then Confirmed or Failed. */
export const ReservationStatusValue = v.picklist(['Pending', 'Confirmed', 'Failed'])
export type ReservationStatusValue = v.InferOutput<typeof ReservationStatusValue>

export const ReservationStatus = v.object({
  Status: ReservationStatusValue,
  ReferenceNumber: v.string(),
  Message: v.optional(v.nullable(v.string())),
  /** Pending on the guest's bank: where to pass its challenge (the same as Create's RedirectUrl). */
  RedirectUrl: v.optional(v.nullable(v.string())),
  /** Pending: when the rooms held for this booking go back on sale if the payment has not gone through (UTC). */
  HoldExpiresAt: v.optional(v.nullable(v.string())),
})
export type ReservationStatus = v.InferOutput<typeof ReservationStatus>

// ---------------------------------------------------------------- confirmation (fields not shown in the spec)

export const ConfirmationNight = v.object({ DateOfStay: IsoDate, RatePerNight: Money })
export type ConfirmationNight = v.InferOutput<typeof ConfirmationNight>

export const ConfirmationService = v.object({
  ServiceId: v.number(),
  ServiceName: v.string(),
  Quantity: v.number(),
  TotalCost: Money,
})
export type ConfirmationService = v.InferOutput<typeof ConfirmationService>

export const ConfirmationRoom = v.object({
  ReservationItemId: v.number(),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  RoomTypeId: v.number(),
  RoomTypeName: v.string(),
  RoomImageUrl: v.nullable(v.string()),
  RatePlanId: v.number(),
  RatePlanName: v.string(),
  /** The room's cancellation terms in words, with the free deadline's date and time (decision 0114). */
  CancellationPolicy: v.string(),
  /** The room's payment terms in words: what was taken at booking, what is charged when. */
  PaymentTerms: v.string(),
  RoomConfigurationName: v.nullable(v.string()),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  LeadGuest: v.object({ FirstName: v.string(), LastName: v.string() }),
  DailyRates: v.array(ConfirmationNight),
  Services: v.array(ConfirmationService),
  AccommodationCost: Money,
  ServicesCost: Money,
  TotalCost: Money,
})
export type ConfirmationRoom = v.InferOutput<typeof ConfirmationRoom>

export const ConfirmationTotals = v.object({
  Accommodation: Money,
  Services: Money,
  Discount: Money,
  VisitorLevy: Money,
  Vat: Money,
  /** True when VAT is included in the prices above (HARBOUR) rather than added (CLIFFTOP). */
  VatIncluded: v.boolean(),
  Total: Money,
  /** what has been paid and not given back (AmountPaid less AmountRefunded) */
  PaidNow: Money,
  /** the Balance */
  Outstanding: Money,
})
export type ConfirmationTotals = v.InferOutput<typeof ConfirmationTotals>

/** GET /api/Reservation/Confirmation — everything the confirmation page shows. */
export const ReservationConfirmation = v.object({
  ReferenceNumber: v.string(),
  ConfirmationToken: v.string(),
  /** Code (hash) for the manage-booking and pre-check-in links of this reservation. */
  Code: v.string(),
  Status: ReservationStatusValue,
  PropertyId: v.number(),
  PropertyCode: v.string(),
  PropertyName: v.string(),
  PropertyAddress: v.string(),
  PropertyEmail: v.string(),
  PropertyTelephone: v.string(),
  WebsiteUrl: v.nullable(v.string()),
  Currency: v.string(),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  Nights: v.number(),
  Rooms: v.array(ConfirmationRoom),
  Totals: ConfirmationTotals,
  ...StayPaymentFields,
  Booker: v.object({
    FirstName: v.string(),
    LastName: v.string(),
    Email: v.string(),
    Phone: v.string(),
    Street: v.string(),
    City: v.nullable(v.string()),
    ZipCode: v.string(),
    CountryId: v.number(),
    CountryName: v.nullable(v.string()),
  }),
  PaymentType: PaymentTypeSchema,
  CardBrand: v.nullable(v.string()),
  CardLastFour: v.nullable(v.string()),
  PromoCode: v.nullable(v.string()),
  HopGiftVoucherCode: v.nullable(v.string()),
  /** The invoiced company and purchase order of a PayByCompanyInvoice booking (null otherwise). */
  CompanyName: v.nullable(v.string()),
  PONumber: v.nullable(v.string()),
  Notes: v.nullable(v.string()),
  Comment: v.nullable(v.string()),
  CreatedAt: v.string(),
})
export type ReservationConfirmation = v.InferOutput<typeof ReservationConfirmation>

// ---------------------------------------------------------------- gift voucher

/** Room as sent to CheckVoucherCode: the same item as Create; extra fields are ignored. */
export const VoucherRoom = v.looseObject({ TotalCost: Money })
export const CheckVoucherCodeRequest = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  VoucherCode: v.pipe(v.string(), v.trim(), v.minLength(1, 'A voucher code is required.'), v.maxLength(50)),
  Rooms: v.optional(
    v.pipe(v.array(VoucherRoom), v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS)),
    [],
  ),
})
export type CheckVoucherCodeRequest = v.InferOutput<typeof CheckVoucherCodeRequest>

export const CheckVoucherCodeResponse = v.object({
  IsValid: v.boolean(),
  /** Discount granted for these rooms: min(balance, sum of TotalCost). */
  TotalDiscount: Money,
  Message: v.nullable(v.string()),
  ShowExperienceWarningMessage: v.boolean(),
})
export type CheckVoucherCodeResponse = v.InferOutput<typeof CheckVoucherCodeResponse>
