import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { availabilityCalendarQuery } from '@/api/availability'
import { toAvailabilityDays } from '@/api/contract/availability-to-domain'
import { indexDays, minStayOf, unavailableDays } from '@/domain/calendar'
import { eachNight } from '@/domain/dates'
import type { Occupancy } from '@/domain/occupancy'
import { hotelToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'

const NO_DAYS: ReadonlySet<string> = new Set()

/**
 * The property's availability calendar for the date pickers of manage (docs/product/after-booking.md#screens "date range picker (with
 * availability calendar)"): the same query, cache and service-worker copy as the search page. `freed` are the
 * stays of the rooms being moved: their own nights are not sold out for them, since moving gives the room back.
 * Until the calendar has come (or if it cannot), nothing is greyed: the hotel's answer for the dates decides.
 * Given a party, each day has the search calendar's price for it (decision 0142).
 */
export function useStayCalendar(
  propertyId: number,
  {
    freed = [],
    enabled = true,
    party = null,
  }: {
    freed?: readonly { dateFrom: string; dateTo: string }[]
    enabled?: boolean
    /** the guests the day prices are for (decision 0138); without, the hotel's base prices */
    party?: Occupancy | null
  } = {},
) {
  const today = hotelToday(useRouteProperty().TimeZone)
  const calendar = useQuery({ ...availabilityCalendarQuery(propertyId, today, party), enabled })
  const freedKey = freed.map((s) => `${s.dateFrom}/${s.dateTo}`).join(',')
  return useMemo(() => {
    if (!calendar.data) return { today, unavailable: NO_DAYS, minStayOf: undefined, priceOf: undefined }
    const days = toAvailabilityDays(calendar.data)
    const unavailable = unavailableDays(days, today)
    for (const stay of freedKey ? freedKey.split(',') : []) {
      const [from = '', to = ''] = stay.split('/')
      for (const night of eachNight(from, to)) unavailable.delete(night)
    }
    const byDay = indexDays(days)
    return {
      today,
      unavailable,
      minStayOf: (day: string) => (byDay.has(day) ? minStayOf(byDay.get(day)) : undefined),
      /** the day's lowest nightly price for the party, minor units, where known */
      priceOf: (day: string) => {
        const rates = byDay.get(day)?.rates ?? []
        return rates.length > 0 ? Math.min(...rates.map((r) => r.minimumRate)) : undefined
      },
    }
  }, [calendar.data, today, freedKey])
}
