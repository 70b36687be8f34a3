/**
 * The one log of what happened at a hotel (decision 0106): a `hotel_event` row per booking, change, cancellation,
 * pre-check-in and restaurant booking, written with the transaction of the change (from queueHotelNotice, where
 * every such change already passes), so it exists exactly when the change does. A PMS reads it with
 * `hotelEventsSince` (poll since a cursor) or receives it as a signed webhook.
 *
 * Trap: `id` is a cursor only because rows of one property become visible in `id` order. Two transactions could
 * otherwise take ids 5 and 6 and commit 6 first; a poller that read 6 would never see 5. Each insert therefore
 * takes a transaction-scoped advisory lock of its property (held to the commit), right before taking its id.
 */
import { randomUUID } from 'node:crypto'
import type { PropertySettings } from '@/api/contract/property'
import type { Queryable } from '../db/types'
import { queueWebhook } from '../webhooks/webhook-queue'
import { reservationPayload, tablePayload, type HotelEventPayload } from './payload'

/** The event type of each kind of change (the hotel notice's kind). */
export const HOTEL_EVENT_TYPES = {
  confirmation: 'reservation.created',
  change: 'reservation.changed',
  cancellation: 'reservation.cancelled',
  'check-in': 'reservation.pre-checked-in',
  table: 'restaurant-booking.created',
} as const satisfies Record<string, string>

export type HotelEvent = {
  /** The cursor: increasing in the order events of a property became visible. */
  id: number
  eventId: string
  propertyId: number
  type: string
  reference: string
  occurredAt: string
  payload: HotelEventPayload
}

const typeByKind: ReadonlyMap<string, string> = new Map(Object.entries(HOTEL_EVENT_TYPES))

/** A kind this module does not know yet still makes an event (a change is never lost), typed `other.<kind>`. */
const typeOf = (kind: string): string => typeByKind.get(kind) ?? `other.${kind}`

async function payloadOf(
  tx: Queryable,
  hotel: { id: number; settings: PropertySettings },
  kind: string,
  reference: string,
): Promise<HotelEventPayload> {
  const found =
    kind === 'table'
      ? await tablePayload(tx, hotel.id, reference)
      : await reservationPayload(tx, { id: hotel.id, currency: hotel.settings.Currency }, reference)
  return found ?? { Kind: 'Unknown', Reference: reference }
}

/**
 * Records that `kind` happened to `reference` at `hotel`, in `tx` (the change's transaction); returns the row's
 * cursor id and event id. A hotel with a WebhookUrl gets the event POSTed after the commit.
 */
export async function recordHotelEvent(
  tx: Queryable,
  hotel: { id: number; settings: PropertySettings },
  change: { kind: string; reference: string },
  now: Date,
): Promise<{ id: number; eventId: string }> {
  const payload = await payloadOf(tx, hotel, change.kind, change.reference)
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('hotel_event ' || current_schema()), $1::int)`, [
    hotel.id,
  ])
  const eventId = randomUUID()
  const [row] = await tx.query<{ id: string | number }>(
    `INSERT INTO hotel_event (event_id, property_id, type, reference, occurred_at, payload)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [eventId, hotel.id, typeOf(change.kind), change.reference, now.toISOString(), JSON.stringify(payload)],
  )
  if (!row) throw new Error('The hotel event was not recorded')
  const id = Number(row.id)
  await queueWebhook(tx, hotel, id, now)
  return { id, eventId }
}

type EventRow = {
  id: string | number
  event_id: string
  property_id: number
  type: string
  reference: string
  occurred_at: Date | string
  payload: HotelEventPayload
}

export function toHotelEvent(row: EventRow): HotelEvent {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    propertyId: row.property_id,
    type: row.type,
    reference: row.reference,
    occurredAt: new Date(row.occurred_at).toISOString(),
    payload: row.payload,
  }
}

export const EVENT_COLUMNS =
  'id, event_id::text AS event_id, property_id, type, reference, occurred_at, payload'

/**
 * The events of `propertyId` after `cursor` (0 for all), oldest first, at most `limit`. The next cursor is the
 * last event's id; an empty answer means nothing new yet.
 */
export async function hotelEventsSince(
  db: Queryable,
  propertyId: number,
  cursor: number,
  limit: number,
): Promise<HotelEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM hotel_event WHERE property_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [propertyId, cursor, limit],
  )
  return rows.map(toHotelEvent)
}
