/**
 * The wire's e-mail and phone fields, with the browser's own rules (decision 0100). Apart from common.ts: the phone
 * rule carries libphonenumber-js's metadata, which the search route (it imports common.ts) must not load.
 */
import * as v from 'valibot'
import { isValidPhone } from '@/domain/phone'
import { isValidEmail } from '@/domain/validation'
import { TEXT_LIMITS } from './common'

/** docs/product/restaurant-and-contact.md#rules's e-mail rule as the browser checks it (src/domain/validation.ts), within the stored length. */
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(TEXT_LIMITS.email, 'A valid email address is required.'),
  v.check((s: string) => isValidEmail(s), 'A valid email address is required.'),
)
/** docs/product/restaurant-and-contact.md#rules's phone rule as the browser checks it (src/domain/phone.ts): + or 00 and a number of its country. */
export const Phone = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(TEXT_LIMITS.phone, 'A valid phone number is required.'),
  v.check((s: string) => isValidPhone(s), 'A valid phone number is required.'),
)
