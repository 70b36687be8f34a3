import { queryOptions } from '@tanstack/react-query'
import {
  RestaurantAvailability,
  RestaurantBookingResponse,
  RestaurantList,
  RestaurantSetup,
  type RestaurantBookingRequest,
} from './contract/restaurant'
import { apiRequest } from './client'

// Restaurant table booking (docs/product/restaurant-and-contact.md#calls RestaurantBooking): restaurants, a restaurant's setup for a day, the free
// times for a party, and Create.

/**
 * A restaurant's setup for a day (docs/product/restaurant-and-contact.md#calls RestaurantSetup). `identifier` is the hotel reservation's reference when
 * the table is booked for a stay (`isReservation`), so the restaurant can set residents up as it chooses; null for
 * a walk-in visitor.
 */
export type SetupFor = {
  propertyId: number
  restaurantId: number
  date: string
  isReservation: boolean
  identifier: string | null
}
export type AvailabilityFor = {
  propertyId: number
  restaurantId: number
  date: string
  partySize: number
  currencySymbol: string
}

export const restaurantKeys = {
  all: ['restaurant'] as const,
  list: (propertyId: number) => ['restaurant', 'list', propertyId] as const,
  setup: (q: SetupFor) =>
    ['restaurant', 'setup', q.propertyId, q.restaurantId, q.date, q.isReservation, q.identifier] as const,
  availability: (q: AvailabilityFor) =>
    ['restaurant', 'availability', q.propertyId, q.restaurantId, q.date, q.partySize] as const,
}

export function restaurantsQuery(propertyId: number) {
  return queryOptions({
    queryKey: restaurantKeys.list(propertyId),
    queryFn: ({ signal }) =>
      apiRequest('/RestaurantBooking/Restaurants', { query: { propertyId }, schema: RestaurantList, signal }),
    staleTime: 60 * 60 * 1000,
  })
}

export function restaurantSetupQuery(q: SetupFor) {
  return queryOptions({
    queryKey: restaurantKeys.setup(q),
    queryFn: ({ signal }) =>
      apiRequest('/RestaurantBooking/RestaurantSetup', {
        query: {
          propertyId: q.propertyId,
          restaurantId: q.restaurantId,
          date: q.date,
          isReservation: q.isReservation,
          identifier: q.identifier,
        },
        schema: RestaurantSetup,
        signal,
      }),
    staleTime: 10 * 60 * 1000,
  })
}

/** Free times change as other guests book: kept fresh for half a minute only. */
export function restaurantAvailabilityQuery(q: AvailabilityFor) {
  return queryOptions({
    queryKey: restaurantKeys.availability(q),
    queryFn: ({ signal }) =>
      apiRequest('/RestaurantBooking/Availability', {
        query: {
          propertyId: q.propertyId,
          restaurantId: q.restaurantId,
          date: q.date,
          partySize: q.partySize,
          currencySymbol: q.currencySymbol,
        },
        schema: RestaurantAvailability,
        signal,
      }),
    staleTime: 30 * 1000,
  })
}

/** Books the table; one idempotency key per attempt so a retry after a lost answer books once. */
export function createRestaurantBooking(request: RestaurantBookingRequest, idempotencyKey: string) {
  return apiRequest('/RestaurantBooking/Create', {
    method: 'POST',
    body: request,
    schema: RestaurantBookingResponse,
    idempotencyKey,
  })
}
