import { queryOptions } from '@tanstack/react-query'
import { addMonths } from '@/domain/dates'
import {
  CheckPromoCodeResponse,
  GroupAreaAvailability,
  GroupSearchResult,
  type GroupSearchRequest,
} from './contract/availability'
import { apiRequest } from './client'

// Group search (docs/product/search.md#calls SearchPropertyGroup, SearchPropertyGroupAreaAvailability, CheckPromoCodeGroup): one
// search over every property of a group, or of one of its areas. The group itself is in property.ts.

export const groupKeys = {
  all: ['group'] as const,
  calendar: (groupId: number, areaId: number | null, from: string) =>
    ['group', 'calendar', groupId, areaId, from] as const,
  search: (request: GroupSearchRequest) => ['group', 'search', request] as const,
}

/** Which nights any hotel of the group (or area) still has a room: today to 36 months ahead. */
export function groupCalendarQuery(groupId: number, areaId: number | null, today: string) {
  return queryOptions({
    queryKey: groupKeys.calendar(groupId, areaId, today),
    queryFn: ({ signal }) =>
      apiRequest('/Availability/SearchPropertyGroupAreaAvailability', {
        method: 'POST',
        body: { PropertyGroupId: groupId, AreaId: areaId, FromDate: today, ToDate: addMonths(today, 36) },
        schema: GroupAreaAvailability,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })
}

export function groupSearchQuery(request: GroupSearchRequest) {
  return queryOptions({
    queryKey: groupKeys.search(request),
    queryFn: ({ signal }) =>
      apiRequest('/Availability/SearchPropertyGroup', {
        method: 'POST',
        body: request,
        schema: GroupSearchResult,
        signal,
      }),
    staleTime: 60 * 1000,
  })
}

export function checkGroupPromoCode(propertyGroupId: number, promoCode: string) {
  return apiRequest('/Availability/CheckPromoCodeGroup', {
    method: 'POST',
    body: { propertyGroupId, promoCode },
    schema: CheckPromoCodeResponse,
  })
}
