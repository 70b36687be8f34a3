/**
 * Which provider takes a property's cards (decision 0113): the property file's own Stripe keys, else the
 * server's STRIPE_* keys, else the built-in test provider; and what the app is told of it.
 */
import { describe, expect, it } from 'vitest'
import type { PropertyRow } from '../../../server/catalogue/property'
import { HARBOUR } from '../../../server/seed/demo'
import { serverPayments, stripeKeysFromEnvironment } from '../../../server/payments/payments'
import type { PaymentProvider } from '../../../server/payments/provider'

const builtIn = {
  provider: { name: 'stripe' } as unknown as PaymentProvider,
  publishableKey: 'pk_test_builtin',
}
const hotel = (settings: Record<string, unknown> = {}) =>
  ({
    id: HARBOUR.id,
    code: HARBOUR.code,
    settings: { ...HARBOUR.settings, ...settings },
  }) as unknown as PropertyRow

describe('payment settings', () => {
  it('takes the three STRIPE_* keys together or not at all', () => {
    expect(stripeKeysFromEnvironment({})).toBeNull()
    expect(
      stripeKeysFromEnvironment({
        STRIPE_SECRET_KEY: 'sk_live_a',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      secretKey: 'sk_live_a',
      publishableKey: 'pk_live_a',
      webhookSecret: 'whsec_a',
      apiUrl: 'http://127.0.0.1:12111',
    })
    expect(() => stripeKeysFromEnvironment({ STRIPE_SECRET_KEY: 'sk_live_a' })).toThrow(/together/)
  })

  it('shows the built-in provider’s frame without keys, Stripe’s with the server’s, the hotel’s own first', () => {
    const none = serverPayments({ stripe: null, builtIn, publicUrl: 'https://book.example.com/' })
    expect(none.cardForm(hotel())).toEqual({
      Provider: 'TestProvider',
      FrameUrl: '/test-provider/card-frame?key=pk_test_builtin',
    })
    expect(none.provider(hotel())).toBe(builtIn.provider)
    expect(none.returnBase(hotel())).toBe('')
    const server = serverPayments({
      stripe: { secretKey: 'sk_live_server', publishableKey: 'pk_live_server', webhookSecret: 'whsec_s' },
      builtIn,
      publicUrl: 'https://book.example.com/',
    })
    expect(server.cardForm(hotel())).toEqual({
      Provider: 'Stripe',
      FrameUrl: '/card-frame/stripe.html?key=pk_live_server',
    })
    expect(server.provider(hotel())).not.toBe(builtIn.provider)
    expect(server.returnBase(hotel())).toBe('https://book.example.com')
    const own = hotel({
      StripeSecretKey: 'sk_live_own',
      StripePublishableKey: 'pk_live_own',
      StripeWebhookSecret: 'whsec_own',
    })
    expect(server.cardForm(own).FrameUrl).toBe('/card-frame/stripe.html?key=pk_live_own')
    expect(server.provider(own)).not.toBe(server.provider(hotel()))
    // Its events are checked with its own webhook secret only.
    expect(server.eventProviders(own)).toEqual([server.provider(own)])
    expect(server.eventProviders(null)).toEqual([server.provider(hotel()), builtIn.provider])
  })
})
