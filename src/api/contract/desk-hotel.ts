/**
 * The wire of the owner's pages at the desk (decision 0120): the rates and availability grid and the hotel's
 * settings (property file, PMS keys, webhooks, mail that failed). Conventions as in desk.ts: PascalCase fields,
 * days as 'YYYY-MM-DD', money in major units.
 */
import * as v from 'valibot'
import { IsoDate, Money } from './common'

/** Days the grid shows at once, and the most nights one change of the grid may name. */
export const GRID_MAX_DAYS = 31
export const GRID_MAX_NIGHTS = 366

export const GRID_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

export const DeskGridQuery = v.object({
  from: v.optional(IsoDate),
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'Days is a number of days.'),
      v.transform(Number),
      v.minValue(1, 'Show at least one day.'),
      v.maxValue(GRID_MAX_DAYS, `The grid shows at most ${GRID_MAX_DAYS} days.`),
    ),
  ),
})

const GridPlan = v.object({
  Code: v.string(),
  Name: v.string(),
  /** Per day of Days: the base rate, or null when the night has no price. */
  Prices: v.array(v.nullable(v.number())),
  MinStays: v.array(v.nullable(v.number())),
})

export const DeskGrid = v.object({
  Currency: v.string(),
  /** The nights the hotel may change: today at the hotel to the end of its booking window. */
  FirstNight: IsoDate,
  LastNight: IsoDate,
  Days: v.array(IsoDate),
  RoomTypes: v.array(
    v.object({
      Code: v.string(),
      Name: v.string(),
      Rooms: v.number(),
      /** Per day of Days: rooms left to sell, or null when the night has no row. */
      Left: v.array(v.nullable(v.number())),
      Closed: v.array(v.boolean()),
      Plans: v.array(GridPlan),
    }),
  ),
})
export type DeskGrid = v.InferOutput<typeof DeskGrid>

const Code = v.pipe(v.string(), v.trim(), v.minLength(1, 'Choose a room type.'), v.maxLength(50))

/** One change of the grid: some nights of one room type (and rate plan for prices), whatever it names. */
export const DeskGridChange = v.pipe(
  v.object({
    RoomTypeCode: Code,
    RatePlanCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
    From: IsoDate,
    To: IsoDate,
    DaysOfWeek: v.optional(
      v.pipe(
        v.array(v.picklist(GRID_WEEKDAYS, 'A day of the week is one of Mon … Sun.')),
        v.minLength(1, 'Choose at least one day of the week.'),
        v.maxLength(7),
      ),
    ),
    RoomsLeft: v.optional(
      v.pipe(
        v.number(),
        v.integer('Rooms left is a whole number.'),
        v.minValue(0, 'Rooms left cannot be negative.'),
        v.maxValue(10_000),
      ),
    ),
    Closed: v.optional(v.boolean()),
    Price: v.optional(
      v.pipe(
        Money,
        v.minValue(0, 'A price cannot be negative.'),
        v.maxValue(1_000_000, 'A price is too high.'),
      ),
    ),
    MinStay: v.optional(
      v.pipe(
        v.number(),
        v.integer('A minimum stay is a whole number of nights.'),
        v.minValue(1, 'A minimum stay is at least one night.'),
        v.maxValue(60, 'A minimum stay is at most 60 nights.'),
      ),
    ),
  }),
  v.check(
    (c) =>
      c.RoomsLeft !== undefined || c.Closed !== undefined || c.Price !== undefined || c.MinStay !== undefined,
    'Change at least one thing: rooms left, closed, price or minimum stay.',
  ),
  v.forward(
    v.check(
      (c) => c.Price === undefined || Boolean(c.RatePlanCode),
      'Choose the rate plan the price is for.',
    ),
    ['RatePlanCode'],
  ),
)
export type DeskGridChange = v.InferOutput<typeof DeskGridChange>

export const DeskGridChanged = v.object({
  Message: v.string(),
  Nights: v.object({ Inventory: v.number(), Rates: v.number(), Restrictions: v.number() }),
})
export type DeskGridChanged = v.InferOutput<typeof DeskGridChanged>

/** GET …/Settings/PropertyFile: the property's file as `npm run property:export` writes it (YAML). */
export const DeskPropertyFile = v.object({ FileName: v.string(), Text: v.string() })
export type DeskPropertyFile = v.InferOutput<typeof DeskPropertyFile>

/** POST …/Settings/PropertyFile: the file's text (YAML or JSON), checked and applied while the server serves. */
export const DeskPropertyFileUpload = v.object({
  FileName: v.optional(v.pipe(v.string(), v.maxLength(200))),
  Text: v.pipe(
    v.string('The file is required.'),
    v.minLength(1, 'The file is empty.'),
    v.maxLength(2_000_000, 'The file is larger than 2 MB.'),
  ),
})
export type DeskPropertyFileUpload = v.InferOutput<typeof DeskPropertyFileUpload>

export const DeskPropertyFileApplied = v.object({
  Message: v.string(),
  Properties: v.array(v.object({ Code: v.string(), Created: v.boolean() })),
})
export type DeskPropertyFileApplied = v.InferOutput<typeof DeskPropertyFileApplied>

export const DeskPmsKey = v.object({
  Id: v.number(),
  Label: v.string(),
  Prefix: v.string(),
  CreatedAt: v.string(),
  RevokedAt: v.nullable(v.string()),
  LastUsedAt: v.nullable(v.string()),
})
export type DeskPmsKey = v.InferOutput<typeof DeskPmsKey>

export const DeskPmsKeys = v.object({ Keys: v.array(DeskPmsKey) })
export type DeskPmsKeys = v.InferOutput<typeof DeskPmsKeys>

export const DeskPmsKeyRequest = v.object({
  Label: v.pipe(
    v.string('A label is required.'),
    v.trim(),
    v.minLength(1, 'Give the key a label (which PMS holds it).'),
    v.maxLength(200, 'A label is at most 200 characters.'),
  ),
})
export type DeskPmsKeyRequest = v.InferOutput<typeof DeskPmsKeyRequest>

export const DeskPmsKeyCreated = v.object({
  Key: v.pipe(v.string(), v.description('Shown once: only its hash is kept.')),
  Created: DeskPmsKey,
})
export type DeskPmsKeyCreated = v.InferOutput<typeof DeskPmsKeyCreated>

export const DeskWebhooks = v.object({
  Url: v.nullable(v.string()),
  Signed: v.pipe(v.boolean(), v.description('Whether a secret is set (nothing is sent without one).')),
  Deliveries: v.array(
    v.object({
      Id: v.number(),
      EventType: v.string(),
      Reference: v.string(),
      Url: v.string(),
      Status: v.string(),
      Attempts: v.number(),
      OccurredAt: v.string(),
      DeliveredAt: v.nullable(v.string()),
      LastError: v.nullable(v.string()),
    }),
  ),
})
export type DeskWebhooks = v.InferOutput<typeof DeskWebhooks>

export const DeskFailedMail = v.object({
  Messages: v.array(
    v.object({
      Id: v.number(),
      Kind: v.string(),
      Regarding: v.string(),
      Recipient: v.string(),
      Subject: v.string(),
      Attempts: v.number(),
      CreatedAt: v.string(),
      LastError: v.nullable(v.string()),
    }),
  ),
})
export type DeskFailedMail = v.InferOutput<typeof DeskFailedMail>
