/** A restaurant booking request at HARBOUR's Quay Kitchen, for the restaurant and mail suites. */
export const QUAY_KITCHEN = 1

export const tableBooking = (overrides: Record<string, unknown> = {}) => ({
  PropertyId: 'HARBOUR',
  RestaurantId: QUAY_KITCHEN,
  RestaurantName: 'The Quay Kitchen',
  VisitDate: '2027-02-10',
  VisitTime: '19:30',
  PartySize: 4,
  Identifier: 'Ada Lovelace',
  Email: 'ada@example.com',
  ContactNumber: '+44 20 7946 0000',
  IsReservation: false,
  IsLeaveTimeRequired: false,
  ...overrides,
})
