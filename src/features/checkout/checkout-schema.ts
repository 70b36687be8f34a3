import * as v from 'valibot'
import { luhnValid } from '@/domain/cards'
import { Messages, addressSchema, bookerPersonalSchema } from '@/domain/validation'

// The checkout form: the domain's booker and address rules (spec §5) plus the card. Card fields live only
// in this form's memory and the create request; they are never mirrored anywhere (ARCHITECTURE.md).

const text = v.pipe(v.string(), v.trim())
const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

export const checkoutSchema = v.object({
  ...bookerPersonalSchema.entries,
  street: addressSchema.entries.street,
  city: text,
  postCode: addressSchema.entries.postCode,
  countryId: required(Messages.country),
  specialRequests: v.pipe(v.string(), v.maxLength(2000)),
  comment: v.pipe(v.string(), v.maxLength(2000)),
  optIn: v.boolean(),
  creditCardName: required('The name on the card is required.'),
  creditCardNumber: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('A card number is required.'),
    v.check((n) => luhnValid(n), 'A valid card number is required.'),
  ),
  expiryMonth: required('An expiry month is required.'),
  expiryYear: required('An expiry year is required.'),
  cvvNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, 'A valid security code is required.')),
  agreeToTerms: v.pipe(
    v.boolean(),
    v.check((agreed) => agreed, 'Please agree to the terms and conditions.'),
  ),
})

export type CheckoutValues = v.InferInput<typeof checkoutSchema>
