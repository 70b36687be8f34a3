/**
 * Queues the webhook of a hotel event in the event's own transaction (decision 0106), when the hotel set a
 * WebhookUrl: the delivery exists exactly when the change does, and ./webhook-worker.ts sends it after the commit.
 */
import type { PropertySettings } from '@/api/contract/property'
import type { Queryable } from '../db/types'
import { webhookUrlOf } from './webhook-settings'

export async function queueWebhook(
  tx: Queryable,
  hotel: { id: number; settings: PropertySettings },
  hotelEventId: number,
  now: Date,
): Promise<void> {
  const url = webhookUrlOf(hotel.settings)
  if (!url) return
  await tx.query(
    `INSERT INTO webhook_delivery (hotel_event_id, property_id, url, next_attempt_at) VALUES ($1, $2, $3, $4)`,
    [hotelEventId, hotel.id, url, now.toISOString()],
  )
}
