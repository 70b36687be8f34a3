/**
 * What a guest may change a booked room to, priced before anything is saved: upgrades along the room type's
 * upgrade chain, and the same rooms on new dates (docs/product/booking.md#steps ChangeDates).
 */
import type {
  ReservationItemRateRow,
  SearchDateOptionsRequest,
  UpgradeOption,
} from '@/api/contract/manage-booking'
import { nightsBetween } from '@/domain/dates'
import { priceStay } from '@/domain/pricing'
import { toMajorUnits } from '@/domain/money'
import { fitsOccupancy } from '@/domain/occupancy'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import { badRequest, refuseIfAny } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { loadRatePlans, loadRoomTypes, minAvailability, toDailyRate } from '../catalogue/rates'
import { stayErrors } from '../catalogue/search'
import { upgradeChain } from '../catalogue/upgrade-chain'
import { loadServices } from '../catalogue/services'
import { changeAllowed, checkInOf, TOO_LATE_MESSAGE } from '../catalogue/change-window'
import type { ClockTime } from '@/domain/hotel-times'
import {
  loadItems,
  loadServiceLines,
  occupancyOf,
  type ReservationItemRecord,
  type ReservationRecord,
} from './record'
import { linesCost, loadSellableRates, occupancyLimits, priceLine, storedNights } from './room-quote'
import { holdsCodeOf } from './update-context'

/** Upgrades per editable room: along the room type's upgrade chain, same rate plan, fits, rooms left. */
export async function upgradeOptions(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  now: WallClock,
): Promise<UpgradeOption[]> {
  const [items, roomTypes, plans] = await Promise.all([
    loadItems(db, record.id),
    loadRoomTypes(db, property.id),
    loadRatePlans(db, property.id),
  ])
  const options: UpgradeOption[] = []
  if (record.cancelled) return options
  for (const item of items.filter(
    (candidate) =>
      !candidate.cancelled && changeAllowed(candidate.date_from, now, undefined, checkInOf(property)),
  )) {
    const nights = nightsBetween(item.date_from, item.date_to)
    const free = await minAvailability(db, property.id, item.date_from, item.date_to, nights)
    const plan = plans.find((candidate) => candidate.id === item.rate_plan_id)
    const occupancy = occupancyOf(item)
    if (!plan) continue
    for (const target of upgradeChain(roomTypes, item.room_type_id)) {
      if ((free.get(target.id) ?? 0) < 1 || !fitsOccupancy(occupancyLimits(target, plan), occupancy)) continue
      const rates = await loadSellableRates(
        db,
        property.id,
        { from: item.date_from, to: item.date_to, roomTypeId: target.id, ratePlanId: plan.id },
        item.promo_code,
      )
      if (!rates) continue
      const stay = { ...priceStay(rates, occupancy), rates }
      options.push({
        ReservationItemId: item.id,
        RoomTypeId: target.id,
        RoomTypeName: target.name,
        RatePlanId: plan.id,
        DailyRates: stay.rates.map(toDailyRate),
        TotalUpgradeCost: toMajorUnits(stay.total),
        CostDifference: toMajorUnits(stay.total - item.accommodation),
      })
    }
  }
  return options
}

/** The booked rooms asked for, each live and still in time; anything else is a 400. */
function roomsToMove(
  items: readonly ReservationItemRecord[],
  ids: readonly number[],
  now: WallClock,
  checkIn: ClockTime,
): ReservationItemRecord[] {
  return ids.map((id, index) => {
    const item = items.find((candidate) => candidate.id === id && !candidate.cancelled)
    if (!item)
      throw badRequest({ [`ReservationItemIds.${index}`]: ['This room is not part of this reservation.'] })
    if (!changeAllowed(item.date_from, now, undefined, checkIn))
      throw badRequest({ [`ReservationItemIds.${index}`]: [TOO_LATE_MESSAGE] })
    return item
  })
}

/** New rates per room for new dates (docs/product/booking.md#steps ChangeDates): the price difference before anything is saved. */
export async function dateOptions(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  req: SearchDateOptionsRequest,
  now: WallClock,
): Promise<ReservationItemRateRow[]> {
  refuseIfAny(stayErrors(req.DateFrom, req.DateTo, now.date))
  if (!changeAllowed(req.DateFrom, now, undefined, checkInOf(property)))
    throw badRequest({
      DateFrom: ['This arrival date is too close to change online. Please contact the hotel.'],
    })
  const [items, lines, catalogue, plans] = await Promise.all([
    loadItems(db, record.id),
    loadServiceLines(db, record.id),
    loadServices(db, property.id),
    loadRatePlans(db, property.id),
  ])
  const holdsCode = holdsCodeOf(record)
  const nights = nightsBetween(req.DateFrom, req.DateTo)
  const free = await minAvailability(db, property.id, req.DateFrom, req.DateTo, nights)
  const options: ReservationItemRateRow[] = []
  const supply = new Map<number, { free: number; needed: number }>()
  for (const item of roomsToMove(items, req.ReservationItemIds, now, checkInOf(property))) {
    const occupancy = occupancyOf(item)
    // A plan only a code opens is offered on new dates only to a booking that holds its code, as Update checks.
    const plan = plans.find((p) => p.id === item.rate_plan_id)
    const rates =
      plan && !holdsCode(plan, item)
        ? null
        : await loadSellableRates(
            db,
            property.id,
            {
              from: req.DateFrom,
              to: req.DateTo,
              roomTypeId: item.room_type_id,
              ratePlanId: item.rate_plan_id,
            },
            item.promo_code,
          )
    const stay = rates ? { ...priceStay(rates, occupancy), rates } : null
    // A moving room gives its own nights back, so overlapping nights count one more room; rooms of one type
    // moving together each need a room of their own.
    const tally = supply.get(item.room_type_id) ?? { free: free.get(item.room_type_id) ?? 0, needed: 0 }
    tally.free += item.date_from < req.DateTo && req.DateFrom < item.date_to ? 1 : 0
    tally.needed += 1
    supply.set(item.room_type_id, tally)
    const servicesCost = linesCost(
      lines
        .filter((line) => line.item_id === item.id)
        .flatMap((line) => {
          const row = catalogue.find((service) => service.id === line.service_id)
          return row ? [priceLine(row, line.quantity, nights, occupancy)] : []
        }),
    )
    const accommodation = stay?.total ?? 0
    options.push({
      ReservationItemId: item.id,
      DateFrom: req.DateFrom,
      DateTo: req.DateTo,
      IsAvailable: stay !== null && tally.free >= tally.needed,
      DailyRates: stay ? storedNights(stay) : [],
      NumberOfAdults: occupancy.adults,
      NumberOfChildren: occupancy.children,
      NumberOfInfants: occupancy.infants,
      AccommodationCost: toMajorUnits(accommodation),
      ServicesCost: toMajorUnits(servicesCost),
      TotalCost: toMajorUnits(accommodation + servicesCost),
      CostDifference: toMajorUnits(accommodation + servicesCost - item.total),
    })
  }
  return options
}
