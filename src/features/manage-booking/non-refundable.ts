import { toDomainCancellationRules } from '@/api/contract/availability-to-domain'
import type { RatePlanPolicy } from '@/api/contract/availability'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { IsoDate } from '@/domain/dates'
import { nonRefundableRefusal } from '@/domain/non-refundable-change'

/**
 * Why a booked room may not take these dates or this rate (decision 0116: a non-refundable room cannot be
 * shortened nor made refundable), in the words the hotel would refuse it with; null when it may.
 */
export function refusalFor(
  r: ManagedReservation,
  reservationItemId: number | null,
  now: { dateFrom: IsoDate; dateTo: IsoDate; policy?: RatePlanPolicy },
): string | null {
  const item = r.ReservationItems.find((candidate) => candidate.ReservationItemId === reservationItemId)
  if (!item) return null
  const rules = toDomainCancellationRules(item.Policy.CancellationRules)
  const refusal = nonRefundableRefusal(
    { dateFrom: item.DateOfArrival, dateTo: item.DateOfDeparture, rules },
    {
      dateFrom: now.dateFrom,
      dateTo: now.dateTo,
      rules: now.policy ? toDomainCancellationRules(now.policy.CancellationRules) : rules,
    },
  )
  return refusal?.message ?? null
}
