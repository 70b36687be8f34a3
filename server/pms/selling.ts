/**
 * What a change of rooms and prices is checked against (update-check.ts), for the PMS API and the desk's grid
 * alike: the property's room types and rate plans, and the nights it sells — today at the hotel up to the end of
 * its booking window.
 */
import { addDays } from '@/domain/dates'
import { bookingWindowEnd } from '@/domain/stay-rules'
import { propertyNow, type PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import type { PmsRatePlan, PmsRoomType, SellingWindow } from './update-check'

export const loadRoomTypes = (db: Queryable, propertyId: number) =>
  db.query<PmsRoomType & { name: string }>(
    'SELECT id, code, name, room_count, base_adults FROM room_type WHERE property_id = $1 ORDER BY sort, id',
    [propertyId],
  )

export const loadRatePlans = (db: Queryable, propertyId: number) =>
  db.query<PmsRatePlan & { name: string }>(
    'SELECT id, code, name FROM rate_plan WHERE property_id = $1 ORDER BY sort, id',
    [propertyId],
  )

export function sellingWindow(clock: () => Date, property: PropertyRow): SellingWindow {
  const today = propertyNow(clock, property).date
  return { first: today, last: addDays(bookingWindowEnd(today), -1) }
}
