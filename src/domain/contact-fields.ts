/**
 * The form rules that check a phone number (docs/product/restaurant-and-contact.md#rules), apart from validation.ts: the phone rule carries
 * libphonenumber-js's metadata, which the search route, that imports validation.ts, must not load (decision 0020's
 * size budget). Every form that asks for a phone number is on a lazily loaded route.
 */
import * as v from 'valibot'
import { isValidPhone } from './phone'
import { Messages, emailSchema } from './form-rules'
import { isValidEmail, requiredStringValid, type RequiredFields } from './validation'

/** Starts with + or 00 and is a number its country's phone system knows (phone.ts). */
export const phoneSchema = v.pipe(
  v.string(Messages.phone),
  v.trim(),
  v.check((s: string) => isValidPhone(s), Messages.phone),
)

/**
 * A guest's e-mail or phone: well formed when given; required only when the configuration says so. The booker's
 * are always required (docs/product/restaurant-and-contact.md#rules booker personal details) and use emailSchema / phoneSchema.
 */
export function configuredContactSchema(field: 'email' | 'phone', required: RequiredFields) {
  const valid = field === 'email' ? isValidEmail : isValidPhone
  const message = field === 'email' ? Messages.email : Messages.phone
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => requiredStringValid(s, required[field] === true), message),
    v.check((s) => s === '' || valid(s), message),
  )
}

/** The form goes further than the guard (isBookerPersonalValid): the e-mail and phone must also be well formed. */
export const bookerPersonalSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.firstName)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty(Messages.lastName)),
  emailAddress: emailSchema,
  telephoneNumber: phoneSchema,
})
