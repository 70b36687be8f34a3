import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { wallClock, type WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import { notFound } from '../http'

/** Both demo properties are in Great Britain; "today" and the same-day cut-off use this zone. */
export const PROPERTY_TIME_ZONE = 'Europe/London'

export type PropertyRow = {
  id: number
  code: string
  name: string
  currency: string
  group_id: number | null
  area_id: number | null
  settings: PropertySettings
  book_config: BookConfig
  reference_prefix: string
}

/** A property by numeric id ("1001", 1001) or by code ("HARBOUR", case-insensitive). */
export async function findProperty(db: Queryable, ref: string | number): Promise<PropertyRow | null> {
  const s = String(ref).trim()
  const rows = /^\d{1,9}$/.test(s)
    ? await db.query<PropertyRow>('SELECT * FROM property WHERE id = $1', [Number(s)])
    : await db.query<PropertyRow>('SELECT * FROM property WHERE code = $1', [s.toUpperCase()])
  return rows[0] ?? null
}

export async function requireProperty(db: Queryable, ref: string | number): Promise<PropertyRow> {
  const p = await findProperty(db, ref)
  if (!p) throw notFound('This property was not found.')
  return p
}

export function propertyNow(clock: () => Date): WallClock {
  return wallClock(clock(), PROPERTY_TIME_ZONE)
}
