import type { ManagedReservation, ReservationItem } from '@/api/contract/manage-booking'

// A reservation as manage booking and pre-check-in receive it (src/api/contract/manage-booking.ts), with
// overrides. Each call makes its own reference and code, so tests sharing a device database never collide.

const policy = {
  Name: 'Flexible',
  Description: '',
  CancellationPolicy: 'Free cancellation until 48 hours before arrival.',
  PaymentPolicyConfiguration: {
    AutomaticPaymentType: 'None' as const,
    PercentageToCharge: 0,
    DaysBeforeArrival: null,
  },
  CancellationRules: {
    Refundable: true,
    FreeUntilHoursBeforeArrival: 48,
    LateCancellation: { Kind: 'Nights' as const, Nights: 1 },
    NoShow: { Kind: 'Nights' as const, Nights: 1 },
  },
  PaymentSchedule: null,
}

export function item(id: number, over: Partial<ReservationItem> = {}): ReservationItem {
  return {
    ReservationItemId: id,
    DateOfArrival: '2030-03-05',
    DateOfDeparture: '2030-03-07',
    RoomTypeId: 101,
    RoomTypeName: 'Classic Double',
    RatePlanId: 11,
    RatePlanName: 'Flexible',
    PromoCode: null,
    Policy: policy,
    RoomConfiguration: null,
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    Guests: [{ IndividualId: id * 10, FirstName: 'Ada', LastName: `Guest ${id}`, Email: null, Phone: null }],
    Services: [],
    DailyRates: [],
    AccommodationCost: 220,
    TotalCost: 220,
    CanBeEdited: true,
    CanBeCancelled: true,
    IsCancelled: false,
    ...over,
  }
}

let next = 100000
/** Each test its own booking: a device database (fake IndexedDB) lives as long as the test file. */
export function reservation(over: Partial<ManagedReservation> = {}): ManagedReservation {
  next += 1
  return {
    PropertyId: 1001,
    ReservationId: 1,
    ReferenceNumber: `HH${next}`,
    ReservationNumber: `HH${next}`,
    IsReservation: true,
    EntityId: 1,
    Code: `code-${next}`,
    Version: 1,
    Currency: 'GBP',
    SpecialRequests: null,
    NumberOfAdults: 4,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    CreditCards: [],
    Booker: {
      IndividualId: 1,
      FirstName: 'Grace',
      LastName: 'Hopper',
      Email: 'grace@example.com',
      Phone: '+44 20 7946 0000',
      Street: '1 Navy Way',
      City: null,
      StateOrCounty: null,
      ZipCode: 'TR11 1AA',
      CountryId: 826,
    },
    Company: null,
    DateFrom: '2030-03-05',
    DateTo: '2030-03-07',
    CanBeEdited: true,
    CanBeCancelled: true,
    IsCancelled: false,
    TotalAccommodation: 440,
    TotalServices: 0,
    TotalVat: 73.33,
    VisitorLevy: 0,
    Discount: 0,
    TotalCost: 440,
    AmountPaid: 0,
    AmountRefunded: 0,
    Allowance: 0,
    Balance: 440,
    Payments: [],
    LocationName: null,
    EstimatedArrivalTime: null,
    PreCheckInCompletedAt: null,
    ReservationItems: [item(1), item(2)],
    ...over,
  }
}
