/**
 * A booked room's policy with its words for that room: the free deadline as a date and time, the penalty in the
 * hotel's money, the instalments as booked (decision 0114). The manage answer, the confirmation and the mails
 * all take a room's words from here.
 */
import type { RatePlanPolicy } from '@/api/contract/availability'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { Language } from '@/domain/language'
import { toMinorUnits } from '@/domain/money'
import type { ClockTime } from '@/domain/hotel-times'
import type { Queryable } from '../db/types'
import type { StayPrice } from '@/domain/cancellation-rules'
import { policyFor, type StoredPolicy } from '../catalogue/policy'

export type BookedRoom = {
  policy: StoredPolicy
  date_from: string
  /** The room's nights as stored (major units). */
  nights: readonly { RatePerNight: number }[]
  /** The room's price with its extras (minor units). */
  total: number
}

/** The room's price and nights as the rules price a penalty (minor units). */
export function bookedStay(room: BookedRoom): StayPrice {
  return { price: room.total, nightly: room.nights.map((n) => toMinorUnits(n.RatePerNight)) }
}

/** The room's policy and its words in `language` (the request's for an answer, the booking's for a mail). */
export function bookedRoomPolicy(
  room: BookedRoom,
  words: { currency: string; bookedOn: string; language: Language; checkIn?: ClockTime },
): RatePlanPolicy {
  const { currency, bookedOn } = words
  return policyFor(
    room.policy,
    words.language,
    { arrival: room.date_from, today: bookedOn, currency, priced: { ...bookedStay(room), booked: true } },
    words.checkIn,
  )
}

/** The day a reservation was made, at the hotel (migration 020). */
export async function bookedOnOf(db: Queryable, reservationId: number): Promise<string> {
  const [row] = await db.query<{ day: string }>(
    `SELECT COALESCE(booked_on, (created_at AT TIME ZONE 'UTC')::date)::text AS day FROM reservation WHERE id = $1`,
    [reservationId],
  )
  if (!row) throw new Error(`Reservation ${reservationId} is missing`)
  return row.day
}

/**
 * The reservation as manage showed it, its rooms' policy words said again in `language`: a mail about a change
 * is written in the booking's language whatever language the guest's request spoke (decision 0129).
 */
export function managedInLanguage(
  reservation: ManagedReservation,
  bookedOn: string,
  language: Language,
  checkIn?: ClockTime,
): ManagedReservation {
  const words = { currency: reservation.Currency, bookedOn, language, ...(checkIn ? { checkIn } : {}) }
  return {
    ...reservation,
    ReservationItems: reservation.ReservationItems.map((item) => ({
      ...item,
      Policy: bookedRoomPolicy(
        {
          policy: item.Policy,
          date_from: item.DateOfArrival,
          nights: item.DailyRates,
          total: toMinorUnits(item.TotalCost),
        },
        words,
      ),
    })),
  }
}
