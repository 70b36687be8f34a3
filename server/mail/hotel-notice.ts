/**
 * The hotel's copy of what happened (issue 19): every booking, change, cancellation, pre-check-in and restaurant
 * booking also goes to the hotel's reservations address, queued with the same transaction as the guest's message,
 * so the hotel hears of exactly the changes that were saved (decision 0104).
 */
import type { PropertySettings } from '@/api/contract/property'
import type { Queryable } from '../db/types'
import { recordHotelEvent } from '../hotel-events/hotel-events'
import { mailbox } from './guest-mail'
import { renderMail } from './layout'
import { queueMail } from './outbox'

type HotelOf = { id: number; name: string; settings: PropertySettings }

/**
 * Where the hotel takes its reservations: the `ReservationsEmail` setting when the hotel set one (an address kept
 * only in the stored settings, not in the public contract), else its own address.
 */
export function reservationsAddress(settings: PropertySettings): string {
  if ('ReservationsEmail' in settings && typeof settings.ReservationsEmail === 'string') {
    const address = settings.ReservationsEmail.trim()
    if (address) return address
  }
  return settings.Email
}

export type HotelNotice = {
  /** The guest message's kind; the hotel's copy is `hotel-<kind>`. */
  kind: string
  regarding: string
  subject: string
  /** What happened, one paragraph each; empty ones are left out. */
  lines: string[]
}

/**
 * Queues `notice` for the hotel in `tx`, the transaction of the change it tells about: in the hotel's own layout
 * (./layout.ts), its logo under `publicUrl`. Records the change in the hotel's event log (decision 0106) with the
 * same transaction.
 */
export async function queueHotelNotice(
  tx: Queryable,
  hotel: HotelOf,
  notice: HotelNotice,
  now: Date,
  publicUrl?: string,
): Promise<void> {
  await recordHotelEvent(tx, hotel, { kind: notice.kind, reference: notice.regarding }, now)
  const paragraphs = notice.lines.filter((line) => line.trim() !== '')
  const { html, text } = renderMail(
    hotel,
    {
      title: notice.subject,
      blocks: [...paragraphs.map((paragraph) => ({ paragraph })), { note: 'Sent by the booking engine.' }],
    },
    publicUrl,
  )
  await queueMail(
    tx,
    {
      kind: `hotel-${notice.kind}`,
      regarding: notice.regarding,
      propertyId: hotel.id,
      from: mailbox(`${hotel.name} booking engine`, hotel.settings.Email),
      to: reservationsAddress(hotel.settings),
      subject: `[${hotel.name}] ${notice.subject}`,
      text,
      html,
    },
    now,
  )
}

/** "Name <e-mail>, phone" of whoever the notice is about. */
export function contactLine(person: {
  FirstName: string
  LastName: string
  Email: string | null
  Phone?: string | null
}): string {
  const reach = [person.Email, person.Phone].filter((part) => part).join(', ')
  return `${person.FirstName} ${person.LastName}${reach ? ` (${reach})` : ''}`
}
