/**
 * Our page around Stripe's Payment Element (decision 0113), shown by the app's card step in a same-origin frame at
 * /card-frame/stripe.html?key=pk_…&mode=…&amount=…&currency=…&locale=…. The card number and security code are typed
 * into Stripe's own fields (Stripe's frames inside this one); this page only turns them into Stripe's reference
 * (`pm_…`) when the app asks, and speaks the card-frame protocol (src/api/contract/card-frame.ts) with its parent.
 *
 * Stripe.js itself is loaded from js.stripe.com at run time by @stripe/stripe-js (never bundled: Stripe requires
 * it, and this page's Content-Security-Policy allows that host and nothing else beside this origin).
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type StripeElementLocale, type StripeElementsOptions } from '@stripe/stripe-js'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import * as v from 'valibot'
import { CardFrameSubmit, type CardFrameMessage } from '@/api/contract/card-frame'
import './stripe-card.css'

const params = new URLSearchParams(window.location.search)

/** Stripe's languages among the app's (the rest: Stripe picks from the browser). */
const LOCALES = [
  'ar',
  'de',
  'en',
  'en-GB',
  'es',
  'fr',
  'it',
  'nl',
] as const satisfies readonly StripeElementLocale[]
const asked = params.get('locale') ?? ''
const locale: StripeElementLocale = LOCALES.find((l) => l === asked) ?? 'auto'

/** Only to the app that holds this frame: the same origin, the parent window. */
function post(message: CardFrameMessage): void {
  window.parent.postMessage(message, window.location.origin)
}

function elementsOptions(): StripeElementsOptions {
  const currency = (params.get('currency') ?? '').toLowerCase()
  const amount = Number(params.get('amount') ?? '0')
  if (params.get('mode') === 'setup')
    return { mode: 'setup', currency, paymentMethodCreation: 'manual', locale }
  return { mode: 'payment', amount, currency, paymentMethodCreation: 'manual', locale }
}

/** The parent's asks for the card's reference: answered with Stripe's PaymentMethod, or Stripe's own words. */
function useSubmits() {
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return
      const parsed = v.safeParse(CardFrameSubmit, event.data)
      if (!parsed.success) return
      void answer(parsed.output)
    }
    const answer = async ({ requestId, billing }: CardFrameSubmit) => {
      const fail = (message: string | undefined) =>
        post({
          channel: 'card-frame',
          type: 'error',
          requestId,
          message: message || 'The card was not accepted.',
        })
      if (!stripe || !elements) return fail('The card form is still loading.')
      const checked = await elements.submit()
      if (checked.error) return fail(checked.error.message)
      const made = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: { name: billing.name ?? undefined, email: billing.email ?? undefined } },
      })
      if (made.error) return fail(made.error.message)
      const pm = made.paymentMethod
      post({
        channel: 'card-frame',
        type: 'result',
        requestId,
        paymentMethod: {
          id: pm.id,
          brand: pm.card?.brand ?? pm.type,
          last4: pm.card?.last4 ?? '',
          expMonth: pm.card?.exp_month ?? 0,
          expYear: pm.card?.exp_year ?? 0,
        },
      })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [stripe, elements])
}

/** Tells the parent this page's height whenever it changes, so the frame never scrolls. */
function useResizeReports() {
  useEffect(() => {
    const report = () =>
      post({ channel: 'card-frame', type: 'resize', height: document.documentElement.scrollHeight })
    const observer = new ResizeObserver(report)
    observer.observe(document.body)
    report()
    return () => observer.disconnect()
  }, [])
}

function CardForm() {
  useSubmits()
  useResizeReports()
  return (
    <PaymentElement
      options={{ layout: 'tabs' }}
      onReady={() => post({ channel: 'card-frame', type: 'ready' })}
      onChange={(event) =>
        post({ channel: 'card-frame', type: 'change', complete: event.complete, brand: null, error: null })
      }
    />
  )
}

const key = params.get('key')
const root = createRoot(document.getElementById('card-frame') ?? document.body)
if (!key) {
  // No publishable key: the app's card step says the form did not load and offers a retry.
  root.render(<p className="card-frame-problem">The card form is not set up.</p>)
} else {
  const stripe = loadStripe(key, { locale })
  root.render(
    <StrictMode>
      <Elements stripe={stripe} options={elementsOptions()}>
        <CardForm />
      </Elements>
    </StrictMode>,
  )
}
