/**
 * The totals of a whole booking. One function, used by the browser to show the price and by the server to
 * re-price a booking before charging, so the two can never disagree.
 *
 *   accommodation = Σ room stay totals (after any promotion); accommodationOriginal likewise
 *   services      = Σ each room's extras over its stay (room-quote.ts)
 *   discount      = the gift-voucher discount, never more than accommodation + services, never negative
 *   visitorLevy   = percentage of the first N nights' accommodation price (tax.ts), outside VAT
 *   vat           = on (accommodation + services − discount), rounded once per booking, half-up;
 *                   contained in that amount when inclusive, added on top when exclusive
 *   total         = accommodation + services − discount (+ vat when exclusive) + visitorLevy
 *   payNow        = what the payment schedule makes due today, at booking (payment-schedule.ts)
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import type { Occupancy } from './occupancy'
import { dueBy, paymentSchedule, type SchedulePolicy } from './payment-schedule'
import type { StayPrice } from './pricing'
import { extrasCost } from './room-quote'
import type { ServiceCharge } from './services'
import { vatInGross, vatOnNet, visitorLevy, type VatSettings, type VisitorLevyConfig } from './tax'

export type { VatSettings, VisitorLevyConfig } from './tax'
export type { ServiceCharge } from './services'

export type BookingTotals = {
  accommodation: Money
  accommodationOriginal: Money
  services: Money
  /** voucher, never more than the total */
  discount: Money
  visitorLevy: Money
  /** VAT contained in (inclusive) or added to (exclusive) the price */
  vat: Money
  /** what the guest pays in all */
  total: Money
  payNow: Money
}

export type BookingTotalsInput = {
  rooms: {
    stay: StayPrice
    services: { price: Money; charge: ServiceCharge; chargePerPerson: boolean; quantity: number }[]
    occupancy: Occupancy
  }[]
  vat: VatSettings
  visitorLevy: VisitorLevyConfig
  voucherDiscount: Money
  paymentPolicy: SchedulePolicy
  arrival: IsoDate
  today: IsoDate
}

export function bookingTotals(input: BookingTotalsInput): BookingTotals {
  let accommodation = 0
  let accommodationOriginal = 0
  let services = 0
  for (const room of input.rooms) {
    accommodation += room.stay.total
    accommodationOriginal += room.stay.originalTotal
    services += extrasCost(room.services, { nights: room.stay.nights.length, occupancy: room.occupancy })
  }
  const beforeDiscount = accommodation + services
  const discount = Math.min(Math.max(0, input.voucherDiscount), Math.max(0, beforeDiscount))
  const taxable = beforeDiscount - discount
  const vat = input.vat.exclusive ? vatOnNet(taxable, input.vat.rate) : vatInGross(taxable, input.vat.rate)
  const levy = visitorLevy(
    input.rooms.map((r) => r.stay.nights),
    input.visitorLevy,
  )
  const total = taxable + (input.vat.exclusive ? vat : 0) + levy
  const payNow = dueBy(paymentSchedule(input.paymentPolicy, total, input.arrival, input.today), input.today)
  return { accommodation, accommodationOriginal, services, discount, visitorLevy: levy, vat, total, payNow }
}
