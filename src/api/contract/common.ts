/**
 * Shared pieces of the wire contract.
 *
 * Wire conventions (fixed, the app and the server both rely on them):
 * - field names are the spec's PascalCase names;
 * - a calendar day is a 'YYYY-MM-DD' string (never a Date, never a timestamp);
 * - money is a decimal number in major units (120.5 = £120.50). Inside src/domain money is integer minor units:
 *   convert at the edge with toMinorUnits / toMajorUnits.
 */
import * as v from 'valibot'
import type { PaymentType } from '@/domain/payment'
import { isValidEmail } from '@/domain/validation'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day, 'YYYY-MM-DD', that exists in the calendar (2026-02-30 is rejected). */
export const IsoDate = v.pipe(
  v.string(),
  v.regex(ISO_DAY, 'A date must be written as YYYY-MM-DD.'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, 'This date does not exist.'),
)
export type IsoDate = v.InferOutput<typeof IsoDate>

/** Money in major units with at most two decimals. */
export const Money = v.pipe(
  v.number(),
  v.finite(),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'An amount has at most two decimals.'),
)
export type Money = v.InferOutput<typeof Money>

/** The largest PostgreSQL integer: every id and count the server stores or looks up must fit in one. */
export const DB_INT_MAX = 2_147_483_647
const TOO_LARGE = 'This number is too large.'

export const NonNegativeInt = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(DB_INT_MAX, TOO_LARGE),
)
export const PositiveInt = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INT_MAX, TOO_LARGE))
/** An id the client may leave out (a stored card, a company account, a room configuration option). */
export const OptionalId = v.optional(
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DB_INT_MAX, TOO_LARGE))),
)
/** A number the server only logs or hands on (screen sizes, a status code): finite and of a sane size. */
export const OptionalMeasure = v.optional(
  v.nullable(v.pipe(v.number(), v.finite(), v.minValue(-DB_INT_MAX), v.maxValue(DB_INT_MAX, TOO_LARGE))),
)

/**
 * How much one request may carry (decision 0099). Generous for any honest booking, small enough that no request
 * can keep the database busy for long. The hotel's own MaxNumberOfRoomsOnBooking is checked first and is lower.
 */
export const INPUT_LIMITS = {
  roomsPerRequest: 50,
  servicesPerRoom: 50,
  guestsPerRoom: 60,
} as const
/** A text the guest must give: trimmed, not empty, at most `max` characters. */
export const RequiredText = (max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max))
/** A text the guest may leave out (missing or null), at most `max` characters. */
export const OptionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))))

export const TOO_MANY_ROOMS = `At most ${INPUT_LIMITS.roomsPerRequest} rooms can be sent at once.`

/** Longest texts a guest may type; the app's inputs use the same numbers as maxLength. */
export const TEXT_LIMITS = {
  name: 100,
  street: 200,
  city: 100,
  zipCode: 20,
  email: 254,
  phone: 30,
  code: 50,
  requests: 2000,
  tableRequests: 1000,
} as const

/** Every call sends language code 'en' (docs/product/the-app.md#what-the-guest-can-do); other codes are accepted and answered in English. */
export const LanguageCode = v.pipe(v.string(), v.maxLength(10))

/** A property is addressed either by its numeric PropertyId or by its PropertyCode (e.g. 'HARBOUR'). */
export const PropertyRef = v.union([PositiveInt, v.pipe(v.string(), v.minLength(1), v.maxLength(40))])
export type PropertyRef = v.InferOutput<typeof PropertyRef>

/** Query-string integer ("1001" → 1001). */
export const QueryInt = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'A whole number is required.'),
  v.transform(Number),
  v.maxValue(DB_INT_MAX, TOO_LARGE),
)
export const QueryBool = v.pipe(
  v.picklist(['true', 'false', 'True', 'False', '1', '0']),
  v.transform((s) => s === 'true' || s === 'True' || s === '1'),
)

