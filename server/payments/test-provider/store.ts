/**
 * The provider's objects and events in the database (migration 017), so every instance and every restart sees
 * the same ones. Everything here runs inside the request's one transaction: a state change and the event that
 * tells of it commit together or not at all. Loads take the row lock, so two confirms of one intent queue.
 */
import Stripe from 'stripe'
import type { Queryable } from '../../db/types'
import { noSuch } from './errors'
import { newId } from './ids'
import { unixSeconds } from './options'
import type { CardBehaviour } from './test-cards'

export type Objects = {
  customer: Stripe.Customer
  payment_method: Stripe.PaymentMethod
  payment_intent: Stripe.PaymentIntent
  setup_intent: Stripe.SetupIntent
  charge: Stripe.Charge
  refund: Stripe.Refund
}
export type Kind = keyof Objects

/** What Stripe keeps to itself about an object. */
export type Internal = {
  /** a payment method's test behaviour (never its number) */
  behaviour?: CardBehaviour
  /** the secret in an intent's challenge address, while it waits for one */
  challengeSecret?: string
  /** a charge's refunds so far (its amount_refunded also counts what a partial capture released) */
  refunded?: number
}

export type Stored<K extends Kind> = { object: Objects[K]; internal: Internal }

/** How Stripe names each kind in "No such …" messages. */
const LABEL: Record<Kind, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  charge: 'charge',
  refund: 'refund',
}

export async function insertObject<K extends Kind>(
  tx: Queryable,
  kind: K,
  object: Objects[K],
  internal: Internal,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO test_provider_object (id, kind, data, internal, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [object.id, kind, JSON.stringify(object), JSON.stringify(internal), now.toISOString()],
  )
}

export async function findObject<K extends Kind>(
  tx: Queryable,
  kind: K,
  id: string,
): Promise<Stored<K> | null> {
  const [row] = await tx.query<{ data: Objects[K]; internal: Internal }>(
    `SELECT data, internal FROM test_provider_object WHERE id = $1 AND kind = $2 FOR UPDATE`,
    [id, kind],
  )
  return row ? { object: row.data, internal: row.internal } : null
}

/** The object, or Stripe's 404 resource_missing naming `param`. */
export async function loadObject<K extends Kind>(
  tx: Queryable,
  kind: K,
  id: string,
  param = 'id',
): Promise<Stored<K>> {
  const found = await findObject(tx, kind, id)
  if (!found) throw noSuch(LABEL[kind], id, param)
  return found
}

export async function saveObject<K extends Kind>(tx: Queryable, stored: Stored<K>): Promise<void> {
  await tx.query(`UPDATE test_provider_object SET data = $2, internal = $3 WHERE id = $1`, [
    stored.object.id,
    JSON.stringify(stored.object),
    JSON.stringify(stored.internal),
  ])
}

export type EventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'payment_intent.requires_action'
  | 'setup_intent.succeeded'
  | 'setup_intent.setup_failed'
  | 'setup_intent.requires_action'
  | 'setup_intent.canceled'
  | 'charge.refunded'
  | 'refund.created'

/** Stripe's event envelope; `data.object` is the object as it was when the event happened. */
export type EventPayload = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: Objects[Kind] }
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  type: EventType
}

export async function recordEvent(
  tx: Queryable,
  type: EventType,
  object: Objects[Kind],
  now: Date,
): Promise<void> {
  const payload: EventPayload = {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixSeconds(now),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
  await tx.query(
    `INSERT INTO test_provider_event (id, type, payload, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $4)`,
    [payload.id, type, JSON.stringify(payload), now.toISOString()],
  )
}

/** Any object by id, for `expand[]`. */
export async function findAny(tx: Queryable, id: string): Promise<Objects[Kind] | null> {
  const [row] = await tx.query<{ data: Objects[Kind] }>(
    `SELECT data FROM test_provider_object WHERE id = $1`,
    [id],
  )
  return row?.data ?? null
}
