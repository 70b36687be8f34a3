/** The lists a property's forms choose from: countries, cancellation reasons and room configurations. */
import type { Queryable } from '../db/types'
import type { Translations } from './hotel-texts'

export async function loadCountries(
  db: Queryable,
): Promise<{ id: number; name: string; iso_code: string; dial_code: string }[]> {
  return db.query<{ id: number; name: string; iso_code: string; dial_code: string }>(
    // United Kingdom first (the demo's home), then by name.
    `SELECT id, name, iso_code, dial_code FROM country ORDER BY (iso_code = 'GB') DESC, name`,
  )
}

export async function countryName(db: Queryable, id: number): Promise<string | null> {
  const [country] = await db.query<{ name: string }>('SELECT name FROM country WHERE id = $1', [id])
  return country?.name ?? null
}

export async function loadCancellationReasons(
  db: Queryable,
  propertyId: number,
): Promise<{ id: number; name: string; translations: Translations }[]> {
  return db.query<{ id: number; name: string; translations: Translations }>(
    'SELECT id, name, translations FROM cancellation_reason WHERE property_id = $1 ORDER BY id',
    [propertyId],
  )
}

export async function cancellationReasonExists(
  db: Queryable,
  propertyId: number,
  id: number | null | undefined,
): Promise<boolean> {
  if (!id) return false
  const rows = await db.query('SELECT 1 FROM cancellation_reason WHERE id = $1 AND property_id = $2', [
    id,
    propertyId,
  ])
  return rows.length > 0
}

export async function loadRoomConfigurations(
  db: Queryable,
  propertyId: number,
): Promise<{ id: number; name: string; translations: Translations }[]> {
  return db.query<{ id: number; name: string; translations: Translations }>(
    'SELECT id, name, translations FROM room_configuration WHERE property_id = $1 ORDER BY id',
    [propertyId],
  )
}
