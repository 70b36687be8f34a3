/**
 * The property file (decision 0107): everything a hotel needs in the database to sell rooms, as one YAML or JSON
 * document per property or per group. The API's own documents (settings, booking config, theme, policies) keep the
 * contract's PascalCase shapes so one schema describes them; what the file adds around them is camelCase.
 * Amounts are integers in minor units (pence, cents), as everywhere in the database.
 *
 * Objects are strict: a misspelt key is an error, not a silently ignored line. Published as JSON Schema in
 * docs/property-file.schema.json (property-file/json-schema.ts) so editors check a file as it is written.
 */
import * as v from 'valibot'
import { PaymentSchedule, RatePlanPolicy } from '@/api/contract/availability'
import { BookConfig, Offer, RoomConfigurationOption, VisitorLevyRule } from '@/api/contract/book-config'
import { Theme } from '@/api/contract/common'
import { Email } from '@/api/contract/contact-fields'
import { PropertySettings } from '@/api/contract/property'
import { HotelRegistration } from '../catalogue/registration-setting'
import { LANGUAGE_TAG } from '@/domain/hotel-text'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_000_000_000))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))
/** Minor units; a night in a hotel costs less than a million pounds. */
const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000))
const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'This must not be empty.'), v.maxLength(2000))
const Code = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, 'A code is 1 to 30 capitals, digits, - or _.'),
)
/**
 * The hotel's own words (decision 0132): one string, written in the hotel's DefaultLanguage, or one text per
 * language by BCP 47 tag (`{ en: Sea view double, de: Doppelzimmer mit Meerblick }`), read in the guest's
 * language by src/domain/hotel-text.ts.
 */
function translatable<TText extends v.GenericSchema<string, string>>(text: TText) {
  const tag = v.pipe(v.string(), v.regex(LANGUAGE_TAG, 'A language is a tag such as de, en or en-US.'))
  return v.union(
    [
      text,
      v.pipe(
        v.record(tag, text),
        v.check((texts) => Object.keys(texts).length > 0, 'Give one text at least.'),
      ),
    ],
    'A text is a string, or one string per language (de: …).',
  )
}
const HotelText = translatable(Text)
const LongText = v.pipe(v.string(), v.maxLength(4000))
const Day = v.pipe(v.string(), v.isoDate('A day is written YYYY-MM-DD.'))
const Percent = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** Which nights a rule is about; every part left out matches every night. */
const NightSelector = {
  name: v.optional(Text),
  from: v.optional(Day),
  /** Last night the rule covers. Left out, the rule runs on with the booking window (decision 0107). */
  to: v.optional(Day),
  months: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)))),
  weekdays: v.optional(v.array(v.picklist(WEEKDAYS))),
  daysOfMonth: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)))),
  roomTypes: v.optional(v.array(Code)),
}

/**
 * A rate rule: `percent` multiplies the room's price on the nights it matches (seasons, weekends); the other
 * fields set a value. Rules apply in order; two rules that set the same value on the same night are refused.
 */
export const RateRule = v.strictObject({
  ...NightSelector,
  ratePlans: v.optional(v.array(Code)),
  price: v.optional(Amount),
  percent: v.optional(Percent),
  extraAdult: v.optional(Amount),
  extraChild: v.optional(Amount),
  extraInfant: v.optional(Amount),
  perRoom: v.optional(Amount),
  minStay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60))),
})
export type RateRule = v.InferOutput<typeof RateRule>

/** Rooms on sale on the nights it matches, instead of the room type's `rooms` (0 closes them). */
export const AvailabilityRule = v.strictObject({ ...NightSelector, rooms: Count })
export type AvailabilityRule = v.InferOutput<typeof AvailabilityRule>

export const Rates = v.strictObject({
  /** Nightly prices are rounded to a multiple of this (100: whole pounds). */
  roundTo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  rules: v.optional(v.array(RateRule), []),
})
export type Rates = v.InferOutput<typeof Rates>

const Occupancy = v.strictObject({
  min: v.pipe(Count, v.minValue(1)),
  max: v.pipe(Count, v.minValue(1)),
  maxAdults: v.pipe(Count, v.minValue(1)),
  maxChildren: Count,
})

const ImageUrl = v.pipe(v.string(), v.trim(), v.minLength(1, 'This must not be empty.'), v.maxLength(1000))

