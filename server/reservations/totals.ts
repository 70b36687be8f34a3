/**
 * A booking's totals with the domain's code (decision 0006): basketTotals when it is created (what is due now
 * by each room's payment policy), bookingTotals when a change re-counts the live rooms (policy charges already
 * taken). The property's VAT and visitor levy rules are read in one place.
 */
import { basketTotals } from '@/domain/basket-totals'
import type { Occupancy } from '@/domain/occupancy'
import type { SchedulePolicy } from '@/domain/payment-schedule'
import type { StayPrice } from '@/domain/pricing'
import { bookingTotals, type BookingTotals } from '@/domain/totals'
import { toMinorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { taxRulesOf, type PropertyRow } from '../catalogue/property'
import { loadItems, occupancyOf, type PricedLine, type ReservationRecord, type StoredTotals } from './record'

export type RoomForTotals = {
  stay: StayPrice
  occupancy: Occupancy
  policy: SchedulePolicy
  arrival: string
  services: readonly PricedLine[]
}

/**
 * Prices a new booking exactly as the app does: basketTotals over the rooms' stays and extras, and what is due
 * now.
 */
export function newBookingTotals(
  rooms: readonly RoomForTotals[],
  property: PropertyRow,
  voucherDiscount: number,
  today: string,
): BookingTotals {
  return basketTotals({
    rooms: rooms.map((room) => ({
      stay: room.stay,
      occupancy: room.occupancy,
      paymentPolicy: room.policy,
      arrival: room.arrival,
      services: room.services.map((line) => ({
        price: line.row.price,
        charge: line.row.charge_type,
        chargePerPerson: line.row.charge_per_person,
        quantity: line.quantity,
      })),
    })),
    ...taxRulesOf(property),
    voucherDiscount,
    arrival: rooms.map((room) => room.arrival).sort()[0] ?? today,
    today,
  })
}

/** Recomputes the stored totals and dates from the live rooms after a change; no live room left cancels it. */
export async function refreshTotals(
  tx: Queryable,
  property: PropertyRow,
  reservation: ReservationRecord,
  today: string,
): Promise<void> {
  const live = (await loadItems(tx, reservation.id)).filter((item) => !item.cancelled)
  const totals = bookingTotals({
    rooms: live.map((item) => {
      const nights = item.nights.map((night) => ({
        date: night.DateOfStay,
        price: toMinorUnits(night.RatePerNight),
        originalPrice: toMinorUnits(night.RatePerNight),
      }))
      const stay: StayPrice = {
        nights,
        total: item.accommodation,
        originalTotal: item.accommodation,
        baseNumberOfAdults: 0,
      }
      // The extras' stored cost enters as one PerStay line of that amount.
      return {
        stay,
        occupancy: occupancyOf(item),
        services: [
          { price: item.services_total, charge: 'PerStay' as const, chargePerPerson: false, quantity: 1 },
        ],
      }
    }),
    ...taxRulesOf(property),
    voucherDiscount: reservation.totals.discount,
    paymentPolicy: { automaticPaymentType: 'None', percentageToCharge: 0, daysBeforeArrival: 0 },
    arrival: reservation.date_from,
    today,
  })
  const from = live.map((item) => item.date_from).sort()[0] ?? reservation.date_from
  const to =
    live
      .map((item) => item.date_to)
      .sort()
      .at(-1) ?? reservation.date_to
  const stored: StoredTotals = {
    ...totals,
    payNow: reservation.totals.payNow,
    vatIncluded: reservation.totals.vatIncluded,
    paidNow: reservation.totals.paidNow,
  }
  await tx.query(
    'UPDATE reservation SET totals = $2, date_from = $3, date_to = $4, cancelled = $5 WHERE id = $1',
    [reservation.id, JSON.stringify(stored), from, to, live.length === 0],
  )
}
