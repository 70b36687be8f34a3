/**
 * Which payment provider takes a property's cards (decision 0113): the property's own Stripe account when its
 * property file gives keys (a group's hotels often have one account each), else the server's STRIPE_* keys, else
 * the built-in test provider. A property with PayByPayStack also takes payments on PayStack's page, through the
 * PayStack adapter of the same port (decision 0063). The keys are stored with the property's settings but never published: the settings
 * contract leaves them out, as it does the webhook secret.
 */
import type { CardForm } from '@/api/contract/property'
import type { PropertySettings } from '@/api/contract/property'
import type { PropertyRow } from '../catalogue/property'
import type { PaymentProvider } from './provider'
import { stripeProvider } from './stripe-provider'

export type StripeKeys = {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** STRIPE_API_URL: another address for Stripe's API (a test double) */
  apiUrl?: string | null
}

export type Payments = {
  /** the provider that takes this property's cards */
  provider(property: PropertyRow): PaymentProvider
  /** the PayStack adapter, when this property takes PayByPayStack; null otherwise */
  payStack(property: PropertyRow): PaymentProvider | null
  /**
   * The provider a ledger entry of this property was made with (its `provider`), to ask about it or to apply its
   * events: the card provider, or PayStack whatever the property's setting is now; null for another name.
   */
  named(property: PropertyRow, name: string): PaymentProvider | null
  /** where the app shows this property's card fields */
  cardForm(property: PropertyRow): CardForm
  /**
   * The providers whose signed events may arrive at the webhook route: the property's own when a property code
   * is in the address, else the server's (and the built-in one's).
   */
  eventProviders(property: PropertyRow | null): PaymentProvider[]
  /**
   * What the bank's way back starts with: PUBLIC_URL for Stripe (it wants an absolute address), nothing for the
   * built-in provider, whose pages are on the app's own origin whatever address it is reached at.
   */
  returnBase(property: PropertyRow): string
}

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (all three, or none) and STRIPE_API_URL. */
export function stripeKeysFromEnvironment(env: NodeJS.ProcessEnv = process.env): StripeKeys | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey && !publishableKey && !webhookSecret) return null
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new Error('Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together.')
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.trim() || null }
}

function storedText(settings: PropertySettings, key: string): string | null {
  if (!(key in settings)) return null
  const value: unknown = Reflect.get(settings, key)
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** A property's own Stripe keys from its stored settings (the property file's `payments` block), or null. */
export function propertyStripeKeys(settings: PropertySettings, apiUrl?: string | null): StripeKeys | null {
  const secretKey = storedText(settings, 'StripeSecretKey')
  const publishableKey = storedText(settings, 'StripePublishableKey')
  const webhookSecret = storedText(settings, 'StripeWebhookSecret')
  if (!secretKey || !publishableKey || !webhookSecret) return null
  return { secretKey, publishableKey, webhookSecret, apiUrl }
}

export const TEST_PROVIDER_FRAME = '/test-provider/card-frame'
export const STRIPE_FRAME = '/card-frame/stripe.html'

/**
 * The payments of a server. `builtIn` is the built-in test provider (server/payments/test-provider/), used by
 * every property without Stripe keys; its publishable key goes in its frame's address. Its `payStack` is the
 * PayStack adapter (without one, no property takes PayStack).
 */
export function serverPayments(options: {
  stripe: StripeKeys | null
  builtIn: { provider: PaymentProvider; publishableKey: string; payStack?: PaymentProvider }
  publicUrl?: string
  clock?: () => Date
}): Payments {
  const providers = new Map<string, PaymentProvider>()
  const stripeFor = (keys: StripeKeys) => {
    let provider = providers.get(keys.secretKey)
    if (!provider) {
      provider = stripeProvider({
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
        apiUrl: keys.apiUrl,
        clock: options.clock,
      })
      providers.set(keys.secretKey, provider)
    }
    return provider
  }
  const keysOf = (property: PropertyRow) =>
    propertyStripeKeys(property.settings, options.stripe?.apiUrl) ?? options.stripe
  const provider = (property: PropertyRow) => {
    const keys = keysOf(property)
    return keys ? stripeFor(keys) : options.builtIn.provider
  }
  const payStack = options.builtIn.payStack ?? null
  return {
    provider,
    payStack: (property) => (property.settings.PayByPayStack ? payStack : null),
    named(property, name) {
      if (payStack && name === payStack.name) return payStack
      const cards = provider(property)
      return cards.name === name ? cards : null
    },
    cardForm(property) {
      const keys = keysOf(property)
      return keys
        ? { Provider: 'Stripe', FrameUrl: `${STRIPE_FRAME}?key=${encodeURIComponent(keys.publishableKey)}` }
        : {
            Provider: 'TestProvider',
            FrameUrl: `${TEST_PROVIDER_FRAME}?key=${encodeURIComponent(options.builtIn.publishableKey)}`,
          }
    },
    returnBase(property) {
      return keysOf(property) ? (options.publicUrl ?? '').replace(/\/+$/, '') : ''
    },
    eventProviders(property) {
      const own = property ? propertyStripeKeys(property.settings, options.stripe?.apiUrl) : null
      if (own) return [stripeFor(own)]
      return [...(options.stripe ? [stripeFor(options.stripe)] : []), options.builtIn.provider]
    },
  }
}