/** A picture of the room type; `alt` says what it shows, for a guest who cannot see it (decision 0141). */
export const RoomImage = v.strictObject({ url: ImageUrl, alt: HotelText })

/** What the room is like; every part optional (decision 0141). */
export const RoomFacts = v.strictObject({
  /** Floor area in square metres. */
  size: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(10_000))),
  /** The beds, in words ("1 double bed"). */
  beds: v.optional(HotelText),
  view: v.optional(HotelText),
  /** Accessibility features ("Step-free access", "Roll-in shower"). */
  accessibility: v.optional(v.pipe(v.array(HotelText), v.maxLength(30))),
})

export const RoomType = v.strictObject({
  id: v.optional(Id),
  code: Code,
  name: HotelText,
  description: translatable(LongText),
  photo: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
  /** The gallery, in order; its first picture is the room's picture when `photo` is left out. */
  images: v.optional(v.pipe(v.array(RoomImage), v.maxLength(30)), []),
  facts: v.optional(v.nullable(RoomFacts), null),
  amenities: v.optional(v.array(HotelText), []),
  /** Rooms of this type the hotel sells. */
  rooms: Count,
  /** Price of a night for `occupancy.baseAdults`, before rate rules and the rate plan's factor. */
  price: Amount,
  occupancy: v.strictObject({ ...Occupancy.entries, baseAdults: v.pipe(Count, v.minValue(1)) }),
  upgradeTo: v.optional(v.nullable(Code), null),
})
export type RoomType = v.InferOutput<typeof RoomType>

export const RatePlan = v.strictObject({
  id: v.optional(Id),
  code: Code,
  name: HotelText,
  description: translatable(LongText),
  details: v.optional(v.array(HotelText), []),
  tags: v.optional(v.array(HotelText), []),
  /**
   * The API's RatePlanPolicy (amounts in it in major units, like the API). CancellationRules left out: refundable,
   * free until the manage cut-off, then the first night (decision 0114). PaymentSchedule left out:
   * PaymentPolicyConfiguration says what is due when. The texts are generated from the rules where a stay is known.
   */
  policy: v.strictObject({
    ...RatePlanPolicy.entries,
    Name: translatable(v.string()),
    Description: translatable(v.string()),
    CancellationPolicy: translatable(v.string()),
    PaymentPolicyConfiguration: v.strictObject(RatePlanPolicy.entries.PaymentPolicyConfiguration.entries),
    CancellationRules: v.optional(RatePlanPolicy.entries.CancellationRules),
    PaymentSchedule: v.optional(v.nullable(PaymentSchedule)),
    /** Breakfast is part of the price: guests can filter on it. */
    BreakfastIncluded: v.optional(v.boolean()),
  }),
  companyInvoice: v.optional(v.boolean(), false),
  /**
   * The codes that open the plan (a rate for business partners): left out or empty, every guest is offered it;
   * otherwise only a search and a booking with one of them in the promo code field (decision 0138).
   */
  codes: v.optional(v.pipe(v.array(Code), v.maxLength(50)), []),
  /** The plan's price in percent of the room's (88: 12 % below). */
  priceFactor: v.optional(Percent, 100),
  /** Per-person supplements a night (breakfast), not multiplied by the factor. */
  perAdult: v.optional(Amount, 0),
  perChild: v.optional(Amount, 0),
  /** Limits of the plan's own; left out, the room type's apply. */
  occupancy: v.optional(v.nullable(Occupancy), null),
})
export type RatePlan = v.InferOutput<typeof RatePlan>

export const Extra = v.strictObject({
  id: v.optional(Id),
  code: Code,
  name: HotelText,
  description: translatable(LongText),
  photo: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
  price: Amount,
  chargeType: v.picklist(['PerStay', 'PerDay', 'PerQuantity']),
  perPerson: v.optional(v.boolean(), false),
  allowEdit: v.optional(v.boolean(), true),
  /** Units a day; left out (null), there is no limit. */
  inventory: v.optional(v.nullable(Count), null),
  maxQuantity: v.optional(v.pipe(Count, v.minValue(1)), 1),
})
export type Extra = v.InferOutput<typeof Extra>

export const PromoCode = v.strictObject({
  id: v.optional(Id),
  code: Code,
  name: HotelText,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  active: v.optional(v.boolean(), true),
})

