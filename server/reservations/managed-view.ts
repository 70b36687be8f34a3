/** A reservation as manage booking and pre-check-in show it (ManagedReservation), with what may still change. */
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { toMajorUnits } from '@/domain/money'
import type { WallClock } from '@/domain/same-day'
import type { Queryable } from '../db/types'
import { findCompany } from '../catalogue/companies'
import type { PropertyRow } from '../catalogue/property'
import { loadServices, type ServiceRow } from '../catalogue/services'
import { changeAllowed } from '../catalogue/change-window'
import { readerOf, rowIn, textOf, type Reader } from '../catalogue/hotel-texts'
import { bookedOnOf, bookedRoomPolicy } from './item-policy'
import { reservationLanguage } from './reservation-language'
import { languageOf, type Language } from '@/domain/language'
import { hotelTimesOf, type ClockTime } from '@/domain/hotel-times'
import { stayMoney } from './stay-money'
import {
  loadGuests,
  loadItems,
  loadServiceLines,
  type GuestRecord,
  type ReservationItemRecord,
  type ReservationRecord,
  type ServiceLineRecord,
} from './record'

type ManagedItem = ManagedReservation['ReservationItems'][number]

function bookerView(record: ReservationRecord): ManagedReservation['Booker'] {
  const booker = record.booker
  return {
    IndividualId: record.id,
    FirstName: booker.FirstName,
    LastName: booker.LastName,
    Email: booker.Email,
    Phone: booker.Phone,
    Street: booker.Street,
    City: booker.City ?? null,
    StateOrCounty: booker.StateOrCounty ?? null,
    ZipCode: booker.ZipCode,
    CountryId: booker.CountryId,
  }
}

function itemServices(
  item: ReservationItemRecord,
  lines: readonly ServiceLineRecord[],
  catalogue: readonly ServiceRow[],
): ManagedItem['Services'] {
  return lines
    .filter((line) => line.item_id === item.id)
    .flatMap((line) => {
      const service = catalogue.find((candidate) => candidate.id === line.service_id)
      return service
        ? [
            {
              ReservationItemId: item.id,
              ServiceId: line.service_id,
              ServiceName: service.name,
              Quantity: line.quantity,
              TotalCost: toMajorUnits(line.total),
              AllowEditOnBookingEngine: service.allow_edit,
              Price: toMajorUnits(service.price),
              ChargeType: service.charge_type,
              ChargePerPerson: service.charge_per_person,
            },
          ]
        : []
    })
}

function itemView(
  item: ReservationItemRecord,
  details: {
    guests: readonly GuestRecord[]
    lines: readonly ServiceLineRecord[]
    catalogue: readonly ServiceRow[]
    currency: string
    bookedOn: string
    checkIn: ClockTime
    reader: Reader
    language: Language
  },
  flags: { editable: boolean; liveRooms: number },
): ManagedItem {
  return {
    ReservationItemId: item.id,
    DateOfArrival: item.date_from,
    DateOfDeparture: item.date_to,
    RoomTypeId: item.room_type_id,
    RoomTypeName: textOf(item.room_type_name, item.room_type_texts, 'name', details.reader),
    RatePlanId: item.rate_plan_id,
    RatePlanName: textOf(item.rate_plan_name, item.rate_plan_texts, 'name', details.reader),
    PromoCode: item.promo_code,
    Policy: bookedRoomPolicy(item, details),
    RoomConfiguration:
      item.room_configuration_id !== null
        ? {
            Id: item.room_configuration_id,
            Name: textOf(
              item.room_configuration_name ?? '',
              item.room_configuration_texts,
              'name',
              details.reader,
            ),
          }
        : null,
    NumberOfAdults: item.adults,
    NumberOfChildren: item.children,
    NumberOfInfants: item.infants,
    Guests: details.guests
      .filter((guest) => guest.item_id === item.id)
      .map((guest) => ({
        IndividualId: guest.id,
        FirstName: guest.first_name,
        LastName: guest.last_name,
        Email: guest.email,
        Phone: guest.phone,
      })),
    Services: itemServices(item, details.lines, details.catalogue),
    DailyRates: item.nights,
    AccommodationCost: toMajorUnits(item.accommodation),
    TotalCost: toMajorUnits(item.total),
    CanBeEdited: flags.editable,
    // The last room left is cancelled by cancelling the booking.
    CanBeCancelled: flags.editable && flags.liveRooms > 1,
    IsCancelled: item.cancelled,
  }
}

