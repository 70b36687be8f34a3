/**
 * A reservation as the database keeps it, and the reads and writes of its own tables (reservation,
 * reservation_item, reservation_guest, reservation_service) that every change flow shares. Every change first
 * bumps the reservation's Version from the one the client saw: a stale Version is a 409, never a silent
 * overwrite.
 */
import type { Occupancy } from '@/domain/occupancy'
import type { BookingTotals } from '@/domain/totals'
import type { Queryable } from '../db/types'
import type { StoredPolicy } from '../catalogue/policy'
import type { Translations } from '../catalogue/hotel-texts'
import { conflict } from '../http-errors'
import type { StoredCard } from '../payments/stored-card'
import type { ServiceRow } from '../catalogue/services'

export const STALE_MESSAGE =
  'This reservation was changed elsewhere since it was loaded. Please review it again.'

/** The booker as the reservation row keeps it (JSON), read back by confirmation and manage booking. */
export type StoredBooker = {
  FirstName: string
  LastName: string
  Email: string
  Phone: string
  Street: string
  City?: string | null
  StateOrCounty?: string | null
  ZipCode: string
  CountryId: number
}

export type StoredTotals = BookingTotals & { vatIncluded: boolean; paidNow: number }

export type ReservationRecord = {
  id: number
  reference_number: string
  code: string
  version: number
  date_from: string
  date_to: string
  booker: StoredBooker
  card: StoredCard | null
  company_id: number | null
  special_requests: string | null
  totals: StoredTotals
  cancelled: boolean
  pre_check_in_at: string | null
  estimated_arrival_time: string | null
  /** The language the guest booked in (Create's LanguageCode); read by findByReference. */
  language_code?: string | null
  /** The code the booking was made with (Create's PromoCode): it keeps a rate only a code opens (decision 0142). */
  promo_code?: string | null
}

export type ReservationItemRecord = {
  id: number
  room_type_id: number
  room_type_name: string
  rate_plan_id: number
  rate_plan_name: string
  policy: StoredPolicy
  date_from: string
  date_to: string
  adults: number
  children: number
  infants: number
  room_configuration_id: number | null
  room_configuration_name: string | null
  promo_code: string | null
  nights: StoredNight[]
  accommodation: number
  services_total: number
  total: number
  cancelled: boolean
  /** The room type's and plan's texts in other languages (decision 0132), read through textOf. */
  room_type_texts?: Translations
  rate_plan_texts?: Translations
  /** The bed configuration's name in other languages (decision 0146). */
  room_configuration_texts?: Translations | null
}

/** One night of a room as stored: the wire's DailyRate (major units). */
export type StoredNight = { DateOfStay: string; RatePerNight: number }

export type ServiceLineRecord = { item_id: number; service_id: number; quantity: number; total: number }

export type GuestRecord = {
  id: number
  item_id: number
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
}

/** A guest as the requests send one. */
export type SentGuest = { FirstName: string; LastName: string; Email?: string | null; Phone?: string | null }

/** A priced extra line: service, quantity and its cost over the stay (minor units). */
export type PricedLine = { row: ServiceRow; quantity: number; cost: number }

export async function findByReference(
  db: Queryable,
  propertyId: number,
  reference: string,
): Promise<ReservationRecord | null> {
  const [record] = await db.query<ReservationRecord>(
    `SELECT id, reference_number, code, version, date_from::text AS date_from, date_to::text AS date_to, booker, card,
            company_id, special_requests, totals, cancelled, pre_check_in_at::text AS pre_check_in_at,
            estimated_arrival_time, language_code, promo_code
     FROM reservation WHERE property_id = $1 AND upper(reference_number) = upper($2)`,
    [propertyId, reference.trim()],
  )
  return record ?? null
}

export async function loadItems(db: Queryable, reservationId: number): Promise<ReservationItemRecord[]> {
  return db.query<ReservationItemRecord>(
    `SELECT i.id, i.room_type_id, rt.name AS room_type_name, i.rate_plan_id, rp.name AS rate_plan_name, rp.policy,
            i.date_from::text AS date_from, i.date_to::text AS date_to, i.adults, i.children, i.infants,
            i.room_configuration_id, rc.name AS room_configuration_name, i.promo_code, i.nights, i.accommodation,
            i.services_total, i.total, i.cancelled, rt.translations AS room_type_texts,
            rp.translations AS rate_plan_texts, rc.translations AS room_configuration_texts
     FROM reservation_item i JOIN room_type rt ON rt.id = i.room_type_id JOIN rate_plan rp ON rp.id = i.rate_plan_id
     LEFT JOIN room_configuration rc ON rc.id = i.room_configuration_id
     WHERE i.reservation_id = $1 ORDER BY i.id`,
    [reservationId],
  )
}

