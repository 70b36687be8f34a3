import * as v from 'valibot'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/domain/language'
import { CLOCK_TIME_PATTERN } from '@/domain/hotel-times'
import { isTimeZone } from '@/domain/time-zone'
import { Theme } from './common'

/** A card type accepted by the property (same shape as StaticData creditcardtypes). */
export const AcceptedCreditCard = v.object({ Id: v.number(), Name: v.string(), Code: v.string() })
export type AcceptedCreditCard = v.InferOutput<typeof AcceptedCreditCard>

/** Postal address. The spec lists PropertyAddress (one line, for headers) and Address (structured). */
export const PostalAddress = v.object({
  Line1: v.string(),
  Line2: v.nullable(v.string()),
  City: v.string(),
  County: v.nullable(v.string()),
  PostCode: v.string(),
  Country: v.string(),
})
export type PostalAddress = v.InferOutput<typeof PostalAddress>

/** An IANA time zone name ('Europe/London'): the hotel's clock for today and the cut-off (decision 0101). */
export const TimeZone = v.pipe(v.string(), v.check(isTimeZone, 'This is not a known time zone.'))

/** A time of day on the hotel's wall clock, 'HH:MM' on a 24-hour clock. */
export const ClockText = v.pipe(v.string(), v.regex(CLOCK_TIME_PATTERN, 'A time is written HH:MM.'))

/**
 * Where the guest enters a card (decision 0113): a page of the payment provider's, shown in a frame. Stripe's is a
 * page of ours that holds Stripe's Payment Element; the built-in test provider's is its own.
 */
export const CardForm = v.object({
  Provider: v.picklist(['TestProvider', 'Stripe']),
  /** the frame's address (same origin), without the amount and mode the card step adds */
  FrameUrl: v.string(),
})
export type CardForm = v.InferOutput<typeof CardForm>

/** GET /api/Property/{id} — property settings, every field of docs/product/the-app.md#what-is-kept, and the hotel's time zone. */
export const PropertySettings = v.object({
  PropertyId: v.number(),
  PropertyCode: v.string(),
  PropertyName: v.string(),
  PropertyAddress: v.string(),
  LogoFileUrl: v.nullable(v.string()),
  PropertyImageUrl: v.nullable(v.string()),
  HotelRating: v.nullable(v.number()),
  GoogleTagManagerContainerId: v.nullable(v.string()),
  FacebookPixelId: v.nullable(v.string()),
  Currency: v.string(),
  AvailableCurrencies: v.array(v.string()),
  PayByPayStack: v.boolean(),
  PrivacyPolicyUrl: v.nullable(v.string()),
  TermsAndConditionsUrl: v.nullable(v.string()),
  CreditCards: v.array(AcceptedCreditCard),
  /** The server's to say (not part of what a property file or the stored settings say). */
  CardForm,
  WebsiteUrl: v.nullable(v.string()),
  Email: v.string(),
  Telephone: v.string(),
  Address: PostalAddress,
  DefaultPhoneCountryCode: v.string(),
  TimeZone: TimeZone,
  /**
   * The server's to say: a map of where the hotel is (decision 0141), from the coordinates the property file may
   * give (kept with the stored settings, not published) or else the address.
   */
  MapUrl: v.optional(v.string()),
  /**
   * Ours (decision 0143): the hotel's check-in time on the arrival day and check-out time on the departure day,
   * 'HH:MM' on its wall clock. Free-cancellation deadlines and the online change cut-off count back from check-in.
   */
  CheckInTime: v.optional(ClockText, '14:00'),
  CheckOutTime: v.optional(ClockText, '11:00'),
  /**
   * Ours (decision 0122): the language the hotel writes in — its notices, and a guest's mail when the booking's
   * own language is not one the product speaks. en-GB when the property file does not say.
   */
  DefaultLanguage: v.optional(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
  ShowRoomTypeOccupancy: v.boolean(),
  EnableChildrenSearch: v.boolean(),
  EnableInfantSearch: v.boolean(),
  DefaultOccupancyAdult: v.number(),
  DefaultOccupancyChildren: v.number(),
  DefaultOccupancyInfant: v.number(),
  MaxNumberOfRoomsOnBooking: v.number(),
  AdultMaximumOccupancy: v.number(),
  ChildMaximumOccupancy: v.number(),
  // "occupancy label texts" (docs/product/the-app.md#what-is-kept): the words used next to the counters, e.g. 'Adults' / 'Ages 13+'.
  AdultOccupancyLabel: v.string(),
  AdultOccupancyHint: v.nullable(v.string()),
  ChildOccupancyLabel: v.string(),
  ChildOccupancyHint: v.nullable(v.string()),
  InfantOccupancyLabel: v.string(),
  InfantOccupancyHint: v.nullable(v.string()),
  StandardVatRate: v.number(),
  IsStandardTaxExclusive: v.boolean(),
  EnableVisitorLevy: v.boolean(),
  UseUserAccountOnBookingEngine: v.boolean(),
  Theme: Theme,
})
export type PropertySettings = v.InferOutput<typeof PropertySettings>

export const PropertyGroupArea = v.object({ AreaId: v.number(), Name: v.string() })
export type PropertyGroupArea = v.InferOutput<typeof PropertyGroupArea>

/** A member property as listed by its group (enough for the group search screen). */
export const PropertyGroupMember = v.object({
  PropertyId: v.number(),
  PropertyCode: v.string(),
  PropertyName: v.string(),
  AreaId: v.nullable(v.number()),
  PropertyImageUrl: v.nullable(v.string()),
  LogoFileUrl: v.nullable(v.string()),
  Currency: v.string(),
  HotelRating: v.nullable(v.number()),
  TimeZone: TimeZone,
})
export type PropertyGroupMember = v.InferOutput<typeof PropertyGroupMember>

/** GET /api/PropertyGroup/{id} */
export const PropertyGroup = v.object({
  PropertyGroupId: v.number(),
  PropertyGroupCode: v.string(),
  PropertyGroupName: v.string(),
  LogoFileUrl: v.nullable(v.string()),
  WebsiteUrl: v.nullable(v.string()),
  Areas: v.array(PropertyGroupArea),
  Properties: v.array(PropertyGroupMember),
  HidePromoCodeOnLandingPage: v.boolean(),
  UseAreaSearch: v.boolean(),
  PropertyGroupImageUrl: v.nullable(v.string()),
  Theme: Theme,
})
export type PropertyGroup = v.InferOutput<typeof PropertyGroup>
