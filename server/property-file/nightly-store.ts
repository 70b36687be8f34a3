/**
 * Writes a property's nights (rates, rooms on sale, extras' stock) from its stored rules: all of them from today
 * when a file is imported, only the nights past the last one kept when the server starts (the rolling window).
 *
 * Trap: rooms already booked are not on sale again. An import sets a night's rooms to what the rules say less
 * what bookings hold that night, so a re-import never frees a sold room, and the same file twice writes the same
 * numbers.
 */
import { addDays } from '@/domain/dates'
import { bookingWindowEnd } from '@/domain/stay-rules'
import type { Queryable } from '../db/types'
import {
  capacityNights,
  rateNights,
  type NightlyRatePlan,
  type NightlyRoomType,
  type NightlyRules,
} from './nightly'

/** Rows per statement: PGlite and PostgreSQL both take arrays this long in one parameter comfortably. */
const CHUNK = 20_000

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

export type NightlyProperty = {
  id: number
  rules: NightlyRules
  roomTypes: NightlyRoomType[]
  ratePlans: NightlyRatePlan[]
}

/** A property's rules, room types and plans as stored (null: the property was never imported from a file). */
export async function nightlyPropertyOf(tx: Queryable, propertyId: number): Promise<NightlyProperty | null> {
  const [row] = await tx.query<{ nightly_rules: NightlyRules | null }>(
    'SELECT nightly_rules FROM property WHERE id = $1',
    [propertyId],
  )
  if (!row?.nightly_rules) return null
  const roomTypes = await tx.query<NightlyRoomType>(
    `SELECT id, code, base_price AS price, base_adults AS "baseAdults", room_count AS rooms
     FROM room_type WHERE property_id = $1 ORDER BY sort`,
    [propertyId],
  )
  const ratePlans = await tx.query<NightlyRatePlan>(
    `SELECT id, code, price_factor AS "priceFactor", pp_adult AS "perAdult", pp_child AS "perChild"
     FROM rate_plan WHERE property_id = $1 ORDER BY sort`,
    [propertyId],
  )
  return { id: propertyId, rules: row.nightly_rules, roomTypes, ratePlans }
}

async function writeRates(
  tx: Queryable,
  property: NightlyProperty,
  from: string,
  to: string,
  replace: boolean,
) {
  for (const rows of chunks(rateNights(property.rules, property.roomTypes, property.ratePlans, from, to))) {
    const column = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k])
    await tx.query(
      `INSERT INTO rate (room_type_id, rate_plan_id, day, property_id, base_rate, base_adults, cost_per_room,
         cost_per_adult, cost_per_child, cost_per_infant, pp_adult, pp_child, pp_infant, min_stay)
       SELECT t.rt, t.rp, t.day, $13, t.base, t.adults, t.room, t.adult, t.child, t.infant, t.pa, t.pc, 0, t.ms
       FROM unnest($1::int[], $2::int[], $3::date[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[],
         $9::int[], $10::int[], $11::int[], $12::int[])
         AS t(rt, rp, day, base, adults, room, adult, child, infant, pa, pc, ms)
       ON CONFLICT (room_type_id, rate_plan_id, day) DO ${
         replace
           ? `UPDATE SET base_rate = EXCLUDED.base_rate, base_adults = EXCLUDED.base_adults,
               cost_per_room = EXCLUDED.cost_per_room, cost_per_adult = EXCLUDED.cost_per_adult,
               cost_per_child = EXCLUDED.cost_per_child, cost_per_infant = EXCLUDED.cost_per_infant,
               pp_adult = EXCLUDED.pp_adult, pp_child = EXCLUDED.pp_child, pp_infant = 0,
               min_stay = EXCLUDED.min_stay`
           : 'NOTHING'
       }`,
      [
        column('roomTypeId'),
        column('ratePlanId'),
        column('day'),
        column('baseRate'),
        column('baseAdults'),
        column('costPerRoom'),
        column('costPerAdult'),
        column('costPerChild'),
        column('costPerInfant'),
        column('ppAdult'),
        column('ppChild'),
        column('minStay'),
        property.id,
      ],
    )
  }
}

async function writeRooms(
  tx: Queryable,
  property: NightlyProperty,
  from: string,
  to: string,
  replace: boolean,
) {
  for (const rows of chunks(capacityNights(property.rules, property.roomTypes, from, to))) {
    await tx.query(
      `WITH booked AS (
         SELECT ri.room_type_id, d::date AS day, count(*)::int AS n
         FROM reservation_item ri JOIN reservation r ON r.id = ri.reservation_id
         CROSS JOIN generate_series(ri.date_from, ri.date_to - 1, interval '1 day') d
         WHERE r.property_id = $4 AND ri.date_to > $5::date AND NOT ri.cancelled AND NOT r.cancelled
         GROUP BY 1, 2)
       INSERT INTO inventory (room_type_id, day, property_id, available)
       SELECT t.rt, t.day, $4, GREATEST(t.rooms - COALESCE(b.n, 0), 0)
       FROM unnest($1::int[], $2::date[], $3::int[]) AS t(rt, day, rooms)
       LEFT JOIN booked b ON b.room_type_id = t.rt AND b.day = t.day
       ON CONFLICT (room_type_id, day) DO ${replace ? 'UPDATE SET available = EXCLUDED.available' : 'NOTHING'}`,
      [rows.map((r) => r.roomTypeId), rows.map((r) => r.day), rows.map((r) => r.rooms), property.id, from],
    )
  }
}

/** Extras' stock: days missing get the full stock (days already kept were set when the extra was written). */
async function writeStock(tx: Queryable, propertyId: number, from: string, to: string) {
  await tx.query(
    `INSERT INTO service_stock (service_id, day, available)
     SELECT s.id, g.day, s.inventory
     FROM service s CROSS JOIN (SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day) g
     WHERE s.property_id = $1 AND s.inventory IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [propertyId, from, to],
  )
}

/** Every night of the window from today, as the rules now say (the import). */
export async function rewriteNights(tx: Queryable, property: NightlyProperty, today: string): Promise<void> {
  const end = bookingWindowEnd(today)
  await tx.query('DELETE FROM rate WHERE property_id = $1 AND day >= $2', [property.id, today])
  await writeRates(tx, property, today, end, true)
  await writeRooms(tx, property, today, end, true)
  await tx.query('DELETE FROM inventory WHERE property_id = $1 AND day > $2', [property.id, end])
  await writeStock(tx, property.id, today, end)
}

/** The nights after the last one kept, up to the window's end (every start). */
export async function topUpNights(tx: Queryable, property: NightlyProperty, today: string): Promise<void> {
  const end = bookingWindowEnd(today)
  const last = async (sql: string) => {
    const [row] = await tx.query<{ d: string | null }>(sql, [property.id])
    const next = row?.d ? addDays(row.d, 1) : today
    return next > today ? next : today
  }
  const ratesFrom = await last('SELECT max(day)::text AS d FROM rate WHERE property_id = $1')
  if (ratesFrom <= end) await writeRates(tx, property, ratesFrom, end, false)
  const roomsFrom = await last('SELECT max(day)::text AS d FROM inventory WHERE property_id = $1')
  if (roomsFrom <= end) await writeRooms(tx, property, roomsFrom, end, false)
  const stockFrom = await last(
    'SELECT max(st.day)::text AS d FROM service_stock st JOIN service s ON s.id = st.service_id WHERE s.property_id = $1',
  )
  if (stockFrom <= end) await writeStock(tx, property.id, stockFrom, end)
}
