import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import { searchQuery } from '@/api/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import {
  restorableSearch,
  sameStay,
  searchFromQuery,
  searchQueryOf,
  searchRequestOf,
  type SearchForm,
} from '@/api/contract/search-address'
import { roomsParamOf, type Occupancy } from '@/domain/occupancy'
import { isSameDayBookingBlocked, sameDayRestrictionOf } from '@/domain/same-day'
import { hotelNow } from '@/device/clock'
import { startAddressSearch, type BookingSession } from '@/state/booking-session'

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
 * the address and no session: the search runs again and the session starts from its answer (docs/product/search.md#screens: only when
 * no search is possible does the guest go back to the search page). The address wins (decision 0118): one that
 * asks for another stay than the session's starts that search, the basket kept aside; but the session may run
 * ahead of its own address for a moment (a room's guests changed here, the address follows), so only an
 * address the session has not yet agreed with counts.
 */
export function useAddressSearch(property: PropertySettings, config: BookConfig, live: BookingSession) {
  const [params, setParams] = useSearchParams()
  const wanted = useMemo(
    () => restorableSearch(searchFromQuery(params), property.PropertyCode),
    [params, property],
  )
  const agreed = useRef<string | null>(null)
  const wantedKey = wanted ? searchQueryOf(wanted) : null
  if (wanted && live.search && sameStay(wanted, live.search)) agreed.current = wantedKey
  const needsRestore =
    wanted !== null &&
    (live.search === null ||
      live.search.propertyCode !== property.PropertyCode ||
      (!sameStay(wanted, live.search) && agreed.current !== wantedKey))
  // docs/product/search.md#steps same-day restriction: an arrival today at or past the hotel's cut-off cannot be booked, whether the
  // stay comes from the session or from the address (then it is not searched again at all).
  const sameDay = sameDayRestrictionOf(config)
  const arrival = needsRestore ? wanted?.dateFrom : live.search?.dateFrom
  const closedToday =
    arrival !== undefined && isSameDayBookingBlocked(sameDay, arrival, hotelNow(property.TimeZone))
  // Asked by property id (docs/product/search.md#calls), like the app's start-up prefetch of the same address: they share one request.
  const restore = useQuery({
    ...searchQuery(searchRequestOf(wanted ?? EMPTY_SEARCH, property.PropertyId)),
    enabled: needsRestore && !closedToday,
  })
  useEffect(() => {
    if (needsRestore && !closedToday && wanted && restore.data) startAddressSearch(wanted, restore.data)
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
    // Offline the address's stay has no answer on the device: say so, not the search page (decision 0118).
    offline: restore.isError && (!navigator.onLine || isNetworkError(restore.error)),
    searchAddress,
    keepRoomsInAddress,
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network'
}