export async function loadServiceLines(db: Queryable, reservationId: number): Promise<ServiceLineRecord[]> {
  return db.query<ServiceLineRecord>(
    `SELECT rs.reservation_item_id AS item_id, rs.service_id, rs.quantity, rs.total
     FROM reservation_service rs JOIN reservation_item i ON i.id = rs.reservation_item_id
     WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [reservationId],
  )
}

export async function loadGuests(db: Queryable, reservationId: number): Promise<GuestRecord[]> {
  return db.query<GuestRecord>(
    `SELECT g.id, g.reservation_item_id AS item_id, g.first_name, g.last_name, g.email, g.phone
     FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id WHERE i.reservation_id = $1 ORDER BY g.id`,
    [reservationId],
  )
}

/** One room of a reservation with its dates, or null when the room is not part of it. */
export async function findItemOf(
  db: Queryable,
  reservationId: number,
  itemId: number,
): Promise<{ id: number; date_from: string; date_to: string } | null> {
  const [item] = await db.query<{ id: number; date_from: string; date_to: string }>(
    'SELECT id, date_from::text AS date_from, date_to::text AS date_to FROM reservation_item WHERE id = $1 AND reservation_id = $2',
    [itemId, reservationId],
  )
  return item ?? null
}

/** The extras of one room, in the order they were added. */
export async function loadItemServiceLines(
  db: Queryable,
  itemId: number,
): Promise<{ service_id: number; quantity: number; total: number }[]> {
  return db.query<{ service_id: number; quantity: number; total: number }>(
    'SELECT service_id, quantity, total FROM reservation_service WHERE reservation_item_id = $1 ORDER BY id',
    [itemId],
  )
}

export const occupancyOf = (
  item: Pick<ReservationItemRecord, 'adults' | 'children' | 'infants'>,
): Occupancy => ({
  adults: item.adults,
  children: item.children,
  infants: item.infants,
})

/** Bumps the version the client saw; a different version means someone else changed it first. */
export async function claimVersion(tx: Queryable, reservationId: number, version: number): Promise<number> {
  const claimed = await tx.query<{ version: number }>(
    'UPDATE reservation SET version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING version',
    [reservationId, version],
  )
  if (claimed.length !== 1) throw conflict(STALE_MESSAGE)
  return claimed[0]?.version ?? version + 1
}

export async function writeBooker(tx: Queryable, reservationId: number, booker: unknown): Promise<void> {
  await tx.query('UPDATE reservation SET booker = $2 WHERE id = $1', [reservationId, JSON.stringify(booker)])
}

/** Replaces the guests of a room; an empty list keeps the ones it has. The first guest is the lead. */
export async function replaceGuests(
  tx: Queryable,
  itemId: number,
  guests: readonly SentGuest[],
): Promise<void> {
  if (guests.length === 0) return
  await tx.query('DELETE FROM reservation_guest WHERE reservation_item_id = $1', [itemId])
  for (const [index, guest] of guests.entries()) {
    await tx.query(
      'INSERT INTO reservation_guest (reservation_item_id, is_lead, first_name, last_name, email, phone) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        itemId,
        index === 0,
        guest.FirstName.trim(),
        guest.LastName.trim(),
        guest.Email?.trim() || null,
        guest.Phone?.trim() || null,
      ],
    )
  }
}

export async function writeServiceLines(
  tx: Queryable,
  itemId: number,
  lines: readonly PricedLine[],
): Promise<void> {
  for (const line of lines)
    await tx.query(
      'INSERT INTO reservation_service (reservation_item_id, service_id, quantity, total) VALUES ($1, $2, $3, $4)',
      [itemId, line.row.id, line.quantity, line.cost],
    )
}

export async function cancelItem(tx: Queryable, itemId: number, reasonId: number | null): Promise<void> {
  await tx.query('UPDATE reservation_item SET cancelled = true, cancellation_reason_id = $2 WHERE id = $1', [
    itemId,
    reasonId,
  ])
}
