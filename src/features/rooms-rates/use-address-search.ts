import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { searchQuery } from '@/api/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import {
  restorableSearch,
  roomsParamOf,
  searchFromQuery,
  searchQueryOf,
  searchRequestOf,
  type SearchForm,
} from '@/api/contract/search-address'
import type { Occupancy } from '@/domain/occupancy'
import { isSameDayBookingBlocked, sameDayRestrictionOf } from '@/domain/same-day'
import { hotelNow } from '@/device/clock'
import { startRoomsAndRates, type BookingSession } from '@/state/booking-session'

const EMPTY_SEARCH: SearchForm = {
  propertyCode: '',
  dateFrom: '',
  dateTo: '',
  rooms: [],
  promoCode: '',
  ratePlanCode: null,
  locationId: null,
}

/**
 * The search in the page's address. A reload, or a link from the hotel's site, lands here with the search in
 * the address and no session: the search runs again and the session starts from its answer (spec §2: only when
 * no search is possible does the guest go back to the search page).
 */
export function useAddressSearch(property: PropertySettings, config: BookConfig, live: BookingSession) {
  const [params, setParams] = useSearchParams()
  const wanted = useMemo(
    () => restorableSearch(searchFromQuery(params), property.PropertyCode),
    [params, property],
  )
  const needsRestore =
    wanted !== null && (live.search === null || live.search.propertyCode !== property.PropertyCode)
  // Spec §4 same-day restriction: an arrival today at or past the hotel's cut-off cannot be booked, whether the
  // stay comes from the session or from the address (then it is not searched again at all).
  const sameDay = sameDayRestrictionOf(config)
  const arrival = needsRestore ? wanted?.dateFrom : live.search?.dateFrom
  const closedToday =
    arrival !== undefined && isSameDayBookingBlocked(sameDay, arrival, hotelNow(property.TimeZone))
  // Asked by property id (spec §7), like the app's start-up prefetch of the same address: they share one request.
  const restore = useQuery({
    ...searchQuery(searchRequestOf(wanted ?? EMPTY_SEARCH, property.PropertyId)),
    enabled: needsRestore && !closedToday,
  })
  useEffect(() => {
    if (needsRestore && !closedToday && wanted && restore.data) startRoomsAndRates(wanted, restore.data)
  }, [needsRestore, closedToday, wanted, restore.data])

  const searchAddress = (form: SearchForm) => `/Book/${property.PropertyCode}?${searchQueryOf(form)}`
  // A room's guests changed here: the address says so too, so "Change search", a reload and a shared link
  // carry the party the basket is priced for (decision 0086).
  const keepRoomsInAddress = (rooms: Occupancy[]) => {
    if (!params.has('rooms')) return
    const next = new URLSearchParams(params)
    next.set('rooms', roomsParamOf(rooms))
    setParams(next, { replace: true })
  }
  return {
    wanted,
    needsRestore,
    sameDay,
    closedToday,
    restoreFailed: restore.isError,
    searchAddress,
    keepRoomsInAddress,
  }
}
