/**
 * Sends the provider's events to the server's webhook route as Stripe does: the event's JSON body, signed in
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`, so `stripe.webhooks.constructEvent`
 * accepts it. Safe with several instances at once: due events are claimed in one statement under FOR UPDATE SKIP
 * LOCKED, their next attempt moved a lease ahead, so nobody else takes them while `deliver` runs (outside any
 * transaction). A 2xx marks an event delivered (if the claim is still ours); anything else, or a throw, is
 * retried with backoff, and given up after the last attempt.
 */
import { createHmac, randomUUID } from 'node:crypto'
import type { Db } from '../../db/types'
import type { EventPayload } from './store'

/** Posts a body to the webhook route; resolves with the HTTP status. */
export type DeliverEvent = (body: string, headers: Record<string, string>) => Promise<number>

export type EventDeliveryOptions = {
  db: Db
  webhookSecret: string
  batchSize?: number
  /** how long a claimed event is left to its deliverer before another may take it */
  leaseMs?: number
  maxAttempts?: number
}

export const TEST_PROVIDER_EVENT_ATTEMPTS = 12

/** 30 s, 1 min, 2 min … capped at 2 h: about a day in all, as a sleeping receiver needs. */
export const eventRetryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 7_200_000)

export function stripeSignature(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${v1}`
}

type Claimed = { id: string; payload: EventPayload; attempts: number }

async function claim(o: Required<EventDeliveryOptions>, claimId: string, now: Date): Promise<Claimed[]> {
  return o.db.query<Claimed>(
    `UPDATE test_provider_event SET attempts = attempts + 1, next_attempt_at = $2, claim = $3
     WHERE id IN (
       SELECT id FROM test_provider_event
       WHERE delivered_at IS NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at, created_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id, payload, attempts`,
    [now.toISOString(), new Date(now.getTime() + o.leaseMs).toISOString(), claimId, o.batchSize],
  )
}

async function sendOne(o: Required<EventDeliveryOptions>, deliver: DeliverEvent, e: Claimed, now: Date) {
  const body = JSON.stringify(e.payload)
  const timestamp = Math.floor(now.getTime() / 1000)
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Stripe-Signature': stripeSignature(o.webhookSecret, timestamp, body),
    'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  }
  return deliver(body, headers).then(
    (status) => (status >= 200 && status <= 299 ? null : `The webhook route answered ${status}`),
    (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500),
  )
}

/**
 * Delivers the events due at `now`, batch after batch until none is due; returns how many were delivered.
 * For the scheduler: safe to run on every instance at once.
 */
export async function deliverTestProviderEvents(
  options: EventDeliveryOptions,
  deliver: DeliverEvent,
  now: Date,
): Promise<number> {
  const o: Required<EventDeliveryOptions> = {
    batchSize: 20,
    leaseMs: 60_000,
    maxAttempts: TEST_PROVIDER_EVENT_ATTEMPTS,
    ...options,
  }
  let delivered = 0
  for (;;) {
    const claimId = randomUUID()
    const batch = await claim(o, claimId, now)
    if (batch.length === 0) return delivered
    for (const e of batch) {
      const error = await sendOne(o, deliver, e, now)
      if (error === null) delivered++
      const next =
        e.attempts >= o.maxAttempts ? null : new Date(now.getTime() + eventRetryDelayMs(e.attempts))
      await o.db.query(
        error === null
          ? `UPDATE test_provider_event SET delivered_at = $3, last_error = NULL WHERE id = $1 AND claim = $2`
          : `UPDATE test_provider_event SET next_attempt_at = $3, last_error = $4 WHERE id = $1 AND claim = $2`,
        error === null
          ? [e.id, claimId, now.toISOString()]
          : [e.id, claimId, next?.toISOString() ?? null, error],
      )
    }
  }
}
