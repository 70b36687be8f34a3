import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { availabilityCalendarQuery } from '@/api/availability'
import { afterFirstPaintIdle } from '@/device/idle'
import type { AvailabilityDays } from '@/api/contract/availability'
import type { Occupancy } from '@/domain/occupancy'
import { indexCalendar } from './search-calendar'

/**
 * The 36-month calendar is a big answer: it is fetched once the search page has painted and the browser is idle
 * (docs/product/search.md#limits computes it after load), never on the critical path, so the first tap on the dates finds its prices
 * and minimum stays there (issue 22). Dates that came in the address want it at once: it says whether they
 * meet the arrival's minimum stay. Its prices are the party's in the form's first room (as the search's "from"
 * prices are): asked again when the guests change, the earlier prices shown until the new ones come.
 */
export function useSearchCalendar(propertyId: number, today: string, datesGiven: boolean, party: Occupancy) {
  const queryClient = useQueryClient()
  const [calendarWanted, setCalendarWanted] = useState(datesGiven)
  useEffect(() => afterFirstPaintIdle(() => setCalendarWanted(true)), [])
  const query = availabilityCalendarQuery(propertyId, today, party)
  const calendar = useQuery({ ...query, enabled: calendarWanted, placeholderData: keepPreviousData })
  const days = useMemo(() => indexCalendar(calendar.data, today), [calendar.data, today])
  return {
    days,
    loaded: calendar.data !== undefined,
    want: () => setCalendarWanted(true),
    /** The calendar now, asked for if it has not come yet; undefined when offline or failing. */
    fetchNow: (): Promise<AvailabilityDays | undefined> => {
      setCalendarWanted(true)
      return queryClient.fetchQuery(query).catch(() => undefined)
    },
  }
}
