import { queryOptions } from '@tanstack/react-query'
import { ServiceListResponse } from './contract/service'
import { languageCode } from '@/i18n/i18n'
import { apiRequest } from './client'

export const serviceKeys = {
  all: ['service'] as const,
  // Extras are named in the guest's language (decision 0132).
  list: (q: ServicesFor) =>
    [
      'service',
      'list',
      languageCode(),
      q.propertyId,
      q.roomTypeId,
      q.ratePlanId,
      q.dateFrom,
      q.dateTo,
    ] as const,
}

export type ServicesFor = {
  propertyId: number
  roomTypeId: number
  ratePlanId: number
  dateFrom: string
  dateTo: string
}

/** The extras a room type and rate plan can have over a stay, with their stock (docs/product/booking.md#calls Service/Get). */
export function servicesQuery(q: ServicesFor) {
  return queryOptions({
    queryKey: serviceKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest('/Service/Get', {
        query: {
          propertyId: q.propertyId,
          roomTypeId: q.roomTypeId,
          ratePlanId: q.ratePlanId,
          dateOfArrival: q.dateFrom,
          dateOfDeparture: q.dateTo,
        },
        schema: ServiceListResponse,
        signal,
      }),
    staleTime: 60 * 1000,
  })
}
