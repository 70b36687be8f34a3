/**
 * Account calls (docs/product/account.md#calls). The session is an HttpOnly cookie set by Authenticate/Register and cleared by Logout;
 * the app never sees a token. Payloads the spec does not show (Update, ChangePassword, RequestPasswordReset,
 * PasswordReset) are designed here, with three calls of ours: ConfirmEmail, SendConfirmEmail and RemoveCard
 * (docs/decisions/0031-account-calls.md).
 *
 * Password fields carry their own messages everywhere: a generic valibot message would echo the input back.
 */
import * as v from 'valibot'
import { LanguageCode, PropertyRef, RequiredText, TEXT_LIMITS } from './common'
import { Email, Phone } from './contact-fields'

export const AccountQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
})

export const StoredCreditCard = v.object({
  CreditCardId: v.number(),
  CardType: v.string(),
  LastFour: v.string(),
  ExpiryMonth: v.number(),
  ExpiryYear: v.number(),
})
export type StoredCreditCard = v.InferOutput<typeof StoredCreditCard>

/** GET /api/Account — the logged-in user (401 when nobody is logged in). */
export const UserAccount = v.object({
  Firstname: v.string(),
  Lastname: v.string(),
  Telephone: v.nullable(v.string()),
  EmailAddress: v.string(),
  ReceiveBrandOffers: v.boolean(),
  CanChoosePaymentMethod: v.boolean(),
  /** Stored cards: brand, last four digits, expiry and (on the server only) the gateway token. */
  CreditCards: v.array(StoredCreditCard),
  /** Ours: whether the address was confirmed through the e-mailed link (absent from older answers: false). */
  EmailConfirmed: v.optional(v.boolean(), false),
})
export type UserAccount = v.InferOutput<typeof UserAccount>

/** "The login response adds Success and Message" (docs/product/account.md#what-is-kept): the user's fields are in User (null on failure). */
export const LoginResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  User: v.nullable(UserAccount),
})
export type LoginResponse = v.InferOutput<typeof LoginResponse>

export const PASSWORD_MIN_LENGTH = 10
/** Long passphrases are welcome; the cap only keeps hashing cheap for the server. */
export const PASSWORD_MAX_LENGTH = 200

export const PasswordMessages = {
  required: 'Password is required.',
  tooShort: 'A password needs at least ten characters.',
  tooLong: 'A password can have at most 200 characters.',
  needsSymbol: 'A password needs at least one character that is not a letter or digit.',
} as const

const Password = v.pipe(
  v.string(PasswordMessages.required),
  v.minLength(1, PasswordMessages.required),
  v.maxLength(PASSWORD_MAX_LENGTH, PasswordMessages.tooLong),
)
/**
 * New passwords: ten characters or more with at least one non-alphanumeric character (docs/product/account.md#rules hint, docs/product/account.md#limits). The
 * server also refuses the most common passwords and ones built on the guest's own details.
 */
export const NewPassword = v.pipe(
  v.string(PasswordMessages.required),
  v.minLength(PASSWORD_MIN_LENGTH, PasswordMessages.tooShort),
  v.maxLength(PASSWORD_MAX_LENGTH, PasswordMessages.tooLong),
  v.regex(/[^\p{L}\p{N}]/u, PasswordMessages.needsSymbol),
)

const AccountEmail = v.pipe(Email, v.maxLength(TEXT_LIMITS.email, 'A valid email address is required.'))
const Token = v.pipe(
  v.string('This link is not complete.'),
  v.minLength(10, 'This link is not complete.'),
  v.maxLength(200, 'This link is not complete.'),
)

export const AuthenticateRequest = v.object({
  LanguageCode: v.optional(LanguageCode, 'en'),
  PropertyId: PropertyRef,
  EmailAddress: AccountEmail,
  Password,
})
export type AuthenticateRequest = v.InferOutput<typeof AuthenticateRequest>

export const RegisterRequest = v.object({
  LanguageCode: v.optional(LanguageCode, 'en'),
  PropertyId: PropertyRef,
  EmailAddress: AccountEmail,
  Password: NewPassword,
  Firstname: RequiredText(TEXT_LIMITS.name, 'First name is required.'),
  Lastname: RequiredText(TEXT_LIMITS.name, 'Last name is required.'),
  MobileNumber: v.optional(v.nullable(v.union([v.literal(''), Phone]))),
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>

export const UpdateAccountRequest = v.object({
  PropertyId: PropertyRef,
  Firstname: RequiredText(TEXT_LIMITS.name, 'First name is required.'),
  Lastname: RequiredText(TEXT_LIMITS.name, 'Last name is required.'),
  Telephone: v.optional(v.nullable(v.union([v.literal(''), Phone]))),
  ReceiveBrandOffers: v.optional(v.boolean(), false),
})
export type UpdateAccountRequest = v.InferOutput<typeof UpdateAccountRequest>

export const ChangePasswordRequest = v.object({
  PropertyId: PropertyRef,
  CurrentPassword: Password,
  NewPassword,
})
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequest>

export const RequestPasswordResetRequest = v.object({ PropertyId: PropertyRef, EmailAddress: AccountEmail })
export type RequestPasswordResetRequest = v.InferOutput<typeof RequestPasswordResetRequest>

/** The token comes from the e-mailed link /Account/ResetPassword/{propertyCode}?token=… */
export const PasswordResetRequest = v.object({
  PropertyId: PropertyRef,
  Token,
  Password: NewPassword,
})
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>

/** POST /api/Account/ConfirmEmail — token from /Account/ConfirmEmail/{propertyCode}?token=… */
export const ConfirmEmailRequest = v.object({ PropertyId: PropertyRef, Token })
export type ConfirmEmailRequest = v.InferOutput<typeof ConfirmEmailRequest>

/** POST /api/Account/SendConfirmEmail — a fresh confirmation link for the logged-in guest. */
export const SendConfirmEmailRequest = v.object({ PropertyId: PropertyRef })
export type SendConfirmEmailRequest = v.InferOutput<typeof SendConfirmEmailRequest>

/** POST /api/Account/RemoveCard — forget a stored card; answers the account without it. */
export const RemoveCardRequest = v.object({
  PropertyId: PropertyRef,
  CreditCardId: v.pipe(v.number('A stored card is required.'), v.integer(), v.minValue(1)),
})
export type RemoveCardRequest = v.InferOutput<typeof RemoveCardRequest>

/** Answer of Logout, RequestPasswordReset, PasswordReset, ChangePassword and ConfirmEmail. */
export const AccountActionResponse = v.object({ Success: v.boolean(), Message: v.nullable(v.string()) })
export type AccountActionResponse = v.InferOutput<typeof AccountActionResponse>