/** Body of every non-400 error (401, 403, 404, 409, 422, 500). Never contains a stack trace. */
export const ErrorBody = v.object({ Message: v.string() })
export type ErrorBody = v.InferOutput<typeof ErrorBody>

/** Body of a 400: field dot-paths (e.g. 'Rooms.0.NumberOfAdults', '' for the whole body) to messages. */
export const ValidationErrorBody = v.object({
  Message: v.string(),
  ModelState: v.record(v.string(), v.array(v.string())),
})
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBody>

export const INVALID_REQUEST_MESSAGE = 'The request is invalid.'

/** The twelve colours of a property or group theme (docs/product/the-app.md#what-is-kept), CSS hex strings. */
const HexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #RRGGBB.'))
export const Theme = v.object({
  Primary: HexColour,
  Secondary: HexColour,
  Accent: HexColour,
  Tertiary: HexColour,
  Dark: HexColour,
  DarkPage: HexColour,
  Positive: HexColour,
  Negative: HexColour,
  Info: HexColour,
  Warning: HexColour,
  LightPage: HexColour,
  BrandPrimary: HexColour,
})
export type Theme = v.InferOutput<typeof Theme>

/** Payment type numbers of docs/product/the-app.md#what-is-kept on the wire; the numbers themselves are the domain's PaymentType. */
export const PaymentTypeSchema = v.picklist([0, 1, 2, 3, 4, 5] as const satisfies readonly PaymentType[])

/** Browser facts sent with payments, for the card gateway's fraud checks (docs/product/the-app.md#what-is-kept "BrowserData"). */
export const BrowserData = v.object({
  ColorDepth: OptionalMeasure,
  JavaScriptEnabled: v.optional(v.nullable(v.boolean())),
  Language: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(35)))),
  ScreenHeight: OptionalMeasure,
  ScreenWidth: OptionalMeasure,
  UserAgent: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
  TimeZoneOffset: OptionalMeasure,
})
export type BrowserData = v.InferOutput<typeof BrowserData>

/**
 * A card the guest entered in the payment provider's own fields (decision 0113): the provider's reference to it
 * (`pm_…`), never the number or the security code, which this API refuses outright (server/web/no-card-data.ts).
 */
export const PaymentMethodId = v.pipe(
  v.string('A card entered in the payment form is required.'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_]{3,100}$/, 'A card entered in the payment form is required.'),
)

/** Card details as sent: the provider's reference, and whether to keep the card on the guest's account. */
export const CardDetails = v.object({
  PaymentMethodId,
  SaveCreditCardToIndividual: v.optional(v.boolean(), false),
  NameOnCard: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
  EmailAddress: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(TEXT_LIMITS.email, 'A valid email address is required.'),
        v.check((s: string) => s === '' || isValidEmail(s), 'A valid email address is required.'),
      ),
    ),
  ),
})
export type CardDetails = v.InferOutput<typeof CardDetails>

/**
 * Control characters (C0, DEL, C1, and the Unicode line and paragraph separators): PostgreSQL refuses a NUL, and
 * the others forge log lines or steer a terminal. Tab, line feed and carriage return may be kept (multi-line notes).
 */
function isControl(code: number, keepLineBreaks: boolean): boolean {
  if (keepLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) return false
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029
}

/** Half of a surrogate pair on its own is not text: no encoding can write it, and PostgreSQL's json refuses it. */
const LONE_SURROGATE = /\p{Cs}/u

/** Whether `text` holds a control character or a lone surrogate. */
export function hasControlCharacter(text: string, keepLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i), keepLineBreaks)) return true
  return LONE_SURROGATE.test(text)
}

/** `text` with every run of control characters replaced by `replacement`. */
export function withoutControlCharacters(text: string, replacement = ' '): string {
  let out = ''
  let inRun = false
  for (const char of text) {
    const control = isControl(char.charCodeAt(0), false)
    if (!control) out += char
    else if (!inRun) out += replacement
    inRun = control
  }
  return out
}
