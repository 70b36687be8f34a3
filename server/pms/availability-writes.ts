/**
 * Writes a checked PMS update (update-check.ts) in the caller's transaction: rooms free per night and whether the
 * room type is closed (inventory, decision 0120), nightly price components (rate) and minimum stays
 * (rate.min_stay). Each update is one statement over its nights.
 * The write counts of server/db/write-generation.ts move on commit, so the next guest search is built afresh.
 *
 * Trap: a rate row is the whole price of a night. A night with no row yet can only be priced by an update that
 * gives its BaseRate; an update without one (or a minimum stay) on such a night is refused with a 400, and the
 * caller's transaction then rolls back everything the request wrote before it.
 */
import type { Queryable } from '../db/types'
import { badRequest } from '../http-errors'
import { PRICE_FIELDS, type PriceField } from './contract'
import type { CheckedInventory, CheckedRate, CheckedRestriction, CheckedUpdates } from './update-check'

const COLUMN: Record<PriceField, string> = {
  BaseRate: 'base_rate',
  CostPerRoom: 'cost_per_room',
  CostPerAdult: 'cost_per_adult',
  CostPerChild: 'cost_per_child',
  CostPerInfant: 'cost_per_infant',
  PerPersonCostPerAdult: 'pp_adult',
  PerPersonCostPerChild: 'pp_child',
  PerPersonCostPerInfant: 'pp_infant',
}

/** Every component but the base rate, which decides whether a night may be priced for the first time. */
const OTHER_PRICES = PRICE_FIELDS.filter((field) => field !== 'BaseRate')

/** The nights of an update, sent as one parameter: a list of days is one statement however long it is. */
const NIGHTS = (param: number) => `SELECT unnest(string_to_array($${param}, ','))::date AS night`

async function writeInventory(tx: Queryable, propertyId: number, update: CheckedInventory): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO inventory (room_type_id, day, property_id, available, closed)
       SELECT $1, night, $2, COALESCE($3::int, $6::int), COALESCE($5::boolean, false) FROM (${NIGHTS(4)}) AS nights
       ON CONFLICT (room_type_id, day) DO UPDATE SET
         available = COALESCE($3::int, inventory.available), closed = COALESCE($5::boolean, inventory.closed)
       RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [
      update.roomTypeId,
      propertyId,
      update.available,
      update.nights.join(','),
      update.closed,
      update.roomCount,
    ],
  )
  return row?.n ?? 0
}

/** Prices every night of the update, creating the nights that have no price yet. */
async function upsertRates(tx: Queryable, propertyId: number, update: CheckedRate): Promise<number> {
  const others = OTHER_PRICES.map((field) => update.prices[field] ?? null)
  // $1-$4 the row's keys, $5 the base rate, $6 the adults it is for, $7… the other components, then the nights.
  const firstOther = 7
  const nightsParam = firstOther + others.length
  const columns = OTHER_PRICES.map((field) => COLUMN[field])
  const inserted = others.map((_, i) => `COALESCE($${firstOther + i}::int, 0)`)
  const kept = columns.map((column, i) => `${column} = COALESCE($${firstOther + i}::int, rate.${column})`)
  const [row] = await tx.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO rate (room_type_id, rate_plan_id, property_id, day, base_rate, base_adults, ${columns.join(', ')})
       SELECT $1, $2, $3, night, $5, COALESCE($6::int, $4::int), ${inserted.join(', ')}
       FROM (${NIGHTS(nightsParam)}) AS nights
       ON CONFLICT (room_type_id, rate_plan_id, day) DO UPDATE SET
         base_rate = EXCLUDED.base_rate, base_adults = COALESCE($6::int, rate.base_adults), ${kept.join(', ')}
       RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [
      update.roomTypeId,
      update.ratePlanId,
      propertyId,
      update.roomTypeBaseAdults,
      update.prices.BaseRate,
      update.baseAdults,
      ...others,
      update.nights.join(','),
    ],
  )
  return row?.n ?? 0
}

/** Refuses the request when some of `nights` were not written (they have no price to change). */
function requireAllWritten(nights: readonly string[], written: readonly { day: string }[], field: string) {
  const done = new Set(written.map((row) => row.day))
  const missing = nights.filter((night) => !done.has(night))
  if (missing.length === 0) return
  throw badRequest({
    [field]: [
      `${missing.length} of these nights have no price yet (the first is ${missing[0]}): ` +
        'give a BaseRate to price them first.',
    ],
  })
}

/** Changes some components of nights that are priced already. */
async function updateRates(tx: Queryable, update: CheckedRate): Promise<number> {
  const others = OTHER_PRICES.map((field) => update.prices[field] ?? null)
  const set = OTHER_PRICES.map((field, i) => `${COLUMN[field]} = COALESCE($${5 + i}::int, ${COLUMN[field]})`)
  const written = await tx.query<{ day: string }>(
    `UPDATE rate SET base_adults = COALESCE($4::int, base_adults), ${set.join(', ')}
     WHERE room_type_id = $1 AND rate_plan_id = $2 AND day IN (${NIGHTS(3)})
     RETURNING day::text AS day`,
    [update.roomTypeId, update.ratePlanId, update.nights.join(','), update.baseAdults, ...others],
  )
  requireAllWritten(update.nights, written, update.field)
  return written.length
}

async function writeRestriction(tx: Queryable, update: CheckedRestriction): Promise<number> {
  const written = await tx.query<{ day: string }>(
    `UPDATE rate SET min_stay = $3
     WHERE room_type_id = $1 AND ($2::int IS NULL OR rate_plan_id = $2::int) AND day IN (${NIGHTS(4)})
     RETURNING day::text AS day`,
    [update.roomTypeId, update.ratePlanId, update.minStay, update.nights.join(',')],
  )
  requireAllWritten(update.nights, written, update.field)
  return written.length
}

export type NightsWritten = { Inventory: number; Rates: number; Restrictions: number }

/** Writes every update in order (a later one over the same nights wins); call inside one transaction. */
export async function writeUpdates(
  tx: Queryable,
  propertyId: number,
  updates: CheckedUpdates,
): Promise<NightsWritten> {
  const counts: NightsWritten = { Inventory: 0, Rates: 0, Restrictions: 0 }
  for (const update of updates.inventory) counts.Inventory += await writeInventory(tx, propertyId, update)
  for (const update of updates.rates) {
    counts.Rates +=
      update.prices.BaseRate === undefined
        ? await updateRates(tx, update)
        : await upsertRates(tx, propertyId, update)
  }
  for (const update of updates.restrictions) counts.Restrictions += await writeRestriction(tx, update)
  return counts
}
