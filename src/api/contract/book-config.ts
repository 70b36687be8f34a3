import * as v from 'valibot'
import { RequiredFieldsSetting } from './required-fields'

export const Location = v.object({ LocationId: v.number(), Name: v.string(), Address: v.string() })
export type Location = v.InferOutput<typeof Location>

/** Offers shown on the landing page (shape not shown in the spec: a card with title, text and optional code). */
export const Offer = v.object({
  Title: v.string(),
  Description: v.string(),
  ImageUrl: v.nullable(v.string()),
  PromoCode: v.nullable(v.string()),
})
export type Offer = v.InferOutput<typeof Offer>

/** Room configuration answers ("Double bed" / "Twin beds"); same rows as GET /api/RoomTypeConfiguration/Get. */
export const RoomConfigurationOption = v.object({ Id: v.number(), Name: v.string() })
export type RoomConfigurationOption = v.InferOutput<typeof RoomConfigurationOption>

/**
 * Visitor levy rule (docs/product/the-app.md#limits: a percentage of accommodation for the first N nights of each room's stay).
 * Not shown in the spec: designed so the app can show and compute the levy before the search answers.
 */
export const VisitorLevyRule = v.object({
  Percentage: v.number(),
  MaximumNights: v.number(),
  Description: v.string(),
})
export type VisitorLevyRule = v.InferOutput<typeof VisitorLevyRule>

/** GET /api/Book/Config/{id} — every field of docs/product/the-app.md#what-is-kept "Book config", plus the room configuration options. */
export const BookConfig = v.object({
  HidePromoCodeOnLandingPage: v.boolean(),
  Locations: v.array(Location),
  NoAvailabilityMessage: v.string(),
  MaxNumberOfRoomsOnBooking: v.number(),
  ShowRoomConfigurationQuestion: v.boolean(),
  RoomConfigurationOptions: v.array(RoomConfigurationOption),
  Offers: v.array(Offer),
  BookingIncentives: v.array(v.string()),
  GiftServiceProviderConfig: v.object({ Active: v.boolean(), Name: v.string() }),
  EnableUserChoiceOfPaymentMethod: v.boolean(),
  EnablePayByCompanyInvoice: v.boolean(),
  HasCustomTermsAndConditions: v.boolean(),
  CustomTermsAndConditionsLabel: v.nullable(v.string()),
  CustomTermsAndConditionsText: v.nullable(v.string()),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: v.boolean(),
  RestaurantBookingServiceActive: v.boolean(),
  RestaurantBookingDefaultRestaurant: v.nullable(v.number()),
  RestaurantBookingServiceType: v.nullable(v.string()),
  ShowMinimumLengthOfStayNotification: v.boolean(),
  ShowRoomTypeOccupancy: v.boolean(),
  ShowDisabledDatesOnCalendar: v.boolean(),
  SameDayBookingRestrictionEnabled: v.boolean(),
  SameDayBookingRestrictionHour: v.number(),
  SameDayBookingRestrictionMinute: v.number(),
  SameDayBookingRestrictionMessage: v.string(),
  VisitorLevy: v.nullable(VisitorLevyRule),
  /** What the hotel requires of the booker and guests beyond docs/product/the-app.md#rules's fixed rules (decision 0090). */
  RequiredFields: RequiredFieldsSetting,
})
export type BookConfig = v.InferOutput<typeof BookConfig>
