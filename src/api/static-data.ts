import { queryOptions } from '@tanstack/react-query'
import { CancellationReasonList, CountryList } from './contract/static-data'
import { apiRequest } from './client'

const DAY = 24 * 60 * 60 * 1000

export const staticDataKeys = {
  countries: (propertyId: number) => ['static-data', propertyId, 'countries'] as const,
  cancellationReasons: (propertyId: number) => ['static-data', propertyId, 'cancellation-reasons'] as const,
}

export function countriesQuery(propertyId: number) {
  return queryOptions({
    queryKey: staticDataKeys.countries(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/StaticData/${propertyId}/countries`, { schema: CountryList, signal }),
    staleTime: DAY,
  })
}

export function cancellationReasonsQuery(propertyId: number) {
  return queryOptions({
    queryKey: staticDataKeys.cancellationReasons(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/StaticData/${propertyId}/CancellationReasons`, { schema: CancellationReasonList, signal }),
    staleTime: DAY,
  })
}
