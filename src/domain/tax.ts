/**
 * VAT and the visitor levy (docs/product/booking.md#limits).
 *
 * VAT: tax-exclusive rates add price / 100 × rate on top; tax-inclusive prices contain
 * price / (100 + rate) × rate. Rounding decision: VAT is rounded once per booking (on the booking's net or
 * gross amount), half-up to a minor unit — not per night or per line — so the VAT shown equals the VAT
 * charged. With that rule the two readings agree: the VAT added to a net N is the VAT contained in N + VAT.
 *
 * Visitor levy: a percentage of the accommodation price of the first N nights only (N from config).
 */
import { roundHalfUp, type Money } from './money'
import type { NightPrice } from './pricing'

export type VatSettings = { rate: number /* percent, e.g. 20 */; exclusive: boolean }

export type VisitorLevyConfig = { enabled: boolean; percentage: number; maxNights: number }

/** VAT added on top of a tax-exclusive (net) amount. */
export function vatOnNet(net: Money, rate: number): Money {
  return roundHalfUp((net * rate) / 100)
}

/** VAT contained in a tax-inclusive (gross) amount. */
export function vatInGross(gross: Money, rate: number): Money {
  return roundHalfUp((gross * rate) / (100 + rate))
}

/** The levy on one stay: percentage of the first `maxNights` nights' accommodation price (unrounded). */
export function visitorLevyBase(nights: readonly NightPrice[], config: VisitorLevyConfig): Money {
  if (!config.enabled || config.maxNights <= 0) return 0
  let base = 0
  for (const night of nights.slice(0, config.maxNights)) base += night.price
  return base
}

/** The visitor levy over all rooms, rounded once, half-up. */
export function visitorLevy(stays: readonly (readonly NightPrice[])[], config: VisitorLevyConfig): Money {
  if (!config.enabled) return 0
  let base = 0
  for (const nights of stays) base += visitorLevyBase(nights, config)
  return roundHalfUp((base * config.percentage) / 100)
}

/**
 * A room's stay price with every mandatory charge, as the guest pays it (decision 0143): VAT added when the
 * hotel's prices exclude it, and the visitor levy on its first nights. It is ./totals.ts `bookingTotals`' total
 * for that one room without extras or a voucher, so a "from" price and the rate's total say the same figure.
 */
export function allInPrice(nights: readonly NightPrice[], vat: VatSettings, levy: VisitorLevyConfig): Money {
  let price = 0
  for (const night of nights) price += night.price
  return price + (vat.exclusive ? vatOnNet(price, vat.rate) : 0) + visitorLevy([nights], levy)
}
