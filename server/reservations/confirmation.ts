import type { ReservationConfirmation, ReservationStatus } from '@/api/contract/reservation'
import type { PaymentType } from '@/domain/payment'
import { languageOf, type Language } from '@/domain/language'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { Queryable } from '../db/types'
import { conflict, notFound } from '../http-errors'
import { balanceOf, paymentsOf, type LedgerSums } from '../payments/ledger'
import { stayCostAndSums } from './reckoning'
import type { StoredCard } from '../payments/stored-card'
import type { PropertyRow } from '../catalogue/property'
import { countryName } from '../catalogue/reference-data'
import type { StoredPolicy } from '../catalogue/policy'
import { readerOf, textOf, type Reader, type Translations } from '../catalogue/hotel-texts'
import { bookedRoomPolicy } from './item-policy'
import { reservationLanguage } from './reservation-language'
import type { StoredBooker, StoredTotals } from './record'
import { stayMoneyOf } from './stay-money'
import { hotelTimesOf, type ClockTime } from '@/domain/hotel-times'

type ConfirmedRecord = {
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
  booked_on: string
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
): Promise<ConfirmedRecord> {
  const rows = await db.query<ConfirmedRecord>(
    `SELECT id, property_id, reference_number, confirmation_token, code, status, status_message,
            date_from::text AS date_from,
            date_to::text AS date_to, booker, payment_type, card, promo_code, voucher_code, notes, comment, totals,
            (SELECT name FROM company WHERE company.id = reservation.company_id) AS company_name, po_number,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            COALESCE(booked_on, (created_at AT TIME ZONE 'UTC')::date)::text AS booked_on
     FROM reservation WHERE confirmation_token = $1 AND property_id = $2`,
    [token, property.id],
  )
  const r = rows[0]
  if (!r) throw notFound(NOT_FOUND)
  return r
}

/** The confirmation token of a reservation (to mail its confirmation once its payment is made). */
export async function confirmationTokenOf(db: Queryable, reservationId: number): Promise<string | null> {
  const [reservation] = await db.query<{ confirmation_token: string }>(
    'SELECT confirmation_token FROM reservation WHERE id = $1',
    [reservationId],
  )
  return reservation?.confirmation_token ?? null
}

export async function reservationStatus(
  db: Queryable,
  property: PropertyRow,
  token: string,
): Promise<ReservationStatus> {
  const r = await findByToken(db, property, token)
  const waiting =
    r.status === 'Pending'
      ? (
          await db.query<{ action_url: string | null; hold: string | null }>(
            `SELECT l.action_url, to_char(r.hold_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS hold
             FROM reservation r LEFT JOIN ledger_entry l ON l.reservation_id = r.id AND l.state = 'pending'
             WHERE r.id = $1 ORDER BY l.id DESC LIMIT 1`,
            [r.id],
          )
        )[0]
      : undefined
  return {
    Status: r.status,
    ReferenceNumber: r.reference_number,
    Message: r.status === 'Confirmed' ? 'Your booking is confirmed.' : r.status_message,
    RedirectUrl: waiting?.action_url ?? null,
    HoldExpiresAt: waiting?.hold ?? null,
  }
}

