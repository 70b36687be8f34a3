/**
 * Who may see and change a reservation: reference number + code (the HMAC of the manage-booking and
 * pre-check-in links, compared in constant time), or reference number + the booker's or a lead guest's last name,
 * with the failed attempts limited in the database (decision 0094).
 */
import type { Context } from 'hono'
import { PLACEHOLDER_GUEST } from '@/domain/manage-flow'
import type { Queryable } from '../db/types'
import { notFound } from '../http-errors'
import { sameCode, signLink, type Secrets } from '../crypto'
import type { PropertyRow } from '../catalogue/property'
import { limitedGuess, Limits, type Requester } from '../auth/limits'
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

/** Name as typed: one form for every way of writing it (case, spacing, compatibility characters). */
const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

const isPlaceholder = (person: { first_name: string; last_name: string }) =>
  nameKey(person.first_name) === nameKey(PLACEHOLDER_GUEST.firstName) &&
  nameKey(person.last_name) === nameKey(PLACEHOLDER_GUEST.lastName)

/**
 * The reservation whose booker or a room's lead guest has this last name (or this first and last name). Other
 * guests' names and the "New Guest" placeholder of a room added in manage never match. An unknown reference
 * reads the guests too, so it takes about as long as a wrong name.
 */
async function matchGuestName(
  db: Queryable,
  property: PropertyRow,
  reference: string,
  guestName: string,
): Promise<ReservationRecord | null> {
  const record = await findByReference(db, property.id, reference)
  const leads = await db.query<{ first_name: string; last_name: string }>(
    `SELECT g.first_name, g.last_name FROM reservation_guest g JOIN reservation_item i ON i.id = g.reservation_item_id
     WHERE i.reservation_id = $1 AND g.is_lead`,
    [record?.id ?? 0],
  )
  if (!record) return null
  const people = [{ first_name: record.booker.FirstName, last_name: record.booker.LastName }, ...leads]
  const wanted = nameKey(guestName)
  const matches = people
    .filter((person) => !isPlaceholder(person) && nameKey(person.last_name) !== '')
    .some(
      (person) =>
        nameKey(person.last_name) === wanted ||
        nameKey(`${person.first_name} ${person.last_name}`) === wanted,
    )
  return matches ? record : null
}

export const LOOKUP_LIMITED =
  'Too many attempts to find a reservation. Please try again later, or open the link in your confirmation e-mail.'

/**
 * Reference + name, limited (decision 0094): failed lookups are counted per client address and per reference
 * number, whether or not it exists, and past either limit the answer is a 429, even for the right name.
 */
export async function accessByGuestName(
  c: Context,
  who: Requester,
  property: PropertyRow,
  reference: string,
  guestName: string,
): Promise<ReservationRecord | null> {
  const number = `${property.id}|${reference.trim().toUpperCase()}`
  const guess = {
    keys: [
      [Limits.lookupPerAddress, who.address],
      [Limits.lookupPerReservation, number],
    ] as const,
    asked: `lookup=${number}|${nameKey(guestName)}`,
    message: LOOKUP_LIMITED,
  }
  return limitedGuess(c, who, guess, async () => {
    const record = await matchGuestName(who.db, property, reference, guestName)
    return { answer: record, wrong: record === null }
  })
}
