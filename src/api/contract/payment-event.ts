/**
 * POST /api/Payments/Webhook[/{propertyCode}] (decision 0113): the card provider's signed events, as Stripe sends
 * them. The server verifies the body's Stripe-Signature before reading it; only `id` and `type` are named here,
 * the rest is the provider's object.
 */
import * as v from 'valibot'

export const ProviderEventBody = v.looseObject({
  id: v.pipe(v.string(), v.maxLength(255)),
  type: v.pipe(v.string(), v.maxLength(255)),
})
export type ProviderEventBody = v.InferOutput<typeof ProviderEventBody>

export const ProviderEventReceipt = v.object({ Received: v.string() })
export type ProviderEventReceipt = v.InferOutput<typeof ProviderEventReceipt>
