/**
 * Room upgrades (docs/product/search.md#steps, docs/product/search.md#rules): an upgrade room type is offered only if it has rooms left, has a rate of the
 * same rate plan that covers the stay, and fits the room's occupancy (min/max totals, adults, children, with
 * the rate plan's limits when UseOccupancyForRatePlan is set).
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import { effectiveLimits, fitsOccupancy, type Occupancy } from './occupancy'
import { coversNights, type Availability, type RatePlanOption, type RoomTypeOption } from './offering'
import { priceStay, type StayPrice } from './pricing'

export type UpgradeOption = {
  roomType: RoomTypeOption
  ratePlan: RatePlanOption
  price: StayPrice
  /** total upgrade cost */
  totalCost: Money
  /** what the upgrade adds to the current price (may be negative if the upgrade is cheaper) */
  costDifference: Money
}

export type UpgradeQuery = {
  current: { roomTypeId: number; ratePlanId: number; price: StayPrice }
  occupancy: Occupancy
  nights: readonly IsoDate[]
  roomTypes: readonly RoomTypeOption[]
  /** rooms left after the basket took its share */
  availability: Availability
}

export function availableUpgrades(q: UpgradeQuery): UpgradeOption[] {
  const byId = new Map(q.roomTypes.map((rt) => [rt.roomTypeId, rt]))
  const current = byId.get(q.current.roomTypeId)
  if (!current) return []
  const options: UpgradeOption[] = []
  for (const { roomTypeId } of current.upgrades) {
    const roomType = byId.get(roomTypeId)
    if (!roomType || roomTypeId === current.roomTypeId) continue
    if ((q.availability[roomTypeId] ?? 0) < 1) continue
    const ratePlan = roomType.rates.find((r) => r.ratePlanId === q.current.ratePlanId)
    if (!ratePlan || !coversNights(ratePlan.dailyRates, q.nights)) continue
    if (!fitsOccupancy(roomType, q.occupancy)) continue
    if (!fitsOccupancy(effectiveLimits(roomType, ratePlan), q.occupancy)) continue
    const price = priceStay(ratePlan.dailyRates, q.occupancy)
    options.push({
      roomType,
      ratePlan,
      price,
      totalCost: price.total,
      costDifference: price.total - q.current.price.total,
    })
  }
  return options
}
