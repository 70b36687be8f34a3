import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { availabilityCalendarQuery } from '@/api/availability'
import type { AvailabilityDays } from '@/api/contract/availability'
import { indexCalendar } from './search-calendar'

/**
 * The 36-month calendar is a big answer: it is fetched when the guest opens the dates, or a few seconds after
 * the page has painted (spec §9 computes it 3 s after load), never on the critical path. Dates that came in the
 * address want it at once: it says whether they meet the arrival's minimum stay.
 */
export function useSearchCalendar(propertyId: number, today: string, datesGiven: boolean) {
  const queryClient = useQueryClient()
  const [calendarWanted, setCalendarWanted] = useState(datesGiven)
  useEffect(() => {
    const timer = window.setTimeout(() => setCalendarWanted(true), 3000)
    return () => window.clearTimeout(timer)
  }, [])
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
