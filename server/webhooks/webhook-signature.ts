/**
 * How a webhook proves where it comes from (decision 0106): HMAC-SHA256 with the hotel's WebhookSecret over
 * `<timestamp>.<body>`, the timestamp being Unix seconds sent in its own header. A receiver recomputes it over the
 * raw body, compares in constant time, and refuses a timestamp more than a few minutes old (a replay).
 */
import { createHmac } from 'node:crypto'

export const WEBHOOK_HEADERS = {
  /** The event's id (uuid): the same on every retry, so a receiver can drop a copy. */
  id: 'Webhook-Id',
  /** Unix seconds when this attempt was signed. */
  timestamp: 'Webhook-Timestamp',
  /** `sha256=<hex of HMAC-SHA256(secret, timestamp + "." + body)>` */
  signature: 'Webhook-Signature',
  type: 'Webhook-Event',
} as const

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}
