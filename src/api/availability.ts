import { queryOptions } from '@tanstack/react-query'
import { availabilityWindow } from '@/domain/calendar'
import type { Occupancy } from '@/domain/occupancy'
import {
  AvailabilityDays,
  CheckPromoCodeResponse,
  SearchResult,
  type SearchRequest,
} from './contract/availability'
import { languageCode } from '@/i18n/i18n'
import { apiRequest } from './client'

export const availabilityKeys = {
  calendar: (propertyId: number, from: string, party: Occupancy | null) =>
    ['availability', 'calendar', propertyId, from, party] as const,
  // The answer names the hotel's rooms and rates in the guest's language (decision 0132): one entry per language.
  search: (request: SearchRequest) => ['availability', 'search', languageCode(), request] as const,
}

/**
 * The availability calendar: today to 36 months ahead (docs/product/search.md#calls). With a party, its day prices
 * are what that party pays, among the rooms that take it; without, each rate's base occupancy (manage's dates).
 */
export function availabilityCalendarQuery(propertyId: number, today: string, party: Occupancy | null = null) {
  const guests = party ? { adults: party.adults, children: party.children, infants: party.infants } : {}
  return queryOptions({
    queryKey: availabilityKeys.calendar(propertyId, today, party),
    queryFn: ({ signal }) =>
      apiRequest('/Availability', {
        query: { propertyId, ...availabilityWindow(today), ...guests },
        schema: AvailabilityDays,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })
}

export function searchAvailability(request: SearchRequest, signal?: AbortSignal) {
  // The guest's language, whatever the address's search said: it names the rooms and rates (decision 0132).
  const body = { ...request, LanguageCode: languageCode() }
  return apiRequest('/Availability/Search', { method: 'POST', body, schema: SearchResult, signal })
}

/** A search as a query: the rooms page, opened from an address that carries the search, runs it this way. */
export function searchQuery(request: SearchRequest) {
  return queryOptions({
    queryKey: availabilityKeys.search(request),
    queryFn: ({ signal }) => searchAvailability(request, signal),
    staleTime: 60 * 1000,
    retry: false,
  })
}

export function checkPromoCode(propertyId: number, promoCode: string) {
  return apiRequest('/Availability/CheckPromoCode', {
    method: 'POST',
    body: { propertyId, promoCode },
    schema: CheckPromoCodeResponse,
  })
}
