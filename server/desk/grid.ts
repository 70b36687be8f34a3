/**
 * The owner's rates and availability grid (decision 0120): room types × days, with rooms left, closed, and per
 * rate plan the base rate and minimum stay. A change of the grid is turned into the PMS API's own update
 * (server/pms/contract.ts) and goes through the same check and the same writes (update-check.ts,
 * availability-writes.ts), so a night changed at the desk and one changed by a PMS are the same night.
 */
import type { DeskGrid, DeskGridChange } from '@/api/contract/desk-hotel'
import { addDays } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import { badRequest, HttpError, modelStateBuilder, type ModelState } from '../http-errors'
import type { AvailabilityUpdateRequest } from '../pms/contract'
import { loadRatePlans, loadRoomTypes } from '../pms/selling'
import type { SellingWindow } from '../pms/update-check'

type InventoryRow = { room_type_id: number; day: string; available: number; closed: boolean }
type RateRow = {
  room_type_id: number
  rate_plan_id: number
  day: string
  base_rate: number
  min_stay: number
}

export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i))

/** The grid of `days` nights from `from`. */
export async function readGrid(
  db: Queryable,
  property: PropertyRow,
  window: SellingWindow,
  days: readonly string[],
): Promise<DeskGrid> {
  const first = days[0] ?? window.first
  const last = days.at(-1) ?? first
  const roomTypes = await loadRoomTypes(db, property.id)
  const ratePlans = await loadRatePlans(db, property.id)
  const inventory = await db.query<InventoryRow>(
    `SELECT room_type_id, day::text AS day, available, closed FROM inventory
     WHERE property_id = $1 AND day >= $2 AND day <= $3`,
    [property.id, first, last],
  )
  const rates = await db.query<RateRow>(
    `SELECT room_type_id, rate_plan_id, day::text AS day, base_rate, min_stay FROM rate
     WHERE property_id = $1 AND day >= $2 AND day <= $3`,
    [property.id, first, last],
  )
  const nightOf = new Map(inventory.map((row) => [`${row.room_type_id} ${row.day}`, row]))
  const rateOf = new Map(rates.map((row) => [`${row.room_type_id} ${row.rate_plan_id} ${row.day}`, row]))
  const sold = new Set(rates.map((row) => `${row.room_type_id} ${row.rate_plan_id}`))
  return {
    Currency: property.currency,
    FirstNight: window.first,
    LastNight: window.last,
    Days: [...days],
    RoomTypes: roomTypes.map((type) => ({
      Code: type.code,
      Name: type.name,
      Rooms: type.room_count,
      Left: days.map((day) => nightOf.get(`${type.id} ${day}`)?.available ?? null),
      Closed: days.map((day) => nightOf.get(`${type.id} ${day}`)?.closed ?? false),
      Plans: ratePlans
        .filter((plan) => sold.has(`${type.id} ${plan.id}`))
        .map((plan) => {
          const cells = days.map((day) => rateOf.get(`${type.id} ${plan.id} ${day}`))
          return {
            Code: plan.code,
            Name: plan.name,
            Prices: cells.map((cell) => (cell ? toMajorUnits(cell.base_rate) : null)),
            MinStays: cells.map((cell) => cell?.min_stay ?? null),
          }
        }),
    })),
  }
}

/** The PMS API's update that does what the grid's change asks. */
export function asPmsUpdate(change: DeskGridChange): AvailabilityUpdateRequest {
  const range = {
    RoomTypeCode: change.RoomTypeCode,
    From: change.From,
    To: change.To,
    ...(change.DaysOfWeek ? { DaysOfWeek: [...new Set(change.DaysOfWeek)] } : {}),
  }
  const plan = change.RatePlanCode ? change.RatePlanCode : null
  const update: AvailabilityUpdateRequest = {}
  if (change.RoomsLeft !== undefined || change.Closed !== undefined)
    update.Inventory = [
      {
        ...range,
        ...(change.RoomsLeft !== undefined ? { Available: change.RoomsLeft } : {}),
        ...(change.Closed !== undefined ? { Closed: change.Closed } : {}),
      },
    ]
  if (change.Price !== undefined && plan)
    update.Rates = [{ ...range, RatePlanCode: plan, BaseRate: change.Price }]
  if (change.MinStay !== undefined)
    update.Restrictions = [{ ...range, RatePlanCode: plan, MinLengthOfStay: change.MinStay }]
  return update
}

/** What the nights of a change held before it, for the audit log (rooms left, closed, the plan's prices). */
export async function gridBefore(
  db: Queryable,
  propertyId: number,
  change: DeskGridChange,
): Promise<{ Nights: { Date: string; Left: number | null; Closed: boolean; Price: number | null }[] }> {
  const rows = await db.query<{
    day: string
    available: number | null
    closed: boolean | null
    base_rate: number | null
  }>(
    `SELECT d.day::text AS day, i.available, i.closed, r.base_rate
     FROM generate_series($3::date, $4::date, interval '1 day') AS d(day)
     JOIN room_type t ON t.property_id = $1 AND upper(t.code) = upper($2)
     LEFT JOIN inventory i ON i.room_type_id = t.id AND i.day = d.day
     LEFT JOIN rate_plan p ON p.property_id = $1 AND upper(p.code) = upper($5)
     LEFT JOIN rate r ON r.room_type_id = t.id AND r.rate_plan_id = p.id AND r.day = d.day
     ORDER BY d.day`,
    [propertyId, change.RoomTypeCode, change.From, change.To, change.RatePlanCode ?? ''],
  )
  return {
    Nights: rows.map((row) => ({
      Date: row.day.slice(0, 10),
      Left: row.available,
      Closed: row.closed ?? false,
      Price: row.base_rate === null ? null : toMajorUnits(row.base_rate),
    })),
  }
}

/** The PMS update's field names in the grid's words: `Inventory.0.Available` is the change's `RoomsLeft`. */
const GRID_FIELD: Record<string, string> = {
  Available: 'RoomsLeft',
  BaseRate: 'Price',
  MinLengthOfStay: 'MinStay',
}

/** A refusal of the PMS check, its ModelState keyed by the grid change's own fields. */
export function inGridWords(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error
  const given = error.body.ModelState
  if (!given || typeof given !== 'object') return error
  const fields = modelStateBuilder()
  for (const [path, messages] of Object.entries(given as ModelState)) {
    const last = path.split('.').at(-1) ?? ''
    const field = /^\d+$/.test(last) || !/^(Inventory|Rates|Restrictions)\./.test(path) ? '' : last
    for (const message of messages) fields.add(GRID_FIELD[field] ?? field, message)
  }
  return badRequest(fields.build())
}
