/**
 * The built-in provider's browser pages: the card frame (its own policy, matching its inline script and style
 * by hash, framed by its own origin only), the frame's call that makes a payment method without ever keeping
 * the number or the security code, and the 3-D Secure challenge page (Complete, Fail, twice, a wrong secret).
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testProviderApi } from '../../../server/payments/test-provider/api'
import { testProviderHttpClient } from '../../../server/payments/test-provider/http-client'
import { testProviderPages } from '../../../server/payments/test-provider/pages'
import { cardSecretsIn } from '../../support/server/card-secrets'
import { NOW, providerDb, type ProviderDb } from './provider-db'

const PK = 'pk_test_builtin'
const RETURN = 'https://book.example/Status/ABC?lang=en'
const BASE = 'https://book.example'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('test provider pages', () => {
  let p: ProviderDb
  let app: Hono
  let stripe: Stripe

  beforeAll(async () => {
    p = await providerDb('pglite')
    const options = { db: p.db, clock: () => NOW, publicBase: BASE }
    app = new Hono()
    app.route('/test-provider', testProviderPages(options))
    stripe = new Stripe('sk_test_builtin', {
      httpClient: testProviderHttpClient(testProviderApi(options)),
      maxNetworkRetries: 0,
    })
  })
  afterAll(() => p.close())

  const request = (path: string, init?: RequestInit) => app.request(path.replace(BASE, ''), init)
  const form = (fields: Record<string, string>, key = PK): RequestInit => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const events = (id: string) =>
    p.db.query<{ type: string }>(
      `SELECT type FROM test_provider_event WHERE payload->'data'->'object'->>'id' = $1 ORDER BY created_at, type`,
      [id],
    )

  it('serves the card frame with its own policy, matching its inline script and style', async () => {
    const res = await request(
      '/test-provider/card-frame?key=pk_test_builtin&mode=payment&amount=100&currency=GBP',
    )
    expect(res.status).toBe(200)
    const html = await res.text()
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<style/g)).toHaveLength(1)
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'script-src': sha(script),
      'style-src': sha(style),
      'connect-src': "'self'",
      'frame-ancestors': "'self'",
    })
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    for (const [label, id, autocomplete] of [
      ['Card number', 'number', 'cc-number'],
      ['Expiry date (MM / YY)', 'exp', 'cc-exp'],
      ['Security code', 'cvc', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`)
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
      expect(input).toContain(`autocomplete="${autocomplete}"`)
      expect(input).toContain('inputmode="numeric"')
      expect(input).toContain(`aria-describedby="${id}-error"`)
    }
    expect(html).toContain(
      'Test cards: 4242 4242 4242 4242 pays; 4000 0027 6000 3184 asks your bank; 4000 0000 0000 0002 is declined',
    )
  })

  it('speaks the language the app passes it, script messages included, under the same policy', async () => {
    const path = '/test-provider/card-frame?key=pk_test_builtin&mode=payment&amount=100&currency=GBP'
    const res = await request(`${path}&locale=de`)
    const html = await res.text()
    expect(html).toContain('<html lang="de" dir="ltr">')
    expect(html).toContain('<title>Kartendaten</title>')
    expect(html).toContain('<label for="number">Kartennummer</label>')
    expect(html).toContain('<label for="cvc">Sicherheitscode</label>')
    expect(html).toContain('Testkarten: 4242 4242 4242 4242 zahlt')
    const messages = /data-messages="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '{}'
    expect(JSON.parse(messages)).toMatchObject({ enterNumber: 'Geben Sie die Kartennummer ein.' })
    expect(html).not.toMatch(/Card number|Enter the card number/)
    // The script is one text for every language: the policy's hash holds.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(res.headers.get('Content-Security-Policy')).toContain(sha(script))

    const arabic = await (await request(`${path}&locale=ar`)).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain('رقم البطاقة')
  })

  it("makes a payment method from the frame's card, keeping neither the number nor the security code", async () => {
    const card = { number: '4000 0027 6000 3184', securityCode: '987' }
    const res = await request(
      '/test-provider/v1/payment_methods',
      form({
        type: 'card',
        'card[number]': card.number.replace(/ /g, ''),
        'card[exp_month]': '4',
        'card[exp_year]': '2029',
        'card[cvc]': card.securityCode,
        'billing_details[name]': 'Grace Hopper',
      }),
    )
    expect(res.status).toBe(200)
    const pm = (await res.json()) as Stripe.PaymentMethod
    expect(pm).toMatchObject({
      object: 'payment_method',
      card: { brand: 'visa', last4: '3184', exp_month: 4, exp_year: 2029 },
      billing_details: { name: 'Grace Hopper' },
    })
    // Using it, so the intents and events that mention it are scanned too.
    await stripe.paymentIntents.create({ amount: 500, currency: 'gbp', payment_method: pm.id, confirm: true })
    for (const table of ['test_provider_object', 'test_provider_event', 'test_provider_idempotency']) {
      const rows = await p.db.query(`SELECT * FROM ${table}`)
      expect(rows.length, table).toBeGreaterThan(0)
      expect(cardSecretsIn(JSON.stringify(rows), card), table).toEqual([])
    }
  })

  it("refuses a bad card as Stripe's card_error, and the secret key on the frame's call", async () => {
    const bad = await request(
      '/test-provider/v1/payment_methods',
      form({
        type: 'card',
        'card[number]': '4242424242424241',
        'card[exp_month]': '4',
        'card[exp_year]': '2029',
        'card[cvc]': '123',
      }),
    )
    expect(bad.status).toBe(402)
    expect(await bad.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'card[number]',
      },
    })
    const expired = await request(
      '/test-provider/v1/payment_methods',
      form({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2026',
        'card[cvc]': '123',
      }),
    )
    expect(expired.status).toBe(402)
    const secret = await request(
      '/test-provider/v1/payment_methods',
      form({ type: 'card' }, 'sk_test_builtin'),
    )
    expect(secret.status).toBe(401)
    const none = await request('/test-provider/v1/payment_methods', { method: 'POST', body: '' })
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ error: { type: 'invalid_request_error' } })
  })

  const challenged = async (capture: 'automatic' | 'manual' = 'automatic') => {
    const pi = await stripe.paymentIntents.create({
      amount: 3_000,
      currency: 'gbp',
      description: 'Harbour House Hotel, 2 nights',
      payment_method: 'pm_card_authenticationRequired',
      capture_method: capture,
      confirm: true,
      return_url: RETURN,
    })
    const url = pi.next_action?.redirect_to_url?.url ?? ''
    expect(url.startsWith(`${BASE}/test-provider/challenge/${pi.id}/`)).toBe(true)
    return { pi, url }
  }
  const answer = (url: string, outcome: string) =>
    request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    })

  it('shows the challenge, and Complete takes the payment once', async () => {
    const { pi, url } = await challenged()
    expect(await events(pi.id)).toEqual([{ type: 'payment_intent.requires_action' }])
    const page = await request(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Your bank wants to confirm this payment')
    expect(html).toContain('£30.00')
    expect(html).toContain('Harbour House Hotel, 2 nights')
    expect(html).not.toContain('<script')
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(page.headers.get('Content-Security-Policy')).toContain(`style-src ${sha(style)}`)
    expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self' https://book.example")

    const done = await answer(url, 'complete')
    expect(done.status).toBe(303)
    const to = new URL(done.headers.get('Location') ?? '')
    expect(`${to.origin}${to.pathname}`).toBe('https://book.example/Status/ABC')
    expect(Object.fromEntries(to.searchParams)).toEqual({
      lang: 'en',
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: 'succeeded',
    })
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 3_000,
    })
    const after = await events(pi.id)
    expect(after.map((e) => e.type)).toContain('payment_intent.succeeded')

    // Twice: nothing more happens.
    expect((await answer(url, 'complete')).status).toBe(404)
    expect((await answer(url, 'fail')).status).toBe(404)
    expect((await request(url)).status).toBe(404)
    expect(await events(pi.id)).toEqual(after)
  })

  it('Fail sends the payment back to requires_payment_method with the authentication failure', async () => {
    const { pi, url } = await challenged()
    const done = await answer(url, 'fail')
    expect(done.status).toBe(303)
    expect(new URL(done.headers.get('Location') ?? '').searchParams.get('redirect_status')).toBe('failed')
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    })
    expect((await events(pi.id)).map((e) => e.type)).toContain('payment_intent.payment_failed')
  })

  it('Complete on a manual-capture payment leaves it to be captured', async () => {
    const { pi, url } = await challenged('manual')
    expect((await answer(url, 'complete')).status).toBe(303)
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 3_000,
    })
  })

  it('answers a wrong secret or an unknown intent with a plain 404 page', async () => {
    const { pi, url } = await challenged()
    const wrong = url.replace(/\/[A-Za-z0-9]+$/, `/${'x'.repeat(32)}`)
    expect((await request(wrong)).status).toBe(404)
    expect((await answer(wrong, 'complete')).status).toBe(404)
    expect((await request(`/test-provider/challenge/pi_nothing/${'x'.repeat(32)}`)).status).toBe(404)
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({ status: 'requires_action' })
  })

  it('confirms a card for a setup intent, saving it to the customer', async () => {
    const customer = await stripe.customers.create({ email: 'grace@example.com' })
    const si = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: RETURN,
    })
    expect(si.status).toBe('requires_action')
    const url = si.next_action?.redirect_to_url?.url ?? ''
    const page = await (await request(url)).text()
    expect(page).toContain('Confirm your card')
    const done = await answer(url, 'complete')
    const to = new URL(done.headers.get('Location') ?? '')
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      setup_intent: si.id,
      setup_intent_client_secret: si.client_secret,
      redirect_status: 'succeeded',
    })
    const saved = await stripe.setupIntents.retrieve(si.id)
    expect(saved.status).toBe('succeeded')
    expect(await stripe.paymentMethods.retrieve(String(saved.payment_method))).toMatchObject({
      customer: customer.id,
    })
    expect((await events(si.id)).map((e) => e.type)).toEqual(
      expect.arrayContaining(['setup_intent.requires_action', 'setup_intent.succeeded']),
    )
  })
})