/** Gift vouchers are kept as the database keeps them: the code and what is left on it. */
export const GiftVoucher = v.strictObject({ code: Code, balance: Amount })

/**
 * The database keeps only a hash of a company's booking code (decision 0097): write the code, and the import
 * hashes it; an export gives back the hash, which imports unchanged.
 */
export const Company = v.strictObject({
  id: v.optional(Id),
  name: Text,
  account: Text,
  bookingCode: v.optional(v.pipe(v.string(), v.minLength(6), v.maxLength(64))),
  bookingCodeHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'A sha256 in hex.'))),
})
export type Company = v.InferOutput<typeof Company>

const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is written HH:MM.'))

/** Tables are offered every 30 minutes from `opens` to `closes`, `tables` at each time. */
export const Restaurant = v.strictObject({
  id: v.optional(Id),
  name: HotelText,
  currencySymbol: v.pipe(v.string(), v.minLength(1), v.maxLength(5)),
  partySize: v.strictObject({ min: v.pipe(Count, v.minValue(1)), max: v.pipe(Count, v.minValue(1)) }),
  noAvailabilityText: HotelText,
  opens: ClockTime,
  closes: ClockTime,
  tables: Count,
})
export type Restaurant = v.InferOutput<typeof Restaurant>

/** The settings the API publishes, less what the file says once at the top (id, code, name, currency). */
export const FileSettings = v.strictObject({
  ...v.omit(PropertySettings, [
    'PropertyId',
    'PropertyCode',
    'PropertyName',
    'Currency',
    'CreditCards',
    'CardForm',
    'MapUrl',
  ]).entries,
  Theme: v.strictObject(Theme.entries),
  /** Where the hotel is, in decimal degrees (WGS 84), for its map link (decision 0141). */
  Latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  Longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  /** Card type codes the hotel takes (VISA, MC, AMEX, …). */
  CreditCards: v.array(Code),
  // The words beside the occupancy counters, one text per language allowed (server/catalogue/hotel-texts.ts).
  AdultOccupancyLabel: translatable(v.string()),
  AdultOccupancyHint: v.nullable(translatable(v.string())),
  ChildOccupancyLabel: translatable(v.string()),
  ChildOccupancyHint: v.nullable(translatable(v.string())),
  InfantOccupancyLabel: translatable(v.string()),
  InfantOccupancyHint: v.nullable(translatable(v.string())),
})

/**
 * Where the hotel hears of its bookings (decisions 0104, 0106): kept with its stored settings but never published
 * (the settings contract leaves them out), so the app and guests never see them — the webhook secret least of all.
 */
export const HotelNotifications = v.strictObject({
  /** Copies of every booking event go here; left out, to the hotel's public e-mail address. */
  reservationsEmail: v.optional(Email),
  /** Each hotel event is POSTed here as JSON, signed with webhookSecret. */
  webhookUrl: v.optional(
    v.pipe(
      v.string(),
      v.url('A webhook URL is a full address.'),
      v.regex(/^https?:\/\//i, 'A webhook URL is http(s).'),
    ),
  ),
  webhookSecret: v.optional(
    v.pipe(v.string(), v.minLength(16, 'A webhook secret has 16 characters at least.')),
  ),
  /** Days before arrival the pre-check-in invitation is sent (3 when left out; 0: on the day of arrival). */
  preCheckInInvitationDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60))),
})
export type HotelNotifications = v.InferOutput<typeof HotelNotifications>

/**
 * The hotel's own Stripe account (decision 0113), kept with its stored settings but never published. All three
 * keys, or none: without them the server's STRIPE_* keys, else the built-in test provider, take its cards.
 */
export const HotelPayments = v.pipe(
  v.strictObject({
    stripeSecretKey: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(sk|rk)_(test|live)_\w+$/, 'A Stripe secret key starts with sk_test_ or sk_live_.'),
      ),
    ),
    stripePublishableKey: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^pk_(test|live)_\w+$/, 'A Stripe publishable key starts with pk_test_ or pk_live_.'),
      ),
    ),
    stripeWebhookSecret: v.optional(
      v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'A Stripe webhook signing secret starts with whsec_.')),
    ),
    /** Online pre-check-in offers to pay what is still to pay of the stay (decision 0115); off when left out. */
    preCheckInCollectsBalance: v.optional(v.boolean()),
  }),
  v.check(
    (keys) =>
      [keys.stripeSecretKey, keys.stripePublishableKey, keys.stripeWebhookSecret].filter(Boolean).length %
        3 ===
      0,
    'Give all three Stripe keys (secret, publishable, webhook signing secret), or none.',
  ),
)
export type HotelPayments = v.InferOutput<typeof HotelPayments>

