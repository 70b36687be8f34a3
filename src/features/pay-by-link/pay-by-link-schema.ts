import * as v from 'valibot'
import { emailSchema } from '@/domain/form-rules'

// The pay-by-link form (docs/product/after-booking.md#rules: a valid e-mail and, unless the property uses PayByPayStack, a card). The card is
// entered in the payment provider's frame (decision 0113), never in this form: the form holds the e-mail only.

export type PayByLinkValues = { email: string }

export const payByLinkSchema = v.object({ email: emailSchema })
