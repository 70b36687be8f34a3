import type { ReservationConfirmation, ReservationStatus } from '@/api/contract/reservation'
import type { PaymentType } from '@/api/contract/common'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { conflict, notFound } from '../http'
import type { StoredCard } from '../payments/gateway'
import type { PropertyRow } from '../booking/property'
import type { StoredBooker, StoredTotals } from './record'

type ReservationRow = {
  id: number
  property_id: number
  reference_number: string
  confirmation_token: string
  code: string
  status: 'Pending' | 'Confirmed' | 'Failed'
  status_message: string | null
  date_from: string
  date_to: string
  booker: StoredBooker
  payment_type: PaymentType
  card: StoredCard | null
  promo_code: string | null
  voucher_code: string | null
  company_name: string | null
  po_number: string | null
  notes: string | null
  comment: string | null
  totals: StoredTotals
  created_at: string
}

const NOT_FOUND = 'We could not find this reservation.'

/**
 * A reservation by its ConfirmationToken (the unguessable token handed out by Create). The plain reference
 * number alone is guessable, so it is not accepted here.
 */
export async function findByToken(
  db: Queryable,
  property: PropertyRow,
  token: string,
): Promise<ReservationRow> {
  const rows = await db.query<ReservationRow>(
    `SELECT id, property_id, reference_number, confirmation_token, code, status, status_message,
            date_from::text AS date_from,
            date_to::text AS date_to, booker, payment_type, card, promo_code, voucher_code, notes, comment, totals,
            (SELECT name FROM company WHERE company.id = reservation.company_id) AS company_name, po_number,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
     FROM reservation WHERE confirmation_token = $1 AND property_id = $2`,
    [token, property.id],
  )
  const r = rows[0]
  if (!r) throw notFound(NOT_FOUND)
  return r
}

export async function reservationStatus(
  db: Queryable,
  property: PropertyRow,
  token: string,
): Promise<ReservationStatus> {
  const r = await findByToken(db, property, token)
  return {
    Status: r.status,
    ReferenceNumber: r.reference_number,
    Message: r.status === 'Confirmed' ? 'Your booking is confirmed.' : r.status_message,
  }
}

export async function reservationConfirmation(
  db: Queryable,
  property: PropertyRow,
  token: string,
): Promise<ReservationConfirmation> {
  const r = await findByToken(db, property, token)
  // A booking still waiting for its payment, or one whose payment was cancelled, has nothing to confirm.
  if (r.status !== 'Confirmed') throw conflict('This booking is not confirmed.')
  const items = await db.query<{
    id: number
    date_from: string
    date_to: string
    room_type_id: number
    room_type_name: string
    image_url: string | null
    rate_plan_id: number
    rate_plan_name: string
    cancellation_policy: string
    room_configuration_name: string | null
    adults: number
    children: number
    infants: number
    nights: { DateOfStay: string; RatePerNight: number }[]
    accommodation: number
    services_total: number
    total: number
    first_name: string
    last_name: string
  }>(
    `SELECT i.id, i.date_from::text AS date_from, i.date_to::text AS date_to, i.room_type_id, rt.name AS room_type_name,
            rt.image_url, i.rate_plan_id, rp.name AS rate_plan_name, rp.policy->>'CancellationPolicy' AS cancellation_policy,
            rc.name AS room_configuration_name, i.adults, i.children, i.infants, i.nights, i.accommodation,
            i.services_total, i.total, g.first_name, g.last_name
     FROM reservation_item i
     JOIN room_type rt ON rt.id = i.room_type_id
     JOIN rate_plan rp ON rp.id = i.rate_plan_id
     LEFT JOIN room_configuration rc ON rc.id = i.room_configuration_id
     LEFT JOIN reservation_guest g ON g.reservation_item_id = i.id AND g.is_lead
     WHERE i.reservation_id = $1 ORDER BY i.id`,
    [r.id],
  )
  const services = await db.query<{
    item_id: number
    service_id: number
    name: string
    quantity: number
    total: number
  }>(
    `SELECT rs.reservation_item_id AS item_id, rs.service_id, s.name, rs.quantity, rs.total
     FROM reservation_service rs JOIN service s ON s.id = rs.service_id
     JOIN reservation_item i ON i.id = rs.reservation_item_id WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [r.id],
  )
  const [country] = await db.query<{ name: string }>('SELECT name FROM country WHERE id = $1', [
    r.booker.CountryId,
  ])
  const t = r.totals
  const s = property.settings
  return {
    ReferenceNumber: r.reference_number,
    ConfirmationToken: r.confirmation_token,
    Code: r.code,
    Status: r.status,
    PropertyId: property.id,
    PropertyCode: property.code,
    PropertyName: property.name,
    PropertyAddress: s.PropertyAddress,
    PropertyEmail: s.Email,
    PropertyTelephone: s.Telephone,
    WebsiteUrl: s.WebsiteUrl,
    Currency: property.currency,
    DateFrom: r.date_from,
    DateTo: r.date_to,
    Nights: nightsBetween(r.date_from, r.date_to),
    Rooms: items.map((i) => ({
      ReservationItemId: i.id,
      DateFrom: i.date_from,
      DateTo: i.date_to,
      RoomTypeId: i.room_type_id,
      RoomTypeName: i.room_type_name,
      RoomImageUrl: i.image_url,
      RatePlanId: i.rate_plan_id,
      RatePlanName: i.rate_plan_name,
      CancellationPolicy: i.cancellation_policy,
      RoomConfigurationName: i.room_configuration_name,
      NumberOfAdults: i.adults,
      NumberOfChildren: i.children,
      NumberOfInfants: i.infants,
      LeadGuest: { FirstName: i.first_name, LastName: i.last_name },
      DailyRates: i.nights,
      Services: services
        .filter((x) => x.item_id === i.id)
        .map((x) => ({
          ServiceId: x.service_id,
          ServiceName: x.name,
          Quantity: x.quantity,
          TotalCost: toMajorUnits(x.total),
        })),
      AccommodationCost: toMajorUnits(i.accommodation),
      ServicesCost: toMajorUnits(i.services_total),
      TotalCost: toMajorUnits(i.total),
    })),
    Totals: {
      Accommodation: toMajorUnits(t.accommodation),
      Services: toMajorUnits(t.services),
      Discount: toMajorUnits(t.discount),
      VisitorLevy: toMajorUnits(t.visitorLevy),
      Vat: toMajorUnits(t.vat),
      VatIncluded: t.vatIncluded,
      Total: toMajorUnits(t.total),
      PaidNow: toMajorUnits(t.paidNow),
      Outstanding: toMajorUnits(t.total - t.paidNow),
    },
    Booker: {
      FirstName: r.booker.FirstName,
      LastName: r.booker.LastName,
      Email: r.booker.Email,
      Phone: r.booker.Phone,
      Street: r.booker.Street,
      City: r.booker.City ?? null,
      ZipCode: r.booker.ZipCode,
      CountryId: r.booker.CountryId,
      CountryName: country?.name ?? null,
    },
    PaymentType: r.payment_type,
    CardBrand: r.card?.Brand ?? null,
    CardLastFour: r.card?.LastFour ?? null,
    PromoCode: r.promo_code,
    HopGiftVoucherCode: r.voucher_code,
    CompanyName: r.company_name,
    PONumber: r.po_number,
    Notes: r.notes,
    Comment: r.comment,
    CreatedAt: r.created_at,
  }
}
