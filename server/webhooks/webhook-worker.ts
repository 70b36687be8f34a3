/**
 * Sends the hotels' webhooks (decision 0106) the way the mail outbox sends mail (decision 0098): a batch of due
 * deliveries is claimed in one statement under FOR UPDATE SKIP LOCKED with a lease and a claim id, so two
 * instances never send one at once; the POST runs outside any transaction; a 2xx marks it delivered if the claim
 * is still ours. Anything else is retried with the outbox's backoff (the same event id and body every time, a
 * fresh timestamp and signature), and given up after the last attempt — or at once when no retry can help (a
 * bad or private URL, no secret) — with a log line; /health counts what was given up.
 */
import { randomUUID } from 'node:crypto'
import { oneLine } from '@/api/contract/client-log'
import type { PropertySettings } from '@/api/contract/property'
import type { Db } from '../db/types'
import type { HotelEventPayload } from '../hotel-events/payload'
import { retryDelayMs } from '../mail/outbox-worker'
import { serialRun } from '../serial-run'
import { PermanentWebhookError, postWebhook } from './webhook-post'
import { webhookSecretOf } from './webhook-settings'
import { WEBHOOK_HEADERS, webhookSignature } from './webhook-signature'

export type WebhookWorker = {
  /** Sends what is due soon, without waiting. */
  kick(): void
  /** Sends everything due now and resolves when done; returns how many were delivered. */
  drain(): Promise<number>
  stop(): Promise<void>
}

export type WebhookWorkerOptions = {
  db: Db
  clock: () => Date
  /** Lets a URL reach loopback and private networks (WEBHOOK_ALLOW_PRIVATE: tests, a local demo). */
  allowPrivate?: boolean
  timeoutMs?: number
  leaseMs?: number
  maxAttempts?: number
  batchSize?: number
  log?: (line: string) => void
}

export const WEBHOOK_MAX_ATTEMPTS = 15

type DeliveryRow = {
  id: string | number
  url: string
  attempts: number
  event_id: string
  type: string
  reference: string
  occurred_at: Date | string
  cursor: string | number
  payload: HotelEventPayload
  property_code: string
  settings: PropertySettings
}

type Settings = Required<WebhookWorkerOptions>

/** Takes up to a batch of due deliveries (or ones whose lease ran out) for `claimId`, in one statement. */
async function claim(settings: Settings, claimId: string): Promise<DeliveryRow[]> {
  const now = settings.clock()
  const rows = await settings.db.query<DeliveryRow>(
    `WITH claimed AS (
       UPDATE webhook_delivery SET status = 'sending', attempts = attempts + 1, lease_until = $2, claim = $3
       WHERE id IN (
         SELECT id FROM webhook_delivery
         WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
         ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING id, url, attempts, hotel_event_id, property_id)
     SELECT c.id, c.url, c.attempts, e.event_id::text AS event_id, e.type, e.reference, e.occurred_at,
            e.id AS cursor, e.payload, p.code AS property_code, p.settings
     FROM claimed c JOIN hotel_event e ON e.id = c.hotel_event_id JOIN property p ON p.id = c.property_id
     ORDER BY c.id`,
    [
      now.toISOString(),
      new Date(now.getTime() + settings.leaseMs).toISOString(),
      claimId,
      settings.batchSize,
    ],
  )
  return rows
}

/** The JSON a receiver gets: the same bytes on every attempt. */
function webhookBody(row: DeliveryRow): string {
  return JSON.stringify({
    Id: row.event_id,
    Type: row.type,
    PropertyId: row.property_code,
    Reference: row.reference,
    OccurredAt: new Date(row.occurred_at).toISOString(),
    Cursor: Number(row.cursor),
    Data: row.payload,
  })
}

async function send(settings: Settings, row: DeliveryRow): Promise<void> {
  const secret = webhookSecretOf(row.settings)
  if (!secret) throw new PermanentWebhookError('The hotel set a WebhookUrl but no WebhookSecret')
  const body = webhookBody(row)
  const timestamp = Math.floor(settings.clock().getTime() / 1000)
  const status = await postWebhook(
    row.url,
    {
      [WEBHOOK_HEADERS.id]: row.event_id,
      [WEBHOOK_HEADERS.type]: row.type,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
      'User-Agent': 'booking-engine-webhooks',
    },
    body,
    { allowPrivate: settings.allowPrivate, timeoutMs: settings.timeoutMs },
  )
  if (status < 200 || status > 299) throw new Error(`The receiver answered ${status}`)
}

async function markDelivered(settings: Settings, row: DeliveryRow, claimId: string): Promise<void> {
  await settings.db.query(
    `UPDATE webhook_delivery SET status = 'delivered', delivered_at = $3, lease_until = NULL, last_error = NULL
     WHERE id = $1 AND claim = $2`,
    [row.id, claimId, settings.clock().toISOString()],
  )
}

async function markFailed(
  settings: Settings,
  row: DeliveryRow,
  claimId: string,
  error: unknown,
): Promise<void> {
  const reason = oneLine(error instanceof Error ? error.message : String(error), 500)
  const last = error instanceof PermanentWebhookError || row.attempts >= settings.maxAttempts
  const next = new Date(settings.clock().getTime() + retryDelayMs(row.attempts))
  await settings.db.query(
    `UPDATE webhook_delivery SET status = $3, next_attempt_at = $4, lease_until = NULL, last_error = $5
     WHERE id = $1 AND claim = $2`,
    [row.id, claimId, last ? 'failed' : 'pending', next.toISOString(), reason],
  )
  settings.log(
    `Webhook ${row.type} ${row.reference} (event ${row.event_id}) ${last ? 'failed for good' : 'failed, retried later'} after attempt ${row.attempts}: ${reason}`,
  )
}

export function webhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const settings: Settings = {
    db: options.db,
    clock: options.clock,
    allowPrivate: options.allowPrivate ?? false,
    timeoutMs: options.timeoutMs ?? 10_000,
    leaseMs: options.leaseMs ?? 60_000,
    maxAttempts: options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS,
    batchSize: options.batchSize ?? 20,
    log: options.log ?? ((line: string) => console.error(line)),
  }
  const runner = serialRun(async () => {
    let delivered = 0
    for (;;) {
      const claimId = randomUUID()
      const batch = await claim(settings, claimId)
      if (batch.length === 0) return delivered
      // One receiver's slow answer must not hold the others: the batch is sent side by side.
      const outcomes = await Promise.all(
        batch.map(async (row) => {
          try {
            await send(settings, row)
          } catch (error) {
            await markFailed(settings, row, claimId, error)
            return 0
          }
          await markDelivered(settings, row, claimId)
          return 1
        }),
      )
      delivered += outcomes.reduce<number>((sum, n) => sum + n, 0)
    }
  })
  return {
    kick() {
      runner.run().catch((error: unknown) => settings.log(`Webhook run failed: ${String(error)}`))
    },
    drain: () => runner.drain(),
    stop: () => runner.idle(),
  }
}
