import type { AvailabilityDay } from '@/api/contract/availability'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'

/**
 * The calendar's days in ONE query: rooms free per night (summed over room types) and, per minimum-stay band,
 * the lowest one-night price for the base occupancy among room types that still have a room that night.
 * Both bounds are inclusive.
 */
export async function availabilityDays(
  db: Queryable,
  propertyId: number,
  from: string,
  to: string,
): Promise<AvailabilityDay[]> {
  const rows = await db.query<{ day: string; rooms: number; rates: { m: number; p: number }[] }>(
    `WITH inv AS (
       SELECT day, SUM(CASE WHEN closed THEN 0 ELSE available END)::int AS rooms FROM inventory
       WHERE property_id = $1 AND day >= $2 AND day <= $3 GROUP BY day
     ), band AS (
       SELECT r.day, r.min_stay, MIN(r.base_rate + r.cost_per_room + r.base_adults * r.pp_adult)::int AS min_rate
       FROM rate r JOIN inventory i ON i.room_type_id = r.room_type_id AND i.day = r.day AND i.available > 0 AND NOT i.closed
       WHERE r.property_id = $1 AND r.day >= $2 AND r.day <= $3
       GROUP BY r.day, r.min_stay
     )
     SELECT inv.day::text AS day, inv.rooms,
       COALESCE(json_agg(json_build_object('m', band.min_stay, 'p', band.min_rate) ORDER BY band.min_stay)
         FILTER (WHERE band.day IS NOT NULL), '[]'::json) AS rates
     FROM inv LEFT JOIN band ON band.day = inv.day
     GROUP BY inv.day, inv.rooms ORDER BY inv.day`,
    [propertyId, from, to],
  )
  return rows.map((r) => ({
    DateOfStay: r.day,
    AvailableRooms: r.rooms,
    Rates: r.rates.map((b) => ({ MinLengthOfStay: b.m, MinimumRate: toMajorUnits(b.p) })),
  }))
}
