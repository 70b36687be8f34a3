/**
 * Totals of a basket whose rooms may have different rate plans, and so different payment policies.
 *
 * The booking's totals are bookingTotals over all rooms (one VAT rounding, one voucher). What is charged now:
 * - when every room has the same payment policy, that policy's share of the booking's total (after voucher);
 * - otherwise each rate plan's policy applies to its own room: room i's pay-now is its policy's share of that
 *   room's own total priced alone before any voucher, and the booking's pay-now is the sum, never above the
 *   booking's total.
 * The browser shows this figure and the server charges it, so both call this one function.
 */
import type { IsoDate } from './dates'
import { NO_PAYMENT_POLICY } from './payment-policy'
import type { SchedulePolicy } from './payment-schedule'
import { bookingTotals, type BookingTotals, type BookingTotalsInput } from './totals'

/** A room with its rate plan's payment policy and, when rooms arrive on different days, its own arrival. */
export type BasketRoom = BookingTotalsInput['rooms'][number] & {
  paymentPolicy: SchedulePolicy
  arrival?: IsoDate
}

type BasketTotalsInput = Omit<BookingTotalsInput, 'rooms' | 'paymentPolicy'> & {
  rooms: readonly BasketRoom[]
}

function samePaymentPolicy(a: SchedulePolicy, b: SchedulePolicy): boolean {
  return (
    a.automaticPaymentType === b.automaticPaymentType &&
    a.percentageToCharge === b.percentageToCharge &&
    a.daysBeforeArrival === b.daysBeforeArrival &&
    JSON.stringify(a.deposits ?? []) === JSON.stringify(b.deposits ?? [])
  )
}

export function basketTotals(input: BasketTotalsInput): BookingTotals {
  const first = input.rooms[0]
  const uniform =
    first !== undefined && input.rooms.every((r) => samePaymentPolicy(r.paymentPolicy, first.paymentPolicy))
  const overall = bookingTotals({
    ...input,
    rooms: [...input.rooms],
    paymentPolicy: uniform ? first.paymentPolicy : NO_PAYMENT_POLICY,
  })
  if (uniform) return overall
  const owedNow = input.rooms.reduce(
    (sum, room) =>
      sum +
      bookingTotals({ ...input, rooms: [room], voucherDiscount: 0, paymentPolicy: room.paymentPolicy })
        .payNow,
    0,
  )
  return { ...overall, payNow: Math.min(overall.total, owedNow) }
}
