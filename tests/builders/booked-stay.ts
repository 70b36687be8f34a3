/**
 * Builders for the manage-booking and pre-check-in suites: a real booking made through Create (priced with
 * src/domain like the app does), read back through ManageBooking/Search, and Update bodies built from what the
 * server returned — never from copied prices.
 */
import { SearchResult } from '@/api/contract/availability'
import type * as v from 'valibot'
import type { ManageUpdateRequest } from '@/api/contract/manage-booking'
import {
  ManageSearchResponse,
  type ItemUpdate,
  type ManagedReservation,
  type ReservationItem,
} from '@/api/contract/manage-booking'
import { CreateReservationResponse, ReservationConfirmation } from '@/api/contract/reservation'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { serviceStayCost } from '@/domain/services'
import { bookingFrom, searchBody } from './booking-request'
import { parsed, type TestServer } from '../support/server/harness'

export const CLASSIC = 101
export const SUPERIOR = 102
export const DELUXE = 103
export const TWIN = 105
export const FLEX = 11
export const BREAKFAST = { id: 31, price: 16.5, charge: 'PerDay' as const, perPerson: true }
export const PARKING = { id: 32, price: 15, charge: 'PerDay' as const, perPerson: false }
export const CHAMPAGNE = { id: 33, price: 55, charge: 'PerQuantity' as const, perPerson: false }
export const LATE_CHECKOUT = { id: 34, price: 25, charge: 'PerStay' as const, perPerson: false }
/** HARBOUR's first cancellation reason ("Change of plans"). */
export const REASON = 10011

export type Booked = { ref: string; code: string; id: number; reservation: ManagedReservation }

type RoomPick = Parameters<typeof bookingFrom>[1][number]

export async function book(
  s: TestServer,
  from: string,
  to: string,
  picks: RoomPick[] = [{ roomTypeId: CLASSIC, ratePlanId: FLEX }],
  /** the card the guest gives (a provider's test reference); the builder's own when not given */
  paymentMethod?: string,
): Promise<Booked> {
  const result = await parsed(
    await s.post(
      '/api/Availability/Search',
      searchBody(
        from,
        to,
        picks.map((p) => p.occupancy ?? {}),
      ),
    ),
    SearchResult,
  )
  const created = await parsed(
    await s.post('/api/Reservation/Create', withCard(bookingFrom(result, picks), paymentMethod)),
    CreateReservationResponse,
  )
  if (!created.Success) throw new Error(`Create failed: ${created.Message ?? ''}`)
  const conf = await parsed(
    await s.get(
      `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${created.ConfirmationToken}`,
    ),
    ReservationConfirmation,
  )
  const reservation = await load(s, conf.ReferenceNumber, conf.Code)
  return { ref: conf.ReferenceNumber, code: conf.Code, id: reservation.ReservationId, reservation }
}

export async function load(s: TestServer, ref: string, code: string): Promise<ManagedReservation> {
  const found = await parsed(
    await s.post(`/api/ManageBooking/Search?propertyId=HARBOUR&reservationNumber=${ref}&hash=${code}`, {}),
    ManageSearchResponse,
  )
  if (!found.Reservation) throw new Error(`Reservation ${ref} not found`)
  return found.Reservation
}

/** An item as it is, ready to be changed: the Update row that changes nothing. */
export function asUpdate(item: ReservationItem): ItemUpdate {
  return {
    ReservationItemId: item.ReservationItemId,
    DateFrom: item.DateOfArrival,
    DateTo: item.DateOfDeparture,
    RoomTypeId: item.RoomTypeId,
    RatePlanId: item.RatePlanId,
    NumberOfAdults: item.NumberOfAdults,
    NumberOfChildren: item.NumberOfChildren,
    NumberOfInfants: item.NumberOfInfants,
    Guests: item.Guests.map((g) => ({
      FirstName: g.FirstName,
      LastName: g.LastName,
      Email: g.Email,
      Phone: g.Phone,
    })),
    TotalCost: item.TotalCost,
  }
}

type Extra = { id: number; price: number; charge: 'PerStay' | 'PerDay' | 'PerQuantity'; perPerson: boolean }

/** The item with these extras (replacing its own), its TotalCost re-priced with the domain as the app does it. */
export function withServices(item: ReservationItem, lines: { extra: Extra; quantity: number }[]): ItemUpdate {
  const occ = { adults: item.NumberOfAdults, children: item.NumberOfChildren, infants: item.NumberOfInfants }
  const nights = nightsBetween(item.DateOfArrival, item.DateOfDeparture)
  const cost = lines.reduce(
    (sum, l) =>
      sum +
      serviceStayCost(
        {
          price: toMinorUnits(l.extra.price),
          charge: l.extra.charge,
          chargePerPerson: l.extra.perPerson,
          quantity: l.quantity,
        },
        nights,
        occ,
      ),
    0,
  )
  return {
    ...asUpdate(item),
    Services: lines.map((l) => ({ ServiceId: l.extra.id, Quantity: l.quantity })),
    TotalCost: toMajorUnits(toMinorUnits(item.AccommodationCost) + cost),
  }
}

export function updateBody(
  b: Pick<Booked, 'ref' | 'code'>,
  version: number,
  over: Partial<v.InferInput<typeof ManageUpdateRequest>> = {},
) {
  return { PropertyId: 'HARBOUR', ReferenceNumber: b.ref, Code: b.code, Version: version, ...over }
}

export const access = (b: Pick<Booked, 'ref' | 'code'>) => ({
  PropertyId: 'HARBOUR',
  ReferenceNumber: b.ref,
  Code: b.code,
})

export const tampered = (code: string) => `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`

/** A pre-check-in Save naming one guest per room, at the reservation's version. */
export function preCheckInBody(b: Booked, arrival = '18:00') {
  return {
    ...access(b),
    Version: b.reservation.Version,
    EstimatedArrivalTime: arrival,
    ReservationItems: b.reservation.ReservationItems.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      Guests: [{ FirstName: 'Ada', LastName: 'King' }],
    })),
  }
}

/** A manage Update that renames the first room's guest, at the reservation's version. */
export function guestChangeBody(b: Booked) {
  const item = b.reservation.ReservationItems[0]
  if (!item) throw new Error(`Reservation ${b.ref} has no room`)
  return updateBody(b, b.reservation.Version, {
    ReservationItems: [{ ...asUpdate(item), Guests: [{ FirstName: 'Ada', LastName: 'King' }] }],
  })
}

function withCard<T extends { CardDetails?: object | null }>(body: T, paymentMethod: string | undefined): T {
  return paymentMethod
    ? { ...body, CardDetails: { ...body.CardDetails, PaymentMethodId: paymentMethod } }
    : body
}
