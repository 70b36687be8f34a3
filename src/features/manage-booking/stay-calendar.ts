import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { availabilityCalendarQuery } from '@/api/availability'
import { toAvailabilityDays } from '@/api/contract/availability-to-domain'
import { indexDays, minStayOf, unavailableDays } from '@/domain/calendar'
import { eachNight } from '@/domain/dates'
import { hotelToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'

const NO_DAYS: ReadonlySet<string> = new Set()

/**
 * The property's availability calendar for the date pickers of manage (docs/product/after-booking.md#screens "date range picker (with
 * availability calendar)"): the same query, cache and service-worker copy as the search page. `freed` are the
 * stays of the rooms being moved: their own nights are not sold out for them, since moving gives the room back.
 * Until the calendar has come (or if it cannot), nothing is greyed: the hotel's answer for the dates decides.
 */
export function useStayCalendar(
  propertyId: number,
  {
    freed = [],
    enabled = true,
  }: { freed?: readonly { dateFrom: string; dateTo: string }[]; enabled?: boolean } = {},
) {
  const today = hotelToday(useRouteProperty().TimeZone)
  const calendar = useQuery({ ...availabilityCalendarQuery(propertyId, today), enabled })
  const freedKey = freed.map((s) => `${s.dateFrom}/${s.dateTo}`).join(',')
  return useMemo(() => {
    if (!calendar.data) return { today, unavailable: NO_DAYS, minStayOf: undefined }
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
    }
  }, [calendar.data, today, freedKey])
}
