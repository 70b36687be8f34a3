/**
 * The built-in test provider's HTTP API (decision 0113): the subset of Stripe's API that the server's Stripe
 * adapter uses, so the `stripe` library talks to it exactly as to Stripe — in-process through its fetch client
 * (http-client.ts) or over a port (server.ts). Served at the root (`/v1/…`), as Stripe's own host is.
 */
import { Hono } from 'hono'
import { ok } from './context'
import { createCustomer, retrieveCustomer } from './customers'
import { providerSettings, type TestProviderOptions } from './options'
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  retrievePaymentIntent,
} from './payment-intents'
import { attachPaymentMethod, createPaymentMethod, resolvePaymentMethod } from './payment-methods'
import { createRefund, retrieveRefund } from './refunds'
import { runRequest, type KeyKind, type Operation } from './request'
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  retrieveSetupIntent,
} from './setup-intents'
import { loadObject } from './store'

type Route = { method: 'GET' | 'POST'; path: string; key?: KeyKind; run: (id: string) => Operation }

const ROUTES: Route[] = [
  { method: 'POST', path: '/v1/customers', run: () => createCustomer },
  { method: 'GET', path: '/v1/customers/:id', run: (id) => (ctx) => retrieveCustomer(ctx, id) },
  // The card frame's call: a card number may only come from the browser, with the publishable key.
  { method: 'POST', path: '/v1/payment_methods', key: 'publishable', run: () => createPaymentMethod },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    run: (id) => async (ctx) => (await resolvePaymentMethod(ctx, id)).object,
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    run: (id) => (ctx, p) => attachPaymentMethod(ctx, id, p),
  },
  { method: 'POST', path: '/v1/payment_intents', run: () => createPaymentIntent },
  { method: 'GET', path: '/v1/payment_intents/:id', run: (id) => (ctx) => retrievePaymentIntent(ctx, id) },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    run: (id) => (ctx, p) => confirmPaymentIntent(ctx, id, p),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/capture',
    run: (id) => (ctx, p) => capturePaymentIntent(ctx, id, p),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    run: (id) => (ctx, p) => cancelPaymentIntent(ctx, id, p),
  },
  { method: 'POST', path: '/v1/setup_intents', run: () => createSetupIntent },
  { method: 'GET', path: '/v1/setup_intents/:id', run: (id) => (ctx) => retrieveSetupIntent(ctx, id) },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    run: (id) => (ctx, p) => confirmSetupIntent(ctx, id, p),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    run: (id) => (ctx, p) => cancelSetupIntent(ctx, id, p),
  },
  { method: 'POST', path: '/v1/refunds', run: () => createRefund },
  { method: 'GET', path: '/v1/refunds/:id', run: (id) => (ctx) => retrieveRefund(ctx, id) },
  {
    method: 'GET',
    path: '/v1/charges/:id',
    run: (id) => async (ctx) => ok((await loadObject(ctx.tx, 'charge', id)).object),
  },
]

export function testProviderApi(options: TestProviderOptions): Hono {
  const settings = providerSettings(options)
  const app = new Hono()
  for (const route of ROUTES) {
    app.on(route.method, route.path, (c) =>
      runRequest(c, settings, route.key ?? 'secret', route.run(c.req.param('id') ?? '')),
    )
  }
  app.notFound((c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
        },
      },
      404,
    ),
  )
  // Never a stack trace: Stripe's shape for its own failures.
  app.onError((error, c) => {
    settings.log(`Test provider: ${c.req.method} ${c.req.path} failed: ${error.message}`)
    return c.json(
      { error: { type: 'api_error', message: 'An unexpected error occurred in the test provider.' } },
      500,
    )
  })
  return app
}
