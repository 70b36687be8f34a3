/**
 * Reservation reference numbers (decision 0095): the hotel's prefix and seven characters drawn at random
 * (crypto) from an alphabet without look-alikes, so one reference says nothing about any other and a guest can
 * read it out on the phone. Unique per hotel: a drawn reference already taken is drawn again.
 */
import { randomInt } from 'node:crypto'
import type { Queryable } from '../db/types'
import type { PropertyRow } from '../catalogue/property'

/** Digits and capitals without 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V: 23 characters, each read out unmistakably. */
export const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY'
export const REFERENCE_LENGTH = 7

export function randomReference(prefix: string): string {
  let tail = ''
  for (let i = 0; i < REFERENCE_LENGTH; i += 1)
    tail += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `${prefix}${tail}`
}

/** A fresh reference for `property`; the unique index (property_id, upper(reference_number)) backs the check. */
export async function nextReference(tx: Queryable, property: PropertyRow): Promise<string> {
  // A hotel with a million bookings fills 0.03 % of the 23^7 references: a second draw is already rare.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = randomReference(property.reference_prefix)
    const taken = await tx.query(
      'SELECT 1 FROM reservation WHERE property_id = $1 AND upper(reference_number) = upper($2)',
      [property.id, candidate],
    )
    if (taken.length === 0) return candidate
  }
  throw new Error('No free reference number after 20 draws.')
}
