import { queryOptions } from '@tanstack/react-query'
import { availabilityWindow } from '@/domain/calendar'
import type { SearchRequest } from './contract/availability'
import { apiRequest } from './client'

/**
 * The answers' schemas load with the first call, not with the search page's first paint: they are ~1 kB of
 * its budget, which each language's texts need (decision 0128), and every call waits on the network anyway.
 */
const schemas = () => import('./contract/availability')

export const availabilityKeys = {
  calendar: (propertyId: number, from: string) => ['availability', 'calendar', propertyId, from] as const,
  search: (request: SearchRequest) => ['availability', 'search', request] as const,
}

/** The availability calendar: today to 36 months ahead (docs/product/search.md#calls). */
export function availabilityCalendarQuery(propertyId: number, today: string) {
  return queryOptions({
    queryKey: availabilityKeys.calendar(propertyId, today),
    queryFn: async ({ signal }) =>
      apiRequest('/Availability', {
        query: { propertyId, ...availabilityWindow(today) },
        schema: (await schemas()).AvailabilityDays,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })
}

export async function searchAvailability(request: SearchRequest, signal?: AbortSignal) {
  const { SearchResult } = await schemas()
  return apiRequest('/Availability/Search', { method: 'POST', body: request, schema: SearchResult, signal })
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

export async function checkPromoCode(propertyId: number, promoCode: string) {
  return apiRequest('/Availability/CheckPromoCode', {
    method: 'POST',
    body: { propertyId, promoCode },
    schema: (await schemas()).CheckPromoCodeResponse,
  })
}
