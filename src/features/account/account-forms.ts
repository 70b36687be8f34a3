import * as v from 'valibot'
import { ApiError } from '@/api/api-error'
import { NewPassword, PasswordMessages } from '@/api/contract/account'
import { Phone } from '@/api/contract/contact-fields'
import { Messages, emailSchema } from '@/domain/form-rules'

// The account forms' rules: the spec's field messages (domain/validation) and the contract's new-password rule,
// so the guest hears about a short password before the server does. The server still has the last word
// (common passwords); its ModelState lands on the same fields through `serverFieldErrors`.

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
const optionalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || v.is(Phone, s), Messages.phone),
)
const password = v.pipe(v.string(), v.nonEmpty(PasswordMessages.required))
const confirmation = v.pipe(v.string(), v.nonEmpty(Messages.passwordConfirmation))

export const loginSchema = v.object({ email: emailSchema, password })
export type LoginValues = v.InferInput<typeof loginSchema>

export const registerSchema = v.pipe(
  v.object({
    firstName: required(Messages.firstName),
    lastName: required(Messages.lastName),
    email: emailSchema,
    mobileNumber: optionalPhone,
    password: NewPassword,
    confirmPassword: confirmation,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.confirmPassword === i.password,
      Messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
)
export type RegisterValues = v.InferInput<typeof registerSchema>

export const forgotSchema = v.object({ email: emailSchema })
export type ForgotValues = v.InferInput<typeof forgotSchema>

export const resetSchema = v.pipe(
  v.object({ password: NewPassword, confirmPassword: confirmation }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.confirmPassword === i.password,
      Messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
)
export type ResetValues = v.InferInput<typeof resetSchema>

export const detailsSchema = v.object({
  firstName: required(Messages.firstName),
  lastName: required(Messages.lastName),
  telephone: optionalPhone,
  receiveBrandOffers: v.boolean(),
})
export type DetailsValues = v.InferInput<typeof detailsSchema>

export const changePasswordSchema = v.pipe(
  v.object({ currentPassword: password, newPassword: NewPassword, confirmPassword: confirmation }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.confirmPassword === i.newPassword,
      Messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
)
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>

/** The server's ModelState for one form: wire field name → form field, first message each. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: Record<string, F>,
): [F, string][] {
  if (!(error instanceof ApiError)) return []
  return Object.entries(error.modelState).flatMap(([wire, messages]): [F, string][] => {
    const field = fieldOf[wire]
    const message = messages[0]
    return field && message ? [[field, message]] : []
  })
}

/** True when every message of the failure already shows next to a field, so no general notice is needed. */
export function onlyFieldErrors(error: unknown, fieldOf: Record<string, string>): boolean {
  return (
    error instanceof ApiError &&
    Object.keys(error.modelState).length > 0 &&
    Object.keys(error.modelState).every((k) => k in fieldOf)
  )
}

/**
 * Puts each ModelState message of a failure next to its field; true when that was all of it, so the screen needs
 * no general notice.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fieldOf: Record<string, F>,
  setError: (field: F, error: { message: string }) => void,
): boolean {
  for (const [field, message] of serverFieldErrors(error, fieldOf)) setError(field, { message })
  return onlyFieldErrors(error, fieldOf)
}
