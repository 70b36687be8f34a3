import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { availabilityCalendarQuery } from '@/api/availability'
import { afterFirstPaintIdle } from '@/device/idle'
import type { AvailabilityDays } from '@/api/contract/availability'
import { indexCalendar } from './search-calendar'

/**
 * The 36-month calendar is a big answer: it is fetched once the search page has painted and the browser is idle
 * (docs/product/search.md#limits computes it after load), never on the critical path, so the first tap on the dates finds its prices
 * and minimum stays there (issue 22). Dates that came in the address want it at once: it says whether they
 * meet the arrival's minimum stay.
 */
export function useSearchCalendar(propertyId: number, today: string, datesGiven: boolean) {
  const queryClient = useQueryClient()
  const [calendarWanted, setCalendarWanted] = useState(datesGiven)
  useEffect(() => afterFirstPaintIdle(() => setCalendarWanted(true)), [])
  const calendar = useQuery({ ...availabilityCalendarQuery(propertyId, today), enabled: calendarWanted })
  const days = useMemo(() => indexCalendar(calendar.data, today), [calendar.data, today])
  return {
    days,
    loaded: calendar.data !== undefined,
    want: () => setCalendarWanted(true),
    /** The calendar now, asked for if it has not come yet; undefined when offline or failing. */
    fetchNow: (): Promise<AvailabilityDays | undefined> => {
      setCalendarWanted(true)
      return queryClient.fetchQuery(availabilityCalendarQuery(propertyId, today)).catch(() => undefined)
    },
  }
}
