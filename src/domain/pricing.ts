/**
 * Nightly pricing by occupancy (docs/product/booking.md#what-is-kept rate plan option, docs/product/booking.md#limits).
 *
 * All amounts are integer minor units. docs/product/booking.md#limits's "room rates are rounded to 2 decimals" is done once, by
 * `toMinorUnits` where the wire's major-unit numbers enter the domain; every sum and product here is exact
 * integer arithmetic, so no further rounding happens.
 *
 * The nightly formula (the server's seed data is built for it): with no adults but some children, one child
 * counts as the first adult. Then
 *   price = baseRate + costPerRoom
 *         + max(0, adults − baseNumberOfAdults) × costPerAdult     (the extra-adult charge)
 *         + children × costPerChild + infants × costPerInfant
 *         + adults × perPersonCostPerAdult + children × perPersonCostPerChild + infants × perPersonCostPerInfant
 * and the same with the `original` components gives the undiscounted price. A promotion lowers the live
 * components; a price is never shown above its original, so the original is clamped to at least the price.
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import type { Occupancy } from './occupancy'

export type RateComponents = {
  baseRate: Money
  costPerRoom: Money
  costPerAdult: Money
  costPerChild: Money
  costPerInfant: Money
  perPersonCostPerAdult: Money
  perPersonCostPerChild: Money
  perPersonCostPerInfant: Money
}

export type NightlyRate = RateComponents & {
  date: IsoDate
  baseNumberOfAdults: number
  original: RateComponents
}

export type NightPrice = { date: IsoDate; price: Money; originalPrice: Money }

export type StayPrice = {
  nights: NightPrice[]
  total: Money
  originalTotal: Money
  baseNumberOfAdults: number
}

/** No adults but children: one child counts as the first adult (docs/product/booking.md#limits). */
export function pricingOccupancy(occ: Occupancy): Occupancy {
  if (occ.adults === 0 && occ.children > 0) {
    return { adults: 1, children: occ.children - 1, infants: occ.infants }
  }
  return occ
}

function componentsPrice(c: RateComponents, baseNumberOfAdults: number, occ: Occupancy): Money {
  return (
    c.baseRate +
    c.costPerRoom +
    Math.max(0, occ.adults - baseNumberOfAdults) * c.costPerAdult +
    occ.children * c.costPerChild +
    occ.infants * c.costPerInfant +
    occ.adults * c.perPersonCostPerAdult +
    occ.children * c.perPersonCostPerChild +
    occ.infants * c.perPersonCostPerInfant
  )
}

export function priceNight(rate: NightlyRate, occ: Occupancy): NightPrice {
  const o = pricingOccupancy(occ)
  const price = componentsPrice(rate, rate.baseNumberOfAdults, o)
  const original = componentsPrice(rate.original, rate.baseNumberOfAdults, o)
  return { date: rate.date, price, originalPrice: Math.max(price, original) }
}

/**
 * Totals are sums over nights (originals likewise); the base number of adults is the minimum across nights
 * (0 for an empty stay). Call again whenever a room's adults, children or infants change (docs/product/booking.md#steps).
 */
export function priceStay(rates: readonly NightlyRate[], occ: Occupancy): StayPrice {
  const nights: NightPrice[] = []
  let total = 0
  let originalTotal = 0
  let baseNumberOfAdults = Number.POSITIVE_INFINITY
  for (const rate of rates) {
    const night = priceNight(rate, occ)
    nights.push(night)
    total += night.price
    originalTotal += night.originalPrice
    if (rate.baseNumberOfAdults < baseNumberOfAdults) baseNumberOfAdults = rate.baseNumberOfAdults
  }
  return { nights, total, originalTotal, baseNumberOfAdults: rates.length === 0 ? 0 : baseNumberOfAdults }
}

/** True when the stay is sold below its undiscounted price (show the original struck through). */
export function isDiscounted(stay: StayPrice): boolean {
  return stay.total < stay.originalTotal
}
