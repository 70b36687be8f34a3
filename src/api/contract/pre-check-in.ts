/** Pre-check-in (spec §7). Access is reference number + code (hash) from the link /PreCheckIn/{code}/{ref}/{hash}. */
import * as v from 'valibot'
import { LanguageCode, PositiveInt, PropertyRef } from './common'
import { BookerUpdate, GuestPayload, ManagedReservation } from './manage-booking'

/** GET /api/PreCheckIn/Config/{id} (fields not shown in the spec). */
export const PreCheckInConfig = v.object({
  Enabled: v.boolean(),
  RequireAddress: v.boolean(),
  AskEstimatedArrivalTime: v.boolean(),
  /** Opens this many days before arrival. */
  OpensDaysBeforeArrival: v.number(),
  IntroText: v.string(),
})
export type PreCheckInConfig = v.InferOutput<typeof PreCheckInConfig>

export const PreCheckInQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  referenceNumber: v.pipe(v.string(), v.minLength(1, 'A reference is required.'), v.maxLength(40)),
  hash: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
})
export type PreCheckInQuery = v.InferOutput<typeof PreCheckInQuery>

/** Spec §8: a response with Message, Success and Title shows a badge (positive if Success, else warning). */
export const PreCheckInResponse = v.object({
  Success: v.boolean(),
  Title: v.nullable(v.string()),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(ManagedReservation),
})
export type PreCheckInResponse = v.InferOutput<typeof PreCheckInResponse>

/** POST /api/PreCheckIn/Save — "reservation payload with Code": booker, guests per room, requests. */
export const PreCheckInSaveRequest = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(LanguageCode, 'en'),
  ReferenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  Code: v.pipe(v.string(), v.minLength(1, 'The link code is required.'), v.maxLength(100)),
  Version: PositiveInt,
  SpecialRequests: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
  EstimatedArrivalTime: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Use HH:MM.')))),
  Booker: v.optional(v.nullable(BookerUpdate)),
  ReservationItems: v.array(v.object({ ReservationItemId: PositiveInt, Guests: v.array(GuestPayload) })),
})
export type PreCheckInSaveRequest = v.InferOutput<typeof PreCheckInSaveRequest>

export const PreCheckInSaveResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Version: v.number(),
})
export type PreCheckInSaveResponse = v.InferOutput<typeof PreCheckInSaveResponse>
