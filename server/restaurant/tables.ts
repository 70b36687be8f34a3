/**
 * Restaurant tables. A demo model: slots every 30 minutes between the restaurant's opening and last seating,
 * each with `Tables` tables; a party takes one table. Slots from 20:00 need a leave time; The Quay Kitchen's
 * slots before 19:00 carry an early-bird promotion. The SQL of the restaurant and restaurant_booking tables.
 */
import { randomBytes } from 'node:crypto'
import type { RestaurantBookingRequest } from '@/api/contract/restaurant'
import type { Db, Queryable } from '../db/types'
import { notFound } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import type { Translations } from '../catalogue/hotel-texts'

export type RestaurantSetupRecord = {
  CurrencySymbol: string
  MinOnlinePartySize: number
  MaxOnlinePartySize: number
  NoAvailabilityText: string
  Opens: string
  Closes: string
  Tables: number
}

export type RestaurantRecord = {
  id: number
  name: string
  setup: RestaurantSetupRecord
  /** Its name and no-availability text in other languages (decision 0136): read through rowIn. */
  translations: Translations
}

/** The property's local date and time (HH:MM), which decide the slots still open today. */
export type LocalNow = { today: string; time: string }

const EARLY_BIRD = { Id: 1, Name: 'Early bird', Description: 'Two courses for the price of one before 7 pm.' }

function slotTimes(setup: RestaurantSetupRecord): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  const times: string[] = []
  for (let minute = toMinutes(setup.Opens); minute <= toMinutes(setup.Closes); minute += 30) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`)
  }
  return times
}

export async function listRestaurants(
  db: Queryable,
  propertyId: number,
): Promise<{ id: number; name: string; translations: Translations }[]> {
  return db.query<{ id: number; name: string; translations: Translations }>(
    'SELECT id, name, translations FROM restaurant WHERE property_id = $1 ORDER BY id',
    [propertyId],
  )
}

export async function findRestaurant(
  db: Queryable,
  propertyId: number,
  id: number,
): Promise<RestaurantRecord> {
  const [restaurant] = await db.query<RestaurantRecord>(
    'SELECT id, name, setup, translations FROM restaurant WHERE property_id = $1 AND id = $2',
    [propertyId, id],
  )
  if (!restaurant) throw notFound('This restaurant was not found.')
  return restaurant
}

/** The slots of a day with a table left for a party of this size (none for a size not taken online). */
export async function openSlots(
  db: Queryable,
  restaurant: { id: number; setup: RestaurantSetupRecord },
  date: string,
  partySize: number,
  now: LocalNow,
) {
  const { setup } = restaurant
  if (partySize < setup.MinOnlinePartySize || partySize > setup.MaxOnlinePartySize) return []
  const taken = await db.query<{ visit_time: string; n: number }>(
    'SELECT visit_time, count(*)::int AS n FROM restaurant_booking WHERE restaurant_id = $1 AND visit_date = $2 GROUP BY visit_time',
    [restaurant.id, date],
  )
  const used = new Map(taken.map((slot) => [slot.visit_time, slot.n]))
  return slotTimes(setup)
    .filter((time) => (used.get(time) ?? 0) < setup.Tables)
    .filter((time) => date !== now.today || time > now.time)
    .map((time) => ({
      Time: time,
      IsLeaveTimeRequired: time >= '20:00',
      Promotions: restaurant.id === 1 && time < '19:00' ? [EARLY_BIRD] : [],
      TablesLeft: setup.Tables - (used.get(time) ?? 0),
    }))
}

/**
 * Books a table; null when the slot has no table left. `within` runs last in the booking's transaction, given the
 * reference: the e-mail queued and the answer stored with the booking (decision 0098).
 */
export async function bookTable<T>(
  db: Db,
  property: PropertyRow,
  restaurant: RestaurantRecord,
  req: RestaurantBookingRequest,
  now: LocalNow,
  within: (tx: Queryable, reference: string) => Promise<T>,
): Promise<T | null> {
  const reference = `RB${randomBytes(4).toString('hex').toUpperCase()}`
  // The capacity check and the insert share one transaction so two guests cannot take the last table.
  const booked = await db.transaction(async (tx) => {
    // Serialises bookings of this restaurant (PostgreSQL); PGlite runs one transaction at a time anyway.
    await tx.query('SELECT id FROM restaurant WHERE id = $1 FOR UPDATE', [restaurant.id])
    const open = await openSlots(tx, restaurant, req.VisitDate, req.PartySize, now)
    if (!open.some((slot) => slot.Time === req.VisitTime)) return null
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM restaurant_booking WHERE restaurant_id = $1 AND visit_date = $2 AND visit_time = $3',
      [restaurant.id, req.VisitDate, req.VisitTime],
    )
    if (n >= restaurant.setup.Tables) return null
    await tx.query(
      `INSERT INTO restaurant_booking (property_id, restaurant_id, visit_date, visit_time, party_size, identifier, email,
         phone, special_requests, promotion_id, is_leave_time_required, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        property.id,
        restaurant.id,
        req.VisitDate,
        req.VisitTime,
        req.PartySize,
        req.Identifier,
        req.Email,
        req.ContactNumber,
        req.SpecialRequests ?? null,
        req.PromotionId ?? null,
        req.IsLeaveTimeRequired,
        reference,
      ],
    )
    return within(tx, reference)
  })
  return booked
}
