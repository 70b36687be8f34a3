/** Pre-check-in (docs/product/after-booking.md#calls). Access is reference number + code (hash) from the link /PreCheckIn/{code}/{ref}/{hash}. */
import * as v from 'valibot'
import {
  BrowserData,
  CardDetails,
  INPUT_LIMITS,
  LanguageCode,
  Money,
  PositiveInt,
  PropertyRef,
  TEXT_LIMITS,
  TOO_MANY_ROOMS,
} from './common'
import { BookerUpdate, GuestPayload, ManagedReservation } from './manage-booking'
import { ServicePayload } from './reservation'
import { GuestRegistrationPayload, RegistrationRule } from './registration'
import { RequiredFieldsSetting } from './required-fields'

/** GET /api/PreCheckIn/Config/{id} (fields not shown in the spec). */
export const PreCheckInConfig = v.object({
  Enabled: v.boolean(),
  /** The booker's street, post code and country are asked for (docs/product/after-booking.md#rules address details). */
  RequireAddress: v.boolean(),
  AskEstimatedArrivalTime: v.boolean(),
  /** The PaymentDetails step is offered: a card to guarantee the stay and settle extras at departure. */
  AskForCard: v.boolean(),
  /** Extras can be added during pre-check-in. */
  OfferExtras: v.boolean(),
  IntroText: v.string(),
  /** The property's required booker and guest details (decision 0090), as in its book config. */
  RequiredFields: RequiredFieldsSetting,
  /** The hotel takes what is still to pay of the stay at pre-check-in (PayBalance; decision 0115). */
  CollectBalance: v.optional(v.boolean(), false),
  /** What the hotel's registration card asks of each adult, by nationality (decision 0144); null: nothing. */
  Registration: v.optional(v.nullable(RegistrationRule), null),
})
export type PreCheckInConfig = v.InferOutput<typeof PreCheckInConfig>

export const PreCheckInQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  referenceNumber: v.pipe(v.string(), v.minLength(1, 'A reference is required.'), v.maxLength(40)),
  hash: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
})
export type PreCheckInQuery = v.InferOutput<typeof PreCheckInQuery>

/**
 * docs/product/after-booking.md#errors: a response with Message, Success and Title shows a badge (positive if Success, else warning).
 * Reservation is null when there is nothing to check in (cancelled, stay over).
 */
export const PreCheckInResponse = v.object({
  Success: v.boolean(),
  Title: v.nullable(v.string()),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(ManagedReservation),
})
export type PreCheckInResponse = v.InferOutput<typeof PreCheckInResponse>

/** One room at pre-check-in: its guests, and extras added now (new lines only; booked ones stay as they are). */
export const PreCheckInRoom = v.object({
  ReservationItemId: PositiveInt,
  Guests: v.pipe(
    v.array(GuestPayload),
    v.minLength(1, 'Every room needs at least one guest.'),
    v.maxLength(INPUT_LIMITS.guestsPerRoom, 'Too many guests for one room.'),
  ),
  AddServices: v.optional(
    v.pipe(
      v.array(ServicePayload),
      v.maxLength(INPUT_LIMITS.servicesPerRoom, 'Too many extras for one room.'),
    ),
    [],
  ),
  /** What the app showed for the added extras of this room; re-priced and checked. */
  AddServicesCost: v.optional(Money, 0),
  /** Each guest's registration, in the order of Guests (decision 0144); never echoed back to the app. */
  Registrations: v.optional(
    v.pipe(
      v.array(v.nullable(GuestRegistrationPayload)),
      v.maxLength(INPUT_LIMITS.guestsPerRoom, 'Too many guests for one room.'),
    ),
    [],
  ),
})
export type PreCheckInRoom = v.InferOutput<typeof PreCheckInRoom>

/** POST /api/PreCheckIn/Save — "reservation payload with Code": booker, guests per room, requests. */
export const PreCheckInSaveRequest = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  ReferenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  Code: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
  Version: PositiveInt,
  SpecialRequests: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(TEXT_LIMITS.requests)))),
  EstimatedArrivalTime: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.'))),
  ),
  Booker: v.optional(v.nullable(BookerUpdate)),
  ReservationItems: v.pipe(
    v.array(PreCheckInRoom),
    v.maxLength(INPUT_LIMITS.roomsPerRequest, TOO_MANY_ROOMS),
  ),
})
export type PreCheckInSaveRequest = v.InferOutput<typeof PreCheckInSaveRequest>

export const PreCheckInSaveResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Version: v.number(),
  Reservation: v.nullable(ManagedReservation),
})
export type PreCheckInSaveResponse = v.InferOutput<typeof PreCheckInSaveResponse>

/**
 * POST /api/PreCheckIn/PayBalance (decision 0115): the stay's Balance paid with a card entered in the provider's
 * frame (its reference only), or the payment the guest is back from the bank with (PaymentId). Amount is the
 * balance the app showed: a different one is refused, the reservation having changed meanwhile.
 */
export const BalancePaymentRequest = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  ReferenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  Code: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
  Amount: v.pipe(Money, v.minValue(0)),
  CardDetails: v.optional(v.nullable(CardDetails)),
  PaymentId: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{3,100}$/, 'This payment is not known.'))),
  ),
  BrowserData: v.optional(v.nullable(BrowserData)),
})
export type BalancePaymentRequest = v.InferOutput<typeof BalancePaymentRequest>

export const BalancePaymentResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  /** The bank wants the guest to confirm the payment first: its challenge, which comes back to pre-check-in. */
  RedirectUrl: v.optional(v.nullable(v.string())),
  /** The reservation with the ledger's new sums. */
  Reservation: v.nullable(ManagedReservation),
})
export type BalancePaymentResponse = v.InferOutput<typeof BalancePaymentResponse>
