/**
 * The built-in test provider as the server uses it when a property has no Stripe keys (decision 0113): its
 * Stripe-shaped API reached in-process by the same Stripe adapter (no socket), its browser pages (card frame,
 * challenge) mounted under /test-provider/, and its events signed with a secret derived from the server's own,
 * delivered to our webhook route like Stripe's. With it, the stand-in for PayStack's hosted page and its adapter.
 */
import type { Hono } from 'hono'
import type { Db } from '../db/types'
import { serverPayments, type Payments, type StripeKeys } from './payments'
import { payStackProvider } from './paystack-provider'
import type { PaymentProvider } from './provider'
import { signLink, type Secrets } from '../crypto'
import { stripeProvider } from './stripe-provider'
import { testProviderApi } from './test-provider/api'
import { testProviderHttpClient } from './test-provider/http-client'
import {
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  type TestProviderOptions,
} from './test-provider/options'
import { testProviderPages } from './test-provider/pages'

export type BuiltInProvider = {
  provider: PaymentProvider
  publishableKey: string
  /** its browser pages, to mount at the root (they live under /test-provider/) */
  pages: Hono
  options: TestProviderOptions
  /** what its events are signed with */
  webhookSecret: string
  /** PayStack's hosted page as the reference server stands it in (./paystack.ts), through its adapter */
  payStack: PaymentProvider
}

/** The webhook secret of the built-in provider: the server's own, labelled, so nobody else can sign its events. */
export const builtInWebhookSecret = (secrets: Secrets) =>
  `whsec_${signLink(secrets, 'test-provider-webhook')}`

export function builtInProvider(deps: { db: Db; clock: () => Date; secrets: Secrets }): BuiltInProvider {
  const options: TestProviderOptions = {
    db: deps.db,
    clock: deps.clock,
    secretKey: DEFAULT_SECRET_KEY,
    publishableKey: DEFAULT_PUBLISHABLE_KEY,
    webhookSecret: builtInWebhookSecret(deps.secrets),
  }
  const api = testProviderApi(options)
  const provider = stripeProvider({
    secretKey: DEFAULT_SECRET_KEY,
    webhookSecret: builtInWebhookSecret(deps.secrets),
    httpClient: testProviderHttpClient(api),
    clock: deps.clock,
  })
  return {
    provider,
    publishableKey: DEFAULT_PUBLISHABLE_KEY,
    pages: testProviderPages(options),
    options,
    webhookSecret: builtInWebhookSecret(deps.secrets),
    payStack: payStackProvider(deps),
  }
}

/** A server's payments: Stripe where keys are set, else the built-in provider. */
export function paymentsWith(
  builtIn: BuiltInProvider,
  stripe: StripeKeys | null,
  publicUrl?: string,
): Payments {
  return serverPayments({ stripe, builtIn, publicUrl })
}
