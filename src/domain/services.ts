/**
 * Services (extras), docs/product/booking.md#what-is-kept, docs/product/booking.md#limits. A service's cost for a stay is its unit price times a count:
 * PerStay counts once, PerDay once per night, PerQuantity the quantity chosen; with ChargePerPerson the
 * count is multiplied by adults plus children (infants are not charged, docs/product/booking.md#limits).
 *
 * Decision: the guest's chosen quantity only matters for PerQuantity; for PerStay and PerDay the count is
 * derived from the stay, so a stale quantity can never inflate the price.
 */
import type { Money } from './money'
import { chargeableGuests, type Occupancy } from './occupancy'

export type ServiceCharge = 'PerStay' | 'PerDay' | 'PerQuantity'

export type Service = {
  serviceId: number
  serviceCode: string
  serviceName: string
  serviceDescription: string
  allowEditOnBookingEngine: boolean
  price: Money
  chargeType: ServiceCharge
  chargePerPerson: boolean
}

/** A service chosen for one reservation item. `isNew` marks one added in this session (docs/product/booking.md#what-is-kept: editable). */
type ReservationService = {
  reservationItemId: number | string
  serviceId: number
  quantity: number
  service: Pick<Service, 'allowEditOnBookingEngine'>
  isNew: boolean
}

export type ServiceLine = { price: Money; charge: ServiceCharge; chargePerPerson: boolean; quantity: number }

/** How many times the unit price is charged for a stay of `nights` with this occupancy. */
export function serviceUnits(
  charge: ServiceCharge,
  chargePerPerson: boolean,
  quantity: number,
  nights: number,
  occ: Occupancy,
): number {
  const base = charge === 'PerStay' ? 1 : charge === 'PerDay' ? nights : Math.max(0, quantity)
  return chargePerPerson ? base * chargeableGuests(occ) : base
}

/** The cost of one service line over the stay, in minor units. */
export function serviceStayCost(line: ServiceLine, nights: number, occ: Occupancy): Money {
  return line.price * serviceUnits(line.charge, line.chargePerPerson, line.quantity, nights, occ)
}

/** A reservation service is editable if it is new or its service allows editing on the booking engine. */
export function isServiceEditable(s: Pick<ReservationService, 'isNew' | 'service'>): boolean {
  return s.isNew || s.service.allowEditOnBookingEngine
}

/** docs/product/booking.md#steps: a room's services can be edited if it has none yet, or one of them is editable or just added. */
export function canEditRoomServices(
  services: readonly Pick<ReservationService, 'isNew' | 'service'>[],
): boolean {
  return services.length === 0 || services.some(isServiceEditable)
}

export type ServiceInventory = {
  serviceId: number
  /** null or undefined: no starting amount, so the service is unlimited. */
  startingInventory: number | null | undefined
  reservationItems: readonly { quantity: number }[]
}

type ServiceAvailability = number | 'unlimited'

/** Used is the sum of the item quantities. */
export function serviceInventoryUsed(inv: ServiceInventory): number {
  let used = 0
  for (const item of inv.reservationItems) used += item.quantity
  return used
}

/** Available is starting minus used (never below zero), or unlimited without a starting amount. */
export function serviceInventoryAvailable(inv: ServiceInventory): ServiceAvailability {
  if (inv.startingInventory === null || inv.startingInventory === undefined) return 'unlimited'
  return Math.max(0, inv.startingInventory - serviceInventoryUsed(inv))
}

/**
 * One line per extra: lines of the same extra on one room added together (the first line's facts kept). A room's
 * maximum of an extra counts every line of it, so the app shows and edits their sum.
 */
export function mergeLinesByService<T extends { serviceId: number; quantity: number }>(
  lines: readonly T[],
): T[] {
  const merged = new Map<number, T>()
  for (const line of lines) {
    const kept = merged.get(line.serviceId)
    merged.set(line.serviceId, kept ? { ...kept, quantity: kept.quantity + line.quantity } : line)
  }
  return [...merged.values()]
}
