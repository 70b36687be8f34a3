/**
 * Who may see and change a reservation: reference number + code (the HMAC of the manage-booking and
 * pre-check-in links, compared in constant time), or reference number + a guest's or the booker's name.
 */
import type { Queryable } from '../db/types'
import { notFound } from '../http'
import { sameCode, signLink, type Secrets } from '../payments/signing'
import type { PropertyRow } from '../catalogue/property'
import { findByReference, type ReservationRecord } from './record'

export const NOT_FOUND = 'We could not find a reservation with these details.'

/** The code (hash) of the manage-booking and pre-check-in links: HMAC of the property and reference. */
export function reservationCode(secrets: Secrets, propertyId: number, reference: string): string {
  return signLink(secrets, `reservation|${propertyId}|${reference}`)
}

/** The reservation behind reference + code; a wrong code answers exactly like an unknown reference. */
export async function accessByCode(
  db: Queryable,
  property: PropertyRow,
  reference: string,
  code: string,
): Promise<ReservationRecord> {
  const record = await findByReference(db, property.id, reference)
  if (!record || !sameCode(record.code, code)) throw notFound(NOT_FOUND)
  return record
}

export async function accessByGuestName(
  db: Queryable,
  property: PropertyRow,
  reference: string,
  guestName: string,
): Promise<ReservationRecord | null> {
  const record = await findByReference(db, property.id, reference)
  if (!record) return null
  const wanted = guestName.trim().replace(/\s+/g, ' ').toLowerCase()
  const names = await db.query<{ first_name: string; last_name: string }>(
    `SELECT g.first_name, g.last_name FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id
     WHERE i.reservation_id = $1`,
    [record.id],
  )
  const people = [{ first_name: record.booker.FirstName, last_name: record.booker.LastName }, ...names]
  const candidates = people.flatMap((person) => [
    person.last_name.toLowerCase(),
    `${person.first_name} ${person.last_name}`.toLowerCase(),
  ])
  return candidates.includes(wanted) ? record : null
}