/** The id of a booking still waiting for its card payment, by its confirmation token; null otherwise. */
export async function heldReservationId(
  db: Queryable,
  property: PropertyRow,
  token: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM reservation WHERE property_id = $1 AND confirmation_token = $2 AND status = 'Pending'`,
    [property.id, token],
  )
  return row?.id ?? null
}

type ConfirmedRoom = ReservationConfirmation['Rooms'][number]

type ItemRow = {
  id: number
  date_from: string
  date_to: string
  room_type_id: number
  room_type_name: string
  image_url: string | null
  rate_plan_id: number
  rate_plan_name: string
  policy: StoredPolicy
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
  room_type_texts: Translations
  rate_plan_texts: Translations
  room_configuration_texts: Translations | null
}

type ServiceLineRow = {
  item_id: number
  service_id: number
  name: string
  quantity: number
  total: number
  translations: Translations
}

/** What a room's words need: the hotel's currency, the day it was booked, the languages to say them in. */
type RoomWords = {
  currency: string
  bookedOn: string
  reader: Reader
  language: Language
  checkIn: ClockTime
}

/** The rooms of a reservation as its confirmation shows them, each with its lead guest and extras. */
async function confirmedRooms(
  db: Queryable,
  reservationId: number,
  words: RoomWords,
): Promise<ConfirmedRoom[]> {
  const items = await db.query<ItemRow>(
    `SELECT i.id, i.date_from::text AS date_from, i.date_to::text AS date_to, i.room_type_id, rt.name AS room_type_name,
            COALESCE(rt.image_url, rt.images->0->>'url') AS image_url, i.rate_plan_id, rp.name AS rate_plan_name, rp.policy,
            rc.name AS room_configuration_name, i.adults, i.children, i.infants, i.nights, i.accommodation,
            i.services_total, i.total, g.first_name, g.last_name, rt.translations AS room_type_texts,
            rp.translations AS rate_plan_texts, rc.translations AS room_configuration_texts
     FROM reservation_item i
     JOIN room_type rt ON rt.id = i.room_type_id
     JOIN rate_plan rp ON rp.id = i.rate_plan_id
     LEFT JOIN room_configuration rc ON rc.id = i.room_configuration_id
     LEFT JOIN reservation_guest g ON g.reservation_item_id = i.id AND g.is_lead
     WHERE i.reservation_id = $1 ORDER BY i.id`,
    [reservationId],
  )
  const services = await db.query<ServiceLineRow>(
    `SELECT rs.reservation_item_id AS item_id, rs.service_id, s.name, rs.quantity, rs.total, s.translations
     FROM reservation_service rs JOIN service s ON s.id = rs.service_id
     JOIN reservation_item i ON i.id = rs.reservation_item_id WHERE i.reservation_id = $1 ORDER BY rs.id`,
    [reservationId],
  )
  return items.map((item) => roomView(item, services, words))
}

function roomView(item: ItemRow, services: readonly ServiceLineRow[], words: RoomWords): ConfirmedRoom {
  const policy = bookedRoomPolicy(item, words)
  return {
    ReservationItemId: item.id,
    DateFrom: item.date_from,
    DateTo: item.date_to,
    RoomTypeId: item.room_type_id,
    RoomTypeName: textOf(item.room_type_name, item.room_type_texts, 'name', words.reader),
    RoomImageUrl: item.image_url,
    RatePlanId: item.rate_plan_id,
    RatePlanName: textOf(item.rate_plan_name, item.rate_plan_texts, 'name', words.reader),
    CancellationPolicy: policy.CancellationPolicy,
    PaymentTerms: policy.Description,
    RoomConfigurationName:
      item.room_configuration_name === null
        ? null
        : textOf(item.room_configuration_name, item.room_configuration_texts, 'name', words.reader),
    NumberOfAdults: item.adults,
    NumberOfChildren: item.children,
    NumberOfInfants: item.infants,
    LeadGuest: { FirstName: item.first_name, LastName: item.last_name },
    DailyRates: item.nights,
    Services: services
      .filter((line) => line.item_id === item.id)
      .map((line) => ({
        ServiceId: line.service_id,
        ServiceName: textOf(line.name, line.translations, 'name', words.reader),
        Quantity: line.quantity,
        TotalCost: toMajorUnits(line.total),
      })),
    AccommodationCost: toMajorUnits(item.accommodation),
    ServicesCost: toMajorUnits(item.services_total),
    TotalCost: toMajorUnits(item.total),
  }
}

function totalsView(totals: StoredTotals, sums: LedgerSums, cost: number): ReservationConfirmation['Totals'] {
  return {
    Accommodation: toMajorUnits(totals.accommodation),
    Services: toMajorUnits(totals.services),
    Discount: toMajorUnits(totals.discount),
    VisitorLevy: toMajorUnits(totals.visitorLevy),
    Vat: toMajorUnits(totals.vat),
    VatIncluded: totals.vatIncluded,
    Total: toMajorUnits(totals.total),
    PaidNow: toMajorUnits(sums.paid - sums.refunded),
    Outstanding: toMajorUnits(balanceOf(cost, sums)),
  }
}

/**
 * The confirmation, its policy words in `language`: the request's for the confirmation page, the booking's
 * (the default) for its mail (decision 0129).
 */
export async function reservationConfirmation(
  db: Queryable,
  property: PropertyRow,
  token: string,
  /**
   * The language asked for (decision 0132): the request's; undefined, the booking's, as its mail is; null, the
   * hotel's own words (its copy). The generated policy words (decision 0129) are in it when the app speaks it,
   * else in the booking's language.
   */
  wanted?: string | null,
): Promise<ReservationConfirmation> {
  const record = await findByToken(db, property, token)
  // A booking still waiting for its payment, or one whose payment was cancelled, has nothing to confirm.
  if (record.status !== 'Confirmed') throw conflict('This booking is not confirmed.')
  const booked = await reservationLanguage(db, property, record.reference_number)
  const reader = readerOf(property.settings, wanted === undefined ? booked : wanted)
  const rooms = await confirmedRooms(db, record.id, {
    currency: property.currency,
    bookedOn: record.booked_on,
    reader,
    language: languageOf(wanted) ?? booked,
    checkIn: hotelTimesOf(property.settings).checkIn,
  })
  const { cost, sums, allowance } = await stayCostAndSums(db, record.id)
  const money = stayMoneyOf(sums, await paymentsOf(db, record.id), cost, allowance)
  const booker = record.booker
  const country = await countryName(db, booker.CountryId)
  const settings = property.settings
  return {
    ReferenceNumber: record.reference_number,
    ConfirmationToken: record.confirmation_token,
    Code: record.code,
    Status: record.status,
    PropertyId: property.id,
    PropertyCode: property.code,
    // In the reader's language where the hotel wrote its name in more than one (decision 0136).
    PropertyName: textOf(property.name, property.translations, 'name', reader),
    PropertyAddress: settings.PropertyAddress,
    PropertyEmail: settings.Email,
    PropertyTelephone: settings.Telephone,
    WebsiteUrl: settings.WebsiteUrl,
    Currency: property.currency,
    DateFrom: record.date_from,
    DateTo: record.date_to,
    Nights: nightsBetween(record.date_from, record.date_to),
    Rooms: rooms,
    Totals: totalsView(record.totals, sums, cost),
    ...money,
    Booker: {
      FirstName: booker.FirstName,
      LastName: booker.LastName,
      Email: booker.Email,
      Phone: booker.Phone,
      Street: booker.Street,
      City: booker.City ?? null,
      ZipCode: booker.ZipCode,
      CountryId: booker.CountryId,
      CountryName: country,
    },
    PaymentType: record.payment_type,
    CardBrand: record.card?.Brand ?? null,
    CardLastFour: record.card?.LastFour ?? null,
    PromoCode: record.promo_code,
    HopGiftVoucherCode: record.voucher_code,
    CompanyName: record.company_name,
    PONumber: record.po_number,
    Notes: record.notes,
    Comment: record.comment,
    CreatedAt: record.created_at,
  }
}
