/**
 * What a change at the desk can start from (decisions 0126, 0134): the booking's Version, its live rooms as
 * booked (dates, room, rate, occupancy, extras, and whether the stay is in house, so only its departure can
 * move), and the property's room types, rate plans and extras.
 */
import type { DeskChangeOptions } from '@/api/contract/desk-actions'
import { toMajorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import { checkInOf, inHouse } from '../catalogue/change-window'
import { cancellationRulesOf } from '../catalogue/policy'
import { loadRatePlans, loadRoomTypes } from '../catalogue/rates'
import { loadServices } from '../catalogue/services'
import { loadItems, loadServiceLines, type ReservationRecord } from '../reservations/record'
import type { StaffAt } from './access'

export const liveItems = async (db: Queryable, reservationId: number) =>
  (await loadItems(db, reservationId)).filter((item) => !item.cancelled)

export async function changeOptions(
  db: Queryable,
  at: StaffAt,
  record: ReservationRecord,
  now: WallClock,
): Promise<DeskChangeOptions> {
  const [items, lines, roomTypes, plans, services] = await Promise.all([
    liveItems(db, record.id),
    loadServiceLines(db, record.id),
    loadRoomTypes(db, at.property.id),
    loadRatePlans(db, at.property.id),
    loadServices(db, at.property.id),
  ])
  return {
    Version: record.version,
    Currency: at.property.currency,
    Total: toMajorUnits(record.totals.total),
    Rooms: items.map((item) => ({
      ReservationItemId: item.id,
      RoomTypeId: item.room_type_id,
      RoomTypeName: item.room_type_name,
      RatePlanId: item.rate_plan_id,
      RatePlanName: item.rate_plan_name,
      DateFrom: item.date_from,
      DateTo: item.date_to,
      Adults: item.adults,
      Children: item.children,
      Infants: item.infants,
      Services: lines
        .filter((line) => line.item_id === item.id)
        .map((line) => ({ ServiceId: line.service_id, Quantity: line.quantity })),
      InHouse: inHouse(item, now, checkInOf(at.property)),
      Total: toMajorUnits(item.total),
    })),
    RoomTypes: roomTypes.map((type) => ({ Id: type.id, Name: type.name })),
    RatePlans: plans.map((plan) => ({
      Id: plan.id,
      Name: plan.name,
      Refundable: cancellationRulesOf(plan.policy).refundable,
    })),
    Services: services.map((service) => ({ Id: service.id, Name: service.name })),
  }
}