/** The card kept for the stay as the guest may see it: brand, last four and expiry, never more. */
function savedCardView(card: ReservationRecord['card']): ManagedReservation['CreditCards'] {
  return card
    ? [
        {
          CardType: card.Brand,
          LastFour: card.LastFour,
          ExpiryMonth: card.ExpiryMonth,
          ExpiryYear: card.ExpiryYear,
        },
      ]
    : []
}

/** The stored totals in the answer's major units. */
function totalsView(totals: ReservationRecord['totals']) {
  return {
    TotalAccommodation: toMajorUnits(totals.accommodation),
    TotalServices: toMajorUnits(totals.services),
    TotalVat: toMajorUnits(totals.vat),
    VisitorLevy: toMajorUnits(totals.visitorLevy),
    Discount: toMajorUnits(totals.discount),
    TotalCost: toMajorUnits(totals.total),
  }
}

/**
 * The reservation as manage shows it; its policy words in `language` (the request's for an answer), else in the
 * booking's (for a mail, decision 0129).
 */
export async function managedReservation(
  db: Queryable,
  property: PropertyRow,
  record: ReservationRecord,
  now: WallClock,
  /** The language asked for: the request's, by default the booking's, as its mails are (decision 0132). */
  wanted: string | null | undefined = record.language_code,
): Promise<ManagedReservation> {
  // The hotel's words in the language asked for; the generated policy words (decision 0129) in it too when the
  // app speaks it, else in the booking's language.
  const reader = readerOf(property.settings, wanted)
  const checkIn = hotelTimesOf(property.settings).checkIn
  const [items, guests, lines, catalogue, bookedOn, booked] = await Promise.all([
    loadItems(db, record.id),
    loadGuests(db, record.id),
    loadServiceLines(db, record.id),
    loadServices(db, property.id).then((rows) => rows.map((row) => rowIn(row, reader))),
    bookedOnOf(db, record.id),
    reservationLanguage(db, property, record.reference_number),
  ])
  const company = record.company_id ? await findCompany(db, record.company_id) : null
  const live = items.filter((item) => !item.cancelled)
  const editable = (item: ReservationItemRecord) =>
    !record.cancelled && !item.cancelled && changeAllowed(item.date_from, now, undefined, checkIn)
  const money = await stayMoney(db, record.id)
  return {
    PropertyId: property.id,
    ReservationId: record.id,
    ReferenceNumber: record.reference_number,
    ReservationNumber: record.reference_number,
    IsReservation: true,
    EntityId: record.id,
    Code: record.code,
    Version: record.version,
    Currency: property.currency,
    SpecialRequests: record.special_requests,
    NumberOfAdults: live.reduce((sum, item) => sum + item.adults, 0),
    NumberOfChildren: live.reduce((sum, item) => sum + item.children, 0),
    NumberOfInfants: live.reduce((sum, item) => sum + item.infants, 0),
    CreditCards: savedCardView(record.card),
    Booker: bookerView(record),
    Company: company ? { Name: company.name, AccountId: company.id } : null,
    DateFrom: record.date_from,
    DateTo: record.date_to,
    CanBeEdited: live.some(editable),
    CanBeCancelled: live.length > 0 && live.every(editable),
    IsCancelled: record.cancelled,
    ...totalsView(record.totals),
    ...money,
    LocationName: property.book_config.Locations[0]?.Name ?? null,
    EstimatedArrivalTime: record.estimated_arrival_time,
    PreCheckInCompletedAt: record.pre_check_in_at ? new Date(record.pre_check_in_at).toISOString() : null,
    ReservationItems: items.map((item) =>
      itemView(
        item,
        {
          guests,
          lines,
          catalogue,
          currency: property.currency,
          bookedOn,
          checkIn,
          reader,
          language: languageOf(wanted) ?? booked,
        },
        { editable: editable(item), liveRooms: live.length },
      ),
    ),
  }
}
