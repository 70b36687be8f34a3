/**
 * POST /api/Payments/Webhook[/{propertyCode}]: the payment provider's signed events (decision 0113). The body is
 * verified with the provider's own check (Stripe's signature over the raw body) before anything is read from it;
 * a body no provider signed is a 400 and does nothing. Each event is applied once (provider_event), so Stripe's
 * retries and duplicates are harmless; an event for a payment that is not ours is acknowledged and ignored.
 */
import { Hono } from 'hono'
import { ProviderEventReceipt } from '@/api/contract/payment-event'
import { findProperty } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { rawBody, reply } from '../web/http'
import { badRequest } from '../http-errors'
import { EventRefused, type PaymentProvider, type ProviderEvent } from '../payments/provider'
import { applyProviderEvent } from '../reservations/payment-settling'

function verified(
  providers: readonly PaymentProvider[],
  body: string,
  signature: string | undefined,
): { provider: PaymentProvider; event: ProviderEvent } | null {
  for (const provider of providers) {
    try {
      return { provider, event: provider.parseEvent(body, signature) }
    } catch (error) {
      if (!(error instanceof EventRefused)) throw error
    }
  }
  return null
}

export function paymentEventRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  const receive = async (body: string, signature: string | undefined, propertyCode: string | undefined) => {
    const property = propertyCode ? await findProperty(db, propertyCode) : null
    if (propertyCode && !property) return null
    const found = verified(deps.payments.eventProviders(property), body, signature)
    if (!found) return null
    await applyProviderEvent(db, found.provider, found.event, () => ({
      now: clock(),
      publicUrl: deps.publicUrl,
    }))
    return found.event.id
  }
  for (const path of ['/api/Payments/Webhook', '/api/Payments/Webhook/:propertyCode'])
    app.post(path, async (c) => {
      const id = await receive(
        await rawBody(c),
        c.req.header('Stripe-Signature'),
        c.req.param('propertyCode'),
      )
      if (id === null)
        throw badRequest({ 'Stripe-Signature': ['This event is not signed by the payment provider.'] })
      return reply(c, ProviderEventReceipt, { Received: id })
    })
  return app
}
