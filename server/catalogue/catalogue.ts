/**
 * What a search is built from besides the night's free rooms: the property, its room types and rate plans, and
 * the nightly rate rows. They change only when the hotel changes them (and when the window rolls on), so the
 * search routes keep them in memory, each until its own table is written (write-scoped memos, decision 0060).
 * Rate rows are kept per calendar month, the unit a stay is cut from.
 */
import type { Db, Queryable } from '../db/types'
import { writeScopedMemo } from './answer-cache'
import { requireProperty, type PropertyRow } from './property'
import {
  loadRatePlans,
  loadRates,
  loadRoomTypes,
  type RatePlanRow,
  type RateRow,
  type RoomTypeRow,
} from './rates'

export type Catalogue = {
  roomTypes(propertyId: number): Promise<RoomTypeRow[]>
  ratePlans(propertyId: number): Promise<RatePlanRow[]>
  /** The rate rows of the nights [from, to), ordered by room type, rate plan and night. */
  rates(propertyId: number, from: string, to: string): Promise<RateRow[]>
}

/** Straight from the database, every time. */
export const catalogueOf = (db: Queryable): Catalogue => ({
  roomTypes: (propertyId) => loadRoomTypes(db, propertyId),
  ratePlans: (propertyId) => loadRatePlans(db, propertyId),
  rates: (propertyId, from, to) => loadRates(db, propertyId, from, to),
})

/** The first day of the month after `month` ('2027-05' → '2027-06-01'). */
function nextMonthStart(month: string): string {
  const [y = 0, m = 0] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** Kept in memory between writes to each table. */
export function keptCatalogue(db: Db): Catalogue & { property(ref: string | number): Promise<PropertyRow> } {
  const w = db.writes
  const properties = writeScopedMemo<PropertyRow>(() => w.of('property'), 100)
  const roomTypes = writeScopedMemo<RoomTypeRow[]>(() => w.of('room_type'), 100)
  const ratePlans = writeScopedMemo<RatePlanRow[]>(() => w.of('rate_plan'), 100)
  // 37 months of a window for a few properties.
  const months = writeScopedMemo<RateRow[]>(() => w.of('rate'), 400)
  return {
    property: (ref) => properties.get(String(ref), () => requireProperty(db, ref)),
    roomTypes: (id) => roomTypes.get(String(id), () => loadRoomTypes(db, id)),
    ratePlans: (id) => ratePlans.get(String(id), () => loadRatePlans(db, id)),
    async rates(propertyId, from, to) {
      const wanted: string[] = []
      for (let m = from.slice(0, 7); `${m}-01` < to; m = nextMonthStart(m).slice(0, 7)) wanted.push(m)
      const chunks = await Promise.all(
        wanted.map((m) =>
          months.get(`${propertyId}|${m}`, () => loadRates(db, propertyId, `${m}-01`, nextMonthStart(m))),
        ),
      )
      // Months in order, each ordered by room type, rate plan and night: every room type and plan's nights stay
      // in order, which is all sellablePlans needs.
      return chunks.flatMap((rows) => rows.filter((r) => r.day >= from && r.day < to))
    },
  }
}
