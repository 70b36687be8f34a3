/** A restaurant table booking as the app sends it (HARBOUR's Quay Kitchen, a day in the seeded month). */
import type { RestaurantBookingRequest } from '@/api/contract/restaurant'

export function restaurantBooking(over: Partial<RestaurantBookingRequest> = {}): RestaurantBookingRequest {
  return {
    PropertyId: 'HARBOUR',
    RestaurantId: 1,
    VisitDate: '2027-02-01',
    VisitTime: '18:00',
    PartySize: 2,
    IsReservation: false,
    Identifier: 'Ada',
    Email: 'a@example.com',
    ContactNumber: '+441234567890',
    IsLeaveTimeRequired: false,
    ...over,
  }
}
