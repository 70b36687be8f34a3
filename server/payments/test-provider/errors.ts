/**
 * Stripe's error answers: `{ error: { type, code, decline_code?, message, param?, … } }` with the statuses the
 * `stripe` library turns into its own typed errors (400 and 404 StripeInvalidRequestError or, for
 * idempotency_error, StripeIdempotencyError; 401 StripeAuthenticationError; 402 StripeCardError).
 */
import type Stripe from 'stripe'

export type ErrorBody = {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  payment_intent?: Stripe.PaymentIntent
  setup_intent?: Stripe.SetupIntent
  payment_method?: Stripe.PaymentMethod
}

export type ErrorStatus = 400 | 401 | 402 | 404

/** Thrown before anything was written: the request's transaction is rolled back and this is the answer. */
export class ProviderError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: ErrorBody,
  ) {
    super(body.message)
    this.name = 'ProviderError'
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new ProviderError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  })

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing')

export const noSuch = (label: string, id: string, param = 'id') =>
  new ProviderError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${label}: '${id}'`,
    param,
  })

/** An intent whose status does not allow the call (Stripe's payment_intent_unexpected_state). */
export const unexpectedState = (kind: 'payment_intent' | 'setup_intent', message: string) =>
  invalidRequest(message, undefined, `${kind}_unexpected_state`)

export const unauthorised = (message: string) =>
  new ProviderError(401, { type: 'invalid_request_error', message })
