/**
 * The basket of rooms being booked (spec §4). Adding a room succeeds only if its room type has at least one
 * room left, and takes one; removing (or releasing) a room gives it back. Pure: every operation returns a new
 * basket; the caller mirrors it to storage. Item ids come from the caller (no randomness in the domain).
 */
import type { Availability } from './offering'
import type { Occupancy } from './occupancy'
import { priceStay, type NightlyRate, type StayPrice } from './pricing'

export type BasketItem = {
  itemId: string
  roomTypeId: number
  ratePlanId: number
  occupancy: Occupancy
  dailyRates: readonly NightlyRate[]
  price: StayPrice
}

export type Basket = { items: readonly BasketItem[]; availability: Availability }

export type BasketResult = { ok: true; basket: Basket } | { ok: false; basket: Basket; reason: BasketError }
export type BasketError = 'NoAvailability' | 'UnknownItem' | 'DuplicateItem'

export function emptyBasket(availability: Availability): Basket {
  return { items: [], availability }
}

export function roomsLeft(basket: Basket, roomTypeId: number): number {
  return basket.availability[roomTypeId] ?? 0
}

function withAvailability(a: Availability, roomTypeId: number, delta: number): Availability {
  return { ...a, [roomTypeId]: (a[roomTypeId] ?? 0) + delta }
}

/** A new basket item, priced for its occupancy. */
export function basketItem(input: Omit<BasketItem, 'price'>): BasketItem {
  return { ...input, price: priceStay(input.dailyRates, input.occupancy) }
}

export function addToBasket(basket: Basket, item: BasketItem): BasketResult {
  if (basket.items.some((i) => i.itemId === item.itemId))
    return { ok: false, basket, reason: 'DuplicateItem' }
  if (roomsLeft(basket, item.roomTypeId) < 1) return { ok: false, basket, reason: 'NoAvailability' }
  return {
    ok: true,
    basket: {
      items: [...basket.items, item],
      availability: withAvailability(basket.availability, item.roomTypeId, -1),
    },
  }
}

/** Removes (releases) a room and restores one room of its type. */
export function removeFromBasket(basket: Basket, itemId: string): BasketResult {
  const item = basket.items.find((i) => i.itemId === itemId)
  if (!item) return { ok: false, basket, reason: 'UnknownItem' }
  return {
    ok: true,
    basket: {
      items: basket.items.filter((i) => i.itemId !== itemId),
      availability: withAvailability(basket.availability, item.roomTypeId, 1),
    },
  }
}

/** §4: changing a room's adults, children or infants recalculates its nightly rates. */
export function changeOccupancy(basket: Basket, itemId: string, occupancy: Occupancy): BasketResult {
  const item = basket.items.find((i) => i.itemId === itemId)
  if (!item) return { ok: false, basket, reason: 'UnknownItem' }
  const next = { ...item, occupancy, price: priceStay(item.dailyRates, occupancy) }
  return { ok: true, basket: { ...basket, items: basket.items.map((i) => (i.itemId === itemId ? next : i)) } }
}

/**
 * Swaps a room to another room type and rate (an accepted upgrade, or a change of room in manage): gives
 * back one room of the old type and takes one of the new, failing if none is left.
 */
export function replaceRoom(
  basket: Basket,
  itemId: string,
  change: { roomTypeId: number; ratePlanId: number; dailyRates: readonly NightlyRate[] },
): BasketResult {
  const item = basket.items.find((i) => i.itemId === itemId)
  if (!item) return { ok: false, basket, reason: 'UnknownItem' }
  const released = withAvailability(basket.availability, item.roomTypeId, 1)
  if ((released[change.roomTypeId] ?? 0) < 1) return { ok: false, basket, reason: 'NoAvailability' }
  const next: BasketItem = { ...item, ...change, price: priceStay(change.dailyRates, item.occupancy) }
  return {
    ok: true,
    basket: {
      items: basket.items.map((i) => (i.itemId === itemId ? next : i)),
      availability: withAvailability(released, change.roomTypeId, -1),
    },
  }
}

/** Empties the basket, restoring every room (a new search clears it, §4). */
export function clearBasket(basket: Basket): Basket {
  let availability = basket.availability
  for (const item of basket.items) availability = withAvailability(availability, item.roomTypeId, 1)
  return { items: [], availability }
}
