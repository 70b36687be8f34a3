/**
 * Account calls (spec §7). The session is an HttpOnly cookie set by Authenticate/Register and cleared by Logout;
 * the app never sees a token. Payloads the spec does not show (Update, ChangePassword, RequestPasswordReset,
 * PasswordReset, ConfirmEmail) are designed here.
 */
import * as v from 'valibot'
import { Email, LanguageCode, Phone, PropertyRef } from './common'

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
  CreditCards: v.array(StoredCreditCard),
})
export type UserAccount = v.InferOutput<typeof UserAccount>

/** "The login response adds Success and Message" (spec §3): the user's fields are in User (null on failure). */
export const LoginResponse = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  User: v.nullable(UserAccount),
})
export type LoginResponse = v.InferOutput<typeof LoginResponse>

const Password = v.pipe(v.string(), v.minLength(1, 'Password is required.'), v.maxLength(200))
/** New passwords: ten characters or more with at least one non-alphanumeric character (spec §5 hint, §9). */
export const NewPassword = v.pipe(
  v.string(),
  v.minLength(10, 'A password needs at least ten characters.'),
  v.maxLength(200),
  v.regex(/[^A-Za-z0-9]/, 'A password needs at least one character that is not a letter or digit.'),
)

export const AuthenticateRequest = v.object({
  LanguageCode: v.optional(LanguageCode, 'en'),
  PropertyId: PropertyRef,
  EmailAddress: Email,
  Password,
})
export type AuthenticateRequest = v.InferOutput<typeof AuthenticateRequest>

export const RegisterRequest = v.object({
  LanguageCode: v.optional(LanguageCode, 'en'),
  PropertyId: PropertyRef,
  EmailAddress: Email,
  Password: NewPassword,
  Firstname: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required.'), v.maxLength(100)),
  Lastname: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required.'), v.maxLength(100)),
  MobileNumber: v.optional(v.nullable(v.union([v.literal(''), Phone]))),
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>

export const UpdateAccountRequest = v.object({
  PropertyId: PropertyRef,
  Firstname: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required.'), v.maxLength(100)),
  Lastname: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required.'), v.maxLength(100)),
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

export const RequestPasswordResetRequest = v.object({ PropertyId: PropertyRef, EmailAddress: Email })
export type RequestPasswordResetRequest = v.InferOutput<typeof RequestPasswordResetRequest>

/** The token comes from the e-mailed link /Account/ResetPassword/{propertyCode}?token=… */
export const PasswordResetRequest = v.object({
  PropertyId: PropertyRef,
  Token: v.pipe(v.string(), v.minLength(10), v.maxLength(200)),
  Password: NewPassword,
})
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>

/** POST /api/Account/ConfirmEmail — token from /Account/ConfirmEmail/{propertyCode}?token=… */
export const ConfirmEmailRequest = v.object({
  PropertyId: PropertyRef,
  Token: v.pipe(v.string(), v.minLength(10), v.maxLength(200)),
})
export type ConfirmEmailRequest = v.InferOutput<typeof ConfirmEmailRequest>

/** Answer of Logout, RequestPasswordReset, PasswordReset, ChangePassword and ConfirmEmail. */
export const AccountActionResponse = v.object({ Success: v.boolean(), Message: v.nullable(v.string()) })
export type AccountActionResponse = v.InferOutput<typeof AccountActionResponse>
