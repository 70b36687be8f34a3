/**
 * What a hotel event carries (decision 0106): the reservation, or the table booking, as it is after the change,
 * read with the change's own transaction. Amounts are major units of the property's currency, as the public API
 * shows them. Never card data: the reservation's `card` column is not read here at all.
 */
import type { StayPayment } from '@/api/contract/stay-payments'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { findByReference, loadGuests, loadItems, loadServiceLines } from '../reservations/record'
import { stayMoney } from '../reservations/stay-money'

export type EventGuest = { FirstName: string; LastName: string; Email: string | null; Phone: string | null }

export type EventRoom = {
  ItemId: number
  RoomTypeId: number
  RoomTypeName: string
  RatePlanId: number
  RatePlanName: string
  DateFrom: string
  DateTo: string
  Adults: number
  Children: number
  Infants: number
  Cancelled: boolean
  Nights: { Date: string; Rate: number }[]
  Extras: { ServiceId: number; Quantity: number; Total: number }[]
  Accommodation: number
  Total: number
  Guests: EventGuest[]
}

export type ReservationEventPayload = {
  Kind: 'Reservation'
  Reference: string
  Status: 'Pending' | 'Confirmed' | 'Failed' | 'Cancelled'
  DateFrom: string
  DateTo: string
  Currency: string
  Booker: { FirstName: string; LastName: string; Email: string; Phone: string }
  SpecialRequests: string | null
  EstimatedArrivalTime: string | null
  PreCheckInAt: string | null
  Rooms: EventRoom[]
  Totals: {
    Accommodation: number
    Extras: number
    Discount: number
    VisitorLevy: number
    Vat: number
    Total: number
  }
  /** The payments ledger's sums and movements (decision 0115), and the hotel's allowance (decision 0116). */
  AmountPaid: number
  AmountRefunded: number
  Allowance: number
  Balance: number
  Payments: StayPayment[]
}

export type TableEventPayload = {
  Kind: 'RestaurantBooking'
  Reference: string
  RestaurantId: number
  RestaurantName: string
  VisitDate: string
  VisitTime: string
  PartySize: number
  Name: string
  Email: string
  Phone: string
  SpecialRequests: string | null
}

/** A reference the change named but this transaction cannot read (kept so the event is never lost). */
export type UnknownEventPayload = { Kind: 'Unknown'; Reference: string }

export type HotelEventPayload = ReservationEventPayload | TableEventPayload | UnknownEventPayload

type Status = ReservationEventPayload['Status']

const isStatus = (status: string): status is Status =>
  status === 'Pending' || status === 'Confirmed' || status === 'Failed' || status === 'Cancelled'

/** The reservation `reference` of `propertyId` as the hotel needs it, or null when there is none. */
export async function reservationPayload(
  tx: Queryable,
  property: { id: number; currency: string },
  reference: string,
): Promise<ReservationEventPayload | null> {
  const record = await findByReference(tx, property.id, reference)
  if (!record) return null
  const items = await loadItems(tx, record.id)
  const lines = await loadServiceLines(tx, record.id)
  const guests = await loadGuests(tx, record.id)
  const [row] = await tx.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [
    record.id,
  ])
  const stored = row?.status ?? 'Confirmed'
  const status: Status = record.cancelled ? 'Cancelled' : isStatus(stored) ? stored : 'Confirmed'
  const { totals, booker } = record
  return {
    Kind: 'Reservation',
    Reference: record.reference_number,
    Status: status,
    DateFrom: record.date_from,
    DateTo: record.date_to,
    Currency: property.currency,
    Booker: {
      FirstName: booker.FirstName,
      LastName: booker.LastName,
      Email: booker.Email,
      Phone: booker.Phone,
    },
    SpecialRequests: record.special_requests,
    EstimatedArrivalTime: record.estimated_arrival_time,
    PreCheckInAt: record.pre_check_in_at,
    Rooms: items.map((item) => ({
      ItemId: item.id,
      RoomTypeId: item.room_type_id,
      RoomTypeName: item.room_type_name,
      RatePlanId: item.rate_plan_id,
      RatePlanName: item.rate_plan_name,
      DateFrom: item.date_from,
      DateTo: item.date_to,
      Adults: item.adults,
      Children: item.children,
      Infants: item.infants,
      Cancelled: item.cancelled,
      Nights: item.nights.map((night) => ({ Date: night.DateOfStay, Rate: night.RatePerNight })),
      Extras: lines
        .filter((line) => line.item_id === item.id)
        .map((line) => ({
          ServiceId: line.service_id,
          Quantity: line.quantity,
          Total: toMajorUnits(line.total),
        })),
      Accommodation: toMajorUnits(item.accommodation),
      Total: toMajorUnits(item.total),
      Guests: guests
        .filter((guest) => guest.item_id === item.id)
        .map((g) => ({ FirstName: g.first_name, LastName: g.last_name, Email: g.email, Phone: g.phone })),
    })),
    Totals: {
      Accommodation: toMajorUnits(totals.accommodation),
      Extras: toMajorUnits(totals.services),
      Discount: toMajorUnits(totals.discount),
      VisitorLevy: toMajorUnits(totals.visitorLevy),
      Vat: toMajorUnits(totals.vat),
      Total: toMajorUnits(totals.total),
    },
    ...(await stayMoney(tx, record.id)),
  }
}

type TableRow = {
  reference: string
  restaurant_id: number
  restaurant_name: string
  visit_date: string
  visit_time: string
  party_size: number
  identifier: string
  email: string
  phone: string
  special_requests: string | null
}

/** The restaurant booking `reference` of `propertyId`, or null when there is none. */
export async function tablePayload(
  tx: Queryable,
  propertyId: number,
  reference: string,
): Promise<TableEventPayload | null> {
  const [row] = await tx.query<TableRow>(
    `SELECT b.reference, b.restaurant_id, r.name AS restaurant_name, b.visit_date::text AS visit_date, b.visit_time,
            b.party_size, b.identifier, b.email, b.phone, b.special_requests
     FROM restaurant_booking b JOIN restaurant r ON r.id = b.restaurant_id
     WHERE b.property_id = $1 AND b.reference = $2`,
    [propertyId, reference],
  )
  if (!row) return null
  return {
    Kind: 'RestaurantBooking',
    Reference: row.reference,
    RestaurantId: row.restaurant_id,
    RestaurantName: row.restaurant_name,
    VisitDate: row.visit_date,
    VisitTime: row.visit_time,
    PartySize: row.party_size,
    Name: row.identifier,
    Email: row.email,
    Phone: row.phone,
    SpecialRequests: row.special_requests,
  }
}
