import * as v from 'valibot'
import { phoneSchema } from '@/domain/contact-fields'
import { emailSchema } from '@/domain/form-rules'
import { t } from '@/i18n/i18n'

// The contact half of the table booking (docs/product/restaurant-and-contact.md#rules: contact number, e-mail and identifier). The table half —
// restaurant, date, party size, time — is chosen on the page and checked with the domain rule before sending.

export const restaurantContactSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(t('restaurant.nameRequired')), v.maxLength(100)),
  email: emailSchema,
  contactNumber: phoneSchema,
  specialRequests: v.pipe(v.string(), v.maxLength(1000, t('restaurant.requestsTooLong'))),
})

export type RestaurantContactValues = v.InferInput<typeof restaurantContactSchema>
