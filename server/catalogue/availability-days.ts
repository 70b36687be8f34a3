import type { AvailabilityDay } from '@/api/contract/availability'
import { toMajorUnits } from '@/domain/money'
import type { Occupancy } from '@/domain/occupancy'
import { pricingOccupancy } from '@/domain/pricing'
import { allInPrice } from '@/domain/tax'
import type { Queryable } from '../db/types'
import { taxRulesOf, type PropertyRow } from './property'

/**
 * The price of one night of a rate row, in SQL: src/domain/pricing.ts's formula for the party in $4..$6 (already
 * through `pricingOccupancy`), or, without a party ($4 NULL), the rate's base number of adults.
 */
const NIGHT_PRICE = `CASE WHEN $4::int IS NULL THEN r.base_rate + r.cost_per_room + r.base_adults * r.pp_adult
  ELSE r.base_rate + r.cost_per_room + GREATEST(0, $4::int - r.base_adults) * r.cost_per_adult
    + $5::int * r.cost_per_child + $6::int * r.cost_per_infant
    + $4::int * r.pp_adult + $5::int * r.pp_child + $6::int * r.pp_infant END`

/**
 * Whether the room type, and the rate plan when it has its own limits, take the party in $7 (adults), $8
 * (children and infants) and $9 (everyone): src/domain/occupancy.ts `fitsOccupancy` over `effectiveLimits`.
 */
const TAKES_PARTY = `($7::int IS NULL OR (
    $9::int BETWEEN rt.min_occupancy AND rt.max_occupancy AND $7::int <= rt.adult_max AND $8::int <= rt.child_max
    AND (NOT rp.use_occupancy OR (
      $9::int BETWEEN rp.min_occupancy AND rp.max_occupancy AND $7::int <= rp.adult_max AND $8::int <= rp.child_max))))`

/** The query's parameters for a party ($4..$9), or nulls for the base-occupancy prices. */
function partyParams(party: Occupancy | null): (number | null)[] {
  if (!party) return [null, null, null, null, null, null]
  const priced = pricingOccupancy(party)
  const nonAdults = party.children + party.infants
  return [priced.adults, priced.children, priced.infants, party.adults, nonAdults, party.adults + nonAdults]
}

/**
 * The calendar's days in ONE query: rooms free per night (summed over room types) and, per minimum-stay band,
 * the lowest one-night price among room types that still have a room that night. With a party, only room types
 * and rates that take it count, priced for it (the "from" price the searched party can get); without, each
 * rate's base occupancy. A plan only a code opens (rate-codes.ts) is no price every guest can get: left out.
 * Both bounds are inclusive.
 *
 * With a party the price is what that night costs the party in all (decision 0143): with VAT when the hotel's
 * prices exclude it and the visitor levy, the figure a one-night rate shows as its total. Without a party (the
 * manage calendar, which compares rooms before taxes) the price before them.
 */
export async function availabilityDays(
  db: Queryable,
  property: PropertyRow,
  from: string,
  to: string,
  party: Occupancy | null = null,
): Promise<AvailabilityDay[]> {
  const rows = await db.query<{ day: string; rooms: number; rates: { m: number; p: number }[] }>(
    `WITH inv AS (
       SELECT day, SUM(CASE WHEN closed THEN 0 ELSE available END)::int AS rooms FROM inventory
       WHERE property_id = $1 AND day >= $2 AND day <= $3 GROUP BY day
     ), band AS (
       SELECT r.day, r.min_stay, MIN(${NIGHT_PRICE})::int AS min_rate
       FROM rate r JOIN inventory i ON i.room_type_id = r.room_type_id AND i.day = r.day AND i.available > 0 AND NOT i.closed
       JOIN room_type rt ON rt.id = r.room_type_id JOIN rate_plan rp ON rp.id = r.rate_plan_id
       WHERE r.property_id = $1 AND r.day >= $2 AND r.day <= $3 AND rp.codes = '[]'::jsonb AND ${TAKES_PARTY}
       GROUP BY r.day, r.min_stay
     )
     SELECT inv.day::text AS day, inv.rooms,
       COALESCE(json_agg(json_build_object('m', band.min_stay, 'p', band.min_rate) ORDER BY band.min_stay)
         FILTER (WHERE band.day IS NOT NULL), '[]'::json) AS rates
     FROM inv LEFT JOIN band ON band.day = inv.day
     GROUP BY inv.day, inv.rooms ORDER BY inv.day`,
    [property.id, from, to, ...partyParams(party)],
  )
  const charges = taxRulesOf(property)
  const priced = (day: string, price: number) =>
    party ? allInPrice([{ date: day, price, originalPrice: price }], charges.vat, charges.visitorLevy) : price
  return rows.map((r) => ({
    DateOfStay: r.day,
    AvailableRooms: r.rooms,
    Rates: r.rates.map((b) => ({ MinLengthOfStay: b.m, MinimumRate: toMajorUnits(priced(r.day, b.p)) })),
  }))
}