/** The book config's texts a guest reads may carry one text per language (server/catalogue/hotel-texts.ts). */
const FileOffer = v.object({
  ...Offer.entries,
  Title: translatable(v.string()),
  Description: translatable(v.string()),
})

export const FileBookConfig = v.strictObject({
  ...BookConfig.entries,
  NoAvailabilityMessage: translatable(v.string()),
  Offers: v.array(FileOffer),
  RoomConfigurationOptions: v.array(
    v.object({ ...RoomConfigurationOption.entries, Name: translatable(v.string()) }),
  ),
  BookingIncentives: v.array(translatable(v.string())),
  CustomTermsAndConditionsLabel: v.nullable(translatable(v.string())),
  CustomTermsAndConditionsText: v.nullable(translatable(v.string())),
  SameDayBookingRestrictionMessage: translatable(v.string()),
  VisitorLevy: v.nullable(v.object({ ...VisitorLevyRule.entries, Description: translatable(v.string()) })),
  /** The guest areas' switches (decision 0102): left out, they are on. */
  PreCheckInEnabled: v.optional(v.boolean()),
  PayByLinkEnabled: v.optional(v.boolean()),
})

export const Property = v.strictObject({
  $schema: v.optional(v.string()),
  id: v.optional(Id),
  code: Code,
  name: HotelText,
  /** ISO 4217 currency of the prices. */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A currency is three capitals (GBP).')),
  /** Two capitals that open each reservation reference (decision 0095). */
  referencePrefix: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'A reference prefix is two capitals.')),
  /** Name of one of the group's areas (group files only). */
  area: v.optional(v.nullable(Text), null),
  settings: FileSettings,
  notifications: v.optional(HotelNotifications),
  payments: v.optional(HotelPayments),
  /** The registration card at pre-check-in (decision 0144); left out, nothing is asked. */
  registration: v.optional(HotelRegistration),
  bookConfig: FileBookConfig,
  roomTypes: v.pipe(v.array(RoomType), v.minLength(1, 'A hotel sells at least one room type.')),
  ratePlans: v.pipe(v.array(RatePlan), v.minLength(1, 'A hotel sells at least one rate plan.')),
  rates: v.optional(Rates, { roundTo: 1, rules: [] }),
  availability: v.optional(v.array(AvailabilityRule), []),
  extras: v.optional(v.array(Extra), []),
  promoCodes: v.optional(v.array(PromoCode), []),
  giftVouchers: v.optional(v.array(GiftVoucher), []),
  companies: v.optional(v.array(Company), []),
  restaurants: v.optional(v.array(Restaurant), []),
  cancellationReasons: v.optional(v.array(v.strictObject({ id: v.optional(Id), name: HotelText })), []),
})
export type Property = v.InferOutput<typeof Property>

export const Group = v.strictObject({
  id: v.optional(Id),
  code: Code,
  name: Text,
  settings: v.strictObject({
    LogoFileUrl: v.nullable(v.string()),
    WebsiteUrl: v.nullable(v.string()),
    HidePromoCodeOnLandingPage: v.boolean(),
    UseAreaSearch: v.boolean(),
    PropertyGroupImageUrl: v.nullable(v.string()),
    Theme: v.strictObject(Theme.entries),
  }),
  areas: v.optional(v.array(v.strictObject({ id: v.optional(Id), name: Text })), []),
})
export type Group = v.InferOutput<typeof Group>

/** A group's file: the group, its areas and its properties. */
export const GroupFile = v.strictObject({
  $schema: v.optional(v.string()),
  group: Group,
  properties: v.pipe(v.array(Property), v.minLength(1, 'A group file holds at least one property.')),
})
export type GroupFile = v.InferOutput<typeof GroupFile>

/** A file's content, whichever of the two shapes it had. */
export type PropertyFileContent = { group: Group | null; properties: Property[] }

/** Where in a file: keys and array indexes, as `roomTypes[2].occupancy.max` names them. */
export type PathPart = string | number
